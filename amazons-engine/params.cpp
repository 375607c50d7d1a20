#include "amazons-engine/params.h"

#include <atomic>
#include <string>
#include <mutex>

#include "common/params/params.h"

namespace amazons {
namespace {

SearchParams g_live;  // bound to the registry
std::atomic<uint64_t> g_generation{0};

void add_width(common::ParamRegistry& r, const char* depth, SelectiveWidth& w, const char* help) {
  const std::string prefix = std::string("ab.") + depth;
  r.add_int(prefix + "_queen_moves", &w.queen_moves, 1, 400, 2,
            std::string("queen moves kept before arrows at ") + help);
  r.add_int(prefix + "_moves", &w.moves, 1, 2000, 2, std::string("moves kept at ") + help);
}

}  // namespace

void register_params() {
  static std::once_flag once;
  std::call_once(once, [] {
    common::ParamRegistry& r = common::params();
    EvalWeights& e = g_live.eval;
    r.add_int("eval.t1_open", &e.t1_open, 0, 400, 10, "queen-distance territory weight, open phase (1/100 square)");
    r.add_int("eval.t1_end", &e.t1_end, 0, 400, 10, "queen-distance territory weight, late phase");
    r.add_int("eval.c1", &e.c1, 0, 300, 8, "queen-distance closeness weight (times the phase)");
    r.add_int("eval.c2", &e.c2, 0, 300, 8, "king-distance closeness weight (times the phase)");
    r.add_int("eval.t2", &e.t2, 0, 300, 8, "king-distance territory weight (times the phase)");
    r.add_int("eval.mobility_open", &e.mobility_open, 0, 500, 15, "hemmed-in queen penalty weight, open phase");
    r.add_int("eval.mobility_end", &e.mobility_end, 0, 500, 10, "hemmed-in queen penalty weight, late phase");
    r.add_int("eval.phase_squares", &e.phase_squares, 1, 200, 5, "contested squares at which the phase is fully open");
    r.add_int("eval.tempo", &e.tempo, 0, 100, 2, "value of a square both reach at the same distance, for the mover");
    r.add_int("eval.move_bonus_open", &e.move_bonus_open, 0, 2000, 50, "alpha-beta: bonus for having the move, open");
    r.add_int("eval.move_bonus_end", &e.move_bonus_end, 0, 2000, 50, "alpha-beta: bonus for having the move, late");
    r.add_int("eval.private_defects", &e.private_defects, 0, 1, 1, "1: one-side regions count by exact fill (defects)");
    MctsParams& m = g_live.mcts;
    r.add_int("mcts.width", &m.width, 1, 2000, 8, "children per expanded node");
    r.add_int("mcts.expand_visits", &m.expand_visits, 0, 1000, 1, "visits before a leaf is expanded");
    r.add_float("mcts.exploration", &m.exploration, 0.0, 5.0, 0.05, "UCT exploration constant");
    r.add_float("mcts.rave_equivalence", &m.rave_equivalence, 0.0, 100000.0, 25.0, "RAVE equivalence visits (0 = off)");
    r.add_float("mcts.prior_weight", &m.prior_weight, 0.0, 1000.0, 4.0, "virtual visits of the one-ply prior (0 = off)");
    r.add_int("mcts.playout_plies", &m.playout_plies, 0, 100, 1, "random plies before the evaluation cut-off");
    r.add_int("mcts.playout_scale", &m.playout_scale, 10, 5000, 25, "evaluation units for a 73% playout result");
    r.add_float("mcts.widening_base", &m.widening_base, 0.0, 200.0, 1.0, "progressive widening: children open at first");
    r.add_float("mcts.widening_factor", &m.widening_factor, 0.0, 50.0, 0.25,
                "progressive widening: more children per visits^exponent (0 = off)");
    r.add_float("mcts.widening_exponent", &m.widening_exponent, 0.05, 1.0, 0.05, "progressive widening exponent");
    r.add_int("mcts.arrows", &m.arrows, 0, 100, 1, "arrows per queen move evaluated at expansion, best by a cheap score (0 = all)");
    r.add_int("mcts.solve_settled", &m.solve_settled, 0, 1, 1, "1: the solver proves settled positions by their exact counts");
    AlphaBetaParams& a = g_live.ab;
    r.add_int("ab.root_width", &a.root_width, 1, 4000, 4, "root moves kept by one-ply evaluation");
    add_width(r, "shallow", a.shallow, "depth 1");
    add_width(r, "middle", a.middle, "depth 2");
    add_width(r, "deep", a.deep, "depth 3 and more");
    r.add_int("ab.arrows", &a.arrows, 0, 100, 1, "arrows per queen move evaluated in the tree, best by a cheap score (0 = all)");
    r.add_int("ab.aspiration_window", &a.aspiration_window, 0, 5000, 20, "aspiration window (1/100 square, 0 = off)");
    r.add_int("endgame.fill_budget", &g_live.fill_budget, 100, 100000000, 10000, "fill-solver nodes per region");
    r.on_change([] { g_generation.fetch_add(1, std::memory_order_relaxed); });
  });
}

const SearchParams& live_params() { return g_live; }

PlayerConfig with_params(PlayerConfig base) {
  base.search = g_live;
  return base;
}

uint64_t params_generation() { return g_generation.load(std::memory_order_relaxed); }

}  // namespace amazons
