// Turns any clock into a soft and a hard deadline for one move.
//
// Every protocol clock (AEI reserve system, GTP absolute / byo-yomi / Canadian / Fischer, fixed
// time per move) is first described as a ClockState by the protocol layer; this file only does
// the arithmetic, so each rule is in one place and tested once.
#pragma once

#include <cstdint>

#include "common/search/control.h"

namespace common {

struct ClockState {
  // Time in the bank that may be spent on any move: GTP main time, AEI reserve. < 0: no clock.
  int64_t remaining_ms = -1;
  // Time granted for every move in addition to the bank: AEI tcmove, Fischer increment.
  int64_t per_move_ms = 0;
  // Moves until `remaining_ms` is replenished or the game ends (Canadian stones left, AEI
  // tcturns); 0 = unknown (sudden death: assume `expected_moves_left`).
  int moves_to_go = 0;
  // Japanese byo-yomi: once the bank is empty, each move gets `byo_period_ms`, `byo_periods`
  // times over. While main time lasts, one period serves as a safety net.
  int64_t byo_period_ms = 0;
  int byo_periods = 0;
  // Fixed time per move (GTP engines' "time per move", match runners' movetime): use exactly it.
  int64_t move_time_ms = 0;
  // Hard cap for one move regardless of bank (AEI tcturntime). 0 = none.
  int64_t max_move_ms = 0;
  // Already spent on this move before the search starts (AEI moveused).
  int64_t used_ms = 0;
  // Of per_move_ms, the part that is lost if this move does not spend it (AEI tcpercent < 100,
  // or a reserve already at tcmax): worth spending now.
  int64_t expiring_ms = 0;
};

struct TimeOptions {
  // Lag and protocol margin kept back from every hard limit; a small allowance keeps back less
  // (a sixteenth of itself, TimeManager::spendable), so 100 ms per move still searches 92 ms.
  int64_t overhead_ms = 50;
  int64_t min_move_ms = 5;        // never plan less than this (if the clock allows)
  int expected_moves_left = 30;   // sudden-death horizon (a game may set its own)
  // The most moves this side can still make (0: unknown); only Castro's "time -e" reads it.
  int max_moves_left = 0;
  double soft_fraction_of_hard = 0.6;  // soft never above this share of the hard limit
};

// soft: aim to finish around here; hard: never search past this. 0 = unlimited.
// use_all: time not spent on this move is lost (fixed time per move, a byo-yomi period, the last
// stone of a Canadian period): soft == hard, and a searcher should not stop early to save time.
struct TimeBudget {
  int64_t soft_ms = 0;
  int64_t hard_ms = 0;
  bool use_all = false;
  bool unlimited() const { return hard_ms == 0; }
};

// The limits a search runs under for a planned budget (no depth or node limit).
inline SearchLimits to_limits(const TimeBudget& b) {
  SearchLimits limits;
  limits.soft_ms = b.soft_ms;
  limits.hard_ms = b.hard_ms;
  limits.use_all_time = b.use_all;
  return limits;
}

class TimeManager {
 public:
  explicit TimeManager(TimeOptions options = {}) : options_(options) {}
  const TimeOptions& options() const { return options_; }
  void set_options(const TimeOptions& o) { options_ = o; }

  TimeBudget plan(const ClockState& clock) const;

  // Of `allowed_ms` the clock grants for this move, what the search may use: all of it but the
  // overhead margin, which is at most a sixteenth of the allowance (+2 ms), so that a small
  // budget is still used to 90%. Never more than `allowed_ms` (when it is >= 1), at least 1.
  int64_t spendable(int64_t allowed_ms) const;

  // Soft-stop rules for iterative searchers, applied to a budget already planned:
  // more time when the best move keeps changing, less when one move dominates.
  static int64_t scaled_soft(const TimeBudget& budget, double instability_factor);

 private:
  TimeOptions options_;
};

}  // namespace common
