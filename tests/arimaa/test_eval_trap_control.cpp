// Trap control v2 (eval_trap_control.cpp, eval.trap_control_v2): strength and distance count,
// the score is symmetric between the colours, and the switch picks it instead of the old term.
#include <doctest/doctest.h>

#include <string>

#include "arimaa-engine/eval.h"
#include "arimaa-engine/eval_features.h"
#include "arimaa-engine/eval_weights.h"
#include "arimaa-engine/notation.h"
#include "tests/arimaa/tactics.h"

namespace arimaa {
namespace {

constexpr int kC3 = 18, kF3 = 21, kC6 = 42;

Position parse(const char* text) {
  std::string error;
  const auto pos = parse_setposition(text, &error);
  REQUIRE_MESSAGE(pos.has_value(), error);
  return *pos;
}

// The same position with the colours swapped and the board mirrored rank for rank.
Position flipped(const Position& pos) {
  Position out;
  for (int sq = 0; sq < 64; ++sq) {
    const Piece p = pos.at(sq);
    if (p != kNoPiece) out.put(sq ^ 56, make_piece(opponent(piece_color(p)), piece_type(p)));
  }
  out.begin_turn(opponent(pos.side()));
  out.set_steps_left(pos.steps_left());
  return out;
}

// Silver: elephant h8, rabbit a8, horse g6. Gold: rabbit h2, and its elephant and dog either next
// to the c6 trap (c5, d6) or four steps or more from every trap (h1, a1).
constexpr const char* kNear = "g [r......e...........D..h...E............................R........]";
constexpr const char* kFar = "g [r......e..............h................................RD......E]";

TEST_CASE("trap control v2: an elephant and a dog next to c6 control it, far away they do not") {
  const Position near = parse(kNear);
  const Position far = parse(kFar);
  REQUIRE(popcount(near.occupied(kGold)) == popcount(far.occupied(kGold)));
  REQUIRE(near.at(4 * 8 + 2) == make_piece(kGold, kElephant));  // c5
  REQUIRE(far.at(0) == make_piece(kGold, kDog));                 // a1
  // Far from every trap the two pieces add nothing anywhere.
  CHECK(eval_features::trap_control_points(far, kC6, kGold) == 0);
  CHECK(eval_features::trap_control_points(far, kC3, kGold) == 0);
  // Next to c6: the elephant (nothing stronger), the dog (silver's elephant and horse are
  // stronger), plus the strongest-piece bonus.
  const EvalWeights& w = g_eval_weights;
  const int expected = (w.trap_v2_rank_weight[0] * w.trap_v2_distance_percent[1] +
                        w.trap_v2_rank_weight[2] * w.trap_v2_distance_percent[1]) / 100 +
                       w.trap_v2_strongest_bonus;
  CHECK(eval_features::trap_control_points(near, kC6, kGold) == expected);
  CHECK(eval_features::trap_control_points(near, kC6, kGold) > eval_features::trap_control_points(near, kC6, kSilver));
  // Gold holds silver's home trap: clearly better for gold than the same pieces far away.
  CHECK(eval_features::trap_control(near) - eval_features::trap_control(far) >= 50);
}

TEST_CASE("trap control v2: strength is relative, frozen pieces and distance count less") {
  // Gold dog on c4, next to c3; a silver horse on b4 freezes it (no gold friend next to it).
  const Position frozen = parse("g [r......e.........................hD............................R]");
  const Position free = parse("g [r..h...e..........................D............................R]");
  REQUIRE(frozen.frozen(kGold) != 0);
  REQUIRE(free.frozen(kGold) == 0);
  CHECK(eval_features::trap_control_points(frozen, kC3, kGold) <
        eval_features::trap_control_points(free, kC3, kGold));
  // Without the silver elephant, gold's dog has only the silver horse above it: it weighs more.
  const Position no_elephant = parse("g [r..h..............................D............................R]");
  CHECK(eval_features::trap_control_points(no_elephant, kC3, kGold) >
        eval_features::trap_control_points(free, kC3, kGold));
  // Two steps from f3 (f5) counts less than next to it (f4), and four steps (f7) not at all.
  const Position f4 = parse("g [r......e.............................D.........................R]");
  const Position f5 = parse("g [r......e.....................D.................................R]");
  const Position f7 = parse("g [r......e.....D.................................................R]");
  const int p4 = eval_features::trap_control_points(f4, kF3, kGold);
  const int p5 = eval_features::trap_control_points(f5, kF3, kGold);
  CHECK(p4 > p5);
  CHECK(p5 > 0);
  CHECK(eval_features::trap_control_points(f7, kF3, kGold) == 0);
}

TEST_CASE("trap control v2: the colour-flipped position scores the negation") {
  CHECK(eval_features::trap_control(flipped(parse(kNear))) == -eval_features::trap_control(parse(kNear)));
  std::string error;
  const auto suite = tactics::read_suite(std::string(TEST_DATA_DIR) + "/arimaa/tactics.tsv", &error);
  REQUIRE_MESSAGE(suite.has_value(), error);
  int nonzero = 0;
  for (std::size_t i = 0; i < suite->size(); i += 5) {
    const Position pos = parse((*suite)[i].position.c_str());
    const int score = eval_features::trap_control(pos);
    INFO((*suite)[i].position);
    CHECK(eval_features::trap_control(flipped(pos)) == -score);
    for (int trap : kTrapSquares)
      CHECK(eval_features::trap_control_points(flipped(pos), trap ^ 56, kSilver) ==
            eval_features::trap_control_points(pos, trap, kGold));
    nonzero += score != 0;
  }
  CHECK(nonzero > 20);
}

TEST_CASE("trap control v2: the switch puts it in place of the old term") {
  const Position pos = parse(kNear);
  const std::string old_line = explain_evaluation(pos);
  REQUIRE(g_eval_weights.trap_control_v2 == 0);
  g_eval_weights.trap_control_v2 = 1;
  const std::string new_line = explain_evaluation(pos);
  g_eval_weights.trap_control_v2 = 0;
  const std::string expected = "traps " + std::to_string(eval_features::trap_control(pos)) + " ";
  CHECK(new_line.find(expected) != std::string::npos);
  CHECK(new_line != old_line);
  CHECK(explain_evaluation(pos) == old_line);
}

}  // namespace
}  // namespace arimaa
