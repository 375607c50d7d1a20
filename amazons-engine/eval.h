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

struct EvalDetail {
  TerritoryTerms terms;
  double mobility = 0;  // White minus Black, in squares
  double phase = 0;     // 1 = opening (much contested), 0 = settled
  bool settled = false;
  int moves_left[2] = {0, 0};  // when settled
  common::Score white_score = 0;
};

EvalDetail evaluate_detail(const Board& b);
// From White's point of view, and from the side to move's (what the searchers want).
common::Score evaluate_white(const Board& b);
inline common::Score evaluate(const Board& b) {
  const common::Score s = evaluate_white(b);
  return b.side_to_move() == kWhite ? s : -s;
}

// Score of a settled position for White given each side's remaining moves and who is to move.
common::Score settled_score_white(int white_moves, int black_moves, int side_to_move);

}  // namespace amazons
