// The referee adapters over the three rules libraries: move verdicts, endings and reasons
// (checked against the reference games in tests/data), random moves and openings.
#include <doctest/doctest.h>

#include <absl/strings/str_split.h>

#include <fstream>
#include <sstream>

#include "tools/match/openings.h"
#include "tools/match/referee.h"

using namespace match;

namespace {

std::unique_ptr<Referee> referee(GameKind kind, int size = 0, bool swap = false) {
  std::string error;
  RefereeOptions o;
  o.size = size;
  o.swap = swap;
  auto r = make_referee(kind, o, &error);
  REQUIRE_MESSAGE(r, error);
  r->new_game();
  return r;
}

// Random moves to the end; every move the referee offers must be accepted.
void play_out(Referee& r, uint64_t seed, int limit = 2000) {
  common::Rng rng(seed);
  for (int i = 0; i < limit && !r.result(); ++i) {
    auto m = r.random_move(rng);
    REQUIRE(m);
    const MoveVerdict v = r.play(*m);
    REQUIRE_MESSAGE(v.legal(), *m << ": " << v.error);
  }
}

}  // namespace

TEST_CASE("Names of games and reasons") {
  for (GameKind k : {GameKind::kArimaa, GameKind::kHavannah, GameKind::kAmazons})
    CHECK(parse_game_kind(game_kind_name(k)) == k);
  CHECK_FALSE(parse_game_kind("chess"));
  for (Reason r : {Reason::kGoal, Reason::kRing, Reason::kNoMoves, Reason::kTime, Reason::kHang, Reason::kCrash,
                   Reason::kIllegalMove, Reason::kUnparsableMove, Reason::kMaxMoves, Reason::kProtocolError})
    CHECK(parse_reason(reason_name(r)) == r);
  CHECK(is_forfeit(Reason::kTime));
  CHECK_FALSE(is_forfeit(Reason::kResign));
  CHECK_FALSE(is_forfeit(Reason::kFork));
}

TEST_CASE("Havannah referee: verdicts") {
  auto r = referee(GameKind::kHavannah, 4);
  CHECK(r->side_to_move() == 0);
  CHECK(r->play("A1").canonical == "a1");
  CHECK(r->side_to_move() == 1);
  CHECK(r->play("a1").kind == MoveVerdict::Kind::kIllegal);
  CHECK(r->play("swap").kind == MoveVerdict::Kind::kIllegal);  // pie rule off
  CHECK(r->play("z9").kind == MoveVerdict::Kind::kUnparsable);
  CHECK(r->play("hello").kind == MoveVerdict::Kind::kUnparsable);
  CHECK(r->plies() == 1);
  auto s = referee(GameKind::kHavannah, 4, true);
  CHECK(s->play("a1").legal());
  CHECK(s->play("swap").legal());
  CHECK(s->side_to_move() == 0);
  std::string error;
  CHECK_FALSE(make_referee(GameKind::kHavannah, RefereeOptions{2, false}, &error));
}

TEST_CASE("Havannah referee: LittleGolem games end as the reference says") {
  std::ifstream in(std::string(TEST_DATA_DIR) + "/havannah/littlegolem-games.txt");
  REQUIRE(in);
  int checked = 0;
  for (std::string line; std::getline(in, line) && checked < 60;) {
    if (line.empty() || line[0] == '#') continue;
    std::vector<std::string> w = absl::StrSplit(line, ' ', absl::SkipEmpty());
    const std::string result = w[w.size() - 2];
    const int base = std::stoi(w[1]);
    auto r = referee(GameKind::kHavannah, base);
    for (std::size_t i = 2; i + 2 < w.size(); ++i) REQUIRE(r->play(w[i]).legal());
    auto end = r->result();
    CAPTURE(w[0]);
    if (result == "none") {
      CHECK_FALSE(end);
    } else {
      REQUIRE(end);
      CHECK(end->winner == (result == "white" ? 0 : result == "black" ? 1 : -1));
      CHECK((end->reason == Reason::kRing || end->reason == Reason::kBridge || end->reason == Reason::kFork ||
             end->reason == Reason::kDraw));
      CHECK(r->play(w[2]).kind == MoveVerdict::Kind::kIllegal);  // nothing after the end
    }
    ++checked;
  }
  CHECK(checked == 60);
}

