// Text forms: squares (a1..l12), moves (canonical d1-d7/g7 plus every input form of the spec)
// and the FEN-like position string.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "amazons-engine/board.h"

namespace amazons {

std::string square_name(Square s);
std::optional<Square> parse_square(std::string_view text, int size);

// Canonical form "d1-d7/g7".
std::string move_to_string(Move m);
// Accepts, case-insensitively: d1-d7/g7, d1-d7-g7, d1d7g7, d1 d7 g7, d1-d7(g7), d1d7,d7g7.
// Checks only the form and that the squares are on a board of `size`; legality is separate.
std::optional<Move> parse_move(std::string_view text, int size, std::string* error = nullptr);

// Ranks from the top, Q/q queens, * arrows, digit runs for empty squares, then w|b.
std::string to_fen(const Board& b);
std::optional<Board> parse_fen(std::string_view fen, std::string* error = nullptr);

// A readable grid with coordinates, for showboard.
std::string board_to_text(const Board& b);

}  // namespace amazons
