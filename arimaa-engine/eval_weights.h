// Every tunable number of the evaluation and of the search's move ordering, in one table.
// Units: centi-rabbits (a rabbit early in the game is worth about 100). The table is a plain
// struct read directly by the hot paths; params.cpp registers each field as a parameter
// (`eval.*`, `search.*`) so that it can be set by name (AEI setoption, --param, tuners).
#pragma once

namespace arimaa {

inline constexpr int kDangerSteps = 9;  // capture estimates 0..8 steps (two turns) count
inline constexpr int kTrapV2Ranks = 9;      // trap control v2: 0..8 stronger enemy pieces
inline constexpr int kTrapV2Distances = 4;  // trap control v2: distance 0 (on the trap)..3

// Piece-square tables per phase, from gold's side (silver mirrors ranks), generated from a few
// shape parameters so that they stay easy to tune: value = centre * centrality + trap *
// nearness to the chosen traps + advance * rank.
struct PstShape {
  int centre;     // per step closer to the centre (max 6 steps)
  int home_trap;  // per step closer to the nearest own trap (within 3)
  int any_trap;   // per step closer to the nearest trap (within 3)
  int advance;    // per rank forward
};

struct EvalWeights {
  // Material: HarLog trade formula (fixed constants, eval.cpp). At 1600 an early rabbit counts
  // about 200, twice its rough value below: with 800 the positional terms outweighed material
  // and the engine gave pieces for trap presence (self-play SPRT 1600 vs 800: +43 Elo).
  // 2000 vs 1600: +14.2 +- 23.9 (834 games, undecided); with LMP, -3.1 +- 18.5 over 1358 games,
  // H0 accepted: the early lean was noise.
  int harlog_scale = 1600;

  // Rough stand-alone piece values (frozen/danger terms, move ordering), by type R C D H M E.
  int piece_value[6] = {100, 150, 200, 300, 550, 800};

  // Trap control: strength-weighted presence next to each trap, by type R..E.
  int trap_neighbour_weight[6] = {6, 10, 13, 16, 20, 28};
  int trap_control_scale = 2;        // per point of weighted difference
  int trap_two_defenders_bonus = 25;
  int home_trap_factor = 3;          // home traps weigh x(factor)/2 when under fire
  int trap_elephant_bonus = 20;      // elephant next to a trap

  // Trap control v2 (eval_trap_control.cpp), replacing the block above when trap_control_v2 is
  // 1. Control points of a piece = rank weight (by the number of enemy pieces stronger than it,
  // 0 = none) x distance percent (on the trap, adjacent, 2, 3 steps away; 0 from some distance
  // on: not looked at) x frozen percent if frozen, + strongest_bonus for the side with the
  // strictly strongest piece next to the trap. The side ahead by x points gets
  // value * x / (|x| + saturation), value = home or away value + at_risk_percent of the enemy
  // pieces on or next to the trap that one of its pieces within two steps can push or pull.
  int trap_control_v2 = 0;
  int trap_v2_rank_weight[kTrapV2Ranks] = {100, 65, 45, 32, 24, 18, 13, 9, 6};
  int trap_v2_distance_percent[kTrapV2Distances] = {60, 100, 40, 15};
  int trap_v2_frozen_percent = 50;
  int trap_v2_strongest_bonus = 30;
  int trap_v2_saturation = 100;
  int trap_v2_home_value = 180;
  int trap_v2_away_value = 150;
  int trap_v2_at_risk_percent = 10;

  // Frozen pieces lose this many percent of their value; a frozen piece next to an enemy-
  // controlled trap (hostage) or a piece on a trap with one defender (framed) loses more.
  // 20 vs 12 at 0.1 s/turn: SPRT +53.9 +- 32.9 (442 games), H1 accepted, so 20.
  // 30 vs 20: -7.5 +- 33.5 (415 games, undecided), so it stays 20.
  int frozen_percent = 20;
  // hostage_percent 45 vs 30: +13.3 +- 27.9 (599 games, undecided), so it stays 30.
  int hostage_percent = 30;
  // framed_percent 55 vs 40: -14.2 +- 26.1 (684 games, H0 accepted), so it stays 40.
  int framed_percent = 40;

  // Capture threats found by pattern (capture.h): the side to move can carry out one with its
  // steps; the victim side moves first and can usually parry one threat, rarely two.
  // threatened_mover_percent 25 instead of 55 at 0.1 s/turn: +12.2 +- 23.6 over 800 games on
  // 34d92dd (undecided), then -16.2 +- 27.0 over 642 games on 2831892 (H0), so it stays 55.
  int threatened_mover_percent = 55;
  int second_threat_mover_percent = 20;
  int threatened_wait_percent = 12;
  int second_threat_wait_percent = 30;

  // Mobility (squares reachable in up to three empty-square steps).
  // elephant_mobility 6 vs 3: -27.2 +- 31.1 at 0.1 s/turn (486 games, H0); 1 vs 3: -6.9 +- 25.8
  // (700 games, undecided), so it stays 3.
  int elephant_mobility = 3;
  // camel_mobility 4 vs 2: +4.0 +- 25.8 at 0.1 s/turn (700 games, undecided), so it stays 2.
  int camel_mobility = 2;
  // elephant_blockaded 200 vs 120: -69.1 +- 46.7 at 0.1 s/turn (224 games, H0), so not higher.
  // 60 vs 120: +65.6 +- 40.2 (300 games, H1); 20 vs 60: +33.9 +- 25.9 (700 games, LLR 2.60).
  // 0 vs 20: +3.7 +- 28.8 (560 games, undecided), so the term stays, at 20.
  int elephant_blockaded = 20;  // reach <= 2
  // camel_blockaded 10 vs 40: -19.2 +- 27.5 at 0.1 s/turn (616 games, H0); 80 vs 40: -3.2 +- 29.4
  // (539 games, undecided), so it stays 40.
  int camel_blockaded = 40;  // reach <= 2

