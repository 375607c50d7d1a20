// Squares, pieces and 64-bit boards. Square index = rank * 8 + file, a1 = 0, h8 = 63;
// "north" is towards rank 8 (silver's home), so gold rabbits walk north.
#pragma once

#include <bit>
#include <cstdint>

namespace arimaa {

using Bitboard = uint64_t;

enum Color : int { kGold = 0, kSilver = 1 };
inline constexpr Color opponent(Color c) { return static_cast<Color>(c ^ 1); }

// Strength order: a piece can push/pull and freeze only strictly weaker types.
enum PieceType : int { kRabbit = 0, kCat, kDog, kHorse, kCamel, kElephant, kPieceTypeCount };

// Piece code = color * 6 + type; kNoPiece marks an empty square in the mailbox.
using Piece = uint8_t;
inline constexpr Piece kNoPiece = 12;
inline constexpr Piece make_piece(Color c, PieceType t) { return static_cast<Piece>(c * 6 + t); }
inline constexpr Color piece_color(Piece p) { return static_cast<Color>(p >= 6); }
inline constexpr PieceType piece_type(Piece p) { return static_cast<PieceType>(p % 6); }

// Directions in notation order n, s, e, w.
enum Direction : int { kNorth = 0, kSouth, kEast, kWest };
inline constexpr int kDirDelta[4] = {8, -8, 1, -1};
inline constexpr Direction reverse(Direction d) { return static_cast<Direction>(d ^ 1); }

inline constexpr Bitboard bit(int sq) { return Bitboard{1} << sq; }
inline constexpr int file_of(int sq) { return sq & 7; }
inline constexpr int rank_of(int sq) { return sq >> 3; }

inline constexpr Bitboard kFileA = 0x0101010101010101ULL;
inline constexpr Bitboard kFileH = kFileA << 7;
inline constexpr Bitboard kRank1 = 0xFFULL;
inline constexpr Bitboard kRank8 = kRank1 << 56;
inline constexpr Bitboard rank_bb(int r) { return kRank1 << (8 * r); }
inline constexpr Bitboard file_bb(int f) { return kFileA << f; }
inline constexpr Bitboard ranks_above(int r) { return r >= 7 ? 0 : ~((Bitboard{1} << (8 * (r + 1))) - 1); }
inline constexpr Bitboard ranks_below(int r) { return r <= 0 ? 0 : (Bitboard{1} << (8 * r)) - 1; }

inline constexpr int kTrapSquares[4] = {18, 21, 42, 45};  // c3 f3 c6 f6
inline constexpr Bitboard kTraps = bit(18) | bit(21) | bit(42) | bit(45);
// Goal rank per colour: gold rabbits score on rank 8, silver rabbits on rank 1.
inline constexpr Bitboard kGoalRank[2] = {kRank8, kRank1};

inline constexpr Bitboard shift_north(Bitboard b) { return b << 8; }
inline constexpr Bitboard shift_south(Bitboard b) { return b >> 8; }
inline constexpr Bitboard shift_east(Bitboard b) { return (b & ~kFileH) << 1; }
inline constexpr Bitboard shift_west(Bitboard b) { return (b & ~kFileA) >> 1; }
inline constexpr Bitboard shift(Bitboard b, Direction d) {
  switch (d) {
    case kNorth: return shift_north(b);
    case kSouth: return shift_south(b);
    case kEast: return shift_east(b);
    default: return shift_west(b);
  }
}
// Squares orthogonally adjacent to any square of b.
inline constexpr Bitboard adjacent(Bitboard b) {
  return shift_north(b) | shift_south(b) | shift_east(b) | shift_west(b);
}

struct NeighbourTable {
  Bitboard of[64];
  int8_t step[64][4];  // destination square per direction, -1 off board
  int8_t trap_next_to[64];  // the (single) trap adjacent to the square, -1 if none
  constexpr NeighbourTable() : of(), step(), trap_next_to() {
    for (int sq = 0; sq < 64; ++sq) {
      of[sq] = adjacent(bit(sq));
      for (int d = 0; d < 4; ++d) {
        Bitboard to = shift(bit(sq), static_cast<Direction>(d));
        step[sq][d] = to ? static_cast<int8_t>(std::countr_zero(to)) : -1;
      }
      trap_next_to[sq] = -1;
      for (int t : kTrapSquares)
        if (of[sq] & bit(t)) trap_next_to[sq] = static_cast<int8_t>(t);
    }
  }
};
inline constexpr NeighbourTable kNeighbours{};
inline constexpr Bitboard neighbours(int sq) { return kNeighbours.of[sq]; }

inline constexpr int distance(int a, int b) {
  const int df = file_of(a) > file_of(b) ? file_of(a) - file_of(b) : file_of(b) - file_of(a);
  const int dr = rank_of(a) > rank_of(b) ? rank_of(a) - rank_of(b) : rank_of(b) - rank_of(a);
  return df + dr;
}

// ball(r, sq): squares within Manhattan distance r (0..8) of sq.
struct DistanceBalls {
  Bitboard of[9][64];
  constexpr DistanceBalls() : of() {
    for (int r = 0; r < 9; ++r)
      for (int sq = 0; sq < 64; ++sq)
        for (int t = 0; t < 64; ++t)
          if (distance(sq, t) <= r) of[r][sq] |= bit(t);
  }
};
inline constexpr DistanceBalls kDistanceBalls{};
inline constexpr Bitboard ball(int r, int sq) { return kDistanceBalls.of[r < 8 ? r : 8][sq]; }

inline int pop_lsb(Bitboard& b) {
  const int sq = std::countr_zero(b);
  b &= b - 1;
  return sq;
}
inline int popcount(Bitboard b) { return std::popcount(b); }

}  // namespace arimaa
