// A set of squares on boards up to 12x12. Every size uses the same padded layout,
// bit = row * 13 + col, so the column past the right edge is never part of the board:
// a fill through empty squares can never wrap from one row into the next, and all shift
// distances are compile-time constants.
#pragma once

#include <bit>
#include <cstdint>

namespace amazons {

inline constexpr int kMinSize = 6;
inline constexpr int kMaxSize = 12;
inline constexpr int kStride = kMaxSize + 1;
inline constexpr int kNumSquares = kMaxSize * kStride;  // bit indices 0..155 (some unused)

using Square = uint8_t;

constexpr Square make_square(int row, int col) { return static_cast<Square>(row * kStride + col); }
constexpr int row_of(Square s) { return s / kStride; }
constexpr int col_of(Square s) { return s % kStride; }

struct Bitboard {
  uint64_t w[3] = {0, 0, 0};

  static constexpr Bitboard square(int s) {
    Bitboard b;
    b.w[s >> 6] = uint64_t{1} << (s & 63);
    return b;
  }

  constexpr bool test(int s) const { return (w[s >> 6] >> (s & 63)) & 1; }
  constexpr void set(int s) { w[s >> 6] |= uint64_t{1} << (s & 63); }
  constexpr void clear(int s) { w[s >> 6] &= ~(uint64_t{1} << (s & 63)); }
  constexpr void toggle(int s) { w[s >> 6] ^= uint64_t{1} << (s & 63); }

  constexpr bool any() const { return (w[0] | w[1] | w[2]) != 0; }
  constexpr bool none() const { return !any(); }
  constexpr int count() const { return std::popcount(w[0]) + std::popcount(w[1]) + std::popcount(w[2]); }

  // Lowest set square; the set must not be empty.
  constexpr int first() const {
    if (w[0]) return std::countr_zero(w[0]);
    if (w[1]) return 64 + std::countr_zero(w[1]);
    return 128 + std::countr_zero(w[2]);
  }
  constexpr int pop_first() {
    const int s = first();
    w[s >> 6] &= w[s >> 6] - 1;
    return s;
  }

  friend constexpr Bitboard operator|(Bitboard a, Bitboard b) { return {{a.w[0] | b.w[0], a.w[1] | b.w[1], a.w[2] | b.w[2]}}; }
  friend constexpr Bitboard operator&(Bitboard a, Bitboard b) { return {{a.w[0] & b.w[0], a.w[1] & b.w[1], a.w[2] & b.w[2]}}; }
  friend constexpr Bitboard operator^(Bitboard a, Bitboard b) { return {{a.w[0] ^ b.w[0], a.w[1] ^ b.w[1], a.w[2] ^ b.w[2]}}; }
  // a & ~b, the common "minus" of fills.
  friend constexpr Bitboard operator-(Bitboard a, Bitboard b) { return {{a.w[0] & ~b.w[0], a.w[1] & ~b.w[1], a.w[2] & ~b.w[2]}}; }
  constexpr Bitboard operator~() const { return {{~w[0], ~w[1], ~w[2]}}; }
  constexpr Bitboard& operator|=(Bitboard b) { return *this = *this | b; }
  constexpr Bitboard& operator&=(Bitboard b) { return *this = *this & b; }
  constexpr Bitboard& operator^=(Bitboard b) { return *this = *this ^ b; }
  constexpr Bitboard& operator-=(Bitboard b) { return *this = *this - b; }
  constexpr bool operator==(const Bitboard&) const = default;

  // Shift towards higher squares by K (0 < K < 128).
  template <int K>
  constexpr Bitboard up() const {
    static_assert(K > 0 && K < 128);
    if constexpr (K < 64) {
      return {{w[0] << K, (w[1] << K) | (w[0] >> (64 - K)), (w[2] << K) | (w[1] >> (64 - K))}};
    } else if constexpr (K == 64) {
      return {{0, w[0], w[1]}};
    } else {
      return {{0, w[0] << (K - 64), (w[1] << (K - 64)) | (w[0] >> (128 - K))}};
    }
  }
  template <int K>
  constexpr Bitboard down() const {
    static_assert(K > 0 && K < 128);
    if constexpr (K < 64) {
      return {{(w[0] >> K) | (w[1] << (64 - K)), (w[1] >> K) | (w[2] << (64 - K)), w[2] >> K}};
    } else if constexpr (K == 64) {
      return {{w[1], w[2], 0}};
    } else {
      return {{(w[1] >> (K - 64)) | (w[2] << (128 - K)), w[2] >> (K - 64), 0}};
    }
  }
};

// The eight queen directions as bit offsets; `Dir > 0` moves up the bit order.
inline constexpr int kDirOffsets[8] = {1, -1, kStride, -kStride, kStride + 1, -(kStride + 1), kStride - 1,
                                       -(kStride - 1)};

template <int Offset>
constexpr Bitboard shift(Bitboard b) {
  if constexpr (Offset > 0)
    return b.template up<Offset>();
  else
    return b.template down<-Offset>();
}

// All eight neighbours of a set (king step), not masked to the board.
constexpr Bitboard neighbours(Bitboard b) {
  const Bitboard h = b | shift<1>(b) | shift<-1>(b);
  return h | shift<kStride>(h) | shift<-kStride>(h);
}

// The eight neighbours of one square (not masked to the board), from a table.
inline constexpr auto kKingNeighbours = [] {
  struct Table {
    Bitboard of[kNumSquares];
  } t{};
  for (int s = 0; s < kNumSquares; ++s) t.of[s] = neighbours(Bitboard::square(s));
  return t;
}();
constexpr const Bitboard& king_neighbours(Square s) { return kKingNeighbours.of[s]; }

// Squares one queen move away from any square of `from`, moving through `empty` squares only.
// Every ray stops when it leaves `empty`, so padding and off-board bits must not be in `empty`.
// One direction by Kogge-Stone occluded fill: four doubling steps cover the longest ray (11),
// with no data-dependent branch.
template <int Offset>
constexpr Bitboard ray_reach(Bitboard from, Bitboard empty) {
  Bitboard g = from;
  Bitboard p = empty;
  g |= p & shift<Offset>(g);
  p &= shift<Offset>(p);
  g |= p & shift<2 * Offset>(g);
  p &= shift<2 * Offset>(p);
  g |= p & shift<4 * Offset>(g);
  p &= shift<4 * Offset>(p);
  g |= p & shift<8 * Offset>(g);
  return shift<Offset>(g) & empty;
}

constexpr Bitboard queen_reach(Bitboard from, Bitboard empty) {
  return ray_reach<1>(from, empty) | ray_reach<-1>(from, empty) | ray_reach<kStride>(from, empty) |
         ray_reach<-kStride>(from, empty) | ray_reach<kStride + 1>(from, empty) |
         ray_reach<-(kStride + 1)>(from, empty) | ray_reach<kStride - 1>(from, empty) |
         ray_reach<-(kStride - 1)>(from, empty);
}

template <class F>
constexpr void for_each_square(Bitboard b, F&& f) {
  for (int i = 0; i < 3; ++i) {
    uint64_t word = b.w[i];
    while (word) {
      f(static_cast<Square>(i * 64 + std::countr_zero(word)));
      word &= word - 1;
    }
  }
}

}  // namespace amazons
