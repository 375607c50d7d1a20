// The Arimaa position: bitboards per colour and type, a mailbox, the side to move, the steps
// left in its turn and the placement at the start of the turn (a turn must change it).
// Keys are incremental Zobrist keys; placement_key() covers pieces only, key() adds side and
// steps left (what the searcher's transposition table needs).
#pragma once

#include <array>
#include <cstdint>

#include "arimaa-engine/bitboard.h"
#include "common/util/zobrist.h"

namespace arimaa {

namespace zobrist {
inline constexpr auto kKeys = common::make_zobrist_keys<12 * 64 + 1 + 5>(0xA21AA0A21AAULL);
inline constexpr uint64_t piece(Piece p, int sq) { return kKeys[p * 64 + sq]; }
inline constexpr uint64_t kSilverToMove = kKeys[12 * 64];
inline constexpr uint64_t steps_left(int n) { return kKeys[12 * 64 + 1 + n]; }
}  // namespace zobrist

// What one step removed from the board (at most one piece: see capture_after_step).
struct StepUndo {
  int8_t captured_sq = -1;
  Piece captured = kNoPiece;
};

class Position {
 public:
  Position() { clear(); }

  void clear();
  void put(int sq, Piece p);
  void remove(int sq);

  Piece at(int sq) const { return mailbox_[sq]; }
  Bitboard pieces(Color c, PieceType t) const { return bb_[c][t]; }
  Bitboard occupied(Color c) const { return occ_[c]; }
  Bitboard occupied() const { return occ_[0] | occ_[1]; }
  Bitboard empty() const { return ~occupied(); }
  int piece_count(Color c) const { return popcount(occ_[c]); }

  Color side() const { return side_; }
  int steps_left() const { return steps_left_; }
  uint64_t placement_key() const { return placement_key_; }
  uint64_t key() const {
    return placement_key_ ^ (side_ == kSilver ? zobrist::kSilverToMove : 0) ^ zobrist::steps_left(steps_left_);
  }
  // Key the position would have at the start of a turn of `side` (for repetition history).
  static uint64_t turn_key(uint64_t placement, Color side) {
    return placement ^ (side == kSilver ? zobrist::kSilverToMove : 0) ^ zobrist::steps_left(4);
  }
  uint64_t turn_start_placement() const { return turn_start_placement_; }
  bool changed_since_turn_start() const { return placement_key_ != turn_start_placement_; }

  // Starts a fresh turn of `side` from the current placement.
  void begin_turn(Color side);
  // Ends the current turn: the other side gets four steps.
  void end_turn() { begin_turn(opponent(side_)); }
  void set_steps_left(int n) { steps_left_ = static_cast<int8_t>(n); }
  // Restores turn state saved by the caller (unmake across a turn boundary).
  void restore_turn(Color side, int steps_left, uint64_t start_placement) {
    side_ = side;
    steps_left_ = static_cast<int8_t>(steps_left);
    turn_start_placement_ = start_placement;
  }

  // Moves the piece on `from` to the empty square `to` (no legality check, steps_left untouched)
  // and removes a piece of the mover's colour left unsupported on a trap.
  inline StepUndo move_piece(int from, int to);
  inline void undo_move_piece(int from, int to, StepUndo undo);
  // Placement key after move_piece(from, to), without changing anything.
  uint64_t placement_key_after(int from, int to) const;

  // Pieces of colour c that cannot move by themselves: next to a stronger enemy and to no friend.
  // Cached until the next change of the board.
  Bitboard frozen(Color c) const {
    if (!(frozen_valid_ & (1 << c))) {
      frozen_cache_[c] = compute_frozen(c);
      frozen_valid_ |= static_cast<uint8_t>(1 << c);
    }
    return frozen_cache_[c];
  }
  bool is_frozen(int sq) const;
  // Enemy pieces of `c` strictly stronger than type t.
  Bitboard stronger_enemies(Color c, PieceType t) const;
  // Own pieces of `c` strictly weaker than type t.
  Bitboard weaker_than(Color c, PieceType t) const;

  bool operator==(const Position& o) const {
    return placement_key_ == o.placement_key_ && side_ == o.side_ && steps_left_ == o.steps_left_ &&
           mailbox_ == o.mailbox_;
  }

 private:
  Bitboard compute_frozen(Color c) const;

  Bitboard bb_[2][kPieceTypeCount];
  Bitboard occ_[2];
  std::array<Piece, 64> mailbox_;
  uint64_t placement_key_;
  uint64_t turn_start_placement_;
  Color side_;
  int8_t steps_left_;
  mutable Bitboard frozen_cache_[2];
  mutable uint8_t frozen_valid_ = 0;
};

// A step can strand at most one piece: the stepper itself if it lands on an unsupported trap,
// or a friend on the one trap next to `from` that it was the last to support (a square next
// to two traps does not exist, and `to` cannot be next to the trap beside `from`).
inline StepUndo Position::move_piece(int from, int to) {
  const Piece p = mailbox_[from];
  const Color c = piece_color(p);
  const PieceType t = piece_type(p);
  const Bitboard move_bb = bit(from) | bit(to);
  bb_[c][t] ^= move_bb;
  occ_[c] ^= move_bb;
  mailbox_[from] = kNoPiece;
  mailbox_[to] = p;
  placement_key_ ^= zobrist::piece(p, from) ^ zobrist::piece(p, to);
  frozen_valid_ = 0;

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

inline void Position::undo_move_piece(int from, int to, StepUndo undo) {
  if (undo.captured != kNoPiece) put(undo.captured_sq, undo.captured);
  const Piece p = mailbox_[to];
  const Color c = piece_color(p);
  const Bitboard move_bb = bit(from) | bit(to);
  bb_[c][piece_type(p)] ^= move_bb;
  occ_[c] ^= move_bb;
  mailbox_[to] = kNoPiece;
  mailbox_[from] = p;
  placement_key_ ^= zobrist::piece(p, from) ^ zobrist::piece(p, to);
  frozen_valid_ = 0;
}

}  // namespace arimaa
