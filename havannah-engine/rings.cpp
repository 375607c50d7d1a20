#include "havannah-engine/rings.h"

#include <vector>

#include "havannah-engine/board.h"

namespace havannah {

bool has_ring_by_flood_fill(const Board& board, Colour c) {
  const Geometry& g = board.geo();
  // A cell whose six neighbours are all c is enclosed by them, whatever it holds.
  for (int i = 0; i < g.num_cells; ++i) {
    const int s = g.cells[i];
    int own = 0;
    for (int d = 0; d < 6; ++d) own += board.colour(s + g.offset[d]) == c;
    if (own == 6) return true;
  }
  // Otherwise a ring encloses some non-c cell, and then the whole region of non-c cells around
  // it cannot reach the border of the board.
  std::vector<char> seen(static_cast<std::size_t>(g.slots), 0);
  std::vector<int> stack;
  for (int i = 0; i < g.num_cells; ++i) {
    const int start = g.cells[i];
    if (board.colour(start) == c || seen[start]) continue;
    bool reaches_border = false;
    stack.assign(1, start);
    seen[start] = 1;
    while (!stack.empty()) {
      const int s = stack.back();
      stack.pop_back();
      if (g.border[s] != 0) reaches_border = true;
      for (int d = 0; d < 6; ++d) {
        const int n = s + g.offset[d];
        if (!g.on_board[n] || seen[n] || board.colour(n) == c) continue;
        seen[n] = 1;
        stack.push_back(n);
      }
    }
    if (!reaches_border) return true;
  }
  return false;
}

}  // namespace havannah
