// threats_after (threats.h): two threats are a win in two whatever the opponent replies.
#include <doctest/doctest.h>

#include "common/util/rng.h"
#include "havannah-engine/game.h"
#include "havannah-engine/threats.h"

using havannah::Board;
using havannah::Game;

namespace {

bool has_win_in_one(const Game& g) {
  Game::MoveList list;
  g.generate(list);
  for (std::size_t i = 0; i < list.size(); ++i)
    if (list[i] != havannah::kSwapMove && g.board().wins_if_placed(list[i], g.colour_to_move())) return true;
  return false;
}

}  // namespace

TEST_CASE("threats_after: a double threat wins against every reply; the board is left as it was") {
  common::Rng rng(11);
  int double_threats = 0, single_threats = 0;
  for (int game = 0; game < 60; ++game) {
    Game g(5 + game % 2);
    while (!g.game_over()) {
      Game::MoveList list;
      g.generate(list);
      const havannah::Colour me = g.colour_to_move();
      if (!has_win_in_one(g)) {
        // The opponent's wins in one, as if it were to move: skip positions where it has one.
        bool opponent_wins = false;
        for (std::size_t i = 0; i < list.size() && !opponent_wins; ++i)
          opponent_wins = list[i] != havannah::kSwapMove && g.board().wins_if_placed(list[i], havannah::opponent(me));
        if (!opponent_wins) {
          Board scratch = g.board();
          for (std::size_t i = 0; i < list.size(); ++i) {
            const auto m = list[i];
            if (m == havannah::kSwapMove || !g.board().neighbours(m, me)) continue;
            const int t = havannah::threats_after(scratch, m, me, 2);
            CHECK(scratch.stones() == g.board().stones());
            CHECK(scratch.empty(m));
            if (t == 1) ++single_threats;
            if (t < 2) continue;
            ++double_threats;
            Game after = g;
            after.make(m);
            REQUIRE_FALSE(after.game_over());
            Game::MoveList replies;
            after.generate(replies);
            for (std::size_t r = 0; r < replies.size(); ++r) {
              Game line = after;
              line.make(replies[r]);
              CAPTURE(g.move_to_string(m));
              CHECK_FALSE(line.game_over());
              CHECK(has_win_in_one(line));
            }
          }
        }
      }
      g.make(list[rng.below(static_cast<uint32_t>(list.size()))]);
    }
  }
  CHECK(double_threats > 10);
  CHECK(single_threats > double_threats);
}
