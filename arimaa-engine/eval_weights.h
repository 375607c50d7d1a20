// Every tunable number of the evaluation, in one place. Units: centi-rabbits (a rabbit early
// in the game is worth about 100).
#pragma once

namespace arimaa::weights {

// Material: HarLog trade formula scaled to centi-rabbits.
inline constexpr double kHarlogScale = 800.0;
inline constexpr double kHarlogQ = 1.447530126;
inline constexpr double kHarlogG = 0.6314442034;

// Rough stand-alone piece values (frozen/danger terms), by type R C D H M E.
inline constexpr int kPieceValue[6] = {100, 150, 200, 300, 550, 800};

// Trap control: strength-weighted presence next to each trap, by owner rank of the piece
// (0 = strongest piece on the board of its colour side).
inline constexpr int kTrapNeighbourWeight[6] = {6, 10, 13, 16, 20, 28};  // by type R..E
inline constexpr int kTrapControlScale = 2;      // per point of weighted difference
inline constexpr int kTrapTwoDefendersBonus = 25;
inline constexpr int kHomeTrapFactor = 3;        // home traps weigh x3/2 when under fire
inline constexpr int kTrapElephantBonus = 20;    // elephant next to a trap

// Frozen pieces lose this many percent of their value; a frozen piece next to an enemy-
// controlled trap (hostage/framed) loses more.
inline constexpr int kFrozenPercent = 12;
inline constexpr int kHostagePercent = 30;
inline constexpr int kFramedPercent = 40;        // on a trap, enemy-surrounded, one defender

// Capture threats found by pattern (capture.h): the side to move can carry out one with its
// steps; the victim side moves first and can usually parry one threat, rarely two.
inline constexpr int kThreatenedMoverPercent = 55;
inline constexpr int kSecondThreatMoverPercent = 20;
inline constexpr int kThreatenedWaitPercent = 12;
inline constexpr int kSecondThreatWaitPercent = 30;

// Mobility (squares reachable in up to three empty-square steps).
inline constexpr int kElephantMobility = 3;
inline constexpr int kCamelMobility = 2;
inline constexpr int kElephantBlockaded = 120;   // reach <= 2
inline constexpr int kCamelBlockaded = 40;

// Rabbits: advancement per row by phase, and threats.
inline constexpr int kRabbitRowOpening[8] = {0, 0, 2, 4, 8, 14, 30, 0};
inline constexpr int kRabbitRowEndgame[8] = {0, 4, 10, 20, 35, 60, 100, 0};
inline constexpr int kRabbitFreePath = 12;       // per row with no stronger enemy piece in the way
inline constexpr int kGoalThreatNextTurn = 350;  // the opponent could score next turn
inline constexpr int kGoalLowerBoundBonus[5] = {0, 80, 50, 25, 10};  // by lower bound 1..4

// Side to move: each step still in hand.
inline constexpr int kStepInHand = 6;

}  // namespace arimaa::weights

namespace arimaa::weights {

// Piece-square tables per phase, from gold's side (silver mirrors ranks), generated from a few
// shape parameters so that they stay easy to tune: value = centre * centrality + trap *
// nearness to the chosen traps + advance * rank.
struct PstShape {
  int centre;     // per step closer to the centre (max 6 steps)
  int home_trap;  // per step closer to the nearest own trap (within 3)
  int any_trap;   // per step closer to the nearest trap (within 3)
  int advance;    // per rank forward
};
// Index: [phase 0 opening / 1 endgame][type R C D H M E].
inline constexpr PstShape kPstShape[2][6] = {
    {{0, 2, 0, -2}, {1, 6, 0, -3}, {1, 5, 1, -2}, {3, 1, 3, 1}, {4, 0, 2, 1}, {6, 0, 3, 2}},
    {{0, 0, 0, 0}, {2, 2, 2, 0}, {2, 2, 2, 0}, {3, 1, 3, 1}, {4, 0, 2, 1}, {6, 0, 2, 0}},
};

}  // namespace arimaa::weights
