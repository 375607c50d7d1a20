// Text forms: steps (`Ed2n`), capture tokens (`cf3x`), setups (`Ra1 Db1 ...`), AEI boards
// (`g [<64 chars>]`, a8..h8 first) and archive game records (`1g ...\n1s ...\n2g ...`).
#pragma once

#include <optional>
#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "arimaa-engine/steps.h"

namespace arimaa {

// Whitespace-separated words of `text`.
std::vector<std::string_view> split_words(std::string_view text);

char piece_char(Piece p);
std::optional<Piece> piece_from_char(char c);
std::string square_name(int sq);
std::optional<int> parse_square(std::string_view text);
char direction_char(Direction d);

// One step with the capture token it caused, if any: "Ed2n" or "Rc4s Rc3x".
std::string step_text(Piece p, int from, Direction d);
// The move's steps as played from `pos`, each followed by its capture token.
std::string move_to_string(const Position& pos, Move m);
// A whole sequence of moves from `pos` (which is not changed); passes are not written.
std::string moves_to_string(const Position& pos, const Move* moves, int count);

// Parses the steps of one turn (capture tokens optional and ignored) into legal moves from
// `pos`, grouping steps into pushes and pulls. Returns nullopt with a reason in *error if a
// token is malformed, a step is illegal, or there are more steps than pos.steps_left().
// It does not judge whether the whole turn is allowed (changed position, repetition).
std::optional<std::vector<Move>> parse_moves(const Position& pos, std::string_view text, std::string* error);

struct Placement {
  Piece piece;
  int sq;
};
std::optional<std::vector<Placement>> parse_setup(std::string_view text, std::string* error);
std::string setup_to_string(const std::vector<Placement>& setup);

// `[<64 chars>]` (squares a8..h8, a7..h7, ..., a1..h1; space = empty) onto an empty position.
// Validates characters, length and at most 16 pieces a side with at most the standard count
// of each type.
std::optional<Position> parse_board(std::string_view text, std::string* error);
std::string board_to_string(const Position& pos);  // "[...]"
// `g [...]` / `s [...]` (w/b accepted): board and side to move, 4 steps left.
std::optional<Position> parse_setposition(std::string_view text, std::string* error);
std::string setposition_string(const Position& pos);  // "g [...]"
// Human-readable 8x8 diagram for logs and debugging.
std::string board_diagram(const Position& pos);

std::optional<Color> parse_side(char c);  // g/w -> gold, s/b -> silver
char side_char(Color c);                  // 'g' or 's'

// One line of a game record: "12g Ed2n Ed3n ..." (moves may be empty on the final line).
struct RecordTurn {
  int number;
  Color side;
  std::string moves;
};
// Splits a record on newlines or literal "\n" sequences.
std::optional<std::vector<RecordTurn>> parse_record(std::string_view text, std::string* error);

}  // namespace arimaa
