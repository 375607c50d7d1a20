// Whole-turn rules: the repetition history (a turn may not create the same position with the
// same side to move for the third time), whether a side has any legal turn, and the end-of-turn
// checks in the order the spec gives.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "arimaa-engine/turns.h"

namespace arimaa {

enum class Termination : uint8_t { kGoal, kElimination, kImmobilization };
char termination_char(Termination t);  // g, e, m as in the archive

struct GameResult {
  Color winner;
  Termination how;
  bool operator==(const GameResult&) const = default;
};

// Keys (Position::turn_key) of the positions at the start of every turn so far.
class RepetitionHistory {
 public:
  void clear() { keys_.clear(); }
  void push(uint64_t turn_key) { keys_.push_back(turn_key); }
  void pop() { keys_.pop_back(); }
  int count(uint64_t turn_key) const;
  // A turn ending on this placement with `side` to move next would be the third occurrence.
  bool forbidden(uint64_t placement, Color next_side) const {
    return count(Position::turn_key(placement, next_side)) >= 2;
  }
  const std::vector<uint64_t>& keys() const { return keys_; }

 private:
  std::vector<uint64_t> keys_;
};

// Does the side to move (at the start of its turn) have a turn that changes the placement and
// does not repeat a position for the third time?
bool has_legal_turn(const Position& pos, const RepetitionHistory& history, TurnGenerator& gen);

// End-of-turn checks after the turn of pos.side()'s opponent has ended (pos.side() is to move
// next, history already holds the new position): goal of the mover, goal of the opponent,
// opponent's rabbits gone, mover's rabbits gone, opponent without a legal turn.
std::optional<GameResult> judge_turn_end(const Position& pos, const RepetitionHistory& history, TurnGenerator& gen);

// Checks 1-4 only (cheap bit tests): what the searcher needs at every turn boundary.
std::optional<GameResult> judge_goals_and_rabbits(const Position& pos);

}  // namespace arimaa
