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
}

void Position::put(int sq, Piece p) {
  const Color c = piece_color(p);
  bb_[c][piece_type(p)] |= bit(sq);
  occ_[c] |= bit(sq);
  mailbox_[sq] = p;
  placement_key_ ^= zobrist::piece(p, sq);
}

void Position::remove(int sq) {
  const Piece p = mailbox_[sq];
  const Color c = piece_color(p);
  bb_[c][piece_type(p)] &= ~bit(sq);
  occ_[c] &= ~bit(sq);
  mailbox_[sq] = kNoPiece;
  placement_key_ ^= zobrist::piece(p, sq);
}

void Position::begin_turn(Color side) {
  side_ = side;
  steps_left_ = 4;
  turn_start_placement_ = placement_key_;
}

// A step can strand at most one piece: the stepper itself if it lands on an unsupported trap,
// or a friend on the one trap next to `from` that it was the last to support (a square next
// to two traps does not exist, and `to` cannot be next to the trap beside `from`).
StepUndo Position::move_piece(int from, int to) {
  const Piece p = mailbox_[from];
  const Color c = piece_color(p);
  const PieceType t = piece_type(p);
  const Bitboard move_bb = bit(from) | bit(to);
  bb_[c][t] ^= move_bb;
  occ_[c] ^= move_bb;
  mailbox_[from] = kNoPiece;
  mailbox_[to] = p;
  placement_key_ ^= zobrist::piece(p, from) ^ zobrist::piece(p, to);

  StepUndo undo;
  if (kTraps & bit(to)) {
    if (!(neighbours(to) & occ_[c])) {
      undo = {static_cast<int8_t>(to), p};
      remove(to);
    }
  } else if (const int trap = kNeighbours.trap_next_to[from]; trap >= 0) {
    const Piece q = mailbox_[trap];
    if (q != kNoPiece && piece_color(q) == c && !(neighbours(trap) & occ_[c])) {
      undo = {static_cast<int8_t>(trap), q};
      remove(trap);
    }
  }
  return undo;
}

void Position::undo_move_piece(int from, int to, StepUndo undo) {
  if (undo.captured != kNoPiece) put(undo.captured_sq, undo.captured);
  const Piece p = mailbox_[to];
  const Color c = piece_color(p);
  const Bitboard move_bb = bit(from) | bit(to);
  bb_[c][piece_type(p)] ^= move_bb;
  occ_[c] ^= move_bb;
  mailbox_[to] = kNoPiece;
  mailbox_[from] = p;
  placement_key_ ^= zobrist::piece(p, from) ^ zobrist::piece(p, to);
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

Bitboard Position::frozen(Color c) const {
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
