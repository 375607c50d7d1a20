// Every tunable constant of the Amazons searches in one table: the evaluation weights, the
// MCTS settings, the alpha-beta selectivity and the endgame filler's budget. params.cpp
// registers each field with common::params() (eval.*, mcts.*, ab.*, endgame.*); the defaults
// here are the measured ones (see README.md, Amazons).
#pragma once

#include "amazons-engine/eval.h"

namespace amazons {

// How wide the selective generator is at a given remaining depth.
struct SelectiveWidth {
  int queen_moves = 10;  // queen moves (before arrows) kept after the first scoring pass
  int moves = 12;        // full moves kept
  int arrows = 0;        // arrows per kept queen move evaluated in full, the best by a cheap score (0 = all)
};

struct MctsParams {
  int width = 70;                   // children per expanded node (the selective generator's best)
  int expand_visits = 4;            // a leaf is expanded on its first visit after this many
  float exploration = 0.6f;         // UCT constant
  float rave_equivalence = 200.0f;  // 0 = no RAVE
  float prior_weight = 30.0f;       // virtual visits given to a child's one-ply evaluation
  int playout_plies = 4;            // random moves before the evaluation cut-off
  int playout_scale = 350;          // evaluation units for a 73% expected result
  int arrows = 6;                   // arrows per queen move evaluated at expansion (0 = all); 6: +122 Elo
  int solve_settled = 0;            // 1: settled positions with exact counts are proven (solver)
  // Progressive widening (common::MctsConfig): open children = base + factor * visits^exponent.
  float widening_base = 0.0f;
  float widening_factor = 0.0f;  // 0 = off: all `width` children open
  float widening_exponent = 0.5f;
};

struct AlphaBetaParams {
  int root_width = 40;           // root: best moves by one-ply evaluation
  SelectiveWidth shallow{8, 10};  // depth <= 1
  SelectiveWidth middle{10, 14};  // depth 2
  SelectiveWidth deep{12, 18};    // depth >= 3
  int aspiration_window = 150;   // centi-squares
  int arrows = 0;                // arrows per queen move evaluated in the tree (0 = all)
};

struct SearchParams {
  EvalWeights eval;
  MctsParams mcts;
  AlphaBetaParams ab;
  int fill_budget = 100000;  // fill-solver nodes per region in the settled endgame
};
inline const SearchParams kDefaultSearchParams{};

}  // namespace amazons
