// Capture detection: which enemy pieces can the side to move trap within the steps left of
// its turn? A small search over pushes, pulls and steps near the traps that an admissible
// lower bound (victim distance, defenders to remove) says are reachable. Used for move
// ordering, the quiescence extension and the evaluation's threat terms.
#pragma once

#include "arimaa-engine/steps.h"

namespace arimaa {

struct CaptureThreat {
  int8_t trap = -1;         // where the piece dies
  Piece piece = kNoPiece;   // what dies
  int8_t steps = 0;         // fewest steps found
  Move first{};             // first move of such a sequence
};

struct CaptureThreats {
  static constexpr int kCapacity = 16;
  CaptureThreat items[kCapacity];
  int count = 0;
  // Highest-value piece type capturable (kRabbit if only rabbits), -1 if none.
  int best_type() const;
  bool contains_first(Move m) const;
};

// Enemy pieces the side to move can capture within min(max_steps, steps_left) steps, each with
// the fewest steps and the first move of the first such sequence in move generation order (the
// order of the items themselves is unspecified). Pruned where no capture can follow (one step
// left; no lone trap defender a stronger piece can reach in time; a push already searched one
// step earlier), which leaves the answer unchanged.
void find_captures(const Position& pos, int max_steps, CaptureThreats& out);

// Lower bound on the steps `side` needs to capture anything at trap t (99 if hopeless in 4).
int capture_lower_bound(const Position& pos, Color side, int trap);

// Cheap capture threats by pattern, for the evaluation (no search): the common plans of one
// turn, each with its step cost:
//  - a lone defender next to an empty trap is pushed in (2 steps, 3 if the attacker must
//    first step next to it);
//  - a piece on a trap loses its only defender to a push or pull (2, or 3 with an approach);
//  - two defenders: one is pushed in or driven off and the other driven off (4).
// Reports the piece types of the best and second-best victims reachable within `steps`.
struct PatternThreats {
  int best = -1;    // piece type, -1 if none
  int second = -1;  // another victim (on another trap), -1 if none
};
PatternThreats capture_threats_by_pattern(const Position& pos, Color attacker, int steps);

}  // namespace arimaa
