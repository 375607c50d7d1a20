#include "amazons-engine/geometry.h"

#include <algorithm>
#include <cstdlib>
#include <stdexcept>

namespace amazons {
namespace {

Geometry build(int n) {
  Geometry g;
  g.size = n;
  g.num_lines = 6 * n - 2;
  const int diag_base = 2 * n;
  const int anti_base = 2 * n + 2 * n - 1;
  auto add_line = [&](int id, int length) { g.empty_lines[id] = 1u | (1u << (length + 1)); };
  for (int i = 0; i < n; ++i) {
    add_line(i, n);
    add_line(n + i, n);
  }
  for (int k = 0; k < 2 * n - 1; ++k) {
    const int length = n - std::abs(k - (n - 1));
    add_line(diag_base + k, length);
    add_line(anti_base + k, length);
  }
  for (int row = 0; row < n; ++row) {
    for (int col = 0; col < n; ++col) {
      const Square s = make_square(row, col);
      g.board.set(s);
      SquareLines& l = g.lines[s];
      const int diff = row - col;  // constant along a diagonal
      const int sum = row + col;   // constant along an anti-diagonal
      l.line[0] = static_cast<uint8_t>(row);
      l.bit[0] = static_cast<uint8_t>(col + 1);
      l.line[1] = static_cast<uint8_t>(n + col);
      l.bit[1] = static_cast<uint8_t>(row + 1);
      l.line[2] = static_cast<uint8_t>(diag_base + diff + n - 1);
      l.bit[2] = static_cast<uint8_t>(std::min(row, col) + 1);
      l.line[3] = static_cast<uint8_t>(anti_base + sum);
      l.bit[3] = static_cast<uint8_t>(row - std::max(0, sum - (n - 1)) + 1);
    }
  }
  return g;
}

struct AllGeometries {
  std::array<Geometry, kMaxSize + 1> by_size;
  AllGeometries() {
    for (int n = kMinSize; n <= kMaxSize; ++n) by_size[n] = build(n);
  }
};

}  // namespace

const Geometry& geometry(int size) {
  static const AllGeometries all;
  if (size < kMinSize || size > kMaxSize) throw std::out_of_range("board size out of range");
  return all.by_size[size];
}

}  // namespace amazons
