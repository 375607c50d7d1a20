// Both notations, every cell of every size, and the hgf game records.
#include <doctest/doctest.h>

#include <string>

#include "havannah-engine/game.h"
#include "havannah-engine/history.h"
#include "havannah-engine/notation.h"
#include "havannah-engine/sgf.h"

using havannah::Notation;

TEST_CASE("notation round trips on every cell of every size") {
  for (int base = havannah::kMinBase; base <= havannah::kMaxBase; ++base) {
    const havannah::Geometry& g = havannah::geometry(base);
    for (Notation n : {Notation::kGui, Notation::kLittleGolem}) {
      for (int i = 0; i < g.num_cells; ++i) {
        const int slot = g.cells[i];
        const std::string name = havannah::cell_name(g, slot, n);
        CHECK(havannah::parse_cell(g, name, n) == slot);
        std::string upper = name;
        upper[0] = static_cast<char>(upper[0] - 'a' + 'A');
        CHECK(havannah::parse_cell(g, upper, n) == slot);
      }
    }
  }
}

TEST_CASE("notation examples on base 8") {
  const havannah::Geometry& g = havannah::geometry(8);
  auto gui = [&](const char* s) { return havannah::parse_cell(g, s, Notation::kGui); };
  auto lg = [&](const char* s) { return havannah::parse_cell(g, s, Notation::kLittleGolem); };
  CHECK(gui("a1") == g.slot(0, 0));
  CHECK(gui("a8") == g.slot(7, 0));
  CHECK(gui("h1") == g.slot(0, 7));
  CHECK(gui("h15") == g.slot(14, 7));
  CHECK(gui("o8") == g.slot(7, 14));
  CHECK(gui("O15") == g.slot(14, 14));
  CHECK(lg("o1") == gui("o8"));
  CHECK(lg("o8") == gui("o15"));
  CHECK(lg("i1") == gui("i2"));
  CHECK(lg("h15") == gui("h15"));
  CHECK(havannah::cell_name(g, g.slot(14, 14), Notation::kLittleGolem) == "o8");
  CHECK(havannah::cell_name(g, g.slot(14, 14), Notation::kGui) == "o15");
  // Corners of base 10 in the default notation run a1 .. s19.
  const havannah::Geometry& g10 = havannah::geometry(10);
  CHECK(havannah::cell_name(g10, g10.corner_slots[3]) == "s19");

  std::string error;
  for (const char* bad : {"a9", "o7", "h16", "p1", "h0", "a", "5a", "a01", "aa", "", "a1x", "h155"}) {
    CHECK_FALSE_MESSAGE(havannah::parse_cell(g, bad, Notation::kGui, &error).has_value(), bad);
    CHECK(!error.empty());
  }
  CHECK_FALSE(lg("o9").has_value());
  CHECK_FALSE(lg("i15").has_value());
  havannah::parse_cell(g, "a9", Notation::kGui, &error);
  CHECK(error == "off board");
}

TEST_CASE("hgf: read a LittleGolem record with swap, write it back") {
  const std::string text =
      "(;FF[4]EV[havannah.in.4.1]PB[bob]PW[alice]SZ[4]RE[W]GC[ game #1]SO[http://www.littlegolem.com]"
      ";W[b2];B[swap];W[d4];B[f1];W[a1])";
  std::string error;
  const auto rec = havannah::read_hgf(text, &error);
  REQUIRE_MESSAGE(rec.has_value(), error);
  CHECK(rec->base == 4);
  CHECK(rec->white == "alice");
  CHECK(rec->black == "bob");
  CHECK(rec->swap_enabled);
  REQUIRE(rec->moves.size() == 5);
  CHECK(rec->moves[1] == havannah::kSwapMove);
  const havannah::Geometry& g = havannah::geometry(4);
  CHECK(rec->moves[3] == havannah::parse_cell(g, "f3"));  // LittleGolem f1 is f3 by default

  const std::string written = havannah::write_hgf(*rec);
  CHECK(written.find(";W[b2];B[swap];W[d4];B[f1];W[a1])") != std::string::npos);
  const auto again = havannah::read_hgf(written, &error);
  REQUIRE(again.has_value());
  CHECK(again->moves == rec->moves);
  CHECK(again->base == rec->base);
  CHECK(again->white == rec->white);
  CHECK(havannah::write_hgf(*again) == written);
}

TEST_CASE("hgf: history save/load round trip and bad records") {
  havannah::GameHistory h(6, true);
  for (const char* m : {"c3", "swap", "f6", "a1", "k11", "e5"}) REQUIRE(h.play(*h.game().parse_move(m)));
  const std::string text = havannah::write_hgf(h.record());
  havannah::GameHistory other(8);
  std::string error;
  const auto rec = havannah::read_hgf(text, &error);
  REQUIRE_MESSAGE(rec.has_value(), error);
  REQUIRE(other.load(*rec, &error));
  CHECK(other.game().key() == h.game().key());
  CHECK(other.moves() == h.moves());

  for (const char* bad : {"", "(;SZ[8];W[a1];W[a2])", "(;SZ[8];W[a1];B[a1])", "(;SZ[99];W[a1])", "(;SZ[8];W[z9])",
                          "(;SZ[8];W[a1];B[b1];W[swap])", "(;SZ[8];W[a1"}) {
    CHECK_FALSE_MESSAGE(havannah::read_hgf(bad, &error).has_value(), bad);
  }
  // A finished game with a move after the win is rejected.
  CHECK_FALSE(havannah::read_hgf("(;SZ[3];W[a1];B[c5];W[a2];B[d5];W[a3];B[e4])", &error).has_value());
}
