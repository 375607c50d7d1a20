// A cheap static evaluation for alpha-beta on small boards and short tactical checks:
// immediate wins and unstoppable double threats first, then how close each side's groups are
// to a bridge or fork, with a little weight on central stones.
#include <algorithm>

#include "havannah-engine/game.h"

namespace havannah {
namespace {

constexpr common::Score kWinNextMove = 5000;   // the side to move wins with its next stone
constexpr common::Score kDoubleThreat = 4000;  // the opponent has two wins and one can be stopped

// Value of a group's reach: a group joining two or more corners and edges is on its way to a
// bridge or fork (a lone stone on the border is not); more the closer it gets.
int group_value(uint16_t border, int size) {
  const int reach = __builtin_popcount(border & kCornerBits) + __builtin_popcount(border & kEdgeBits);
  return (reach >= 2 ? 20 * reach * reach : 0) + std::min(size, 12);
}

}  // namespace

common::Score Game::evaluate() const {
  const Geometry& g = geo();
  const Colour me = colour_to_move(), them = opponent(me);
  int my_wins = 0, their_wins = 0;
  int value[3] = {0, 0, 0};  // by colour
  for (int i = 0; i < g.num_cells; ++i) {
    const int s = g.cells[i];
    const Board::Cell& cell = board_.cell(s);
    if (cell.colour == kEmpty) {
      if (board_.wins_if_placed(s, me)) ++my_wins;
      if (board_.wins_if_placed(s, them)) ++their_wins;
      continue;
    }
    value[cell.colour] += g.edge_distance[s];
    if (cell.parent == s) value[cell.colour] += group_value(cell.border, cell.size);
  }
  if (my_wins > 0) return kWinNextMove;
  if (their_wins > 1) return -kDoubleThreat;
  return static_cast<common::Score>(value[me] - value[them]);
}

}  // namespace havannah
