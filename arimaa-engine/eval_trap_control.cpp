#include <algorithm>
#include <cstdlib>

#include "arimaa-engine/eval_features.h"
#include "arimaa-engine/eval_weights.h"

namespace arimaa::eval_features {

namespace {

// Relative strength rank of each type per colour: how many enemy pieces are stronger (capped at
// the last entry of the weight table). 0 for an elephant, and for a camel once the enemy
// elephant is gone.
struct Ranks {
  int of[2][kPieceTypeCount];
  explicit Ranks(const Position& pos) {
    for (int c = 0; c < 2; ++c) {
      const Color e = opponent(static_cast<Color>(c));
      int stronger = 0;
      for (int t = kElephant; t >= kRabbit; --t) {
        of[c][t] = std::min(stronger, kTrapV2Ranks - 1);
        stronger += popcount(pos.pieces(e, static_cast<PieceType>(t)));
      }
    }
  }
};

// Strongest type of colour c next to the trap, -1 if none.
int strongest_adjacent(const Position& pos, int trap, Color c) {
  const Bitboard near = neighbours(trap);
  for (int t = kElephant; t >= kRabbit; --t)
    if (near & pos.pieces(c, static_cast<PieceType>(t))) return t;
  return -1;
}

// Value of c's pieces on or next to the trap that an enemy piece within two steps of the trap
// is strong enough to push or pull: what the enemy can hope to capture there.
int at_risk(const Position& pos, int trap, Color c) {
  const EvalWeights& w = g_eval_weights;
  const Bitboard enemy_near = ball(2, trap) & pos.occupied(opponent(c));
  int total = 0;
  for (Bitboard b = ball(1, trap) & pos.occupied(c) & ~pos.pieces(c, kElephant); b;) {
    const int sq = pop_lsb(b);
    const PieceType t = piece_type(pos.at(sq));
    if (enemy_near & pos.stronger_enemies(c, t)) total += w.piece_value[t];
  }
  return total;
}

int control_radius() {
  const EvalWeights& w = g_eval_weights;
  int radius = kTrapV2Distances - 1;
  while (radius > 0 && w.trap_v2_distance_percent[radius] == 0) --radius;
  return radius;
}

int points(const Position& pos, const Ranks& ranks, int radius, int trap, Color c) {
  const EvalWeights& w = g_eval_weights;
  const Bitboard frozen = pos.frozen(c);
  int total = 0;
  for (Bitboard b = ball(radius, trap) & pos.occupied(c); b;) {
    const int sq = pop_lsb(b);
    int v = w.trap_v2_rank_weight[ranks.of[c][piece_type(pos.at(sq))]] * w.trap_v2_distance_percent[distance(sq, trap)];
    if (frozen & bit(sq)) v = v * w.trap_v2_frozen_percent / 100;
    total += v;
  }
  total /= 100;
  // The strictly strongest piece next to the trap owns it: nothing of ours can be taken there.
  const int ours = strongest_adjacent(pos, trap, c);
  if (ours >= 0 && ours > strongest_adjacent(pos, trap, opponent(c))) total += w.trap_v2_strongest_bonus;
  return total;
}

}  // namespace

int trap_control_points(const Position& pos, int trap, Color c) {
  return points(pos, Ranks(pos), control_radius(), trap, c);
}

int trap_control(const Position& pos) {
  const EvalWeights& w = g_eval_weights;
  const Ranks ranks(pos);
  const int radius = control_radius();
  int score = 0;
  for (int i = 0; i < 4; ++i) {
    const int trap = kTrapSquares[i];
    const Color owner = i < 2 ? kGold : kSilver;
    const int x = points(pos, ranks, radius, trap, kGold) - points(pos, ranks, radius, trap, kSilver);
    if (x == 0) continue;
    // The side ahead in control gets a share of the trap's value that saturates with the lead:
    // its home trap is worth more to it, and so is a trap with enemy pieces at risk around it.
    const Color ahead = x > 0 ? kGold : kSilver;
    const int base = (ahead == owner ? w.trap_v2_home_value : w.trap_v2_away_value) +
                     at_risk(pos, trap, opponent(ahead)) * w.trap_v2_at_risk_percent / 100;
    score += base * x / (std::abs(x) + std::max(w.trap_v2_saturation, 1));
  }
  return score;
}

}  // namespace arimaa::eval_features
