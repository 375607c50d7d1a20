// The MCTS settings this game searches with (engine, bench and match share them), from the
// tunable parameters (params.h).
#pragma once

#include "common/search/mcts.h"
#include "havannah-engine/params.h"

namespace havannah {

inline common::MctsConfig default_mcts_config() {
  const MctsParams& p = mcts_params();
  common::MctsConfig c;
  c.expand_visits = static_cast<uint32_t>(p.expand_visits);
  c.exploration = p.exploration;
  c.rave_equivalence = p.rave_equivalence;
  c.first_play_urgency = p.first_play_urgency;
  return c;
}

}  // namespace havannah
