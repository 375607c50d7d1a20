// Opening setups: a handful of proven shapes (elephant and camel central, cats and dogs next to
// the home traps, rabbits behind), chosen and varied by a seed so that matches do not repeat.
// Silver adapts to gold's placement: its camel goes to the wing away from gold's elephant.
#pragma once

#include <cstdint>
#include <vector>

#include "arimaa-engine/notation.h"
#include "common/util/rng.h"

namespace arimaa {

// The setup for pos.side() (which must have no pieces yet), given what the opponent has placed.
std::vector<Placement> choose_setup(const Position& pos, uint64_t seed);

// A uniformly random arrangement of the side's 16 pieces over its two home ranks (`--setup
// random`, and the match referee's random openings): the baseline that measures what the
// shapes above are worth.
std::vector<Placement> random_setup(Color side, common::Rng& rng);

}  // namespace arimaa