  // Rabbits: advancement per row by phase, and threats.
  int rabbit_row_opening[8] = {0, 0, 2, 4, 8, 14, 30, 0};
  int rabbit_row_endgame[8] = {0, 4, 10, 20, 35, 60, 100, 0};
  // rabbit_free_path 20 vs 12 at 0.1 s/turn: +13.0 +- 24.1 (800 games, undecided); again after
  // the elephant changes: -2.0 +- 25.8 (700 games, undecided), so it stays 12.
  int rabbit_free_path = 12;        // per row with no stronger enemy piece in the way
  // goal_threat_next_turn 500 vs 350: -13.0 +- 32.1 at 0.1 s/turn (453 games, undecided), so it
  // stays 350.
  int goal_threat_next_turn = 350;  // the opponent could score next turn
  int goal_lower_bound_bonus[5] = {0, 80, 50, 25, 10};  // by lower bound 1..4

  // Piece danger (eval_danger.cpp): percent of a piece's value by the estimated steps the enemy
  // needs to trap it (0..kDangerSteps-1), when the enemy moves next / when we do, the whole term
  // scaled by `danger` percent. Off (danger = 0: not computed): 100 against 0 scored -9.8 +- 27.8
  // Elo at 0.1 s/turn over 600 games (LLR -2.06, undecided) and costs ~1.5x bench time; the tables
  // are untuned, so a tuning run would have to come first.
  int danger = 0;
  int danger_enemy_to_move[kDangerSteps] = {60, 60, 60, 50, 40, 20, 12, 6, 3};
  int danger_own_move[kDangerSteps] = {25, 25, 25, 20, 15, 8, 5, 3, 2};

  // Side to move: each step still in hand.
  int step_in_hand = 6;

  // Index: [phase 0 opening / 1 endgame][type R C D H M E].
  PstShape pst_shape[2][6] = {
      {{0, 2, 0, -2}, {1, 6, 0, -3}, {1, 5, 1, -2}, {3, 1, 3, 1}, {4, 0, 2, 1}, {6, 0, 3, 2}},
      {{0, 0, 0, 0}, {2, 2, 2, 0}, {2, 2, 2, 0}, {3, 1, 3, 1}, {4, 0, 2, 1}, {6, 0, 2, 0}},
  };
};

// Move ordering of the step search (search_game.cpp).
struct SearchWeights {
  int order_pass = -50;              // a pass (ends the turn early)
  int order_push_pull = 2000;        // pushes and pulls move enemy pieces: usually the point
  int order_strong_piece = 300;      // elephant and camel steps
  int order_rabbit_row = 60;         // rabbit steps: per row advanced ...
  int order_rabbit_base = -200;      // ... from this base
  int order_capture_per_value = 16;  // a capture: kTacticalScore + piece value x this
  int order_loss_per_value = 64;     // a step that loses our own piece: minus value x this
  int order_root_capture_per_value = 8;
  // Searcher settings.
  // 25 vs 40: +9.0 +- 21.6 at 0.1 s/turn (1000 games, undecided), so it stays 40.
  int aspiration_window = 40;
  int quiescence_max_ply = 6;
  int null_move_reduction = 0;  // steps beyond the passed turn; 0: no null-move pruning
  int null_move_min_depth = 5;  // steps
  // Late move reductions of the shared searcher (common::AlphaBetaConfig::lmr_*), in steps.
  // 2 vs 3 at 0.1 s/turn: +53.6 +- 36.2 over 366 games (H1 accepted), so 2.
  int lmr_min_depth = 2;
  int lmr_first_index = 4;  // 3 vs 4: -13.3 +- 26.7 at 0.1 s/turn (655 games, leaning H0)
  // At 0.1 s/turn: 8 vs 12 -7.6 +- 26.9 (642 games, leaning H0); 16 vs 12 +0.0 +- 22.7
  // (900 games, undecided).
  int lmr_deep_index = 12;
  int lmr_deep_depth = 5;
  int lmr_very_late_index = 0;  // 0: at most two steps of reduction
  // Late move pruning of the shared searcher (common::AlphaBetaConfig::lmp_*).
  int lmp_max_depth = 2;  // 0: off; 2: SPRT +64.8 +- 37.7 at 0.1 s/turn (358 games)
  int lmp_base = 5;  // 5 vs 8: SPRT +31.5 +- 23.3 at 0.1 s/turn (864 games), H1 accepted
                     // 3 vs 5: +0.0 +- 27.9 (600 games, undecided)
  // 3 vs 4: +13.9 +- 21.6 at 0.1 s/turn (1000 games, undecided), so it stays 4.
  int lmp_depth_squared = 4;
  // Quiescence: 1 also searches the first moves of capture plans longer than one push/pull
  // (an approach step, a defender driven off first) that find_captures sees within the steps
  // left; 0 only immediate captures. 1: SPRT +115.4 +- 51.0 at 0.1 s/turn (156 games).
  int qs_capture_plans = 1;
};

// The process's tables (defaults until a parameter is set).
inline EvalWeights g_eval_weights;
inline SearchWeights g_search_weights;

}  // namespace arimaa
