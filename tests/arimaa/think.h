// The Arimaa tests' fixed-depth search: the engine's turn from its current position, searched
// to `depth` steps with no clock, so that the answer is the same on any machine.
#pragma once

#include <string>

#include "arimaa-engine/engine.h"
#include "common/search/control.h"

namespace arimaa {

inline std::string think_to_depth(Engine& e, int depth) {
  common::SearchControl control;
  common::SearchLimits limits;
  limits.max_depth = depth;
  control.start(limits);
  return e.think(control, {}, {});
}

}  // namespace arimaa
