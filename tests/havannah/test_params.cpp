// The tunable parameters (params.h): registered under their names, and what the search reads.
#include <doctest/doctest.h>

#include "common/params/params.h"
#include "havannah-engine/game.h"
#include "havannah-engine/params.h"
#include "havannah-engine/rollout.h"
#include "havannah-engine/search_config.h"
#include "helpers.h"

using havannah::Game;

namespace {
// Restores every parameter's default however the test ends.
struct Defaults {
  Defaults() { havannah::register_params(); }
  ~Defaults() { common::params().reset_defaults(); }
};
}  // namespace

TEST_CASE("every Havannah constant is a registered parameter with its compiled default") {
  Defaults restore;
  const common::ParamRegistry& r = common::params();
  for (const char* name : {"mcts.exploration", "mcts.rave_equivalence", "mcts.first_play_urgency", "mcts.expand_visits",
                           "mcts.forced_moves", "mcts.pool_size", "mcts.pool_min_visits",
                           "priors.weight", "priors.win_weight", "priors.block_weight", "priors.block_value",
                           "priors.save_bridge", "priors.connect", "priors.local_reply", "priors.bridge_link",
                           "priors.empty_edge_penalty", "priors.crowded_penalty", "priors.swap_value",
                           "priors.swap_centrality", "playout.save_bridges", "playout.win_and_block",
                           "playout.bridge_save_probability", "playout.pool_probability"}) {
    CAPTURE(name);
    REQUIRE(r.contains(name));
    CHECK(r.find(name)->value == r.find(name)->default_value);
  }
  CHECK(r.find("mcts.rave_equivalence")->default_value == 1000);
  CHECK(r.find("mcts.expand_visits")->integer);
  CHECK_FALSE(r.find("priors.weight")->integer);
}

TEST_CASE("setting a parameter changes what the search is configured with") {
  Defaults restore;
  common::ParamRegistry& r = common::params();
  CHECK_FALSE(r.set("mcts.exploration", "0.5"));
  CHECK_FALSE(r.set("mcts.rave_equivalence", "300"));
  CHECK_FALSE(r.set("mcts.expand_visits", "9"));
  const common::MctsConfig c = havannah::default_mcts_config();
  CHECK(c.exploration == doctest::Approx(0.5));
  CHECK(c.rave_equivalence == doctest::Approx(300));
  CHECK(c.expand_visits == 9);
  // Refused values change nothing.
  CHECK(r.set("mcts.exploration", "7"));
  CHECK(r.set("mcts.expand_visits", "1.5"));
  CHECK(havannah::default_mcts_config().exploration == doctest::Approx(0.5));
  CHECK(havannah::default_mcts_config().expand_visits == 9);
}

TEST_CASE("prior parameters reach Game::priors") {
  Defaults restore;
  Game g(8);
  g.make(havannah_test::cell(g, "h8"));
  Game::MoveList list;
  g.generate(list);
  std::vector<float> value(list.size()), weight(list.size());
  g.priors(list, value.data(), weight.data());
  CHECK(weight[0] == doctest::Approx(7));
  REQUIRE_FALSE(common::params().set("priors.weight", "12"));
  g.priors(list, value.data(), weight.data());
  CHECK(weight[0] == doctest::Approx(12));
}

TEST_CASE("playout parameters switch the playout policy") {
  Defaults restore;
  auto lengths = [] {
    // Total playout length from one position with a fixed seed (and an empty reply table).
    havannah::clear_last_good_replies();
    Game root(6);
    common::Rng rng(5);
    common::PlayoutTrace trace;
    int total = 0;
    for (int i = 0; i < 200; ++i) {
      Game g = root;
      trace.clear();
      g.playout(rng, trace);
      total += trace.size();
    }
    return total;
  };
  const int with_policy = lengths();
  CHECK(lengths() == with_policy);
  REQUIRE_FALSE(common::params().set("playout.save_bridges", "0"));
  REQUIRE_FALSE(common::params().set("playout.win_and_block", "0"));
  CHECK(lengths() != with_policy);
}

TEST_CASE("Pool-RAVE: playouts play the mover's pool moves instead of random ones") {
  Defaults restore;
  using havannah_test::cell;
  common::PlayoutPool pool;
  auto one = [&](int side, const char* name) {
    pool.size[side] = 1;
    pool.amaf[side][0] = static_cast<uint32_t>(cell(Game(8), name));
  };
  one(0, "h8");
  one(1, "a1");
  common::Rng rng(11);
  common::PlayoutTrace trace;
  // Always from the pool: white's first stone is its pool cell, black's answer its own (no
  // bridge, threat or learnt reply can come first with one stone each on the board).
  REQUIRE_FALSE(common::params().set("playout.pool_probability", "1"));
  for (int i = 0; i < 20; ++i) {
    havannah::clear_last_good_replies();
    Game g(8);
    trace.clear();
    g.playout(rng, trace, pool);
    CHECK(g.game_over());
    REQUIRE(trace.size() >= 2);
    CHECK(trace.index(0) == static_cast<uint32_t>(cell(g, "h8")));
    CHECK(trace.index(1) == static_cast<uint32_t>(cell(g, "a1")));
  }
  // A pool cell already taken is passed over: the playout goes on with a random cell.
  Game taken(8);
  taken.make(cell(taken, "a1"));  // white; black to move, its pool cell is occupied
  trace.clear();
  havannah::clear_last_good_replies();
  taken.playout(rng, trace, pool);
  CHECK(taken.game_over());
  REQUIRE(trace.size() >= 1);
  CHECK(trace.index(0) != static_cast<uint32_t>(cell(taken, "a1")));
  // Never from the pool: the first stone is random.
  REQUIRE_FALSE(common::params().set("playout.pool_probability", "0"));
  int from_pool = 0;
  for (int i = 0; i < 50; ++i) {
    havannah::clear_last_good_replies();
    Game g(8);
    trace.clear();
    g.playout(rng, trace, pool);
    from_pool += trace.index(0) == static_cast<uint32_t>(cell(g, "h8"));
  }
  CHECK(from_pool < 10);
}

TEST_CASE("Pool-RAVE parameters reach the search configuration") {
  Defaults restore;
  CHECK(havannah::default_mcts_config().pool_size == 0);
  REQUIRE_FALSE(common::params().set("mcts.pool_size", "10"));
  REQUIRE_FALSE(common::params().set("mcts.pool_min_visits", "30"));
  CHECK(havannah::default_mcts_config().pool_size == 10);
  CHECK(havannah::default_mcts_config().pool_min_visits == 30);
  CHECK(common::params().set("mcts.pool_size", "33").has_value());  // beyond PlayoutPool::kCapacity
}
