// Reliability limits of the search framework: the time manager's hard deadline against every
// clock edge case, tables larger than the machine refused without a crash, and the MCTS tree
// never growing past its memory bound during a long search.
#include <doctest/doctest.h>

#include <algorithm>
#include <atomic>
#include <thread>
#include <vector>

#include "common/search/mcts.h"
#include "common/search/tt.h"
#include "common/time/time_manager.h"
#include "common/util/memory.h"
#include "mcts_test_games.h"

using common::ClockState;
using common::TimeBudget;
using common::TimeManager;
using common::TimeOptions;

namespace {

// What the clock allows for this move at most (before any margin), or -1 when unlimited.
int64_t clock_allows(const ClockState& c) {
  int64_t allowed = -1;
  auto limit = [&](int64_t v) { allowed = allowed < 0 ? v : std::min(allowed, v); };
  if (c.move_time_ms > 0) limit(c.move_time_ms - c.used_ms);
  if (c.max_move_ms > 0) limit(c.max_move_ms - c.used_ms);
  if (c.move_time_ms <= 0) {
    const int64_t bank = std::max<int64_t>(c.remaining_ms, 0);
    if (bank <= 0 && c.byo_period_ms > 0 && c.byo_periods > 0) limit(c.byo_period_ms - c.used_ms);
    else if (c.remaining_ms >= 0 || c.per_move_ms > 0) limit(bank + c.per_move_ms - c.used_ms);
  }
  return allowed;
}

}  // namespace

TEST_CASE("Time manager: the hard deadline never exceeds the clock minus the margin, with a sane minimum") {
  const int64_t amounts[] = {0, 1, 10, 49, 50, 51, 99, 100, 150, 200, 999, 1000, 1500, 5000, 60000, 3600000};
  const int64_t useds[] = {0, 20, 500, 5000, 100000};
  for (int64_t overhead : {50, 150}) {
    TimeOptions o;
    o.overhead_ms = overhead;
    const TimeManager tm(o);
    int checked = 0;
    for (int kind = 0; kind < 6; ++kind)
      for (int64_t a : amounts)
        for (int64_t b : amounts)
          for (int64_t used : useds) {
            ClockState c;
            c.used_ms = used;
            switch (kind) {
              case 0: c.move_time_ms = a; break;                                   // fixed time per move
              case 1: c.remaining_ms = a; break;                                   // absolute
              case 2: c.remaining_ms = a; c.per_move_ms = b; break;                // Fischer / AEI tcmove
              case 3: c.remaining_ms = a; c.byo_period_ms = b; c.byo_periods = 3; break;  // byo-yomi
              case 4: c.remaining_ms = a; c.moves_to_go = 1 + static_cast<int>(b % 7); break;  // Canadian
              case 5: c.remaining_ms = a; c.per_move_ms = b; c.max_move_ms = b / 2 + 1; break;  // AEI tcturntime
            }
            const int64_t allowed = clock_allows(c);
            if (allowed < 0 || (kind == 0 && a == 0)) continue;
            CAPTURE(kind);
            CAPTURE(a);
            CAPTURE(b);
            CAPTURE(used);
            CAPTURE(overhead);
            const TimeBudget budget = tm.plan(c);
            REQUIRE_FALSE(budget.unlimited());
            CHECK(budget.hard_ms >= 1);
            CHECK(budget.soft_ms >= 1);
            CHECK(budget.soft_ms <= budget.hard_ms);
            // Never more than the clock allows minus the margin, which shrinks to a sixteenth
            // (+2 ms) of a small allowance.
            CHECK(budget.hard_ms <= std::max<int64_t>(allowed - std::min(overhead, allowed / 16 + 2), 1));
            ++checked;
          }
    CHECK(checked > 1000);
  }
}

