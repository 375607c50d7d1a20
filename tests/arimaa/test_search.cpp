// The search game (steps as plies) and the engine's choices on small tactical positions.
#include <doctest/doctest.h>

#include <cstdlib>
#include <string>
#include <vector>

#include "arimaa-engine/engine.h"
#include "arimaa-engine/eval_weights.h"
#include "arimaa-engine/goal.h"
#include "common/search/types.h"
#include <absl/container/flat_hash_set.h>
#include "think.h"

namespace arimaa {
namespace {

// Every distinct placement at the end of a turn walked through SearchPosition's move tree.
void collect_turn_ends(SearchPosition& sp, int side, absl::flat_hash_set<uint64_t>& seen_nodes,
                       absl::flat_hash_set<uint64_t>& ends) {
  MoveList list;
  sp.generate(list);
  for (const Move m : list) {
    const uint64_t before = sp.key();
    sp.make(m);
    if (sp.side_to_move() != side) {
      ends.insert(sp.position().placement_key());
    } else if (seen_nodes.insert(sp.key()).second) {
      collect_turn_ends(sp, side, seen_nodes, ends);
    }
    sp.unmake(m);
    REQUIRE(sp.key() == before);
  }
}

TEST_CASE("the step tree of one turn reaches exactly the distinct turns") {
  const char* boards[] = {
      "g [rrrrrrrrdhcemchd                                DHCMECHDRRRRRRRR]",
      "g [ r rr rrr r      d  r c   mE h    hc RR    e  R       R  RR     ]",
  };
  const std::size_t expected[] = {3353, 3157};
  for (int i = 0; i < 2; ++i) {
    Position pos = *parse_setposition(boards[i], nullptr);
    SearchPosition sp(pos, {pos.key()});
    absl::flat_hash_set<uint64_t> nodes, ends;
    collect_turn_ends(sp, sp.side_to_move(), nodes, ends);
    CHECK(ends.size() == expected[i]);
    CHECK(sp.position() == pos);
  }
}

TEST_CASE("incremental keys match keys computed from scratch") {
  Position pos = *parse_setposition("g [rcrrr c   rd d rM mhErh e    H       r R D D  H R R RR    CRRRC ]", nullptr);
  SearchPosition sp(pos, {pos.key()});
  common::Rng rng(7);
  for (int ply = 0; ply < 60; ++ply) {
    MoveList list;
    sp.generate(list);
    if (list.empty() || sp.outcome() != common::Outcome::kOngoing) break;
    sp.make(list[rng.below(static_cast<uint32_t>(list.size()))]);
    Position fresh = *parse_setposition(setposition_string(sp.position()), nullptr);
    CHECK(fresh.placement_key() == sp.position().placement_key());
  }
}

Engine engine_at(const char* board, int depth) {
  EngineConfig config;
  config.hash_mb = 8;
  config.depth = depth;
  Engine e(config);
  REQUIRE_FALSE(e.set_position(board));
  return e;
}

TEST_CASE("the engine scores a goal that needs its frozen rabbit thawed first") {
  // The silver cat on c7 freezes the gold rabbit on d7; the dog steps next to it, then it runs.
  Engine e = engine_at("g [r......r..cR.D........................................e.........]", 4);
  const std::string move = think_to_depth(e, 4);
  Game g = e.game();
  std::string error;
  REQUIRE_MESSAGE(g.play(move, &error), move << ": " << error);
  REQUIRE(g.result());
  CHECK(*g.result() == GameResult{kGold, Termination::kGoal});
}

TEST_CASE("the engine stops a goal threat") {
  // Silver's rabbit on b3 walks in next turn unless gold's elephant (d2) blocks or kills it.
  const char* board = "g [e......r....................D............r.........E...........R]";
  Position pos = *parse_setposition(board, nullptr);
  REQUIRE(find_goal_threat(pos, kSilver).steps >= 0);
  Engine e = engine_at(board, 8);
  const std::string move = think_to_depth(e, 8);
  Game g = e.game();
  std::string error;
  REQUIRE_MESSAGE(g.play(move, &error), move << ": " << error);
  CHECK(find_goal(g.position(), 4).steps < 0);
}

TEST_CASE("the engine captures an undefended piece") {
  // Silver horse on c7 next to the empty c6 trap, gold elephant behind it on c8.
  Engine e = engine_at("g [r.E....r..h.............................................R.....e.]", 6);
  const std::string move = think_to_depth(e, 6);
  Game g = e.game();
  std::string error;
  REQUIRE_MESSAGE(g.play(move, &error), move << ": " << error);
  CHECK(g.position().pieces(kSilver, kHorse) == 0);
}

// Silver horse on c7 next to the empty c6 trap, gold elephant on f7: two approach steps
// (e7, d7) and a push of the horse south (four steps). After one step at the root, the
// capture needs an approach step and a push: three steps at the horizon.
constexpr const char* kHorseTwoStepsAway = "g [r......r..h..E..........................................R......R]";

common::Score score_at_depth(const char* board, int depth) {
  Engine e = engine_at(board, depth);
  common::SearchControl control;
  common::SearchLimits limits;
  limits.max_depth = depth;
  control.start(limits);
  return e.search(control).score;
}

TEST_CASE("quiescence capture plans: an approach step and a push are resolved at the horizon") {
  constexpr int kF7 = 6 * 8 + 5, kE7 = 6 * 8 + 4;
  const SearchWeights saved = g_search_weights;
  Position pos = *parse_setposition(kHorseTwoStepsAway, nullptr);
  SearchPosition sp(pos, {pos.key()});
  sp.make(Move::step(kF7, kWest));  // Ef7w: three steps left, the horse is not capturable at once
  REQUIRE(sp.position().steps_left() == 3);
  MoveList tactical;
  g_search_weights.qs_capture_plans = 0;
  sp.generate_tactical(tactical);
  CHECK(tactical.empty());
  g_search_weights.qs_capture_plans = 1;
  sp.generate_tactical(tactical);
  CHECK(tactical.size() == 1);
  CHECK(tactical.contains(Move::step(kE7, kWest)));  // Ee7w, then the push from d7

  // A one-step search: with the plans, quiescence wins the horse; without them the horse only
  // counts through the evaluation's threat term.
  g_search_weights.qs_capture_plans = 0;
  const common::Score off = score_at_depth(kHorseTwoStepsAway, 1);
  g_search_weights.qs_capture_plans = 1;
  const common::Score on = score_at_depth(kHorseTwoStepsAway, 1);
  g_search_weights = saved;
  MESSAGE("depth 1: plans off " << off << ", on " << on);
  CHECK(on > off + 500);
  // Capturing the horse is then what the search sees: a deeper search (the capture inside the
  // tree) agrees with the one-step search with plans to within the positional terms.
  const common::Score deep = score_at_depth(kHorseTwoStepsAway, 4);
  MESSAGE("depth 4: " << deep);
  CHECK(std::abs(on - deep) < std::abs(off - deep));
}

TEST_CASE("setups on an empty board and random turns are legal") {
  EngineConfig config;
  config.hash_mb = 1;
  config.random = true;
  Engine e(config);
  common::SearchControl control;
  control.start({});
  for (int turn = 0; turn < 60 && !e.game().over(); ++turn) {
    const std::string move = e.think(control, {}, {});
    CAPTURE(move);
    REQUIRE_FALSE(e.make_move(move));
  }
}

}  // namespace
}  // namespace arimaa
