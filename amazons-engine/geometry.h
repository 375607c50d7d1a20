// Per-size tables: which squares are on the board and, for every square, the four lines
// (rank, file, diagonal, anti-diagonal) through it. Each line's occupancy is kept as a small
// word with a blocked sentinel bit at both ends, so the free run from a square in either
// direction is one count-zeros instruction: that is what makes move counting fast.
#pragma once

#include <array>
#include <cstdint>

#include "amazons-engine/bitboard.h"

namespace amazons {

inline constexpr int kMaxLines = 6 * kMaxSize - 2;
// Bit offset of one step along each line orientation, in the direction of increasing bit index.
inline constexpr int kLineDelta[4] = {1, kStride, kStride + 1, kStride - 1};

struct SquareLines {
  uint8_t line[4];  // line ids, one per orientation
  uint8_t bit[4];   // bit of this square in each line's occupancy word (>= 1)
};

struct Geometry {
  int size = 0;
  int num_lines = 0;
  Bitboard board;                                  // on-board squares
  std::array<uint32_t, kMaxLines> empty_lines{};  // occupancy words of an empty board
  std::array<SquareLines, kNumSquares> lines{};   // meaningful for on-board squares only

  bool on_board(int row, int col) const { return row >= 0 && row < size && col >= 0 && col < size; }
};

// Tables for a size in [kMinSize, kMaxSize], built once and shared.
const Geometry& geometry(int size);

// Empty squares from a square along one line, towards higher and lower bits.
inline int free_up(uint32_t line, int bit) { return std::countr_zero(line >> (bit + 1)); }
inline int free_down(uint32_t line, int bit) { return std::countl_zero(line << (32 - bit)); }

}  // namespace amazons
