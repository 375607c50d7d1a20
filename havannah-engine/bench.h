// `havannah-engine bench`: playout speed (base 8 and 10, empty and mid-game, one thread and
// all threads) and a fixed-seed, fixed-playout search whose moves and node count are the
// bench signature. `havannah-engine match`: in-process games between players (strength tests).
#pragma once

#include <cstdint>
#include <string>

namespace havannah {

struct BenchOptions {
  int threads = 1;       // "all threads" for the speed part
  uint64_t seed = 1;
  int hash_mb = 64;
  bool speed = true;     // the timed playout part (not part of the signature)
};
int run_bench(const BenchOptions& options);

struct MatchOptions {
  std::string player1 = "mcts";  // mcts | uct (no RAVE) | noprior | random | alphabeta
  std::string player2 = "random";
  int games = 10;
  int base = 8;
  uint64_t playouts = 5000;  // per move, MCTS players
  int depth = 3;             // alpha-beta player
  uint64_t seed = 1;
  bool swap = false;
};
int run_match(const MatchOptions& options);

}  // namespace havannah
