// Turn-level perft (distinct placements after each turn, summed over the tree) and the
// turn-generation speed benchmark.
#pragma once

#include <cstdint>
#include <iosfwd>

#include "arimaa-engine/board.h"

namespace arimaa {

// depth 1: distinct turns of the side to move; depth n: sum over those turns of the opponent's
// depth n-1 counts. No end-of-game checks (pure generation).
uint64_t perft(const Position& pos, int depth);

// Times turn generation over a fixed set of positions; prints per-position microseconds and
// distinct turns per second.
void turn_generation_bench(std::ostream& out, int repeats);

}  // namespace arimaa
