#include "amazons-engine/notation.h"
#include "test_helpers.h"

namespace amazons {
namespace {

TEST_CASE("squares") {
  CHECK(square_name(make_square(0, 0)) == "a1");
  CHECK(square_name(make_square(9, 9)) == "j10");
  CHECK(square_name(make_square(11, 11)) == "l12");
  CHECK(parse_square("J10", 10) == make_square(9, 9));
  CHECK_FALSE(parse_square("k1", 10).has_value());
  CHECK_FALSE(parse_square("a11", 10).has_value());
  CHECK_FALSE(parse_square("a0", 10).has_value());
  CHECK_FALSE(parse_square("a01", 10).has_value());
  CHECK(parse_square("l12", 12) == make_square(11, 11));
}

TEST_CASE("every input form of a move parses to the same move") {
  const Move expected{make_square(0, 3), make_square(6, 3), make_square(6, 6), 0};
  for (const char* text : {"d1-d7/g7", "d1-d7-g7", "d1d7g7", "d1 d7 g7", "d1-d7(g7)", "d1d7,d7g7", "D1-D7/G7",
                           "  d1-d7/g7  ", "D1D7,D7G7", "d1-d7 (g7)", "d1-d7,d7-g7"}) {
    INFO(std::string(text));
    std::string error;
    const auto m = parse_move(text, 10, &error);
    INFO(error);
    REQUIRE(m.has_value());
    CHECK(*m == expected);
    CHECK(move_to_string(*m) == "d1-d7/g7");
  }
  const auto ten = parse_move("d10-c9/h4", 10);
  REQUIRE(ten.has_value());
  CHECK(move_to_string(*ten) == "d10-c9/h4");
  const auto packed = parse_move("j10j1a1", 10);
  REQUIRE(packed.has_value());
  CHECK(move_to_string(*packed) == "j10-j1/a1");
}

TEST_CASE("malformed moves are rejected with a reason") {
  for (const char* text : {"", "d1", "d1-d7", "d1-d7/g7/h8", "d1-k7/g7", "d1-d7/g17", "d1xd7/g7", "pass",
                           "d1-d7(g7", "d1-d7/(g7)", "d1d7,d8g7", "/d1-d7/g7", "d1-d7/g7)", "resign"}) {
    INFO(std::string(text));
    std::string error;
    CHECK_FALSE(parse_move(text, 10, &error).has_value());
    CHECK_FALSE(error.empty());
  }
  std::string error;
  CHECK_FALSE(parse_move("d1d7,d8g7", 10, &error).has_value());
  CHECK(error.find("d7") != std::string::npos);
}

TEST_CASE("FEN round trip and sizes") {
  for (const char* text : {"3q2q3/10/10/q8q/10/10/Q8Q/10/10/3Q2Q3 w", "2q2q2/8/q6q/8/8/Q6Q/8/2Q2Q2 b",
                           "q5/6/6/6/6/5Q w", "**********Q*/12/12/12/12/12/12/12/12/12/12/q11 b"}) {
    INFO(std::string(text));
    const Board b = test::fen(text);
    CHECK(to_fen(b) == text);
  }
  const Board b = test::fen("3q2q3/10/10/q8q/10/10/Q8Q/10/10/3Q2Q3 b");
  CHECK(b.side_to_move() == kBlack);
  CHECK(b.at(make_square(0, 3)) == Piece::kWhiteQueen);
  CHECK(b.at(make_square(9, 6)) == Piece::kBlackQueen);
  CHECK(to_fen(test::fen("  3q2q3/10/10/q8q/10/10/Q8Q/10/10/3Q2Q3   w ")) ==
        "3q2q3/10/10/q8q/10/10/Q8Q/10/10/3Q2Q3 w");
}

TEST_CASE("bad FEN strings are rejected with a reason") {
  const std::pair<const char*, const char*> cases[] = {
      {"", "expected"},
      {"3q2q3/10/10/q8q/10/10/Q8Q/10/10/3Q2Q3", "expected"},
      {"3q2q3/10/10/q8q/10/10/Q8Q/10/10/3Q2Q3 x", "side to move"},
      {"3q2q3/10/10/q8q/10/10/Q8Q/10/10/3Q2Q3 w extra", "expected"},
      {"3q2q3/10/10/q8q/10/10/Q8Q/10/3Q2Q3 w", "rank"},             // 9 ranks of 10
      {"3q2q3/10/10/q8q/10/10/Q8Q/10/9/3Q2Q3 w", "rank 2"},         // short rank
      {"3q2q3/10/10/q8q/10/10/Q8Q/10/11/3Q2Q3 w", "rank 2"},        // long rank
      {"3q2q3/10/10/q8q/10/10/Q8Q/10/10/3Q2Q4 w", "rank 1"},
      {"3q2x3/10/10/q8q/10/10/Q8Q/10/10/3Q2Q3 w", "unexpected character 'x'"},
      {"q4/5/5/5/4Q w", "board size"},
      {"QQQQQQQQQ1/10/10/10/10/10/10/10/10/q9 w", "queens"},
      {"3q2q3/10/10/q8q/10/10/Q8Q/10/10/3Q2Q3/ w", "empty"},
      {"3q2q3/10/10/q8q/10/10/Q8Q/10/10/3Q02Q3 w", "0"},
  };
  for (const auto& [text, reason] : cases) {
    INFO(std::string(text));
    std::string error;
    CHECK_FALSE(parse_fen(text, &error).has_value());
    CHECK(error.find("bad FEN") == 0);
    INFO(error);
    CHECK(error.find(reason) != std::string::npos);
  }
}

TEST_CASE("showboard text has coordinates and pieces") {
  const std::string text = board_to_text(Board(10));
  CHECK(text.find("a b c d e f g h i j") != std::string::npos);
  CHECK(text.find("10 . . . q . . q . . . 10") != std::string::npos);
  CHECK(text.find(" 1 . . . Q . . Q . . . 1") != std::string::npos);
  CHECK(text.find("White to move") != std::string::npos);
}

}  // namespace
}  // namespace amazons
