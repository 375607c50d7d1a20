#include "arimaa-engine/board.h"

namespace arimaa {

void Position::clear() {
  for (auto& side_bbs : bb_)
    for (auto& b : side_bbs) b = 0;
  occ_[0] = occ_[1] = 0;
  mailbox_.fill(kNoPiece);
  placement_key_ = 0;
  turn_start_placement_ = 0;
  side_ = kGold;
  steps_left_ = 4;
  frozen_valid_ = 0;
}

void Position::put(int sq, Piece p) {
  const Color c = piece_color(p);
  bb_[c][piece_type(p)] |= bit(sq);
  occ_[c] |= bit(sq);
  mailbox_[sq] = p;
  placement_key_ ^= zobrist::piece(p, sq);
  frozen_valid_ = 0;
}

void Position::remove(int sq) {
  const Piece p = mailbox_[sq];
  const Color c = piece_color(p);
  bb_[c][piece_type(p)] &= ~bit(sq);
  occ_[c] &= ~bit(sq);
  mailbox_[sq] = kNoPiece;
  placement_key_ ^= zobrist::piece(p, sq);
  frozen_valid_ = 0;
}

void Position::begin_turn(Color side) {
  side_ = side;
  steps_left_ = 4;
  turn_start_placement_ = placement_key_;
}

uint64_t Position::placement_key_after(int from, int to) const {
  const Piece p = mailbox_[from];
  const Color c = piece_color(p);
  uint64_t k = placement_key_ ^ zobrist::piece(p, from);
  if (kTraps & bit(to)) {
    if (neighbours(to) & occ_[c] & ~bit(from)) k ^= zobrist::piece(p, to);
    return k;
  }
  k ^= zobrist::piece(p, to);
  if (const int trap = kNeighbours.trap_next_to[from]; trap >= 0) {
    const Piece q = mailbox_[trap];
    if (q != kNoPiece && piece_color(q) == c && (neighbours(trap) & occ_[c]) == bit(from))
      k ^= zobrist::piece(q, trap);
  }
  return k;
}

Bitboard Position::compute_frozen(Color c) const {
  const Color e = opponent(c);
  Bitboard frozen = 0;
  Bitboard next_to_stronger = 0;
  for (int t = kElephant; t >= kRabbit; --t) {
    frozen |= bb_[c][t] & next_to_stronger;
    next_to_stronger |= adjacent(bb_[e][t]);
  }
  return frozen & ~adjacent(occ_[c]);
}

bool Position::is_frozen(int sq) const {
  const Piece p = mailbox_[sq];
  if (p == kNoPiece) return false;
  const Color c = piece_color(p);
  if (neighbours(sq) & occ_[c]) return false;
  return (neighbours(sq) & stronger_enemies(c, piece_type(p))) != 0;
}

Bitboard Position::stronger_enemies(Color c, PieceType t) const {
  const Color e = opponent(c);
  Bitboard b = 0;
  for (int s = t + 1; s < kPieceTypeCount; ++s) b |= bb_[e][s];
  return b;
}

Bitboard Position::weaker_than(Color c, PieceType t) const {
  Bitboard b = 0;
  for (int s = 0; s < t; ++s) b |= bb_[c][s];
  return b;
}

}  // namespace arimaa
