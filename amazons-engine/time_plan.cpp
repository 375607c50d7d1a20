#include "amazons-engine/time_plan.h"

#include <algorithm>

namespace amazons {

int planning_horizon(const Board& b) {
  const int area = b.size() * b.size();
  const int settled_empties = area * 35 / 100;
  const int own_moves_left = (b.empties().count() - settled_empties) / 2;
  return std::max(kMinHorizon, own_moves_left * 3 / 4);
}

common::TimeOptions time_options(const Board& b) {
  common::TimeOptions options;
  options.expected_moves_left = planning_horizon(b);
  return options;
}

}  // namespace amazons
