// The engine behind the protocol: the game being played, the searcher and its table, and the
// choice of a move (a setup on an empty side, otherwise a whole turn from the search's line,
// completed if the line stops inside the turn). Knows nothing of AEI.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "arimaa-engine/game.h"
#include "arimaa-engine/search_game.h"
#include "common/search/alphabeta.h"
#include "common/search/control.h"
#include "common/search/tt.h"
#include "common/util/rng.h"

namespace arimaa {

struct EngineConfig {
  int threads = 1;
  int hash_mb = 64;
  int depth = 0;      // steps; <= 0: no limit
  uint64_t seed = 1;
  bool random = false;  // play uniformly random distinct turns (a sparring partner)
  bool random_setup = false;  // uniformly random setups instead of the shaped ones (--setup random)
};

class Engine {
 public:
  using LogFn = std::function<void(const std::string&)>;

  explicit Engine(EngineConfig config = {});

  void new_game();
  // "g [<64 chars>]"; on error the position is unchanged and the reason returned.
  std::optional<std::string> set_position(std::string_view args);
  // One turn (steps or a setup) for the side to move.
  std::optional<std::string> make_move(std::string_view text);

  bool set_hash_mb(int mb);
  void set_depth(int steps) { config_.depth = steps; }
  void set_threads(int n);
  const EngineConfig& config() const { return config_; }
  const Game& game() const { return game_; }

  // Chooses the move for the side to move and returns it as text (placements or steps).
  // Honours `control`; `report` gets the searcher's progress, `log` free-form diagnostics.
  std::string think(common::SearchControl& control, const common::ReportFn& report, const LogFn& log);

  // Runs the searcher on the current position (for bench and tests).
  common::SearchResult<Move> search(common::SearchControl& control, const common::ReportFn& report = {});

  // The searcher's line cut to our turn, completed to a legal turn if it stops early. The
  // completing searches stop after `hard_ms` (0 = no time limit, only their node limit).
  std::vector<Move> complete_turn(const std::vector<Move>& line, int64_t hard_ms = 0);

 private:
  std::string random_turn();
  std::string setup_text();

  EngineConfig config_;
  Game game_;
  std::unique_ptr<common::TranspositionTable> tt_;
  std::unique_ptr<common::AlphaBeta<SearchPosition>> searcher_;
  common::Rng rng_;
  uint64_t games_started_ = 0;
};

}  // namespace arimaa
