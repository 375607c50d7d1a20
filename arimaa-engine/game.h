// A game from setup to its end: validates whole turns (setups, step sequences), keeps the
// repetition history and applies the end-of-turn checks. Used by the AEI adapter and the
// record-replay tests; the searcher works on SearchPosition instead.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "arimaa-engine/notation.h"
#include "arimaa-engine/rules.h"

namespace arimaa {

class Game {
 public:
  Game() { new_game(); }

  // Empty board, gold to set up.
  void new_game();
  // A position from `setposition`: its side to move starts a turn (or sets up, on an empty side).
  void set_position(const Position& pos);

  // The side to move has no pieces yet: its next "turn" is a setup.
  bool in_setup() const { return pos_.occupied(pos_.side()) == 0 && !setup_done_[pos_.side()]; }
  bool over() const { return result_.has_value(); }
  const std::optional<GameResult>& result() const { return result_; }
  const Position& position() const { return pos_; }
  const RepetitionHistory& history() const { return history_; }
  int turn_number() const { return turn_number_; }

  // Plays one turn given as text: placements during setup, otherwise steps. On failure nothing
  // changes and *error says why.
  bool play(std::string_view text, std::string* error);
  bool play_setup(const std::vector<Placement>& setup, std::string* error);
  // Steps/pushes/pulls (a trailing pass is allowed and ignored).
  bool play_moves(const std::vector<Move>& moves, std::string* error);

  // Replays a whole record (`1g ...\n1s ...`); stops at the first bad turn. An empty final turn
  // (the side that was to move when the game ended) is skipped.
  bool play_record(std::string_view record, std::string* error);

 private:
  Position pos_;
  RepetitionHistory history_;
  TurnGenerator turn_gen_;
  std::optional<GameResult> result_;
  bool setup_done_[2] = {false, false};
  int turn_number_ = 1;
};

}  // namespace arimaa
