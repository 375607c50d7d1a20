#include "havannah-engine/geometry.h"

#include <algorithm>
#include <memory>
#include <stdexcept>

namespace havannah {
namespace {

// Which side (0..5) of the hexagon a non-corner border cell lies on, going round in the same
// order as the corners: corner k sits between side k-1 and side k.
int side_of(int x, int y, int n) {
  const int last = 2 * n - 2;
  if (y == 0) return 0;
  if (x - y == n - 1) return 1;
  if (x == last) return 2;
  if (y == last) return 3;
  if (y - x == n - 1) return 4;
  if (x == 0) return 5;
  return -1;
}

Geometry build(int n) {
  Geometry g;
  g.base = n;
  g.diameter = 2 * n - 1;
  g.stride = 2 * n + 1;
  g.slots = g.stride * g.stride;
  for (int d = 0; d < 6; ++d) g.offset[d] = kDirY[d] * g.stride + kDirX[d];
  for (int d = 0; d < 6; ++d) g.bridge_offset[d] = g.offset[d] + g.offset[(d + 1) % 6];

  const int last = 2 * n - 2;
  const int corners[6][2] = {{0, 0}, {n - 1, 0}, {last, n - 1}, {last, last}, {n - 1, last}, {0, n - 1}};
  for (int k = 0; k < 6; ++k) g.corner_slots[k] = static_cast<uint16_t>(g.slot(corners[k][0], corners[k][1]));

  for (int y = 0; y < g.diameter; ++y) {
    for (int x = 0; x < g.diameter; ++x) {
      if (!g.contains(x, y)) continue;
      const int s = g.slot(x, y);
      g.on_board[s] = 1;
      g.cells[g.num_cells++] = static_cast<uint16_t>(s);
      int on_board_neighbours = 0;
      for (int d = 0; d < 6; ++d) {
        const bool inside = g.contains(x + kDirX[d], y + kDirY[d]);
        on_board_neighbours += inside;
        if (!inside) g.off_board_dirs[s] = static_cast<uint8_t>(g.off_board_dirs[s] | (1u << d));
      }
      if (on_board_neighbours == 3) {
        for (int k = 0; k < 6; ++k)
          if (g.corner_slots[k] == s) g.border[s] = static_cast<uint16_t>(1u << (6 + k));
      } else if (on_board_neighbours == 4) {
        g.border[s] = static_cast<uint16_t>(1u << side_of(x, y, n));
      }
      // Hex distance to the nearest cell outside the board, minus one.
      const int dist = std::min({x, y, last - x, last - y, n - 1 - (x - y), n - 1 - (y - x)});
      g.edge_distance[s] = static_cast<uint8_t>(dist);
    }
  }
  if (g.num_cells != 3 * n * (n - 1) + 1) throw std::logic_error("havannah geometry: cell count");
  return g;
}

}  // namespace

const Geometry& geometry(int base) {
  static const auto all = [] {
    auto table = std::make_unique<Geometry[]>(kMaxBase + 1);
    for (int n = kMinBase; n <= kMaxBase; ++n) table[n] = build(n);
    return table;
  }();
  if (!valid_base(base)) throw std::out_of_range("havannah: base out of range");
  return all[base];
}

}  // namespace havannah
