#include "arimaa-engine/params.h"

#include <string>

#include <absl/strings/str_cat.h>

#include "arimaa-engine/eval.h"
#include "arimaa-engine/eval_weights.h"
#include "common/params/params.h"

namespace arimaa {

namespace {

constexpr const char* kTypeNames[6] = {"rabbit", "cat", "dog", "horse", "camel", "elephant"};

void add(const std::string& name, int* v, int min, int max, int step, const std::string& help) {
  common::params().add_int(name, v, min, max, step, help);
}

// One parameter per element: name_<suffix>.
template <int N>
void add_array(const std::string& name, int (&v)[N], int first, int min, int max, int step, const std::string& help) {
  for (int i = first; i < N; ++i) add(absl::StrCat(name, "_", i), &v[i], min, max, step, help);
}
void add_by_type(const std::string& name, int (&v)[6], int min, int max, int step, const std::string& help) {
  for (int t = 0; t < 6; ++t) add(absl::StrCat(name, "_", kTypeNames[t]), &v[t], min, max, step, help);
}

}  // namespace

void register_params() {
  static bool registered = false;
  if (registered) return;
  registered = true;
  EvalWeights& w = g_eval_weights;
  add("eval.harlog_scale", &w.harlog_scale, 100, 3000, 40, "HarLog material, centi-rabbits per HarLog point");
  add_by_type("eval.piece_value", w.piece_value, 0, 3000, 20, "stand-alone piece value (danger, frozen terms)");
  add_by_type("eval.trap_neighbour_weight", w.trap_neighbour_weight, 0, 200, 2, "trap control by a piece next to it");
  add("eval.trap_control_scale", &w.trap_control_scale, 0, 50, 1, "trap control per point of difference");
  add("eval.trap_two_defenders_bonus", &w.trap_two_defenders_bonus, 0, 300, 5, "two or more pieces next to a trap");
  add("eval.home_trap_factor", &w.home_trap_factor, 0, 12, 1, "contested home trap weighs factor/2");
  add("eval.trap_elephant_bonus", &w.trap_elephant_bonus, 0, 300, 5, "elephant next to a trap");
  add("eval.trap_control_v2", &w.trap_control_v2, 0, 1, 1, "trap control by strength and distance (1) or old (0)");
  add_array("eval.trap_v2_rank_weight", w.trap_v2_rank_weight, 0, 0, 500, 3,
            "trap control v2: points of a piece with n stronger enemy pieces");
  add_array("eval.trap_v2_distance_percent", w.trap_v2_distance_percent, 0, 0, 200, 5,
            "trap control v2: % of a piece's points at distance n from the trap");
  add("eval.trap_v2_frozen_percent", &w.trap_v2_frozen_percent, 0, 100, 5, "trap control v2: % for a frozen piece");
  add("eval.trap_v2_strongest_bonus", &w.trap_v2_strongest_bonus, 0, 300, 5,
      "trap control v2: points for the strictly strongest piece next to the trap");
  add("eval.trap_v2_saturation", &w.trap_v2_saturation, 1, 1000, 10, "trap control v2: lead giving half the value");
  add("eval.trap_v2_home_value", &w.trap_v2_home_value, 0, 1000, 10, "trap control v2: value of an own home trap");
  add("eval.trap_v2_away_value", &w.trap_v2_away_value, 0, 1000, 10, "trap control v2: value of an enemy home trap");
  add("eval.trap_v2_at_risk_percent", &w.trap_v2_at_risk_percent, 0, 100, 2,
      "trap control v2: % of the value of enemy pieces at risk next to the trap");
  add("eval.frozen_percent", &w.frozen_percent, 0, 100, 2, "a frozen piece loses this % of its value");
  add("eval.hostage_percent", &w.hostage_percent, 0, 100, 2, "a frozen piece next to an enemy trap");
  add("eval.framed_percent", &w.framed_percent, 0, 100, 2, "a piece on a trap with one defender");
  add("eval.threatened_mover_percent", &w.threatened_mover_percent, 0, 100, 3, "capture the mover can make");
  add("eval.second_threat_mover_percent", &w.second_threat_mover_percent, 0, 100, 3, "second capture of the mover");
  add("eval.threatened_wait_percent", &w.threatened_wait_percent, 0, 100, 3, "capture the opponent threatens");
  add("eval.second_threat_wait_percent", &w.second_threat_wait_percent, 0, 100, 3, "second threat of the opponent");
  add("eval.elephant_mobility", &w.elephant_mobility, 0, 50, 1, "per square the elephant reaches in 3 steps");
  add("eval.camel_mobility", &w.camel_mobility, 0, 50, 1, "per square the camel reaches in 3 steps");
  add("eval.elephant_blockaded", &w.elephant_blockaded, 0, 1000, 10, "elephant reaching <= 2 squares");
  add("eval.camel_blockaded", &w.camel_blockaded, 0, 1000, 10, "camel reaching <= 2 squares");
  add_array("eval.rabbit_row_opening", w.rabbit_row_opening, 1, -100, 400, 3, "rabbit on this row (opening)");
  add_array("eval.rabbit_row_endgame", w.rabbit_row_endgame, 1, -100, 600, 4, "rabbit on this row (endgame)");
  add("eval.rabbit_free_path", &w.rabbit_free_path, 0, 200, 2, "per row of a rabbit with no strong enemy ahead");
  add("eval.goal_threat_next_turn", &w.goal_threat_next_turn, 0, 3000, 25, "the opponent can goal next turn");
  add_array("eval.goal_lower_bound_bonus", w.goal_lower_bound_bonus, 1, 0, 1000, 5, "goal lower bound of n steps");
  add("eval.danger", &w.danger, 0, 400, 10, "piece danger term, percent of its tables (0: off)");
  add_array("eval.danger_enemy_to_move", w.danger_enemy_to_move, 0, 0, 100, 2,
            "piece danger, enemy to move: % of value by steps to capture");
  add_array("eval.danger_own_move", w.danger_own_move, 0, 0, 100, 2, "piece danger, we move: % of value by steps");
  add("eval.step_in_hand", &w.step_in_hand, 0, 100, 1, "side to move: per step left");
  for (int ph = 0; ph < 2; ++ph)
    for (int t = 0; t < 6; ++t) {
      PstShape& s = w.pst_shape[ph][t];
      const std::string base = absl::StrCat("eval.pst_", ph == 0 ? "opening" : "endgame", "_", kTypeNames[t], "_");
      add(base + "centre", &s.centre, -30, 30, 1, "piece-square: per step closer to the centre");
      add(base + "home_trap", &s.home_trap, -30, 30, 1, "piece-square: per step closer to a home trap");
      add(base + "any_trap", &s.any_trap, -30, 30, 1, "piece-square: per step closer to any trap");
      add(base + "advance", &s.advance, -30, 30, 1, "piece-square: per rank forward");
    }

  SearchWeights& s = g_search_weights;
  add("search.order_pass", &s.order_pass, -5000, 5000, 20, "ordering: a pass");
  add("search.order_push_pull", &s.order_push_pull, 0, 20000, 100, "ordering: a push or pull");
  add("search.order_strong_piece", &s.order_strong_piece, -5000, 5000, 50, "ordering: elephant and camel steps");
  add("search.order_rabbit_row", &s.order_rabbit_row, -500, 500, 10, "ordering: rabbit step, per row");
  add("search.order_rabbit_base", &s.order_rabbit_base, -5000, 5000, 50, "ordering: rabbit step, base");
  add("search.order_capture_per_value", &s.order_capture_per_value, 0, 500, 2, "ordering: capture, per value");
  add("search.order_loss_per_value", &s.order_loss_per_value, 0, 500, 4, "ordering: own piece lost, per value");
  add("search.order_root_capture_per_value", &s.order_root_capture_per_value, 0, 500, 2,
      "ordering: first move of a root capture, per value");
  add("search.aspiration_window", &s.aspiration_window, 0, 1000, 5, "aspiration window (centi-rabbits; 0: off)");
  add("search.quiescence_max_ply", &s.quiescence_max_ply, 0, 32, 1, "quiescence depth in moves");
  add("search.null_move_reduction", &s.null_move_reduction, 0, 12, 1,
      "null move: steps searched less than the passed turn (0: off)");
  add("search.null_move_min_depth", &s.null_move_min_depth, 1, 40, 1, "null move: from this depth (steps)");
  add("search.lmr_min_depth", &s.lmr_min_depth, 1, 40, 1, "late move reductions: from this depth (steps)");
  add("search.lmr_first_index", &s.lmr_first_index, 1, 200, 1, "late move reductions: from this move index");
  add("search.lmr_deep_index", &s.lmr_deep_index, 1, 200, 1, "late move reductions: two steps from this index");
  add("search.lmr_deep_depth", &s.lmr_deep_depth, 1, 40, 1, "late move reductions: two steps from this depth");
  add("search.lmr_very_late_index", &s.lmr_very_late_index, 0, 200, 1,
      "late move reductions: three steps from this index (0: never)");
  add("search.lmp_max_depth", &s.lmp_max_depth, 0, 12, 1, "late move pruning: up to this depth (steps; 0: off)");
  add("search.lmp_base", &s.lmp_base, 1, 200, 1, "late move pruning: quiet moves kept at least");
  add("search.lmp_depth_squared", &s.lmp_depth_squared, 0, 50, 1, "late move pruning: more kept per depth squared");
  add("search.qs_capture_plans", &s.qs_capture_plans, 0, 1, 1,
      "quiescence: also the first moves of multi-step capture plans (0: immediate captures only)");

  common::params().on_change([] { rebuild_eval_tables(); });
}

}  // namespace arimaa
