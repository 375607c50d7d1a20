// The game being played through a front end: the moves from the empty board, the current
// position, resignations, undo of any number of moves (swap included) and game records.
#pragma once

#include <string>
#include <vector>

#include "havannah-engine/game.h"
#include "havannah-engine/sgf.h"

namespace havannah {

class GameHistory {
 public:
  explicit GameHistory(int base = 8, bool swap_enabled = false);

  // New empty board of this base (keeps the swap setting and notation).
  void reset(int base);
  void set_swap_enabled(bool on);
  void set_notation(Notation n);

  const Game& game() const { return game_; }
  const std::vector<Move>& moves() const { return moves_; }
  int base() const { return game_.base(); }

  // Plays a move for the side to move; false with a reason (and nothing changed) if illegal.
  bool play(Move m, std::string* error = nullptr);
  // The side to move gives up; the game is over without a structure on the board.
  bool resign(int side, std::string* error = nullptr);
  // Takes back the last move (or resignation); false when there is nothing to take back.
  bool undo();
  // How many undo() calls would succeed: the moves plus a resignation.
  std::size_t undoable() const { return moves_.size() + (resigned_side_ >= 0 ? 1 : 0); }

  // white / black / draw / none, counting resignations.
  Result result() const;

  GameRecord record() const;
  bool load(const GameRecord& record, std::string* error = nullptr);

 private:
  Game game_;
  std::vector<Move> moves_;
  int resigned_side_ = -1;
};

}  // namespace havannah
