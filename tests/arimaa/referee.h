// The tactics suite's referee: exact answers by full move generation (every step, push and pull
// of every legal turn, deduplicated by placement), independent of the engine's goal and capture
// detectors. Slow by engine standards (milliseconds per turn), exact by construction.
#pragma once

#include <climits>

#include "arimaa-engine/board.h"

namespace arimaa::referee {

// Material of the suite: the HarLog formula (the community's material measure: a piece is worth
// more the fewer enemy pieces are stronger, rabbits more as they get scarce), in thousandths,
// from `side`'s point of view. A rabbit early in the game is about 125, a camel about 450.
int harlog_milli(const Position& pos, Color side);
inline constexpr int kWin = 1000000;

// Over every legal turn of pos.side() (with the steps it has left, at least one step; the
// repetition rule is ignored): the best outcome for the mover.
struct TurnOutcome {
  bool goal = false;  // some turn ends with a mover's rabbit on its goal rank (the mover wins)
  // Best material change (harlog_milli) of a turn that does not lose at once; kWin if a turn
  // wins (goal or the enemy's last rabbit gone).
  int best_gain = INT_MIN;
};
// Stops as soon as a turn reaches `enough` (the answer then says "at least that").
TurnOutcome best_turn(const Position& pos, int enough = kWin);

// pos with side `side` starting a fresh turn of four steps (as after a turn of the other side).
Position fresh_turn(const Position& pos, Color side);

// The opponent of the side that just finished its turn in `after` (after.side() is to move):
// can it score a goal in its turn?
inline bool opponent_can_goal(const Position& after) { return best_turn(fresh_turn(after, after.side()), kWin).goal; }

// Two-turn material value of the turn that led to `after` (played by the side not to move in
// `after`), given its own gain: gain minus the opponent's best reply (-kWin if the reply wins,
// kWin if every reply loses). With a `floor`, a value <= floor may be reported as any value
// <= floor (the reply search stops early).
int value_after_reply(const Position& after, int gain, int floor = INT_MIN);

// Material change (harlog_milli) of the mover between two positions.
int material_gain(const Position& before, const Position& after, Color mover);

}  // namespace arimaa::referee
