#include "amazons-engine/eval.h"

#include <algorithm>
#include <cmath>

#include "amazons-engine/movegen.h"
#include "amazons-engine/regions.h"

namespace amazons {
namespace {

// Node budget of the fill solver inside the evaluation: settled leaves are rare, but they
// must stay cheap; regions too big to solve within it are counted by their best fill found.
constexpr int64_t kEvalFillBudget = 300;

// Penalty (in squares) for a queen that still fights and has only this many moves.
constexpr double kLowMobility[] = {12.0, 6.0, 4.0, 2.8, 2.0, 1.4, 1.0, 0.7, 0.45, 0.25, 0.1};
constexpr int kLowMobilityMax = sizeof(kLowMobility) / sizeof(kLowMobility[0]);

double mobility_penalty(const Board& b, int side, Bitboard enemy_area) {
  double penalty = 0;
  for (int i = 0; i < b.queen_count(side); ++i) {
    const Square q = b.queen(side, i);
    if ((king_neighbours(q) & enemy_area).none()) continue;  // in its own region
    const int mobility = reach_count(b, q);
    if (mobility < kLowMobilityMax) penalty += kLowMobility[mobility];
  }
  return penalty;
}

}  // namespace

common::Score settled_score_white(int white_moves, int black_moves, int side_to_move) {
  // The side to move needs strictly more moves than the opponent.
  const bool white_wins = side_to_move == kWhite ? white_moves > black_moves : white_moves >= black_moves;
  const int margin = std::min(std::abs(white_moves - black_moves), 80);
  const common::Score s = kSettledScore + 100 * margin;
  return white_wins ? s : -s;
}

EvalDetail evaluate_detail(const Board& b, const EvalWeights& w) {
  EvalDetail e;
  SideLayers layers;
  compute_layers(b, layers);
  if (all_separated(layers)) {
    e.settled = true;
    const EndgameCount count = count_endgame(b, kEvalFillBudget);
    e.moves_left[0] = count.moves[0];
    e.moves_left[1] = count.moves[1];
    e.white_score = settled_score_white(count.moves[0], count.moves[1], b.side_to_move());
    return e;
  }
  // Weights to squares: v / 100.0 is the double nearest v hundredths, as the literal would be.
  const auto sq = [](int hundredths) { return hundredths / 100.0; };
  e.terms = territory_terms(layers, b.side_to_move(), sq(w.tempo));
  if (w.private_defects) {
    for (int side = 0; side < 2; ++side) {
      const Bitboard own_area = layers.king[side].reach() - layers.king[side ^ 1].reach();
      e.defects[side] = private_defects(b, side, own_area, kEvalFillBudget);
    }
    const int defect = e.defects[kWhite] - e.defects[kBlack];
    e.terms.t1 -= defect;
    e.terms.t2 -= defect;
    e.terms.c2 -= defect;
  }
  const Bitboard white_area = layers.queen[kWhite].reach() | b.queens(kWhite);
  const Bitboard black_area = layers.queen[kBlack].reach() | b.queens(kBlack);
  e.mobility = mobility_penalty(b, kBlack, white_area) - mobility_penalty(b, kWhite, black_area);
  e.phase = std::min(1.0, e.terms.w / w.phase_squares);
  const double p = e.phase;
  const TerritoryTerms& t = e.terms;
  const double t1_open = sq(w.t1_open), t1_end = sq(w.t1_end);
  const double mobility_open = sq(w.mobility_open), mobility_end = sq(w.mobility_end);
  const double bonus_open = sq(w.move_bonus_open), bonus_end = sq(w.move_bonus_end);
  const double squares = (t1_end + (t1_open - t1_end) * p) * t.t1 +
                         p * (sq(w.c1) * t.c1 + sq(w.c2) * t.c2 + sq(w.t2) * t.t2) +
                         (mobility_end + (mobility_open - mobility_end) * p) * e.mobility +
                         (b.side_to_move() == kWhite ? 1 : -1) * (bonus_end + (bonus_open - bonus_end) * p);
  e.white_score = static_cast<common::Score>(std::lround(100.0 * squares));
  e.white_score = std::clamp(e.white_score, -(kSettledScore - 1), kSettledScore - 1);
  return e;
}

common::Score evaluate_white(const Board& b, const EvalWeights& w) { return evaluate_detail(b, w).white_score; }

}  // namespace amazons
