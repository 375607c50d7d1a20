#include <doctest/doctest.h>

#include <numeric>
#include <vector>

#include "amazons-engine/time_plan.h"

namespace amazons {
namespace {

// The start position with `arrows` arrows on its first free squares (only the number of empty
// squares matters to the plan).
Board with_arrows(int arrows) {
  Board b(10);
  for (int s = 0; s < kNumSquares && arrows > 0; ++s)
    if (b.put(static_cast<Square>(s), Piece::kArrow)) --arrows;
  return b;
}

TEST_CASE("time plan: the horizon shrinks as the board fills, down to a floor") {
  CHECK(planning_horizon(Board(10)) == 21);  // (92 - 35) / 2 own moves, three quarters of them
  int previous = planning_horizon(Board(10));
  for (int arrows = 2; arrows <= 90; arrows += 2) {
    const int h = planning_horizon(with_arrows(arrows));
    CHECK(h <= previous);
    CHECK(h >= kMinHorizon);
    previous = h;
  }
  CHECK(planning_horizon(with_arrows(70)) == kMinHorizon);
  CHECK(time_options(Board(10)).expected_moves_left == 21);
}

TEST_CASE("time plan: a sudden-death bank goes more to the opening and keeps a reserve for the filling phase") {
  // Each own move spends what the time manager aims at (its soft target); the opponent's
  // ply fills a square as ours does. 10x10 settles at ~36 empty squares.
  const int64_t start_ms = 60000;
  common::ClockState clock;
  clock.remaining_ms = start_ms;
  std::vector<int64_t> spent;
  for (int arrows = 0; 92 - arrows > 36; arrows += 2) {
    const common::TimeBudget budget = common::TimeManager(time_options(with_arrows(arrows))).plan(clock);
    REQUIRE(budget.soft_ms > 0);
    REQUIRE(budget.soft_ms <= budget.hard_ms);
    REQUIRE(budget.hard_ms < clock.remaining_ms);
    spent.push_back(budget.soft_ms);
    clock.remaining_ms -= budget.soft_ms;
  }
  REQUIRE(spent.size() == 28);
  const auto sum = [&](std::size_t from, std::size_t to) {
    return std::accumulate(spent.begin() + static_cast<std::ptrdiff_t>(from), spent.begin() + static_cast<std::ptrdiff_t>(to), int64_t{0});
  };
  CHECK(sum(0, 10) > sum(18, 28) * 3 / 2);  // the first ten moves get well over the last ten
  CHECK(spent.front() > spent.back());
  CHECK(spent.front() >= start_ms / 30);
  CHECK(clock.remaining_ms >= start_ms / 20);  // a reserve when the board settles
  CHECK(clock.remaining_ms <= start_ms / 5);   // but most of the bank was thought with
}

}  // namespace
}  // namespace amazons
