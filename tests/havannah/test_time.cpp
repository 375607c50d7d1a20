// How Havannah shares out a game clock (search_config.h time_options + common::TimeManager):
// more per move in the opening and middle game than at the end, never more than is left.
#include <doctest/doctest.h>

#include <numeric>
#include <vector>

#include "common/time/time_manager.h"
#include "havannah-engine/game.h"
#include "havannah-engine/search_config.h"

using havannah::Game;

namespace {

// Plays `moves` own moves (and as many opponent moves) on an empty board of `base`, each own
// move spending its whole soft budget; returns the soft budgets in ms.
std::vector<int64_t> soft_budgets(int base, int64_t bank_ms, int64_t increment_ms, int moves) {
  Game g(base);
  Game::MoveList list;
  std::vector<int64_t> out;
  int64_t bank = bank_ms;
  for (int i = 0; i < moves && !g.game_over(); ++i) {
    common::ClockState c;
    c.remaining_ms = bank;
    c.per_move_ms = increment_ms;
    const common::TimeBudget b = common::TimeManager(havannah::time_options(g)).plan(c);
    CHECK(b.hard_ms <= bank + increment_ms);
    CHECK(b.soft_ms <= b.hard_ms);
    CHECK_FALSE(b.use_all);
    out.push_back(b.soft_ms);
    bank += increment_ms - b.soft_ms;
    REQUIRE(bank >= 0);
    // Two stones (ours and the opponent's) far from any structure: the first empty cells.
    for (int k = 0; k < 2; ++k) {
      list.clear();
      g.generate(list);
      g.make(list[static_cast<std::size_t>(i * 7 + k) % list.size()]);
    }
  }
  return out;
}

double mean(const std::vector<int64_t>& v, std::size_t from, std::size_t to) {
  return std::accumulate(v.begin() + static_cast<long>(from), v.begin() + static_cast<long>(to), 0.0) /
         static_cast<double>(to - from);
}

}  // namespace

TEST_CASE("a game clock is spent more in the opening and middle game than at the end") {
  struct Case {
    int base;
    int64_t bank_ms, increment_ms;
    int moves;
  };
  for (const Case& c : {Case{8, 60000, 0, 40}, Case{10, 300000, 0, 60}, Case{8, 30000, 500, 40}}) {
    CAPTURE(c.base);
    CAPTURE(c.increment_ms);
    const std::vector<int64_t> soft = soft_budgets(c.base, c.bank_ms, c.increment_ms, c.moves);
    REQUIRE(soft.size() == static_cast<std::size_t>(c.moves));
    const std::size_t n = soft.size();
    const double opening = mean(soft, 0, n / 4), middle = mean(soft, n / 4, n / 2), end = mean(soft, 3 * n / 4, n);
    CHECK(opening > end * 1.3);
    CHECK(middle > end * 1.1);
    // The early moves use a real share of the bank, not crumbs.
    CHECK(soft[0] > (c.bank_ms + c.increment_ms * c.moves) / (3 * c.moves));
  }
}

TEST_CASE("Havannah's horizon: expected and most moves left shrink as the board fills") {
  Game g(8);
  const common::TimeOptions empty = havannah::time_options(g);
  CHECK(empty.expected_moves_left == 169 / 5);
  CHECK(empty.max_moves_left == 85);
  Game::MoveList list;
  for (int i = 0; i < 100; ++i) {
    list.clear();
    g.generate(list);
    g.make(list[static_cast<std::size_t>(i * 13) % list.size()]);
    if (g.game_over()) break;
  }
  const common::TimeOptions later = havannah::time_options(g);
  CHECK(later.expected_moves_left >= 8);
  CHECK(later.expected_moves_left < empty.expected_moves_left);
  CHECK(later.max_moves_left < empty.max_moves_left);
}
