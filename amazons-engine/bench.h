// `amazons-engine bench`: a fixed set of positions searched to a fixed depth (or playout
// count) on one thread. The node total is the bench signature: it changes only when the
// search or evaluation changes.
#pragma once

#include <iosfwd>

#include "amazons-engine/player.h"

namespace amazons {

struct BenchOptions {
  Algorithm algorithm = Algorithm::kAlphaBeta;
  int depth = 4;             // alpha-beta
  uint64_t playouts = 3000;  // MCTS
  int hash_mb = 16;
};

// Prints one line per position to `log` and the summary lines to `out` (time, nodes, nodes per
// second, and a hash of the chosen moves and scores).
void run_bench(const BenchOptions& options, std::ostream& out, std::ostream& log);

}  // namespace amazons