TEST_CASE("Amazons referee: verdicts, first player, endings") {
  auto r = referee(GameKind::kAmazons);
  CHECK(r->size() == 10);
  CHECK(r->side_to_move() == 0);
  CHECK(r->play("d1 d7 g7").canonical == "d1-d7/g7");
  CHECK(r->play("d10-c9/h4").legal());
  CHECK(r->play("d1-d2/d3").kind == MoveVerdict::Kind::kIllegal);  // that queen has left d1
  CHECK(r->play("q1-q2/q3").kind == MoveVerdict::Kind::kUnparsable);
  CHECK(r->play("").kind == MoveVerdict::Kind::kUnparsable);
  CHECK(referee(GameKind::kAmazons, 8)->side_to_move() == 1);  // Botzone 8x8: Black starts

  for (uint64_t seed = 1; seed <= 5; ++seed) {
    auto g = referee(GameKind::kAmazons, 6);
    play_out(*g, seed);
    auto end = g->result();
    REQUIRE(end);
    CHECK(end->reason == Reason::kNoMoves);
    CHECK(end->winner == (g->side_to_move() ^ 1));
    common::Rng rng(seed);
    CHECK_FALSE(g->random_move(rng));
  }
  auto m = referee(GameKind::kAmazons, 6);
  play_out(*m, 7, 6);
  const GameEnd adj = m->adjudicate_max_moves();
  CHECK(adj.reason == Reason::kMaxMoves);
}

TEST_CASE("Arimaa referee: the random reference games replay and end the same way") {
  std::ifstream in(std::string(TEST_DATA_DIR) + "/arimaa/random-games.tsv");
  REQUIRE(in);
  int checked = 0;
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    std::vector<std::string> f = absl::StrSplit(line, '\t');
    REQUIRE(f.size() >= 4);
    auto r = referee(GameKind::kArimaa);
    const std::vector<std::string> turns = split_opening_line(f[3], GameKind::kArimaa);
    for (const std::string& t : turns) {
      const MoveVerdict v = r->play(t);
      REQUIRE_MESSAGE(v.legal(), f[0] << " " << t << ": " << v.error);
      // Canonical turns carry capture tokens exactly as the archive writes them.
      CHECK(v.canonical == t);
    }
    auto end = r->result();
    REQUIRE(end);
    CHECK(end->winner == (f[1] == "g" ? 0 : 1));
    const Reason how = f[2] == "g" ? Reason::kGoal : f[2] == "e" ? Reason::kElimination : Reason::kImmobilization;
    CHECK(end->reason == how);
    ++checked;
  }
  CHECK(checked >= 30);
}

TEST_CASE("Arimaa referee: verdicts and random play") {
  auto r = referee(GameKind::kArimaa);
  CHECK(r->side_name(0) == "gold");
  CHECK(r->protocol_colour(1) == "s");
  CHECK(r->play("hello").kind == MoveVerdict::Kind::kUnparsable);
  CHECK(r->play("Ra3 Rb3").kind == MoveVerdict::Kind::kIllegal);  // a setup off the home ranks
  CHECK(r->play("Ed2n").kind == MoveVerdict::Kind::kUnparsable);  // a step while setting up
  common::Rng rng(3);
  for (int i = 0; i < 2; ++i) REQUIRE(r->play(*r->random_move(rng)).legal());
  CHECK(r->play("Ra1 Rb1").kind == MoveVerdict::Kind::kUnparsable);  // placements after the setup
  CHECK(r->play("Ea1n Ea2n Ea3n Ea4n Ea5n").kind == MoveVerdict::Kind::kIllegal);
  play_out(*r, 5);
  REQUIRE(r->result());
}

TEST_CASE("Random openings are legal, unfinished and repeatable") {
  for (GameKind k : {GameKind::kArimaa, GameKind::kHavannah, GameKind::kAmazons}) {
    CAPTURE(game_kind_name(k));
    auto r = referee(k, k == GameKind::kHavannah ? 5 : 0);
    common::Rng a(42), b(42);
    const auto first = r->random_opening(4, a);
    CHECK(first.size() == 4);
    CHECK(first == r->random_opening(4, b));
    auto replay = r->clone_empty();
    replay->new_game();
    for (const auto& m : first) CHECK(replay->play(m).legal());
    CHECK_FALSE(replay->result());
    const Openings o(*r, -1, 9);
    CHECK(o.for_pair(3) == o.for_pair(3));
    CHECK(o.for_pair(3).size() == 2);
  }
}
