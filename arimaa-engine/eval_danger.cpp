#include <algorithm>

#include "arimaa-engine/eval_features.h"
#include "arimaa-engine/eval_weights.h"

namespace arimaa::eval_features {

namespace {

constexpr int kFar = 99;

// Steps to chase supporter `s` (of colour c) away from a trap: a push or pull by a stronger
// enemy, 2 steps; a piece nothing is stronger than (an elephant) cannot be chased.
int chase_cost(const Position& pos, int s, Color c) {
  return pos.stronger_enemies(c, piece_type(pos.at(s))) ? 2 : kFar;
}

}  // namespace

int steps_to_capture(const Position& pos, int sq) {
  const Piece p = pos.at(sq);
  const Color c = piece_color(p);
  const Color e = opponent(c);
  const Bitboard strong = pos.stronger_enemies(c, piece_type(p));
  if (!strong) return kFar;
  // Approach: the nearest stronger enemy must stand next to the piece (a frozen one first
  // needs freeing, a step at least).
  const Bitboard enemy_frozen = pos.frozen(e);
  int approach = kFar;
  for (Bitboard b = strong; b;) {
    const int a = pop_lsb(b);
    approach = std::min(approach, std::max(distance(a, sq) - 1, 0) + ((enemy_frozen & bit(a)) ? 1 : 0));
  }
  if (approach > 4) return kFar;
  int best = kFar;
  for (int t : kTrapSquares) {
    const int dt = distance(sq, t);
    if (dt > 3) continue;
    // Friends next to the trap keep the piece alive on it: each must be chased away.
    int cost = approach + 2 * dt;
    for (Bitboard s = neighbours(t) & pos.occupied(c) & ~bit(sq); s && cost < kFar;) cost += chase_cost(pos, pop_lsb(s), c);
    // Something else on the trap must leave first (our own piece there is a supporter too).
    if (dt > 0 && pos.at(t) != kNoPiece) cost += 2;
    best = std::min(best, cost);
  }
  return best;
}

int danger(const Position& pos) {
  const EvalWeights& w = g_eval_weights;
  if (w.danger == 0) return 0;
  int score = 0;
  for (int c = 0; c < 2; ++c) {
    const Color col = static_cast<Color>(c);
    const int* pct = pos.side() == col ? w.danger_own_move : w.danger_enemy_to_move;
    const Bitboard frozen = pos.frozen(col);
    int total = 0;
    for (Bitboard b = pos.occupied(col) & ~pos.pieces(col, kElephant); b;) {
      const int sq = pop_lsb(b);
      int steps = steps_to_capture(pos, sq);
      if (steps >= kDangerSteps) continue;
      // A piece that can walk away is safer; a frozen one is stuck.
      if (frozen & bit(sq)) steps = std::max(steps - 1, 0);
      total += w.piece_value[piece_type(pos.at(sq))] * pct[steps] / 100;
    }
    score += col == kGold ? -total : total;
  }
  return score * w.danger / 100;
}

}  // namespace arimaa::eval_features
