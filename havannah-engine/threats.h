// Winning threats a stone creates: after `c` plays `m`, the empty cells within two steps of `m`
// where `c` would win with one more stone. Two of them are a win in two (the opponent can take
// only one cell, and a stone of theirs never undoes a structure of ours), provided the opponent
// has no win in one of its own.
#pragma once

#include "havannah-engine/board.h"

namespace havannah {

// Counts up to `limit` such cells. `scratch` is a copy of the position (the stone is placed and
// taken back again); `m` must be empty.
int threats_after(Board& scratch, int m, Colour c, int limit);

}  // namespace havannah
