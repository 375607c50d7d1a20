// The Havannah GTP front end: the game (GameHistory) and the searchers (common::Mcts by
// default, common::AlphaBeta on request) behind protocol::GtpEngine's command registry.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <memory>
#include <string>

#include "common/search/alphabeta.h"
#include "common/search/mcts.h"
#include "common/search/tt.h"
#include "havannah-engine/game.h"
#include "havannah-engine/history.h"
#include "protocol/gtp/engine.h"
#include "protocol/gtp/search_driver.h"

namespace havannah {

enum class SearchKind { kMcts, kAlphaBeta };

struct EngineSettings {
  int threads = 1;
  int hash_mb = 64;
  uint64_t seed = 1;
  int base = 8;
  bool gridcoords = false;
  bool swap = false;
  SearchKind search = SearchKind::kMcts;
  // Without any clock: playouts (MCTS) per move, or depth (alpha-beta).
  uint64_t playouts = 20000;
  int depth = 6;
  // Without any clock: think this long per move instead (0: use playouts / depth). The answer
  // comes within it: the time manager keeps its overhead margin back.
  int64_t move_time_ms = 0;
  bool ponder = false;
  bool rave = true;
  bool reuse_tree = true;  // keep the tree from the previous move (Castro's -k)
  bool resign = true;  // resign a proven loss
  int report_interval_ms = 1000;
};

class HavannahGtp {
 public:
  explicit HavannahGtp(const EngineSettings& settings);
  ~HavannahGtp();
  HavannahGtp(const HavannahGtp&) = delete;
  HavannahGtp& operator=(const HavannahGtp&) = delete;

  int run(std::istream& in, std::ostream& out) { return engine_.run(in, out); }
  std::string execute(const std::string& line) { return engine_.execute(line); }
  const GameHistory& history() const { return history_; }

 private:
  void register_commands();
  void new_game(int base);
  int color_arg(const protocol::GtpCommand& cmd, std::size_t i) const;
  // Plays `move` (a cell, swap or resign) for `color` in `history`; GtpError if it cannot.
  void play_text(GameHistory& history, int color, const std::string& move) const;
  void set_hash_mb(std::size_t mb);
  std::string player_params(const protocol::GtpCommand& cmd);
  std::string genmove(const protocol::GtpCommand& cmd, bool commit);
  std::string analyze(const protocol::GtpCommand& cmd);
  // Best move for the side to move under `limits`; also tells whether the position is lost.
  struct Choice {
    Move move = kNoMove;
    bool resign = false;
  };
  Choice think(const common::SearchLimits& limits);
  common::SearchLimits limits_for_move(int color);
  void report(const common::SearchReport& r) const;
  // The MCTS settings for a search under `limits` (expansion threshold sized to the tree memory).
  common::MctsConfig mcts_config(const common::SearchLimits& limits) const;

  EngineSettings settings_;
  protocol::GtpEngine engine_;
  protocol::GtpSearchDriver driver_;
  GameHistory history_;
  common::Mcts<Game> mcts_;
  std::unique_ptr<common::TranspositionTable> tt_;  // allocated when alpha-beta is first used
  std::unique_ptr<common::AlphaBeta<Game>> alphabeta_;
};

}  // namespace havannah
