// Cheap consistency checks of an Arimaa position, shared by the Arimaa fuzz targets.
#pragma once

#include <string>

#include "arimaa-engine/board.h"
#include "arimaa-engine/notation.h"
#include "tests/fuzz/fuzz_util.h"

namespace fuzz {

// Mailbox, bitboards and key agree; at most 16 pieces a side; 0..4 steps left.
inline void check_arimaa_position(const arimaa::Position& pos) {
  using namespace arimaa;
  Bitboard occ[2] = {0, 0};
  uint64_t key = 0;
  for (int sq = 0; sq < 64; ++sq) {
    const Piece p = pos.at(sq);
    if (p == kNoPiece) continue;
    check(p < kNoPiece, "arimaa: bad piece code in the mailbox");
    const Color c = piece_color(p);
    check((pos.pieces(c, piece_type(p)) & bit(sq)) != 0, "arimaa: mailbox piece missing from its bitboard",
          board_diagram(pos));
    occ[c] |= bit(sq);
    key ^= zobrist::piece(p, sq);
  }
  for (int c = 0; c < 2; ++c) {
    Bitboard all = 0;
    for (int t = 0; t < kPieceTypeCount; ++t) all |= pos.pieces(static_cast<Color>(c), static_cast<PieceType>(t));
    check(all == occ[c] && pos.occupied(static_cast<Color>(c)) == occ[c], "arimaa: bitboards disagree with the mailbox",
          board_diagram(pos));
    check(pos.piece_count(static_cast<Color>(c)) <= 16, "arimaa: more than 16 pieces of one colour", board_diagram(pos));
  }
  check(key == pos.placement_key(), "arimaa: placement key out of date", board_diagram(pos));
  check(pos.steps_left() >= 0 && pos.steps_left() <= 4, "arimaa: steps left out of 0..4");
}

}  // namespace fuzz
