#include <algorithm>

#include "amazons-engine/eval.h"
#include "amazons-engine/movegen.h"
#include "amazons-engine/regions.h"
#include "amazons-engine/territory.h"
#include "common/util/rng.h"
#include "test_helpers.h"

namespace amazons {
namespace {

using test::fen;

// Exhaustive maximum number of moves of `side` alone, no memo, no decomposition: the reference.
int brute_force_fill(Board& b, int side) {
  b.set_side_to_move(side);
  MoveList list;
  generate_moves(b, list);
  int best = 0;
  for (Move m : list) {
    b.make(m);
    best = std::max(best, 1 + brute_force_fill(b, side));
    b.set_side_to_move(side ^ 1);  // as make() left it
    b.unmake(m);
  }
  return best;
}

// White: b1 with a2 and c1 free, two squares that are never both usable (a defective region).
// Black: f6 with e6 and f5, which it fills completely.
constexpr const char* kDefective = "****1q/*****1/******/******/1*****/*Q1*** w";

TEST_CASE("regions of the start and of a settled position") {
  const auto start = find_regions(Board(10));
  REQUIRE(start.size() == 1);
  CHECK(start[0].contested());
  CHECK(start[0].empty.count() == 92);
  SideLayers layers;
  compute_layers(Board(10), layers);
  CHECK_FALSE(all_separated(layers));

  const Board b = fen(kDefective);
  const auto regions = find_regions(b);
  REQUIRE(regions.size() == 2);
  for (const Region& r : regions) {
    CHECK_FALSE(r.contested());
    CHECK(r.empty.count() == 2);
  }
  compute_layers(b, layers);
  CHECK(all_separated(layers));
}

TEST_CASE("defective territory: fewer moves than empty squares") {
  const Board b = fen(kDefective);
  FillSolver solver;
  Bitboard white_area = Bitboard::square(make_square(1, 0));
  white_area.set(make_square(0, 2));
  const FillCount white = solver.count(white_area, b.queens(kWhite));
  CHECK(white.empty == 2);
  CHECK(white.moves == 1);
  CHECK(white.exact);
  const EndgameCount count = count_endgame(b);
  CHECK(count.moves[kWhite] == 1);
  CHECK(count.moves[kBlack] == 2);
  CHECK(count.exact);
  CHECK_FALSE(side_to_move_wins(count, b.side_to_move()));
  const EvalDetail e = evaluate_detail(b);
  CHECK(e.settled);
  CHECK(e.white_score < -kSettledScore + 1);
  // The best fill for White is its single move; Black then fills both squares.
  const auto m = endgame_move(b);
  REQUIRE(m.has_value());
  CHECK(is_legal(b, *m));
}

TEST_CASE("a region filled completely and the fill move keeps it complete") {
  // White queen in a 2x4 pocket (7 free squares), Black in a 1x3 corridor (3 squares).
  const Board b = fen("q2***/******/******/******/Q3**/4** w");
  const EndgameCount count = count_endgame(b);
  CHECK(count.exact);
  CHECK(count.moves[kWhite] == 7);
  CHECK(count.moves[kBlack] == 2);
  Board play = b;
  // Playing the solver's fill moves uses every square.
  for (int i = 0; i < 7; ++i) {
    play.set_side_to_move(kWhite);
    const auto m = endgame_move(play);
    REQUIRE(m.has_value());
    REQUIRE(is_legal(play, *m));
    play.make(*m);
  }
  CHECK_FALSE(has_move(play, kWhite));
}

TEST_CASE("fill solver agrees with exhaustive search on random small regions") {
  common::Rng rng(12345);
  int compared = 0, defective = 0;
  const int trials = test::kSlowBuild ? 40 : 200;
  for (int trial = 0; trial < trials; ++trial) {
    Board b = Board::empty(6, kWhite);
    b.put(make_square(static_cast<int>(rng.below(6)), static_cast<int>(rng.below(6))), Piece::kWhiteQueen);
    if (trial % 3 == 0) b.put(make_square(static_cast<int>(rng.below(6)), static_cast<int>(rng.below(6))), Piece::kWhiteQueen);
    // Leave 6 free squares.
    Bitboard free = b.empties();
    while (free.count() > 6) {
      const int k = static_cast<int>(rng.below(static_cast<uint32_t>(free.count())));
      Bitboard f = free;
      for (int i = 0; i < k; ++i) f.pop_first();
      const Square s = static_cast<Square>(f.first());
      b.put(s, Piece::kArrow);
      free.clear(s);
    }
    Board copy = b;
    const int expected = brute_force_fill(copy, kWhite);
    FillSolver solver;
    const FillCount got = solver.count(b.empties(), b.queens(kWhite));
    INFO(to_fen(b));
    CHECK(got.exact);
    CHECK(got.moves == expected);
    ++compared;
    // Free squares no queen can reach are not part of any region; defects are the others.
    int reachable = 0;
    for (const Region& r : find_regions(b)) reachable += r.empty.count();
    if (expected < reachable) ++defective;
  }
  CHECK(compared == trials);
  CHECK(defective > 0);  // the sample includes defective territories
}

TEST_CASE("a big open region is counted as a perfect fill quickly") {
  // A lone white queen on an otherwise empty 8x8 quarter, black walled in a corner.
  const Board b = fen("********/********/****1q**/********/Q7/8/8/8 w");
  FillSolver solver(20000);
  const FillCount c = solver.count(b.empties() - Bitboard::square(make_square(5, 4)), b.queens(kWhite));
  CHECK(c.empty == 31);
  CHECK(c.moves == 31);
  CHECK(c.exact);
}

TEST_CASE("counts served from the region cache are what the solver gives with that budget") {
  // 31 free squares for White: one node of budget finds a bound only, enough nodes the perfect fill.
  const Board b = fen("********/********/****1q**/********/Q7/8/8/8 w");
  FillSolver probe(1);
  const FillCount bound = probe.count(find_regions(b)[0].empty, b.queens(kWhite));
  REQUIRE_FALSE(bound.exact);
  for (int round = 0; round < 2; ++round) {  // the second round is served from the cache
    INFO("round " << round);
    const EndgameCount small = count_endgame(b, 1);
    CHECK_FALSE(small.exact);
    CHECK(small.moves[kWhite] == bound.moves);
    const EndgameCount full = count_endgame(b, 20000);
    CHECK(full.exact);
    CHECK(full.moves[kWhite] == 31);
    CHECK(full.moves[kBlack] == 1);
  }
  // A count that needed N nodes serves any budget of at least N, with the same answer.
  FillSolver exact_solver(20000);
  const FillCount exact = exact_solver.count(find_regions(b)[0].empty, b.queens(kWhite));
  REQUIRE(exact.exact);
  REQUIRE_FALSE(exact_solver.out_of_nodes());
  CHECK(count_endgame(b, exact_solver.nodes()).moves[kWhite] == 31);
  CHECK(count_endgame(b, 5000).moves[kWhite] == 31);
}

}  // namespace
}  // namespace amazons
