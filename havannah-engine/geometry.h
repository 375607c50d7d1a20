// The hexagonal board of base N as a padded square array, precomputed once per size.
//
// A cell (x, y) in axial coordinates exists iff |x - y| < N with 0 <= x, y < 2N-1. It lives in
// slot (y+1)*stride + (x+1) with stride = 2N+1, so every on-board cell has all six neighbours
// inside the array (off-board slots form the padding). Neighbour directions are numbered in
// circular order, so direction d and d+1 (mod 6) are themselves neighbours and d+3 is opposite.
#pragma once

#include <array>
#include <cstdint>

namespace havannah {

inline constexpr int kMinBase = 3;
inline constexpr int kMaxBase = 13;
inline constexpr int kMaxStride = 2 * kMaxBase + 1;
inline constexpr int kMaxSlots = kMaxStride * kMaxStride;
inline constexpr int kMaxCells = 3 * kMaxBase * (kMaxBase - 1) + 1;

// Axial direction vectors in circular order.
inline constexpr int kDirX[6] = {1, 1, 0, -1, -1, 0};
inline constexpr int kDirY[6] = {0, 1, 1, 0, -1, -1};

// Border bits of a cell: edges 0..5 in the low six bits, corners 0..5 in the next six.
inline constexpr uint16_t kEdgeBits = 0x003F;
inline constexpr uint16_t kCornerBits = 0x0FC0;

struct Geometry {
  int base = 0;
  int diameter = 0;  // 2N-1 rows and columns
  int stride = 0;
  int slots = 0;     // stride * stride
  int num_cells = 0;
  std::array<int, 6> offset{};  // slot offset of each direction
  // The two-step "bridge" directions: cell + bridge_offset[d] shares exactly the two neighbours
  // cell + offset[d] and cell + offset[d+1] with cell.
  std::array<int, 6> bridge_offset{};
  std::array<uint16_t, kMaxCells> cells{};      // on-board slots, row by row
  std::array<uint8_t, kMaxSlots> on_board{};
  std::array<uint16_t, kMaxSlots> border{};     // edge and corner bits
  std::array<uint8_t, kMaxSlots> edge_distance{};  // 0 on the border ring, 1 on the next ...
  std::array<uint8_t, kMaxSlots> off_board_dirs{};  // on-board cells: directions whose neighbour is off the board
  std::array<uint16_t, 6> corner_slots{};

  int slot(int x, int y) const { return (y + 1) * stride + (x + 1); }
  int x(int slot) const { return slot % stride - 1; }
  int y(int slot) const { return slot / stride - 1; }
  bool contains(int x, int y) const {
    return x >= 0 && y >= 0 && x < diameter && y < diameter && x - y < base && y - x < base;
  }
};

// The geometry for base N (kMinBase..kMaxBase); built once, shared by every board.
const Geometry& geometry(int base);

inline bool valid_base(int base) { return base >= kMinBase && base <= kMaxBase; }

}  // namespace havannah
