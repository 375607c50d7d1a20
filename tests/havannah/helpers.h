// Small helpers to set up positions in tests.
#pragma once

#include <doctest/doctest.h>

#include <initializer_list>
#include <string>

#include "havannah-engine/game.h"

namespace havannah_test {

inline havannah::Move cell(const havannah::Game& g, const std::string& name) {
  const auto m = g.parse_move(name);
  REQUIRE_MESSAGE(m.has_value(), name);
  return *m;
}

// Plays the moves in order (alternating colours from the side to move); every move but the
// last must leave the game running. Returns the WinKind bits of the last move (0 if none).
inline uint8_t play_line(havannah::Game& g, std::initializer_list<const char*> moves) {
  std::size_t i = 0;
  for (const char* name : moves) {
    const havannah::Move m = cell(g, name);
    REQUIRE_MESSAGE(g.is_legal(m), name);
    g.make(m);
    ++i;
    if (i < moves.size()) REQUIRE_MESSAGE(!g.game_over(), "game ended early at " << name);
  }
  return g.game_over() ? g.win_kind() : 0;
}

}  // namespace havannah_test
