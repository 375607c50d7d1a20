// Features that are in the engine but off by default until a match measures them: null-move
// pruning (search.null_move_reduction) and the piece danger term (eval.danger). Off, they leave
// the search as it was (the bench signature proves that); on, they must stay correct.
#include <doctest/doctest.h>

#include <string>

#include "arimaa-engine/engine.h"
#include "arimaa-engine/eval.h"
#include "arimaa-engine/eval_features.h"
#include "arimaa-engine/eval_weights.h"
#include "arimaa-engine/goal.h"
#include "think.h"

namespace arimaa {
namespace {

constexpr int kC7 = 6 * 8 + 2;
// Silver horse on c7 next to the empty c6 trap, gold elephant behind it on c8.
constexpr const char* kHangingHorse = "g [r.E....r..h.............................................R.....e.]";

TEST_CASE("null move: passing the turn is undone exactly, and never twice in a row") {
  Position pos = *parse_setposition(kHangingHorse, nullptr);
  SearchPosition sp(pos, {pos.key()});
  REQUIRE_FALSE(sp.null_move_allowed());  // the root: nothing to prune there
  MoveList list;
  sp.generate(list);
  // Play a whole turn of single steps to reach the opponent's turn start.
  while (sp.side_to_move() == static_cast<int>(kGold)) {
    sp.generate(list);
    sp.make(list[0]);
  }
  CHECK(sp.null_move_allowed());
  CHECK(sp.null_move_depth() == 4);
  const uint64_t key = sp.key();
  const Position before = sp.position();
  sp.make_null();
  CHECK(sp.side_to_move() == static_cast<int>(kGold));
  CHECK(sp.position().steps_left() == 4);
  CHECK_FALSE(sp.null_move_allowed());
  sp.unmake_null();
  CHECK(sp.key() == key);
  CHECK(sp.position() == before);
}

TEST_CASE("null move on: the engine still stops a goal and still takes a hanging piece") {
  const SearchWeights saved = g_search_weights;
  g_search_weights.null_move_reduction = 1;
  g_search_weights.null_move_min_depth = 2;  // prune wherever it can
  EngineConfig config;
  config.hash_mb = 8;
  {
    // Silver's rabbit on b3 walks in next turn unless gold's elephant (d2) blocks or kills it.
    Engine e(config);
    REQUIRE_FALSE(e.set_position("g [e......r....................D............r.........E...........R]"));
    Game g = e.game();
    const std::string move = think_to_depth(e, 12);
    REQUIRE(g.play(move, nullptr));
    CHECK(find_goal_threat(g.position(), kSilver).steps < 0);
  }
  {
    Engine e(config);
    REQUIRE_FALSE(e.set_position(kHangingHorse));
    Game g = e.game();
    const std::string move = think_to_depth(e, 8);  // deeper, the goal race matters more
    REQUIRE(g.play(move, nullptr));
    CHECK(g.position().pieces(kSilver, kHorse) == 0);
  }
  g_search_weights = saved;
}

TEST_CASE("null move on: the search changes (the hook runs), off: it is the same every time") {
  const char* board = "g [ r rr rrr r      d  r c   mE h    hc RR    e  R       R  RR     ]";
  auto nodes = [&](int reduction) {
    const SearchWeights saved = g_search_weights;
    g_search_weights.null_move_reduction = reduction;
    g_search_weights.null_move_min_depth = 2;  // at a depth of 6 steps: after the first turn
    EngineConfig config;
    config.hash_mb = 8;
    Engine e(config);
    REQUIRE_FALSE(e.set_position(board));
    common::SearchControl control;
    common::SearchLimits limits;
    limits.max_depth = 6;
    control.start(limits);
    const uint64_t n = e.search(control).nodes;
    g_search_weights = saved;
    return n;
  };
  const uint64_t off = nodes(0);
  CHECK(nodes(0) == off);  // deterministic
  CHECK(nodes(1) != off);  // not necessarily fewer: the passes are searched too
}

TEST_CASE("piece danger: the estimate, and the term is zero unless eval.danger is set") {
  const Position pos = *parse_setposition(kHangingHorse, nullptr);
  // The elephant already touches the horse: one push into the trap, two steps.
  CHECK(eval_features::steps_to_capture(pos, kC7) == 2);
  // Nothing of silver's is stronger than the gold elephant: it cannot be captured.
  CHECK(eval_features::steps_to_capture(pos, 7 * 8 + 2) == 99);
  REQUIRE(g_eval_weights.danger == 0);
  CHECK(eval_features::danger(pos) == 0);
  CHECK(explain_evaluation(pos).find("danger 0 ") != std::string::npos);
  g_eval_weights.danger = 100;
  const int on = eval_features::danger(pos);
  g_eval_weights.danger = 0;
  CHECK(on > 0);  // silver's horse is in danger, gold's pieces are not: good for gold
}

}  // namespace
}  // namespace arimaa
