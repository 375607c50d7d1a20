#include "havannah-engine/threats.h"

namespace havannah {

int threats_after(Board& scratch, int m, Colour c, int limit) {
  const Geometry& g = scratch.geo();
  UndoRecord undo;
  scratch.place(m, c, undo);
  int found = 0;
  // The six neighbours, then the twelve cells two steps away (bridge and straight).
  for (int ring = 0; ring < 3 && found < limit; ++ring) {
    for (int d = 0; d < 6 && found < limit; ++d) {
      const int cell = m + (ring == 0 ? g.offset[d] : ring == 1 ? g.bridge_offset[d] : 2 * g.offset[d]);
      if (cell < 0 || cell >= g.slots || !g.on_board[cell] || !scratch.empty(cell)) continue;
      if (scratch.wins_if_placed(cell, c)) ++found;
    }
  }
  scratch.undo(undo);
  return found;
}

}  // namespace havannah
