// The moves the MCTS tree expands a node with (common::HasTreeMoves): every legal move, unless
// the position forces one (Teytaud & Teytaud's decisive and anti-decisive moves; Castro's
// "macro moves"):
//  - a win in one: it is the only child (the node is proven won at once);
//  - the opponent threatens to win in one: blocking it is the only move that does not lose at
//    once, so it is the only child; with two threats every move loses: one block is kept and
//    the solver proves the loss a ply further down.
// Pruned nodes cost one prior and one child instead of a child per empty cell.
#include "havannah-engine/game.h"

namespace havannah {

void Game::tree_moves(MoveList& list) const {
  generate(list);
  if (list.empty()) return;
  const Colour me = colour_to_move(), them = opponent(me);
  Move block = kNoMove;
  for (std::size_t i = 0; i < list.size(); ++i) {
    const Move m = list[i];
    if (m == kSwapMove) continue;
    if (board_.neighbours(m, me) && board_.wins_if_placed(m, me)) {
      list.clear();
      list.push_back(m);
      return;
    }
    if (block == kNoMove && board_.neighbours(m, them) && board_.wins_if_placed(m, them)) block = m;
  }
  if (block != kNoMove) {
    list.clear();
    list.push_back(block);
  }
}

}  // namespace havannah