TEST_CASE("Time manager: a small fixed time still searches; moveused past the budget answers at once") {
  TimeOptions o;  // overhead 50
  ClockState c;
  c.move_time_ms = 50;  // havannah --move-time-ms 50 used to plan 1 ms
  TimeBudget b = TimeManager(o).plan(c);
  CHECK(b.hard_ms == 45);  // the margin is a sixteenth (+2 ms) of a small budget
  CHECK(b.soft_ms == 45);
  CHECK(b.use_all);
  c.move_time_ms = 100;
  CHECK(TimeManager(o).plan(c).hard_ms == 92);
  c.move_time_ms = 1000;
  CHECK(TimeManager(o).plan(c).hard_ms == 950);

  // GTP byo-yomi, one second left for one stone (time_left color 1 1).
  c = {};
  c.remaining_ms = 0;
  c.byo_period_ms = 1000;
  c.byo_periods = 1;
  b = TimeManager(o).plan(c);
  CHECK(b.hard_ms == 950);
  CHECK(b.soft_ms == 950);  // what is left of a period is lost: spend it
  CHECK(b.use_all);
  // time_left 0 0 with absolute time: nothing left, answer at once.
  c = {};
  c.remaining_ms = 0;
  CHECK(TimeManager(o).plan(c).hard_ms == 1);

  // AEI, overhead 150: a reserve near zero, a turn-time cap below tcmove, moveused past it all.
  o.overhead_ms = 150;
  c = {};
  c.remaining_ms = 100;
  c.per_move_ms = 0;
  b = TimeManager(o).plan(c);
  CHECK(b.hard_ms >= 1);
  CHECK(b.hard_ms <= 50);
  c = {};
  c.remaining_ms = 0;
  c.per_move_ms = 10000;
  c.max_move_ms = 2000;  // tcturntime 2 < tcmove 10
  b = TimeManager(o).plan(c);
  CHECK(b.hard_ms == 2000 - (2000 / 16 + 2));
  c.used_ms = 30000;  // moveused already past everything
  b = TimeManager(o).plan(c);
  CHECK(b.hard_ms == 1);
  CHECK(b.soft_ms == 1);
}

TEST_CASE("TT: a size larger than the machine has is refused and the old table kept") {
  common::TranspositionTable tt(2);
  tt.store(99, 0, 7, common::Bound::kExact, 5, 3, true);
  CHECK_FALSE(tt.resize(1000000));  // ~1 TB: refused before allocating (no OOM kill, no ASan abort)
  CHECK_FALSE(tt.resize(std::size_t{1} << 30));
  CHECK_FALSE(tt.resize(0));
  CHECK(tt.size_mb() == 2);
  common::TTHit hit;
  CHECK(tt.probe(99, 0, hit));  // the old table, entries and all
  CHECK(tt.resize(3));
  CHECK(tt.size_mb() == 3);
  // The check itself: what the machine has available is known and finite here.
  CHECK(common::available_memory_bytes() > 0);
  CHECK_FALSE(common::memory_fits_mb(common::available_memory_bytes() >> 20 << 1));
}

TEST_CASE("MCTS: the tree never grows past its memory bound during a long search") {
  using common::Mcts;
  using mcts_test::TicTacToe;
  for (int threads : {1, 3}) {
    CAPTURE(threads);
    common::MctsConfig config;
    config.threads = threads;
    config.max_nodes_memory_mb = 4;
    config.max_tree_nodes = 500;
    config.report_interval_ms = 0;
    config.solver = false;
    Mcts<TicTacToe> mcts(config);
    std::atomic<bool> done{false};
    std::atomic<std::size_t> largest{0};
    // Sample the arena while the search runs, not only at its end.
    std::thread watcher([&] {
      while (!done.load()) {
        largest.store(std::max(largest.load(), mcts.tree_size()));
        std::this_thread::yield();
      }
    });
    TicTacToe game;
    for (int move = 0; move < 4; ++move) {  // successive searches, reusing the tree
      common::SearchControl control;
      common::SearchLimits limits;
      limits.max_nodes = 30000;
      control.start(limits);
      const auto r = mcts.search(game, control);
      REQUIRE(r.has_move);
      CHECK(mcts.tree_capacity() == 500);
      CHECK(mcts.tree_size() <= 500);
      CHECK(mcts.tree_consistent());
      game.make(r.best);
    }
    done.store(true);
    watcher.join();
    CHECK(largest.load() <= 500);
    CHECK(largest.load() > 400);  // it did fill up
  }
}

TEST_CASE("MCTS: a memory bound larger than the machine is refused; the old arena serves") {
  using common::Mcts;
  using mcts_test::TicTacToe;
  common::MctsConfig config;
  config.max_nodes_memory_mb = 1;
  config.report_interval_ms = 0;
  Mcts<TicTacToe> mcts(config);
  auto search = [&] {
    common::SearchControl control;
    common::SearchLimits limits;
    limits.max_nodes = 2000;
    control.start(limits);
    return mcts.search(TicTacToe{}, control);
  };
  CHECK(search().has_move);
  const std::size_t capacity = mcts.tree_capacity();
  config.max_nodes_memory_mb = 1000000;  // ~1 TB: refused before allocating (no OOM kill, no ASan abort)
  mcts.set_config(config);
  CHECK(search().has_move);
  CHECK(mcts.tree_capacity() == capacity);
  CHECK(mcts.tree_size() <= capacity);

  common::MctsTree<TicTacToe::Move> tree;
  REQUIRE(tree.reserve(1000));
  CHECK_FALSE(tree.reserve(std::size_t{1} << 31));
  CHECK(tree.capacity() == 1000);
  CHECK(tree.allocated());
}
