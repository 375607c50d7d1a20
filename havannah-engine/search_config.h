// The MCTS settings this game searches with (engine, bench and match share them), from the
// tunable parameters (params.h).
#pragma once

#include <algorithm>

#include "common/search/mcts.h"
#include "common/time/time_manager.h"
#include "havannah-engine/game.h"
#include "havannah-engine/params.h"

namespace havannah {

inline common::MctsConfig default_mcts_config() {
  const MctsParams& p = mcts_params();
  common::MctsConfig c;
  c.expand_visits = static_cast<uint32_t>(p.expand_visits);
  c.exploration = p.exploration;
  c.rave_equivalence = p.rave_equivalence;
  c.first_play_urgency = p.first_play_urgency;
  c.use_tree_moves = p.forced_moves != 0;
  c.pool_size = p.pool_size;
  c.pool_min_visits = static_cast<uint32_t>(p.pool_min_visits);
  return c;
}

// How a game clock is shared out over the moves of `g`'s side to move. A game rarely fills the
// board: about a fifth of the empty cells are this side's moves. The horizon shrinks slower than
// the game really does, so each move takes a smaller share of a bank than the one before: more
// time in the opening and middle game than at the end.
inline common::TimeOptions time_options(const Game& g) {
  common::TimeOptions options;
  const int empty = g.geo().num_cells - g.board().stones();
  options.expected_moves_left = std::max(8, empty / 5);
  options.max_moves_left = std::max(1, (empty + 1) / 2);
  return options;
}

}  // namespace havannah
