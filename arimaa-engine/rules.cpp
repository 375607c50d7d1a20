#include "arimaa-engine/rules.h"

#include <algorithm>

namespace arimaa {

char termination_char(Termination t) {
  switch (t) {
    case Termination::kGoal: return 'g';
    case Termination::kElimination: return 'e';
    default: return 'm';
  }
}

int RepetitionHistory::count(uint64_t turn_key) const {
  return static_cast<int>(std::count(keys_.begin(), keys_.end(), turn_key));
}

bool has_legal_turn(const Position& pos, const RepetitionHistory& history, TurnGenerator& gen) {
  const Color next = opponent(pos.side());
  // Almost always decided by the first move: every step, push or pull changes the placement,
  // so "that move, then pass" is legal unless it repeats a position a third time.
  MoveList list;
  generate_moves(pos, list);
  if (list.empty()) return false;
  for (const Move m : list) {
    Position after = pos;
    make_move(after, m);
    if (!history.forbidden(after.placement_key(), next)) return true;
  }
  Position copy = pos;
  gen.enumerate(copy);
  return std::any_of(gen.turns().begin(), gen.turns().end(),
                     [&](const Turn& t) { return !history.forbidden(t.placement, next); });
}

std::optional<GameResult> judge_goals_and_rabbits(const Position& pos) {
  const Color next = pos.side();
  const Color mover = opponent(next);
  if (pos.pieces(mover, kRabbit) & kGoalRank[mover]) return GameResult{mover, Termination::kGoal};
  if (pos.pieces(next, kRabbit) & kGoalRank[next]) return GameResult{next, Termination::kGoal};
  if (!pos.pieces(next, kRabbit)) return GameResult{mover, Termination::kElimination};
  if (!pos.pieces(mover, kRabbit)) return GameResult{next, Termination::kElimination};
  return std::nullopt;
}

std::optional<GameResult> judge_turn_end(const Position& pos, const RepetitionHistory& history, TurnGenerator& gen) {
  if (auto r = judge_goals_and_rabbits(pos)) return r;
  if (!has_legal_turn(pos, history, gen)) return GameResult{opponent(pos.side()), Termination::kImmobilization};
  return std::nullopt;
}

}  // namespace arimaa
