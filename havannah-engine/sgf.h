// LittleGolem game records (.hgf, an SGF dialect): the main line only, moves in LittleGolem
// notation, `swap` as a move, `resign` ending the record.
//   (;FF[4]EV[havannah.in.2]PB[bob]PW[alice]SZ[8]RE[W];W[h3];B[swap];W[g4];...)
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "havannah-engine/game.h"

namespace havannah {

struct GameRecord {
  int base = 8;
  std::vector<Move> moves;  // legal from the empty board, swap included
  bool swap_enabled = false;  // set when the record contains a swap
  std::string white, black, event, result;
  int resigned_side = -1;  // 0 or 1 when the record ends with a resignation
};

// Parses and validates (every move legal, none after the end of the game).
std::optional<GameRecord> read_hgf(std::string_view text, std::string* error = nullptr);
std::string write_hgf(const GameRecord& record);

}  // namespace havannah
