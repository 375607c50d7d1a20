// The board as a hexagon of text for `showboard` and logs: rows a.. top to bottom, the numbers
// of the default notation along the top and upper-right edges, W/B stones, the last stone in
// parentheses.
#pragma once

#include <string>

#include "havannah-engine/game.h"

namespace havannah {

std::string render_board(const Game& game);

}  // namespace havannah
