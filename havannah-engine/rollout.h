// The playout policy: what a random game does besides picking uniformly among empty cells.
//  - Save a virtual connection: when the opponent's last stone sits between two of my stones
//    that form a bridge (two-cell virtual connection), fill the other common neighbour.
//  - Take a win / block a loss in one move: each turn the mover scans the cells next to the
//    opponent's last stone for the opponent's wins (O(1) each with Board::wins_if_placed_fast,
//    skipped unless that group could win with one more stone), blocks one, and remembers a
//    second one as the opponent's sure win; a side plays its remembered win when its turn comes.
//  - Last good reply with forgetting (playout.last_good_reply): answer the opponent's last move
//    as the mover last did in a playout it won; a lost playout forgets the replies it used.
//    The table is per thread and outlives searches, as Castro's does.
// Game::playout (rollout.cpp) applies them, switched by PlayoutParams (params.h); the tables here
// are shared with priors.cpp.
#pragma once

#include <array>
#include <cstdint>

namespace havannah {

// For a 6-bit mask of own stones around a cell: the directions e with own stones at e-1 and
// e+1 but not at e, i.e. where that cell intrudes into a bridge whose other carrier is e.
inline constexpr std::array<uint8_t, 64> kBridgeCarriers = [] {
  std::array<uint8_t, 64> t{};
  for (unsigned m = 0; m < 64; ++m) {
    unsigned out = 0;
    for (int e = 0; e < 6; ++e) {
      const bool before = m >> ((e + 5) % 6) & 1, after = m >> ((e + 1) % 6) & 1, at = m >> e & 1;
      if (before && after && !at) out |= 1u << e;
    }
    t[m] = static_cast<uint8_t>(out);
  }
  return t;
}();

// The calling thread's last good reply of `side` (0 white, 1 black) to the move in slot `prev`
// on boards of `base` (0, kNoMove: none, or the table holds another size), and a reset of its
// table; for tests, and for bench, whose signature must not depend on what ran before.
int last_good_reply(int base, int side, int prev);
void clear_last_good_replies();

}  // namespace havannah
