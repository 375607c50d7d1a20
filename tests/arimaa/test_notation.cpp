// Text forms round-trip: boards, steps with capture tokens, setups, records.
#include <doctest/doctest.h>

#include <bit>
#include <fstream>
#include <set>
#include <string>
#include <vector>

#include <absl/strings/str_split.h>

#include "arimaa-engine/game.h"
#include "arimaa-engine/setup.h"

namespace arimaa {
namespace {

TEST_CASE("setposition boards round-trip") {
  std::ifstream in(std::string(TEST_DATA_DIR) + "/arimaa/unique-move-counts.tsv");
  REQUIRE(in.good());
  std::string line;
  int n = 0;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::vector<std::string> row = absl::StrSplit(line, '\t');
    const std::string text = row[0] + " " + row[1];
    auto pos = parse_setposition(text, nullptr);
    REQUIRE(pos);
    CHECK(setposition_string(*pos) == text);
    ++n;
  }
  CHECK(n == 323);
  // w/b are accepted for g/s.
  auto w = parse_setposition("w [rrrrrrrrdhcemchd                                DHCMECHDRRRRRRRR]", nullptr);
  auto b = parse_setposition("b [rrrrrrrrdhcemchd                                DHCMECHDRRRRRRRR]", nullptr);
  REQUIRE(w);
  REQUIRE(b);
  CHECK(w->side() == kGold);
  CHECK(b->side() == kSilver);
}

TEST_CASE("every turn's text parses back to the same turn") {
  const char* boards[] = {
      "g [rrrrrrrrdhcemchd                                DHCMECHDRRRRRRRR]",
      "g [rcrrr c   rd d rM mhErh e    H       r R D D  H R R RR    CRRRC ]",
      "s [ rr  r  rcr  dcrRM dr m     h   R    EhHD   e H  CRD RC  RR    R]",
  };
  TurnGenerator gen;
  for (const char* text : boards) {
    Position pos = *parse_setposition(text, nullptr);
    gen.enumerate(pos);
    int checked = 0;
    for (std::size_t i = 0; i < gen.turns().size(); i += 7) {
      const Turn& t = gen.turns()[i];
      const std::string written = moves_to_string(pos, t.moves, t.size);
      std::string error;
      auto parsed = parse_moves(pos, written, &error);
      CAPTURE(written);
      REQUIRE_MESSAGE(parsed, error);
      Position a = pos;
      for (Move m : *parsed) make_move(a, m);
      CHECK(a.placement_key() == t.placement);
      // Without capture tokens it means the same.
      std::string bare;
      for (auto word : split_words(written))
        if (word.back() != 'x') bare += std::string(word) + " ";
      auto parsed_bare = parse_moves(pos, bare, &error);
      REQUIRE(parsed_bare);
      CHECK(*parsed_bare == *parsed);
      ++checked;
    }
    CHECK(checked > 100);
  }
}

TEST_CASE("setups round-trip and are legal for both sides, adapting silver's camel") {
  for (uint64_t seed = 1; seed <= 40; ++seed) {
    Game g;
    const auto gold = choose_setup(g.position(), seed);
    std::string error;
    REQUIRE_MESSAGE(g.play(setup_to_string(gold), &error), error);
    const auto silver = choose_setup(g.position(), seed + 1000);
    REQUIRE_MESSAGE(g.play(setup_to_string(silver), &error), error);
    CHECK_FALSE(g.in_setup());
    CHECK(g.position().side() == kGold);
    // Elephant and camel central; silver's camel on the wing away from gold's elephant.
    const int gold_e = std::countr_zero(g.position().pieces(kGold, kElephant));
    const int silver_m = std::countr_zero(g.position().pieces(kSilver, kCamel));
    CHECK((file_of(gold_e) == 3 || file_of(gold_e) == 4));
    CHECK((file_of(gold_e) <= 3) == (file_of(silver_m) >= 4));
    CHECK(parse_setup(setup_to_string(gold), nullptr)->size() == 16);
  }
  Game g;
  std::string error;
  CHECK_FALSE(g.play("Ra1 Rb1", &error));                      // incomplete
  CHECK_FALSE(g.play("ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Db2 Cc2 Cd2 He2 Hf2 Mg2 Eh2", &error));  // colour
  CHECK_FALSE(g.play("Ra3 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Db2 Cc2 Cd2 He2 Hf2 Mg2 Eh2", &error));  // rank
  CHECK(g.play("Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Db2 Cc2 Cd2 He2 Hf2 Mg2 Eh2", &error));
}

TEST_CASE("random setups (--setup random): every piece on the home ranks, legal, varied by seed") {
  std::set<std::string> seen;
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    Game g;
    std::string error;
    common::Rng rng(seed);
    const auto gold = random_setup(kGold, rng);
    REQUIRE_MESSAGE(g.play(setup_to_string(gold), &error), error);
    const auto silver = random_setup(kSilver, rng);
    REQUIRE_MESSAGE(g.play(setup_to_string(silver), &error), error);
    CHECK_FALSE(g.in_setup());
    for (Color c : {kGold, kSilver}) {
      const Bitboard home = c == kGold ? Bitboard{0xFFFF} : Bitboard{0xFFFF} << 48;
      CHECK(g.position().occupied(c) == home);
      CHECK(std::popcount(g.position().pieces(c, kRabbit)) == 8);
      CHECK(std::popcount(g.position().pieces(c, kElephant)) == 1);
    }
    seen.insert(setup_to_string(gold));
  }
  CHECK(seen.size() == 20);
  // Not the shaped setups, which always put the elephant on the front rank.
  bool elephant_behind = false;
  common::Rng rng(1);
  for (int i = 0; i < 20; ++i)
    for (const Placement& p : random_setup(kGold, rng))
      if (piece_type(p.piece) == kElephant && p.sq < 8) elephant_behind = true;
  CHECK(elephant_behind);
}

TEST_CASE("records: w/b labels, literal \\n separators, an empty last turn") {
  auto turns = parse_record("1w Ra1\\n1b ra8\\n2w Ra1n\\n2b", nullptr);
  REQUIRE(turns);
  REQUIRE(turns->size() == 4);
  CHECK((*turns)[0].side == kGold);
  CHECK((*turns)[1].side == kSilver);
  CHECK((*turns)[2].number == 2);
  CHECK((*turns)[2].moves == "Ra1n");
  CHECK((*turns)[3].moves.empty());
  CHECK_FALSE(parse_record("1x Ra1", nullptr));
}

}  // namespace
}  // namespace arimaa
