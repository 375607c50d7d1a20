// Evaluation features, one file each (eval.cpp adds them up): each returns centi-rabbits from
// gold's point of view unless said otherwise, and reads its weights from g_eval_weights.
#pragma once

#include "arimaa-engine/board.h"

namespace arimaa::eval_features {

// Piece danger (eval_danger.cpp): for every piece, an estimate of the steps the enemy needs to
// drag it into a trap (approach of a stronger enemy piece, one push or pull per square to the
// trap, two steps per friendly supporter of the trap to chase away), turned into a share of the
// piece's value that grows as the estimate shrinks; larger when the enemy is to move.
int danger(const Position& pos);

// The estimate itself for the piece on `sq` (99: no capture within two turns in sight).
int steps_to_capture(const Position& pos, int sq);

// Trap control by strength and distance (eval_trap_control.cpp), used instead of eval.cpp's
// adjacent-pieces count when eval.trap_control_v2 is 1 (computed whatever the switch says): per
// trap, each side's control points from its pieces within a few steps, weighted by a relative
// strength rank (how many enemy pieces are stronger: an elephant dominates), by distance and
// less when frozen; the side ahead gets a share of the trap's value that saturates with its
// lead, more for its own home trap and for enemy pieces at risk around the trap.
int trap_control(const Position& pos);

// Colour c's control points at `trap` (the input of the above).
int trap_control_points(const Position& pos, int trap, Color c);

}  // namespace arimaa::eval_features
