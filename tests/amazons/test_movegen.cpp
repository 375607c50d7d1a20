#include <algorithm>
#include <set>

#include "amazons-engine/movegen.h"
#include "test_helpers.h"

namespace amazons {
namespace {

using test::fen;
using test::kSlowBuild;
using test::move;

constexpr const char* kStart10 = "3q2q3/10/10/q8q/10/10/Q8Q/10/10/3Q2Q3 w";

TEST_CASE("start positions follow the spec") {
  Board b10(10);
  CHECK(to_fen(b10) == kStart10);
  Board b8(8);
  CHECK(to_fen(b8) == "2q2q2/8/q6q/8/8/Q6Q/8/2Q2Q2 b");
  CHECK(b8.side_to_move() == kBlack);
  for (int n = kMinSize; n <= kMaxSize; ++n) {
    Board b(n);
    CHECK(b.queen_count(kWhite) == 4);
    CHECK(b.queen_count(kBlack) == 4);
    CHECK(b.arrows().none());
  }
}

TEST_CASE("perft from the 10x10 start") {
  Board b(10);
  CHECK(perft(b, 1) == 2176);
  CHECK(perft(b, 2) == 4307152);
  if (!kSlowBuild) CHECK(perft(b, 3) == 8350439170ULL);
  CHECK(to_fen(b) == kStart10);
}

TEST_CASE("perft after d1-d7/g7 d10-c9/h4") {
  Board b(10);
  b.make(move(b, "d1-d7/g7"));
  b.make(move(b, "d10-c9/h4"));
  CHECK(b.side_to_move() == kWhite);
  CHECK(perft(b, 1) == 1750);
  CHECK(perft(b, 2) == 2609173);
}

TEST_CASE("perft from the 8x8 Botzone start") {
  Board b(8);
  CHECK(perft(b, 1) == 1232);
  CHECK(perft(b, 2) == 1331198);
}

TEST_CASE("generated moves are distinct, legal and match the count") {
  Board b(10);
  MoveList list;
  generate_moves(b, list);
  CHECK(list.size() == count_moves(b));
  std::set<uint32_t> seen;
  for (Move m : list) {
    CHECK(is_legal(b, m));
    seen.insert(m.from | m.to << 8 | m.arrow << 16);
  }
  CHECK(seen.size() == list.size());
  CHECK(is_legal(b, move(b, "d1-d7/d1")));   // shooting back onto the square it left
  CHECK(is_legal(b, move(b, "d1-d2/d1")));
  CHECK_FALSE(is_legal(b, move(b, "d1-d7/d7")));  // cannot shoot onto itself
  CHECK_FALSE(is_legal(b, move(b, "d1-d10/d9"))); // d10 is occupied
  CHECK_FALSE(is_legal(b, move(b, "a7-a6/a5")));  // not White's queen
  CHECK_FALSE(is_legal(b, move(b, "d1-e3/e4")));  // not a queen line
  CHECK_FALSE(is_legal(b, move(b, "a4-j4/a5")));  // j4 is taken
  CHECK(is_legal(b, move(b, "d1-h5/d1")));       // diagonal move, arrow back through
  CHECK_FALSE(is_legal(b, move(b, "d1-h5/j7")));  // j7 is occupied
}

TEST_CASE("make and unmake restore the position and the key") {
  Board b(10);
  const uint64_t key = b.key();
  MoveList list;
  generate_moves(b, list);
  for (Move m : list) {
    b.make(m);
    CHECK(b.key() != key);
    b.unmake(m);
  }
  CHECK(b.key() == key);
  CHECK(to_fen(b) == kStart10);
  // The key depends on the position only, not on the path.
  Board x(10);
  x.make(move(x, "d1-d7/g7"));
  x.make(move(x, "d10-c9/h4"));
  Board z = fen(to_fen(x));
  CHECK(z.key() == x.key());
  CHECK(z.same_position(x));
}

TEST_CASE("every reference position: FEN round trip, replay, perft") {
  const auto vectors = test::random_positions();
  REQUIRE(vectors.size() >= 100);
  int with_perft2 = 0;
  for (std::size_t i = 0; i < vectors.size(); ++i) {
    const auto& v = vectors[i];
    INFO("line " << i << ": " << v.fen);
    Board b = fen(v.fen);
    CHECK(to_fen(b) == v.fen);
    Board replay(10);
    for (const std::string& text : v.moves) {
      const Move m = move(replay, text);
      INFO("move " << text);
      REQUIRE(is_legal(replay, m));
      CHECK(move_to_string(m) == text);
      replay.make(m);
    }
    CHECK(to_fen(replay) == v.fen);
    CHECK(replay.key() == b.key());
    CHECK(perft(b, 1) == static_cast<uint64_t>(v.perft1));
    CHECK(has_move(b, b.side_to_move()) == (v.perft1 > 0));
    // Under sanitizers, perft(2) on every fourth line is enough.
    if (v.perft2 >= 0 && (!kSlowBuild || i % 4 == 0)) {
      CHECK(perft(b, 2) == static_cast<uint64_t>(v.perft2));
      ++with_perft2;
    }
  }
  CHECK(with_perft2 > 0);
}

TEST_CASE("other sizes: perft by move lists agrees with counting") {
  for (int n : {6, 7, 9, 11, 12}) {
    Board b(n);
    MoveList list;
    generate_moves(b, list);
    CHECK(list.size() == count_moves(b));
    uint64_t by_lists = 0;
    for (Move m : list) {
      b.make(m);
      MoveList replies;
      generate_moves(b, replies);
      by_lists += replies.size();
      for (Move r : replies) CHECK(is_legal(b, r));
      b.unmake(m);
      if (kSlowBuild) break;
    }
    if (!kSlowBuild) CHECK(by_lists == perft(b, 2));
  }
}

}  // namespace
}  // namespace amazons
