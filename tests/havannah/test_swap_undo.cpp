// Swap rule, make/unmake and history undo across swap.
#include <doctest/doctest.h>

#include <vector>

#include "havannah-engine/game.h"
#include "havannah-engine/history.h"
#include "havannah-engine/rings.h"
#include "helpers.h"

using havannah::Game;
using havannah::GameHistory;
using havannah::kSwapMove;
using havannah::Result;
using havannah_test::cell;

TEST_CASE("swap: legal only as the second move and only when enabled") {
  Game off(8, false);
  off.make(cell(off, "h8"));
  CHECK_FALSE(off.swap_legal());
  CHECK_FALSE(off.is_legal(kSwapMove));

  Game g(8, true);
  CHECK_FALSE(g.swap_legal());  // nothing to swap yet
  g.make(cell(g, "h8"));
  CHECK(g.swap_legal());
  Game::MoveList list;
  g.generate(list);
  CHECK(list.contains(kSwapMove));
  CHECK(list.size() == static_cast<std::size_t>(g.geo().num_cells));  // 168 empty cells + swap

  const uint64_t before = g.key();
  g.make(kSwapMove);
  CHECK(g.board().colour(cell(g, "h8")) == havannah::kBlack);
  CHECK(g.side_to_move() == 0);  // White moves again
  CHECK(g.ply() == 2);
  CHECK_FALSE(g.swap_legal());
  CHECK(g.move_to_string(g.last_move()) == "swap");
  g.make(cell(g, "d4"));
  CHECK(g.board().colour(cell(g, "d4")) == havannah::kWhite);
  CHECK_FALSE(g.swap_legal());

  g.unmake(cell(g, "d4"));
  g.unmake(kSwapMove);
  CHECK(g.key() == before);
  CHECK(g.board().colour(cell(g, "h8")) == havannah::kWhite);
  CHECK(g.side_to_move() == 1);
  CHECK(g.swap_legal());
}

TEST_CASE("the swapper wins with the swapped stone") {
  Game g(8, true);
  g.make(cell(g, "e5"));  // White's first stone, taken over by Black
  g.make(kSwapMove);
  const char* line[] = {"h12", "e6", "j10", "f6", "l12", "f5", "n14", "e4", "b7", "d4", "g13", "d5"};
  for (const char* m : line) {
    REQUIRE_FALSE(g.game_over());
    g.make(cell(g, m));
  }
  CHECK(g.result() == Result::kBlack);  // the ring around e5 holds the swapped black stone
  CHECK(g.win_kind() == havannah::kRing);
}

TEST_CASE("make/unmake restores everything along random games") {
  common::Rng rng(12345);
  for (int base = 3; base <= havannah::kMaxBase; ++base) {
    for (int round = 0; round < 4; ++round) {
      Game g(base, true);
      std::vector<havannah::Move> line;
      std::vector<uint64_t> keys;
      while (!g.game_over()) {
        Game::MoveList list;
        g.generate(list);
        REQUIRE(!list.empty());
        const havannah::Move m = list[rng.below(static_cast<uint32_t>(list.size()))];
        keys.push_back(g.key());
        line.push_back(m);
        g.make(m);
        const bool ring = havannah::has_ring_by_flood_fill(g.board(), havannah::kWhite) ||
                          havannah::has_ring_by_flood_fill(g.board(), havannah::kBlack);
        CHECK(ring == ((g.win_kind() & havannah::kRing) != 0));
      }
      while (!line.empty()) {
        g.unmake(line.back());
        line.pop_back();
        CHECK(g.key() == keys.back());
        keys.pop_back();
        CHECK_FALSE(g.game_over());
      }
      CHECK(g.board().stones() == 0);
      CHECK(g.ply() == 0);
    }
  }
}

TEST_CASE("history: bad moves change nothing, undo of any number of moves across swap") {
  GameHistory h(8, true);
  std::string error;
  CHECK_FALSE(h.play(kSwapMove, &error));  // nothing to swap yet
  CHECK(h.play(cell(h.game(), "h8")));
  CHECK_FALSE(h.play(cell(h.game(), "h8"), &error));
  CHECK(error == "cell is occupied");
  CHECK(h.play(kSwapMove));
  CHECK_FALSE(h.play(kSwapMove, &error));
  const uint64_t after_swap = h.game().key();
  CHECK(h.play(cell(h.game(), "c3")));
  CHECK(h.play(cell(h.game(), "c4")));
  CHECK(h.moves().size() == 4);

  CHECK(h.undo());
  CHECK(h.undo());
  CHECK(h.game().key() == after_swap);
  CHECK(h.undo());  // the swap
  CHECK(h.game().board().colour(cell(h.game(), "h8")) == havannah::kWhite);
  CHECK(h.game().swap_legal());
  CHECK(h.undo());
  CHECK(h.game().board().stones() == 0);
  CHECK_FALSE(h.undo());

  // Resignation ends the game; undo takes it back.
  CHECK(h.play(cell(h.game(), "a1")));
  CHECK(h.resign(1));
  CHECK(h.result() == Result::kWhite);
  CHECK_FALSE(h.play(cell(h.game(), "a2"), &error));
  CHECK(error == "game is over");
  CHECK(h.undo());
  CHECK(h.result() == Result::kNone);
  CHECK(h.play(cell(h.game(), "a2")));
}
