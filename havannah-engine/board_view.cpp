#include "havannah-engine/board_view.h"

#include <algorithm>

namespace havannah {

std::string render_board(const Game& game) {
  const Geometry& g = game.geo();
  const int n = g.base;
  const int last = game.last_move() == kSwapMove ? kNoMove : game.last_move();
  // Cell (x, y) sits in text column 2x - y + offset, so (x+1, y) is two to the right and the
  // neighbours in the next row one to the left and right. Row labels take the first columns.
  const int offset = 2 * n + 2;
  auto put = [](std::string& line, int col, const std::string& text) {
    if (static_cast<int>(line.size()) < col + static_cast<int>(text.size())) line.resize(col + text.size(), ' ');
    line.replace(static_cast<std::size_t>(col), text.size(), text);
  };

  std::string out;
  std::string header;
  for (int x = 0; x < n; ++x) put(header, 2 * x + 1 + offset, std::to_string(x + 1));
  out += header + "\n";
  for (int y = 0; y < g.diameter; ++y) {
    std::string line;
    const int x_first = std::max(0, y - n + 1), x_last = std::min(g.diameter - 1, y + n - 1);
    put(line, 2 * x_first - y + offset - 2, std::string(1, static_cast<char>('a' + y)));
    for (int x = x_first; x <= x_last; ++x) {
      const int s = g.slot(x, y);
      const Colour c = game.board().colour(s);
      const int col = 2 * x - y + offset;
      put(line, col, c == kWhite ? "W" : c == kBlack ? "B" : ".");
      if (s == last) {
        put(line, col - 1, "(");
        put(line, col + 1, ")");
      }
    }
    // The column that starts above this row's right end, on the upper-right edge.
    if (y < n - 1) put(line, 2 * (x_last + 1) - y + offset, std::to_string(x_last + 2));
    out += line + "\n";
  }
  return out;
}

}  // namespace havannah
