// How a game clock is spread over an Amazons game. The game is decided in the opening and the
// middle game; once every region is settled the moves are played by region filling, fast and
// exact (player.cpp). Self-play on 10x10 settles after ~55 plies with ~36% of the board still
// empty (8x8: ~31%), each ply filling one square. The horizon given to the time manager is
// three quarters of the own moves left until then, so that the bank goes more to the early
// moves, and never below kMinHorizon, so that a reserve is left for the filling phase.
#pragma once

#include "amazons-engine/board.h"
#include "common/time/time_manager.h"

namespace amazons {

inline constexpr int kMinHorizon = 5;

// Own moves still to think about before the board settles, as the time manager's horizon.
int planning_horizon(const Board& b);
common::TimeOptions time_options(const Board& b);

}  // namespace amazons
