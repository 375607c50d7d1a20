// Static goal detection: can the side to move get one of its rabbits to the goal rank within
// a number of steps of the current turn? A small search over the moves that can matter (the
// rabbit's own steps and anything near its way: unfreezing, clearing, pushing blockers away),
// pruned by an admissible lower bound per rabbit. A "yes" is always a real sequence (never a
// false alarm); a "no" is exact for the usual 1-4 step patterns.
#pragma once

#include "arimaa-engine/steps.h"

namespace arimaa {

struct GoalResult {
  int steps = -1;  // fewest steps found, -1 if none within the limit
  Move first{};    // first move of such a sequence
};

// Goal within min(max_steps, pos.steps_left()) steps for pos.side().
GoalResult find_goal(const Position& pos, int max_steps);
// Only whether there is one (the search's hot question): find_goal(...).steps >= 0, cheaper.
bool goal_within(const Position& pos, int max_steps);
inline bool can_goal(const Position& pos) { return goal_within(pos, pos.steps_left()); }

// Same questions for `side` as if it had a fresh turn of four steps now (the threat the
// opponent poses next turn).
GoalResult find_goal_threat(const Position& pos, Color side);
bool goal_threat(const Position& pos, Color side);

// Cheap lower bound on the steps `side` needs to score: min over rabbits of rows to go, +1 if
// frozen, +1 if the square ahead is taken. 99 without rabbits.
int goal_lower_bound(const Position& pos, Color side);

}  // namespace arimaa
