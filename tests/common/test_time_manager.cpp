#include <doctest/doctest.h>

#include <algorithm>

#include "common/time/time_manager.h"

using common::ClockState;
using common::TimeBudget;
using common::TimeManager;
using common::TimeOptions;

namespace {
TimeBudget plan(const ClockState& c, int64_t overhead = 50) {
  TimeOptions o;
  o.overhead_ms = overhead;
  return TimeManager(o).plan(c);
}
void check_sane(const TimeBudget& b, int64_t max_allowed) {
  CHECK(b.soft_ms >= 1);
  CHECK(b.soft_ms <= b.hard_ms);
  CHECK(b.hard_ms <= std::max<int64_t>(max_allowed, 1));
}
}  // namespace

TEST_CASE("Time manager: no clock means unlimited; fixed time per move is used exactly") {
  CHECK(plan(ClockState{}).unlimited());
  ClockState c;
  c.move_time_ms = 2000;
  auto b = plan(c);
  CHECK(b.hard_ms == 1950);
  CHECK(b.soft_ms == 1950);
  c.used_ms = 500;
  CHECK(plan(c).hard_ms == 1450);
}

TEST_CASE("Time manager: absolute (sudden death) spreads the bank and never risks it") {
  ClockState c;
  c.remaining_ms = 300000;
  auto b = plan(c);
  check_sane(b, 300000 - 50);
  CHECK(b.soft_ms > 300000 / 60);
  CHECK(b.soft_ms < 300000 / 10);
  CHECK(b.hard_ms < 300000 / 2);
  // Almost out of time: still answers, inside what is left.
  c.remaining_ms = 120;
  b = plan(c);
  check_sane(b, 70);
  c.remaining_ms = 0;
  b = plan(c);
  CHECK(b.hard_ms == 1);  // the minimum: answer at once
}

TEST_CASE("Time manager: Fischer increment and AEI per-move time are spent, the bank kept") {
  ClockState c;
  c.remaining_ms = 10000;
  c.per_move_ms = 2000;
  auto b = plan(c);
  check_sane(b, 12000 - 50);
  CHECK(b.soft_ms >= 1800);  // most of the increment
  // AEI: tcmove 15s, reserve 150s, turn time cap 20s with 3s already used.
  c = {};
  c.remaining_ms = 150000;
  c.per_move_ms = 15000;
  c.max_move_ms = 20000;
  c.used_ms = 3000;
  b = plan(c);
  CHECK(b.hard_ms <= 20000 - 3000 - 50);
  check_sane(b, 17000);
  // moveused already past the turn time cap: answer at once.
  c.used_ms = 25000;
  b = plan(c);
  CHECK(b.hard_ms == 1);
}

TEST_CASE("Time manager: Canadian overtime divides the period among the stones") {
  ClockState c;
  c.remaining_ms = 30000;
  c.moves_to_go = 5;
  auto b = plan(c);
  check_sane(b, 30000 - 50);
  CHECK(b.soft_ms <= 30000 / 5);
  CHECK(b.soft_ms >= 30000 / 10);
  CHECK_FALSE(b.use_all);
  c.moves_to_go = 1;  // last stone of the period may use (almost) all of it, and should
  b = plan(c);
  CHECK(b.hard_ms == 30000 - 50);
  CHECK(b.soft_ms == b.hard_ms);
  CHECK(b.use_all);
}

TEST_CASE("Time manager: Japanese byo-yomi uses a period without losing it") {
  ClockState c;
  c.remaining_ms = 0;
  c.byo_period_ms = 10000;
  c.byo_periods = 3;
  auto b = plan(c);
  CHECK(b.hard_ms == 10000 - 50);
  CHECK(b.soft_ms == b.hard_ms);  // a period's rest is not kept: it is spent
  CHECK(b.use_all);
  check_sane(b, 9950);
  // One second left in the period and a stone to play.
  c.byo_period_ms = 1000;
  b = plan(c);
  check_sane(b, 950);
  // Main time left: the period is a safety net on top of the share of main time.
  c = {};
  c.remaining_ms = 60000;
  c.byo_period_ms = 5000;
  c.byo_periods = 1;
  b = plan(c);
  check_sane(b, 65000);
  CHECK(b.hard_ms > 4000);
}

TEST_CASE("Time manager: instability scaling stays within the hard limit") {
  TimeBudget b{1000, 3000};
  CHECK(TimeManager::scaled_soft(b, 0.5) == 500);
  CHECK(TimeManager::scaled_soft(b, 2.0) == 2000);
  CHECK(TimeManager::scaled_soft(b, 10.0) == 3000);
  CHECK(TimeManager::scaled_soft(TimeBudget{}, 2.0) == 0);
}

TEST_CASE("Time manager: AEI turn time that expires unspent is thought with, and fully when nothing is banked") {
  // tcmove 2 s, tcpercent 0, no reserve: a fixed time per turn in all but name.
  ClockState c;
  c.remaining_ms = 0;
  c.per_move_ms = 2000;
  c.expiring_ms = 2000;
  auto b = plan(c);
  CHECK(b.use_all);
  CHECK(b.hard_ms == 1950);
  CHECK(b.soft_ms == 1950);
  // With a reserve, half of the turn time lost unspent: at least that half is thought with.
  c.remaining_ms = 60000;
  c.expiring_ms = 1000;
  b = plan(c);
  CHECK_FALSE(b.use_all);
  CHECK(b.soft_ms >= 1000);
  check_sane(b, 62000 - 50);
  // Without expiry (tcpercent 100) the usual share.
  c.expiring_ms = 0;
  const auto usual = plan(c);
  CHECK(usual.soft_ms <= b.soft_ms);
}
