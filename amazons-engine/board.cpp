#include "amazons-engine/board.h"

#include <cassert>

#include "common/util/zobrist.h"

namespace amazons {
namespace {

constexpr auto kKeys = common::make_zobrist_keys<3 * kNumSquares + 1>(0xA3A20A5ULL);
constexpr uint64_t queen_key(int side, Square s) { return kKeys[side * kNumSquares + s]; }
constexpr uint64_t arrow_key(Square s) { return kKeys[2 * kNumSquares + s]; }
constexpr uint64_t kSideKey = kKeys[3 * kNumSquares];

}  // namespace

int start_offset(int size) { return (size - 4) / 2; }
int first_player(int size) { return size == 8 ? kBlack : kWhite; }

Board Board::empty(int size, int side_to_move) {
  Board b(size);
  b.queens_[0] = b.queens_[1] = b.arrows_ = Bitboard{};
  b.queen_count_[0] = b.queen_count_[1] = 0;
  b.lines_ = b.geo_->empty_lines;
  b.side_ = kWhite;
  b.key_ = 0;
  b.set_side_to_move(side_to_move);
  return b;
}

Board::Board(int size) : geo_(&amazons::geometry(size)) {
  lines_ = geo_->empty_lines;
  const int n = size;
  const int c = start_offset(n);
  const Square white[4] = {make_square(c, 0), make_square(0, c), make_square(0, n - 1 - c),
                            make_square(c, n - 1)};
  for (Square s : white) {
    put(s, Piece::kWhiteQueen);
    put(make_square(n - 1 - row_of(s), col_of(s)), Piece::kBlackQueen);
  }
  set_side_to_move(first_player(n));
}

Piece Board::at(Square s) const {
  if (queens_[kWhite].test(s)) return Piece::kWhiteQueen;
  if (queens_[kBlack].test(s)) return Piece::kBlackQueen;
  if (arrows_.test(s)) return Piece::kArrow;
  return Piece::kEmpty;
}

bool Board::put(Square s, Piece p) {
  if (!geo_->board.test(s) || occupied().test(s) || p == Piece::kEmpty) return false;
  if (p == Piece::kArrow) {
    arrows_.set(s);
    key_ ^= arrow_key(s);
  } else {
    const int side = p == Piece::kWhiteQueen ? kWhite : kBlack;
    if (queen_count_[side] >= kMaxQueens) return false;
    queens_[side].set(s);
    queen_sq_[side][queen_count_[side]++] = s;
    key_ ^= queen_key(side, s);
  }
  toggle_lines(s);
  return true;
}

void Board::set_side_to_move(int side) {
  if (side != side_) key_ ^= kSideKey;
  side_ = side;
}

void Board::move_queen(int side, Square from, Square to) {
  int i = 0;
  while (queen_sq_[side][i] != from) ++i;
  assert(i < queen_count_[side]);
  queen_sq_[side][i] = to;
  queens_[side].toggle(from);
  queens_[side].toggle(to);
  key_ ^= queen_key(side, from) ^ queen_key(side, to);
}

void Board::make(Move m) {
  move_queen(side_, m.from, m.to);
  arrows_.set(m.arrow);
  key_ ^= arrow_key(m.arrow) ^ kSideKey;
  toggle_lines(m.from);
  toggle_lines(m.to);
  toggle_lines(m.arrow);
  side_ ^= 1;
}

void Board::unmake(Move m) {
  side_ ^= 1;
  toggle_lines(m.arrow);
  toggle_lines(m.to);
  toggle_lines(m.from);
  arrows_.clear(m.arrow);
  key_ ^= arrow_key(m.arrow) ^ kSideKey;
  move_queen(side_, m.to, m.from);
}

}  // namespace amazons
