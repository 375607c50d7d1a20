#include "common/time/time_manager.h"

#include <algorithm>

namespace common {

namespace {
// The hard limit must hold even when it cannot honour min_move_ms: a budget of 1 ms still
// answers (with the first legal move) rather than overstepping.
int64_t at_least_one(int64_t ms) { return std::max<int64_t>(ms, 1); }
}  // namespace

int64_t TimeManager::spendable(int64_t allowed_ms) const {
  if (allowed_ms <= 1) return 1;
  const int64_t margin = std::min(options_.overhead_ms, allowed_ms / 16 + 2);
  return std::max<int64_t>(allowed_ms - margin, 1);
}

TimeBudget TimeManager::plan(const ClockState& c) const {
  // Absolute hard cap for this move from the per-move limit, if any.
  int64_t cap = 0;
  if (c.max_move_ms > 0) cap = spendable(c.max_move_ms - c.used_ms);

  auto apply_cap = [&](TimeBudget b) {
    if (cap > 0) {
      b.hard_ms = std::min(b.hard_ms, cap);
      b.soft_ms = std::min(b.soft_ms, b.hard_ms);
    }
    return b;
  };

  if (c.move_time_ms > 0) {
    const int64_t t = spendable(c.move_time_ms - c.used_ms);
    return apply_cap({t, t, true});
  }

  const bool banked = c.remaining_ms >= 0;
  if (!banked && c.per_move_ms <= 0 && c.byo_period_ms <= 0) {
    if (cap > 0) return {cap, cap};
    return {};  // no clock at all: search until told to stop (or depth/node limits)
  }

  const int64_t bank = banked ? c.remaining_ms : 0;
  const bool in_byoyomi = bank <= 0 && c.byo_period_ms > 0 && c.byo_periods > 0;

  // What may be spent on this move without losing on time.
  int64_t max_spend;
  int64_t target;
  bool use_all = false;
  if (in_byoyomi) {
    // Japanese byo-yomi: what is left of a period is not kept for later moves, so the period is
    // spent; overrunning it costs a period, which we never plan to do.
    max_spend = spendable(c.byo_period_ms - c.used_ms);
    target = max_spend;
    use_all = true;
  } else {
    const int horizon = c.moves_to_go > 0 ? c.moves_to_go : options_.expected_moves_left;
    max_spend = spendable(bank + c.per_move_ms - c.used_ms);
    // One move may use at most a fair share of the bank several times over, never the whole bank
    // unless it is the last move of the period.
    const int64_t bank_share = c.moves_to_go == 1 ? bank : bank / std::max(horizon / 4, 2) + bank / (horizon + 1);
    const int64_t period_guard = c.byo_period_ms > 0 && c.byo_periods > 0 ? c.byo_period_ms * 8 / 10 : 0;
    max_spend = std::min(max_spend, spendable(c.per_move_ms + bank_share + period_guard - c.used_ms));
    target = bank / (horizon + (c.moves_to_go > 0 ? 0 : 2)) + c.per_move_ms * 9 / 10 + period_guard / 2 - c.used_ms;
    // The last move before the bank is refilled (Canadian stone, AEI turn limit) keeps nothing
    // back; so does a per-move grant that is lost unspent when there is no bank to save for.
    use_all = c.moves_to_go == 1 || (bank <= 0 && c.expiring_ms > 0 && c.expiring_ms >= c.per_move_ms);
  }

  TimeBudget b;
  b.hard_ms = at_least_one(max_spend);
  b.use_all = use_all;
  if (use_all) {
    b.soft_ms = b.hard_ms;
    return apply_cap(b);
  }
  const int64_t soft_cap = static_cast<int64_t>(static_cast<double>(b.hard_ms) * options_.soft_fraction_of_hard);
  int64_t soft = std::min(target, soft_cap);
  // Time that expires unspent is always worth thinking with.
  if (c.expiring_ms > 0) soft = std::max(soft, c.expiring_ms - c.used_ms);
  b.soft_ms = std::clamp(soft, std::min(options_.min_move_ms, b.hard_ms), b.hard_ms);
  return apply_cap(b);
}

int64_t TimeManager::scaled_soft(const TimeBudget& budget, double instability_factor) {
  if (budget.unlimited()) return 0;
  const double scaled = static_cast<double>(budget.soft_ms) * instability_factor;
  return std::clamp<int64_t>(static_cast<int64_t>(scaled), 1, budget.hard_ms);
}

}  // namespace common
