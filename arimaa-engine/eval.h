// Static evaluation in centi-rabbits from the side to move's point of view: HarLog material,
// trap control, frozen/hostage/framed pieces, two-step capture threats, elephant and camel
// mobility, rabbit advancement and goal threats, piece-square tables blended by phase.
#pragma once

#include <string>

#include "arimaa-engine/board.h"
#include "common/search/types.h"

namespace arimaa {

common::Score evaluate(const Position& pos);

// Recomputes the tables derived from g_eval_weights (piece-square tables) after a change.
void rebuild_eval_tables();

// Material only (HarLog), gold's point of view, in centi-rabbits.
int material_score(const Position& pos);

// The terms one by one (gold's view), for logs and tuning.
std::string explain_evaluation(const Position& pos);

}  // namespace arimaa
