// Chooses moves: the settled endgame is played by exact region filling; otherwise alpha-beta
// or MCTS (both from common/) searches under the caller's limits.
#pragma once

#include <string>
#include <vector>

#include "amazons-engine/game.h"
#include "common/search/alphabeta.h"
#include "common/search/control.h"
#include "common/search/mcts.h"
#include "common/search/tt.h"

namespace amazons {

enum class Algorithm { kAlphaBeta, kMcts };

// Who searches with what. The tunable constants (evaluation weights, MCTS and alpha-beta
// settings, endgame budget) are `search`; params.h binds them to common::params(). Defaults
// measured in self-play on 10x10 (10-game matches, colours alternated): MCTS beat alpha-beta
// 7-3 at 0.3 s, 10-10 at 0.5 s (20 games) and 7-3 at 1.5 s per move; MCTS children 70 beat 40
// (7-3) and 120 (7-3); prior weight 30 beat 10 (6-4) and 100 (7-3).
struct PlayerConfig {
  Algorithm algorithm = Algorithm::kMcts;
  int threads = 1;
  int hash_mb = 64;
  uint64_t seed = 1;
  SearchParams search;
};

struct Decision {
  bool has_move = false;
  Move move{};
  common::Score score = 0;  // side to move's view
  int depth = 0;
  uint64_t nodes = 0;
  bool endgame = false;  // chosen by region filling
  std::vector<Move> pv;
};

class Player {
 public:
  explicit Player(const PlayerConfig& config = {});

  const PlayerConfig& config() const { return config_; }
  // Threads, hash size and algorithm may change between searches. False (and the old
  // configuration kept) when the transposition table for the new one cannot be allocated.
  [[nodiscard]] bool set_config(const PlayerConfig& config);
  // Forgets what earlier searches learnt (new game, new position).
  void new_game();

  Decision choose(const Game& game, common::SearchControl& control, const common::ReportFn& report);

 private:
  common::AlphaBetaConfig alphabeta_config() const;
  common::MctsConfig mcts_config() const;
  static std::size_t tt_mb(const PlayerConfig& config);

  PlayerConfig config_;
  SearchParams mcts_params_;  // config_.search without the move bonus (see EvalWeights)
  common::TranspositionTable tt_;
  common::AlphaBeta<Game> alphabeta_;
  common::Mcts<Game> mcts_;
};

const char* algorithm_name(Algorithm a);

}  // namespace amazons
