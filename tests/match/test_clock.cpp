// The runner's clocks, one rule at a time.
#include <doctest/doctest.h>

#include "tools/match/clock.h"

using namespace match;
using Kind = TimeControl::Kind;

TEST_CASE("No clock and fixed move time") {
  SideClock none{TimeControl{}};
  CHECK(none.allowed_ms() == -1);
  CHECK(none.charge(1'000'000, 0));

  TimeControl tc;
  tc.kind = Kind::kMoveTime;
  tc.move_ms = 200;
  SideClock c(tc);
  CHECK(c.allowed_ms() == 200);
  CHECK(c.charge(250, 100));
  CHECK(c.allowed_ms() == 200);  // nothing carries over
  CHECK_FALSE(c.charge(301, 100));
  CHECK(c.time_left_ms() == 200);
  CHECK(c.time_left_stones() == 1);
}

TEST_CASE("AEI reserve: tcmove, tcreserve, tcpercent, tcmax, tcturntime") {
  TimeControl tc;
  tc.kind = Kind::kAei;
  tc.tc_move_ms = 2000;
  tc.tc_reserve_ms = 10000;
  tc.tc_max_ms = 15000;
  SideClock c(tc);
  CHECK(c.allowed_ms() == 12000);
  CHECK(c.charge(500, 0));  // 1.5 s unused go to the reserve
  CHECK(c.reserve_ms() == 11500);
  CHECK(c.charge(5000, 0));  // 3 s over tcmove come out of it
  CHECK(c.reserve_ms() == 8500);
  CHECK(c.allowed_ms() == 10500);
  CHECK(c.charge(11000, 1000));  // within the margin: not lost, the reserve is empty
  CHECK(c.reserve_ms() == 0);
  CHECK_FALSE(c.charge(3001, 1000));
  for (int i = 0; i < 20; ++i) c.charge(0, 0);
  CHECK(c.reserve_ms() == 15000);  // capped at tcmax

  tc.tc_percent = 50;
  tc.tc_max_ms = 0;
  tc.tc_turn_ms = 5000;
  SideClock half(tc);
  CHECK(half.allowed_ms() == 5000);  // tcturntime caps tcmove + reserve
  half.charge(1000, 0);
  CHECK(half.reserve_ms() == 10500);

  TimeControl unlimited;
  unlimited.kind = Kind::kAei;  // every value 0: unlimited, as in AEI
  CHECK(SideClock(unlimited).allowed_ms() == -1);
}

TEST_CASE("Absolute and Fischer") {
  TimeControl tc;
  tc.kind = Kind::kAbsolute;
  tc.main_ms = 10000;
  SideClock a(tc);
  CHECK(a.charge(4000, 0));
  CHECK(a.allowed_ms() == 6000);
  CHECK(a.time_left_ms() == 6000);
  CHECK(a.time_left_stones() == 0);
  CHECK_FALSE(a.charge(6600, 500));

  tc.kind = Kind::kFischer;
  tc.main_ms = 5000;
  tc.increment_ms = 1000;
  SideClock f(tc);
  CHECK(f.charge(2000, 0));
  CHECK(f.allowed_ms() == 4000);
  CHECK(f.charge(100, 0));
  CHECK(f.allowed_ms() == 4900);
}

TEST_CASE("Canadian overtime") {
  TimeControl tc;
  tc.kind = Kind::kCanadian;
  tc.main_ms = 1000;
  tc.byo_ms = 3000;
  tc.byo_stones = 2;
  SideClock c(tc);
  CHECK(c.allowed_ms() == 4000);  // main time and then the first period
  CHECK(c.charge(500, 0));
  CHECK_FALSE(c.in_overtime());
  CHECK(c.charge(1500, 0));  // 1 s spills into the period, which counts this move
  CHECK(c.in_overtime());
  CHECK(c.time_left_ms() == 2000);
  CHECK(c.time_left_stones() == 1);
  CHECK(c.allowed_ms() == 2000);
  CHECK(c.charge(1000, 0));  // period done: a fresh one
  CHECK(c.time_left_ms() == 3000);
  CHECK(c.time_left_stones() == 2);
  CHECK(c.charge(2900, 0));
  CHECK_FALSE(c.charge(200, 50));  // 100 ms left in the period
}

TEST_CASE("Japanese byo-yomi") {
  TimeControl tc;
  tc.kind = Kind::kByoyomi;
  tc.main_ms = 1000;
  tc.byo_ms = 2000;
  tc.byo_periods = 3;
  SideClock c(tc);
  CHECK(c.allowed_ms() == 7000);
  CHECK(c.charge(3500, 0));  // 2.5 s of overtime: one period used up
  CHECK(c.in_overtime());
  CHECK(c.time_left_ms() == 2000);
  CHECK(c.time_left_stones() == 2);  // periods left, KGS convention
  CHECK(c.allowed_ms() == 4000);
  CHECK(c.charge(1999, 0));  // within a period: free
  CHECK(c.time_left_stones() == 2);
  CHECK_FALSE(c.charge(4100, 0));
}
