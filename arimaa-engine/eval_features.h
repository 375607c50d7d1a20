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

}  // namespace arimaa::eval_features
