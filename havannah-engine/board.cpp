#include "havannah-engine/board.h"

namespace havannah {

Board::Board(int base) : geo_(&geometry(base)) { clear(); }

void Board::clear() {
  stones_ = 0;
  for (int s = 0; s < geo_->slots; ++s) {
    cells_[s] = Cell{static_cast<uint8_t>(geo_->on_board[s] ? kEmpty : kOffBoard), 0,
                     static_cast<uint16_t>(s), 0, 0, 0};
  }
}

void Board::undo(const UndoRecord& rec) {
  const int p = rec.slot;
  const Colour c = colour(p);
  for (int i = rec.links - 1; i >= 0; --i) {
    const UndoRecord::Link& l = rec.link[i];
    cells_[l.child].parent = l.child;
    cells_[l.root].size = l.root_size;
    cells_[l.root].border = l.root_border;
  }
  const uint16_t bit = static_cast<uint16_t>(1u << shift(c));
  for (int d = 0; d < 6; ++d) {
    Cell& nc = cells_[p + geo_->offset[d]];
    nc.nbr = static_cast<uint16_t>(nc.nbr & ~(bit << ((d + 3) % 6)));
  }
  Cell& cp = cells_[p];
  cp.colour = kEmpty;
  cp.parent = static_cast<uint16_t>(p);
  cp.size = 0;
  cp.border = 0;
  --stones_;
}

}  // namespace havannah
