// The rare rules, each on a hand-made position.
#include <doctest/doctest.h>

#include <string>

#include "arimaa-engine/game.h"

namespace arimaa {
namespace {

// Rows from rank 8 down to rank 1, '.' for empty.
Position board(Color side, const char* r8, const char* r7, const char* r6, const char* r5, const char* r4,
               const char* r3, const char* r2, const char* r1) {
  const std::string text = std::string("[") + r8 + r7 + r6 + r5 + r4 + r3 + r2 + r1 + "]";
  std::string error;
  auto pos = parse_board(text, &error);
  REQUIRE_MESSAGE(pos, error);
  pos->begin_turn(side);
  return *pos;
}

int sq(const char* name) { return *parse_square(name); }

Game game_at(const Position& pos) {
  Game g;
  g.set_position(pos);
  return g;
}

TEST_CASE("push into a trap captures the pushed piece and prints the capture token") {
  const Position pos = board(kGold, "......r.", "........", "........", "..E.....", "..c.....", "........", "........",
                             "R.......");
  const Move push = Move::push(sq("c5"), kSouth, kSouth);
  MoveList list;
  generate_moves(pos, list);
  CHECK(list.contains(push));
  CHECK(move_to_string(pos, push) == "cc4s cc3x Ec5s");
  Game g = game_at(pos);
  std::string error;
  REQUIRE_MESSAGE(g.play("cc4s Ec5s", &error), error);
  CHECK(g.position().at(sq("c4")) == make_piece(kGold, kElephant));
  CHECK(g.position().pieces(kSilver, kCat) == 0);
  CHECK(g.position().at(sq("c3")) == kNoPiece);
}

TEST_CASE("pull still completes when the puller is captured on its first step") {
  const Position pos = board(kGold, "......r.", "........", "........", "..r.....", "..D.....", "........", "........",
                             "R.......");
  const Move pull = Move::pull(sq("c4"), kSouth, kNorth);
  MoveList list;
  generate_moves(pos, list);
  CHECK(list.contains(pull));
  CHECK(move_to_string(pos, pull) == "Dc4s Dc3x rc5s");
  Game g = game_at(pos);
  std::string error;
  REQUIRE_MESSAGE(g.play("Dc4s Dc3x rc5s", &error), error);
  CHECK(g.position().pieces(kGold, kDog) == 0);
  CHECK(g.position().at(sq("c4")) == make_piece(kSilver, kRabbit));
  // Capture tokens may be absent on input.
  Game g2 = game_at(pos);
  REQUIRE_MESSAGE(g2.play("Dc4s rc5s", &error), error);
  CHECK(g2.position().placement_key() == g.position().placement_key());
}

TEST_CASE("a piece next to a stronger enemy and no friend is frozen") {
  const Position pos = board(kGold, "......r.", "........", "........", "...c....", "...R....", "........", "........",
                             "........");
  CHECK(pos.is_frozen(sq("d4")));
  MoveList list;
  generate_moves(pos, list);
  CHECK(list.empty());
  // A friend next to it thaws it.
  const Position thawed = board(kGold, "......r.", "........", "........", "...c....", "...RR...", "........",
                                "........", "........");
  CHECK_FALSE(thawed.is_frozen(sq("d4")));
  // A frozen piece can still be pushed.
  Position silver = pos;
  silver.begin_turn(kSilver);
  generate_moves(silver, list);
  CHECK(list.contains(Move::push(sq("d5"), kSouth, kSouth)));
}

TEST_CASE("rabbits never step backward, but can be pushed backward") {
  const Position gold = board(kGold, "........", "........", "........", "........", "...R....", "........", "........",
                              "......r.");
  MoveList list;
  generate_moves(gold, list);
  CHECK(list.size() == 3);
  CHECK_FALSE(list.contains(Move::step(sq("d4"), kSouth)));
  const Position silver = board(kSilver, "........", "........", "........", "........", "...r....", "........",
                                "........", "R.......");
  generate_moves(silver, list);
  CHECK(list.size() == 3);
  CHECK_FALSE(list.contains(Move::step(sq("d4"), kNorth)));
  // A gold horse pushes the silver rabbit north (backward for silver).
  const Position push = board(kGold, "........", "........", "........", "........", "...r....", "...H....",
                              "........", "R.......");
  generate_moves(push, list);
  CHECK(list.contains(Move::push(sq("d3"), kNorth, kNorth)));
}

TEST_CASE("a push or pull cannot start on the last step") {
  Position pos = board(kGold, "......r.", "........", "........", "...c....", "...E....", "........", "........",
                       "R.......");
  MoveList list;
  generate_moves(pos, list);
  int two_step = 0;
  for (Move m : list) two_step += m.step_count() == 2;
  CHECK(two_step > 0);
  pos.set_steps_left(1);
  generate_moves(pos, list);
  for (Move m : list) CHECK(m.step_count() == 1);
  std::string error;
  Game g = game_at(board(kGold, "......r.", "........", "........", "...c....", "...E....", "........", "........",
                         "R......."));
  CHECK_FALSE(g.play("Ra1n Ra2n Ra3n cd5n Ed4n", &error));
  CHECK(error.find("too many steps") != std::string::npos);
}

TEST_CASE("a turn must change the position") {
  Game g = game_at(board(kGold, "......r.", "........", "........", "........", "E.......", "........", "........",
                         ".R......"));
  std::string error;
  CHECK_FALSE(g.play("Ea4n Ea5s", &error));
  CHECK(error.find("does not change") != std::string::npos);
  CHECK(g.play("Ea4n Ea5e", &error));
}

TEST_CASE("a position may not be created for the third time") {
  Game g = game_at(board(kGold, "........", "......r.", "........", ".......e", "E.......", "........", ".R......",
                         "........"));
  std::string error;
  const char* cycle[] = {"Ea4n", "eh5s", "Ea5s", "eh4n"};
  for (const char* turn : cycle) REQUIRE_MESSAGE(g.play(turn, &error), turn << ": " << error);
  // The start position (gold to move) has occurred twice; the next three turns recreate
  // positions seen once before: allowed (second time).
  for (int i = 0; i < 3; ++i) REQUIRE_MESSAGE(g.play(cycle[i], &error), error);
  // "eh4n" would make the start position (gold to move) a third time.
  CHECK_FALSE(g.play("eh4n", &error));
  CHECK(error.find("third time") != std::string::npos);
  CHECK(g.play("eh4s", &error));
  CHECK_FALSE(g.over());
}

TEST_CASE("immobilization: the opponent without a legal turn loses") {
  // Gold steps the elephant next to the lone silver rabbit on h8, freezing it.
  Game g = game_at(board(kGold, ".......r", ".....E..", "........", "........", "........", "........", "........",
                         "R......."));
  std::string error;
  REQUIRE_MESSAGE(g.play("Ef7e Eg7e", &error), error);
  REQUIRE(g.result());
  CHECK(*g.result() == GameResult{kGold, Termination::kImmobilization});
}

TEST_CASE("immobilization: only third-time repetitions left counts as no legal turn") {
  // Silver's only turn: cat g8 -> g7 (there it is frozen; the rabbit on h8 is frozen by E).
  const Position pos = board(kSilver, ".....Dcr", ".....D.E", "......H.", "........", "........", "........", "........",
                             "R.......");
  TurnGenerator gen;
  Position copy = pos;
  REQUIRE(gen.count(copy) == 1);
  RepetitionHistory history;
  CHECK(has_legal_turn(pos, history, gen));
  Position after = pos;
  make_move(after, Move::step(sq("g8"), kSouth));
  history.push(Position::turn_key(after.placement_key(), kGold));
  CHECK(has_legal_turn(pos, history, gen));  // second time is fine
  history.push(Position::turn_key(after.placement_key(), kGold));
  CHECK_FALSE(has_legal_turn(pos, history, gen));
  CHECK(judge_turn_end(pos, history, gen) == GameResult{kGold, Termination::kImmobilization});
}

TEST_CASE("elimination and the order of the rabbit checks") {
  // Gold pushes silver's last rabbit into c3.
  Game g = game_at(board(kGold, "......c.", "........", "........", "..E.....", "..r.....", "........", "........",
                         "R......."));
  std::string error;
  REQUIRE_MESSAGE(g.play("rc4s Ec5s", &error), error);
  REQUIRE(g.result());
  CHECK(*g.result() == GameResult{kGold, Termination::kElimination});
  // Gold walks its own last rabbit into an unguarded trap: silver wins.
  Game g2 = game_at(board(kGold, "......r.", "........", "........", "........", "........", ".R......", "........",
                          "E......."));
  REQUIRE_MESSAGE(g2.play("Rb3e", &error), error);
  REQUIRE(g2.result());
  CHECK(*g2.result() == GameResult{kSilver, Termination::kElimination});
  // Both sides lose their last rabbit in one turn: the mover wins (check 3 before check 4).
  Game g3 = game_at(board(kGold, "......c.", "........", "........", "..E.....", "..r.....", "........", "......R.",
                          "........"));
  REQUIRE_MESSAGE(g3.play("rc4s Ec5s Rg2w Rf2n", &error), error);
  REQUIRE(g3.result());
  CHECK(*g3.result() == GameResult{kGold, Termination::kElimination});
}

TEST_CASE("goal: pushing the opponent's rabbit onto its goal makes the opponent win, unless the mover scores too") {
  const Position pos = board(kGold, "......r.", "....R...", "........", "........", "........", ".E......", ".r......",
                             ".....R..");
  std::string error;
  Game g = game_at(pos);
  REQUIRE_MESSAGE(g.play("rb2s Eb3s", &error), error);
  REQUIRE(g.result());
  CHECK(*g.result() == GameResult{kSilver, Termination::kGoal});
  Game g2 = game_at(pos);
  REQUIRE_MESSAGE(g2.play("rb2s Eb3s Re7n", &error), error);
  REQUIRE(g2.result());
  CHECK(*g2.result() == GameResult{kGold, Termination::kGoal});
}

TEST_CASE("a rabbit pushed onto its goal and pulled off in the same turn does not count") {
  Game g = game_at(board(kGold, "......r.", "........", "........", "........", "........", ".E......", ".r......",
                         ".....R.."));
  std::string error;
  REQUIRE_MESSAGE(g.play("rb2s Eb3s Eb2e rb1n", &error), error);
  CHECK_FALSE(g.result());
  CHECK(g.position().at(sq("b2")) == make_piece(kSilver, kRabbit));
}

}  // namespace
}  // namespace arimaa
