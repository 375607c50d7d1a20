// Rings, bridges, forks and draws on hand-made positions.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include "havannah-engine/game.h"
#include "havannah-engine/rings.h"
#include "helpers.h"

using havannah::Game;
using havannah::Result;
using havannah_test::cell;

namespace {

// Base-8 cells far apart from each other and from the test shapes: harmless Black replies.
const std::vector<std::string> kFarCells = {"h12", "j10", "l12", "n14", "b7", "g13", "o12", "k15", "m9", "i14"};

// Plays `stones` for the side to move with the other side answering on far cells; returns the
// WinKind bits of the last stone and checks that nothing ended earlier.
uint8_t build(Game& g, const std::vector<std::string>& stones, const std::vector<std::string>& far = kFarCells) {
  for (std::size_t i = 0; i < stones.size(); ++i) {
    g.make(cell(g, stones[i]));
    if (i + 1 == stones.size()) break;
    REQUIRE_MESSAGE(!g.game_over(), "won early at " << stones[i]);
    REQUIRE(i < far.size());
    g.make(cell(g, far[i]));
    REQUIRE(!g.game_over());
  }
  return g.game_over() ? g.win_kind() : 0;
}

const std::vector<std::string> kAroundE5 = {"e6", "f6", "f5", "e4", "d4", "d5"};

}  // namespace

TEST_CASE("ring around an empty cell, whichever stone closes it") {
  for (std::size_t last = 0; last < kAroundE5.size(); ++last) {
    std::vector<std::string> order = kAroundE5;
    std::rotate(order.begin(), order.begin() + static_cast<long>(last) + 1, order.end());
    Game g(8);
    CHECK(build(g, order) == havannah::kRing);
    CHECK(g.result() == Result::kWhite);
    CHECK(g.outcome() == common::Outcome::kLoss);  // Black, to move, has lost
    CHECK(havannah::has_ring_by_flood_fill(g.board(), havannah::kWhite));
  }
}

TEST_CASE("ring around an own stone (no hole) and around an enemy stone") {
  for (std::size_t last = 0; last < kAroundE5.size(); ++last) {
    std::vector<std::string> order = kAroundE5;
    std::rotate(order.begin(), order.begin() + static_cast<long>(last) + 1, order.end());
    order.insert(order.begin(), "e5");
    Game g(8);
    CHECK(build(g, order) == havannah::kRing);
    CHECK(g.result() == Result::kWhite);
  }
  Game g(8);
  g.make(cell(g, "h12"));
  g.make(cell(g, "e5"));  // Black in the middle
  CHECK(build(g, kAroundE5) == havannah::kRing);
  CHECK(g.result() == Result::kWhite);
}

TEST_CASE("larger rings: two empty cells inside, mixed colours inside, a ring along the edge") {
  // The eight cells around e5 and e6, both empty.
  Game g(8);
  CHECK(build(g, {"d4", "d5", "d6", "e7", "f7", "f6", "f5", "e4"}) == havannah::kRing);
  // Ten cells around e5, e6, f6 holding a black, a white and an empty cell.
  Game h(8);
  h.make(cell(h, "e6"));
  h.make(cell(h, "e5"));
  CHECK(build(h, {"d4", "d5", "d6", "e7", "f7", "g7", "g6", "f5", "e4"}) == havannah::kRing);
  CHECK(havannah::has_ring_by_flood_fill(h.board(), havannah::kWhite));
  // Around b4, which is one step from the edge: the ring runs over edge cells a3 and a4.
  Game e(8);
  CHECK(build(e, {"a3", "a4", "b5", "c5", "c4", "b3"}) == havannah::kRing);
}

TEST_CASE("shapes that are not rings") {
  // Every on-board neighbour of edge cell a4: the loop would need cells off the board.
  Game g(8);
  CHECK(build(g, {"a3", "b4", "b5", "a5", "a4"}) == 0);
  CHECK_FALSE(g.game_over());
  CHECK_FALSE(havannah::has_ring_by_flood_fill(g.board(), havannah::kWhite));
  // A thick blob (a 3x2 parallelogram) has cycles but encloses nothing.
  Game blob(8);
  CHECK(build(blob, {"d4", "d5", "d6", "e4", "e5", "e6"}) == 0);
  CHECK_FALSE(havannah::has_ring_by_flood_fill(blob.board(), havannah::kWhite));
  // Five of the six cells around e5: the opponent takes the sixth.
  Game open(8);
  CHECK(build(open, {"e6", "f6", "f5", "e4", "d4"}) == 0);
  open.make(cell(open, "d5"));
  CHECK_FALSE(open.game_over());
  // The corner a1 with its two neighbours and the cell inside them: still no ring.
  Game corner(8);
  CHECK(build(corner, {"a1", "a2", "b1", "b2"}) == 0);
}

TEST_CASE("bridge joins two corners") {
  Game g(4);
  // a1 and a4 are corners of base 4; a2 and a3 are edge cells of one side only.
  CHECK(build(g, {"a1", "a2", "a3", "a4"}, {"d4", "f5", "g6"}) == havannah::kBridge);
  CHECK(g.result() == Result::kWhite);
  // Black builds one too, with White elsewhere.
  Game h(4);
  h.make(cell(h, "d4"));
  CHECK(build(h, {"g4", "g5", "g6", "g7"}, {"c3", "b2", "e5"}) == havannah::kBridge);
  CHECK(h.result() == Result::kBlack);
}

TEST_CASE("fork joins three edges; corners are not edges") {
  const std::vector<std::string> far = {"e5", "f6", "g7", "f4", "e3", "c5", "d7"};
  // b1 (side x=0), a2 (side y=0) joined through b2 and on to b5 (side x-y=3).
  Game g(4);
  CHECK(build(g, {"b1", "a2", "b2", "b3", "b4", "b5"}, far) == havannah::kFork);
  // Two edges and a corner: a4 is a corner between sides y=0 and x-y=3 but counts for neither.
  Game h(4);
  CHECK(build(h, {"a4", "a3", "a2", "b2", "b1"}, far) == 0);
  CHECK_FALSE(h.game_over());
  CHECK(__builtin_popcount(h.board().group_border(cell(h, "a4")) & havannah::kEdgeBits) == 2);
  // A corner inside the group does not stop a fork: a1 with both its sides, then b5.
  Game both(4);
  CHECK(build(both, {"a1", "a2", "b1", "b2", "b3", "b4", "b5"}, far) == havannah::kFork);
}

TEST_CASE("a full board without a structure is a draw") {
  // Found by random search on base 3 and checked here move by move.
  Game g(3);
  const char* moves[] = {"e3", "b1", "c4", "d4", "b2", "c5", "d3", "c2", "a2", "d2",
                         "c3", "a3", "c1", "a1", "e5", "e4", "b4", "d5", "b3"};
  for (std::size_t i = 0; i < std::size(moves); ++i) {
    REQUIRE_FALSE(g.game_over());
    g.make(cell(g, moves[i]));
  }
  CHECK(g.board().full());
  CHECK(g.result() == Result::kDraw);
  CHECK(g.outcome() == common::Outcome::kDraw);
  Game::MoveList list;
  g.generate(list);
  CHECK(list.empty());
}
