// Static evaluation: Lieberum-style territory (queen and king distance, t1/t2/c1/c2) blended
// by the phase w, a penalty for hemmed-in queens, and exact counting once every region is
// settled. Scores are in hundredths of a square of territory.
#pragma once

#include "amazons-engine/board.h"
#include "amazons-engine/territory.h"
#include "common/search/types.h"

namespace amazons {

// Settled positions score beyond any territory estimate but below mate scores.
inline constexpr common::Score kSettledScore = 20000;

// Term weights, in hundredths of a square (the score's unit) per unit of each term, integers
// so that they tune in whole steps. With phase p (1 = wide open, 0 = settled): t1 weighs
// t1_end + (t1_open - t1_end) * p, the distance refinements c1, c2, t2 weigh their value times
// p, and hemmed-in queens mobility_end + (mobility_open - mobility_end) * p.
struct EvalWeights {
  int t1_open = 70;
  int t1_end = 100;
  int c1 = 35;
  int c2 = 30;
  int t2 = 30;
  int mobility_open = 100;
  int mobility_end = 50;
  int phase_squares = 40;  // contested weight w (in squares) at which the phase is fully open
  int tempo = 5;           // per square reached at the same distance, for the side to move
  // A bonus for having the move. The best move gains about 7-9 squares by these terms, so a
  // bonus of half that makes odd and even plies compare (alpha-beta: +2 of 10 games in
  // self-play). MCTS runs without it: its playouts' random moves gain nothing (-2 of 10).
  int move_bonus_open = 450;
  int move_bonus_end = 330;
  // 1: regions only one side can enter count the moves its queens can make there (exact fill
  // counts of defective territory) instead of their squares, in t1, t2 and c2.
  int private_defects = 0;
};
inline const EvalWeights kDefaultEvalWeights{};

struct EvalDetail {
  TerritoryTerms terms;
  int defects[2] = {0, 0};  // squares of private regions each side cannot fill (when counted)
  double mobility = 0;  // White minus Black, in squares
  double phase = 0;     // 1 = opening (much contested), 0 = settled
  bool settled = false;
  int moves_left[2] = {0, 0};  // when settled
  common::Score white_score = 0;
};

EvalDetail evaluate_detail(const Board& b, const EvalWeights& w = kDefaultEvalWeights);
// From White's point of view, and from the side to move's (what the searchers want).
common::Score evaluate_white(const Board& b, const EvalWeights& w = kDefaultEvalWeights);
inline common::Score evaluate(const Board& b, const EvalWeights& w = kDefaultEvalWeights) {
  const common::Score s = evaluate_white(b, w);
  return b.side_to_move() == kWhite ? s : -s;
}

// Score of a settled position for White given each side's remaining moves and who is to move.
common::Score settled_score_white(int white_moves, int black_moves, int side_to_move);

}  // namespace amazons
