// The position: queens, arrows, side to move, with make/unmake and an incremental Zobrist key.
// Occupancy is kept twice: as bitboards (for set-wide fills: territory, regions) and as
// per-line words (for move generation and counting, see geometry.h).
#pragma once

#include <array>
#include <cstdint>

#include "amazons-engine/bitboard.h"
#include "amazons-engine/geometry.h"

namespace amazons {

inline constexpr int kWhite = 0;
inline constexpr int kBlack = 1;
inline constexpr int kMaxQueens = 8;  // per side; the standard game has 4

enum class Piece : uint8_t { kEmpty, kWhiteQueen, kBlackQueen, kArrow };

// One Amazons move: a queen slides from -> to, then shoots an arrow from `to`. Trivial (no
// member initialisers) so that it can be stored as raw bits; Move{} is all zero.
struct Move {
  Square from;
  Square to;
  Square arrow;
  uint8_t unused;
  bool operator==(const Move&) const = default;
};

class Board {
 public:
  // The standard start for this size (see start_position()).
  explicit Board(int size = 10);
  // An empty board, for setting up positions with put().
  static Board empty(int size, int side_to_move);

  int size() const { return geo_->size; }
  const Geometry& geometry() const { return *geo_; }
  int side_to_move() const { return side_; }
  uint64_t key() const { return key_; }

  Piece at(Square s) const;
  Bitboard queens(int side) const { return queens_[side]; }
  Bitboard arrows() const { return arrows_; }
  Bitboard occupied() const { return queens_[0] | queens_[1] | arrows_; }
  Bitboard empties() const { return geo_->board - occupied(); }
  int queen_count(int side) const { return queen_count_[side]; }
  Square queen(int side, int i) const { return queen_sq_[side][i]; }
  uint32_t line(int id) const { return lines_[id]; }

  void make(Move m);
  void unmake(Move m);
  // Half a move, for scoring queen moves before their arrows: the queen of the side to move
  // slides without shooting and the side does not change. Undo with slide_queen(to, from).
  void slide_queen(Square from, Square to) {
    move_queen(side_, from, to);
    toggle_lines(from);
    toggle_lines(to);
  }

  // Flips a square in the line words only, leaving the board inconsistent until flipped back:
  // for counting replies (perft) without a full make/unmake.
  void flip_line_occupancy(Square s) { toggle_lines(s); }

  // Setup: puts a piece on an empty on-board square; false if the square is taken or the side
  // already has kMaxQueens queens.
  bool put(Square s, Piece p);
  void set_side_to_move(int side);

  bool same_position(const Board& other) const {
    return geo_ == other.geo_ && side_ == other.side_ && queens_[0] == other.queens_[0] &&
           queens_[1] == other.queens_[1] && arrows_ == other.arrows_;
  }

 private:
  void toggle_lines(Square s) {
    const SquareLines& l = geo_->lines[s];
    for (int o = 0; o < 4; ++o) lines_[l.line[o]] ^= 1u << l.bit[o];
  }
  void move_queen(int side, Square from, Square to);

  const Geometry* geo_;
  Bitboard queens_[2];
  Bitboard arrows_;
  std::array<uint32_t, kMaxLines> lines_;
  std::array<Square, kMaxQueens> queen_sq_[2]{};
  uint8_t queen_count_[2] = {0, 0};
  int side_ = kWhite;
  uint64_t key_ = 0;
};

// Column of the inner queens from each corner side, the scheme shared by 10x10 (a4 d1 g1 j4)
// and Botzone 8x8 (a3 c1 f1 h3): inner queens on columns c and n-1-c of the home row, outer
// queens on the edge columns at row c.
int start_offset(int size);
// Who moves first at the start: Black on 8x8 (Botzone), White otherwise.
int first_player(int size);

}  // namespace amazons
