// The search hooks: playouts, priors, evaluation, and both searchers on tactical positions.
#include <doctest/doctest.h>

#include <vector>

#include "common/search/alphabeta.h"
#include "common/search/mcts.h"
#include "common/params/params.h"
#include "common/search/tt.h"
#include "havannah-engine/game.h"
#include "havannah-engine/params.h"
#include "havannah-engine/rollout.h"
#include "havannah-engine/search_config.h"
#include "helpers.h"

using havannah::Game;
using havannah_test::cell;

namespace {

// White has five stones around e5 (d5 missing) and Black four scattered ones; White to move
// when `white_to_move`, else Black (who must block d5).
Game ring_threat(bool white_to_move) {
  Game g(8);
  for (const char* m : {"e6", "h12", "f6", "j10", "f5", "l12", "e4", "n14", "d4"}) g.make(cell(g, m));
  if (white_to_move) g.make(cell(g, "b7"));
  return g;
}

}  // namespace

TEST_CASE("playouts end the game and record every move") {
  common::Rng rng(3);
  auto trace = std::make_unique<common::PlayoutTrace>();
  for (int base : {3, 4, 8, 10}) {
    for (int i = 0; i < 200; ++i) {
      Game g(base);
      trace->clear();
      const float r = g.playout(rng, *trace);
      CHECK((r == 0.0f || r == 0.5f || r == 1.0f));
      CHECK(g.game_over());
      CHECK(trace->size() >= 5);
      CHECK(trace->size() <= g.geo().num_cells);
      // The reward says who won; the last recorded move is the winner's.
      if (r == 1.0f) CHECK(trace->side(trace->size() - 1) == 0);
      if (r == 0.0f) CHECK(trace->side(trace->size() - 1) == 1);
      if (r == 0.5f) CHECK(trace->size() == g.geo().num_cells);
    }
  }
  // From a finished position the playout just reports the result.
  Game won = ring_threat(true);
  won.make(cell(won, "d5"));
  trace->clear();
  CHECK(won.playout(rng, *trace) == 1.0f);
  CHECK(trace->size() == 0);
}

TEST_CASE("playouts take a win and block a loss in one") {
  common::Rng rng(11);
  auto trace = std::make_unique<common::PlayoutTrace>();
  for (int i = 0; i < 50; ++i) {
    Game white = ring_threat(true);
    trace->clear();
    CHECK(white.playout(rng, *trace) == 1.0f);  // d5 at once
    CHECK(trace->size() == 1);
    Game black = ring_threat(false);
    trace->clear();
    black.playout(rng, *trace);
    REQUIRE(trace->size() >= 1);
    CHECK(trace->index(0) == cell(black, "d5"));  // the block comes first
  }
}

TEST_CASE("playouts with the ring scan block a ring closed two steps from the last stone") {
  // White has five stones around h8; the sixth cell (h8 + direction 3) is two steps from
  // White's last stone (h8 + direction 0). Black to move.
  Game g(8);
  const int centre = cell(g, "h8");
  const auto& off = g.geo().offset;
  const char* far[] = {"a1", "a8", "o8", "o15"};
  int k = 0;
  for (int d : {1, 2, 4, 5}) {
    g.make(static_cast<havannah::Move>(centre + off[d]));
    g.make(cell(g, far[k++]));
  }
  g.make(static_cast<havannah::Move>(centre + off[0]));
  const auto missing = static_cast<uint32_t>(centre + off[3]);
  REQUIRE(g.board().wins_if_placed(missing, havannah::kWhite));
  auto trace = std::make_unique<common::PlayoutTrace>();
  havannah::register_params();
  auto first_moves_blocking = [&](int seeds) {
    int blocks = 0;
    for (int seed = 0; seed < seeds; ++seed) {
      common::Rng rng(100 + static_cast<uint64_t>(seed));
      Game line = g;
      trace->clear();
      line.playout(rng, *trace);
      blocks += trace->size() > 0 && trace->index(0) == missing;
    }
    return blocks;
  };
  REQUIRE_FALSE(common::params().set("playout.ring_scan", "1"));
  CHECK(first_moves_blocking(20) == 20);
  REQUIRE_FALSE(common::params().set("playout.ring_scan", "0"));
  CHECK(first_moves_blocking(20) < 5);
  common::params().reset_defaults();
}

TEST_CASE("playouts with edge templates keep a second-row stone connected to the edge") {
  havannah::register_params();
  Game g(8);
  const auto& geo = g.geo();
  // A second-row cell away from the corners, and its two neighbours on the edge.
  int stone = -1, edge[2] = {-1, -1};
  for (int i = 0; i < geo.num_cells && stone < 0; ++i) {
    const int s = geo.cells[i];
    if (geo.edge_distance[s] != 1) continue;
    int n = 0, found[6];
    for (int d = 0; d < 6; ++d)
      if (geo.on_board[s + geo.offset[d]] && geo.edge_distance[s + geo.offset[d]] == 0) found[n++] = s + geo.offset[d];
    bool near_corner = false;
    for (int d = 0; d < 6; ++d) near_corner |= (geo.border[s + geo.offset[d]] & havannah::kCornerBits) != 0;
    if (n == 2 && !near_corner) {
      stone = s;
      edge[0] = found[0];
      edge[1] = found[1];
    }
  }
  REQUIRE(stone >= 0);
  g.make(static_cast<havannah::Move>(stone));
  g.make(static_cast<havannah::Move>(edge[0]));  // Black intrudes; White to move
  auto trace = std::make_unique<common::PlayoutTrace>();
  auto saves = [&](int seeds) {
    int n = 0;
    for (int seed = 0; seed < seeds; ++seed) {
      common::Rng rng(200 + static_cast<uint64_t>(seed));
      Game line = g;
      trace->clear();
      line.playout(rng, *trace);
      n += trace->size() > 0 && trace->index(0) == static_cast<uint32_t>(edge[1]);
    }
    return n;
  };
  REQUIRE_FALSE(common::params().set("playout.edge_templates", "1"));
  CHECK(saves(20) == 20);
  REQUIRE_FALSE(common::params().set("playout.edge_templates", "0"));
  CHECK(saves(20) < 5);
  common::params().reset_defaults();
}

TEST_CASE("playouts with last good reply: the winner's replies are stored, the loser's forgotten") {
  havannah::register_params();
  REQUIRE_FALSE(common::params().set("playout.last_good_reply", "1"));
  havannah::clear_last_good_replies();
  const int base = 6;
  auto trace = std::make_unique<common::PlayoutTrace>();
  common::Rng rng(21);
  int checked_stored = 0, checked_forgotten = 0;
  for (int playout = 0; playout < 40; ++playout) {
    Game g(base);
    trace->clear();
    const float r = g.playout(rng, *trace);
    if (r == 0.5f) continue;
    const int winner = r == 1.0f ? 0 : 1;
    // Each cell is played once per playout, so each (side, previous move) pair occurs once:
    // after it, the winner's entry is its reply, and the loser's is not the reply it played.
    for (int i = 1; i < trace->size(); ++i) {
      const int side = trace->side(i);
      const int prev = static_cast<int>(trace->index(i - 1));
      const int stored = havannah::last_good_reply(base, side, prev);
      if (side == winner) {
        CHECK(stored == static_cast<int>(trace->index(i)));
        ++checked_stored;
      } else {
        CHECK(stored != static_cast<int>(trace->index(i)));
        ++checked_forgotten;
      }
    }
  }
  CHECK(checked_stored > 100);
  CHECK(checked_forgotten > 100);
  // A stored reply is played: after White's first stone, Black has nothing urgent and no bridge
  // to save, so its first move is its last good reply to that stone.
  int replayed = 0;
  const havannah::Geometry& geo = Game(base).geo();
  for (int i = 0; i < geo.num_cells; ++i) {
    const auto first = static_cast<havannah::Move>(geo.cells[i]);
    const int reply = havannah::last_good_reply(base, 1, first);
    if (reply == havannah::kNoMove) continue;
    Game g(base);
    g.make(first);
    trace->clear();
    g.playout(rng, *trace);
    REQUIRE(trace->size() > 0);
    CHECK(static_cast<int>(trace->index(0)) == reply);
    ++replayed;
  }
  CHECK(replayed > 3);
  havannah::clear_last_good_replies();
  for (int i = 0; i < geo.num_cells; ++i) CHECK(havannah::last_good_reply(base, 1, geo.cells[i]) == havannah::kNoMove);
  common::params().reset_defaults();
}

TEST_CASE("priors: a win in one outweighs everything, a forced block comes next") {
  for (bool white_to_move : {true, false}) {
    const Game g = ring_threat(white_to_move);
    Game::MoveList list;
    g.generate(list);
    std::vector<float> value(list.size()), weight(list.size());
    g.priors(list, value.data(), weight.data());
    std::size_t best = 0;
    for (std::size_t i = 0; i < list.size(); ++i) {
      CHECK(value[i] >= 0.0f);
      CHECK(value[i] <= 1.0f);
      if (value[i] * weight[i] > value[best] * weight[best]) best = i;
    }
    CHECK(list[best] == cell(g, "d5"));
    std::vector<int32_t> scores(list.size());
    g.score_moves(list, scores.data());
    CHECK(scores[best] >= common::kTacticalScore);
  }
}

TEST_CASE("evaluate: a win in one for the side to move, a double threat against it") {
  CHECK(ring_threat(true).evaluate() > 1000);
  Game g(8);
  // White threatens rings at d5 (around e5) and at k11 (around k10): Black cannot stop both.
  for (const char* m : {"e6", "a1", "f6", "o15", "f5", "a8", "e4", "o8", "d4", "h1",
                        "k11", "h15", "l11", "b1", "l10", "c1", "k9", "d1", "j9"})
    g.make(cell(g, m));
  CHECK_FALSE(g.game_over());
  CHECK(g.side_to_move() == 1);
  CHECK(g.evaluate() < -1000);
}

TEST_CASE("mcts and alpha-beta find the win and the block") {
  for (bool white_to_move : {true, false}) {
    const Game g = ring_threat(white_to_move);
    common::MctsConfig config = havannah::default_mcts_config();
    config.report_interval_ms = 0;
    config.max_nodes_memory_mb = 16;
    common::Mcts<Game> mcts(config);
    common::SearchControl control;
    common::SearchLimits limits;
    limits.max_nodes = 3000;
    control.start(limits);
    CHECK(g.move_to_string(mcts.search(g, control).best) == "d5");

    common::TranspositionTable tt(4);
    common::AlphaBeta<Game> ab(tt);
    common::SearchLimits ab_limits;
    ab_limits.max_depth = 2;
    control.start(ab_limits);
    const auto result = ab.search(g, control);
    CHECK(g.move_to_string(result.best) == "d5");
    if (white_to_move) CHECK(result.score >= common::kScoreMateBound);
  }
}

TEST_CASE("tree moves: only the win in one, only the block of the opponent's, else every move") {
  // White to move with a win in one at d5: the only tree move.
  Game win = ring_threat(true);
  Game::MoveList list, all;
  win.tree_moves(list);
  REQUIRE(list.size() == 1);
  CHECK(win.move_to_string(list[0]) == "d5");
  // Black to move must block d5.
  Game block = ring_threat(false);
  block.tree_moves(list);
  REQUIRE(list.size() == 1);
  CHECK(block.move_to_string(list[0]) == "d5");
  // Nothing forced: every legal move, as generate gives them.
  Game open(8);
  open.make(cell(open, "h8"));
  open.tree_moves(list);
  open.generate(all);
  REQUIRE(list.size() == all.size());
  for (std::size_t i = 0; i < list.size(); ++i) CHECK(list[i] == all[i]);
  // A finished game has none.
  win.make(cell(win, "d5"));
  REQUIRE(win.game_over());
  win.tree_moves(list);
  CHECK(list.empty());
}

TEST_CASE("mcts with forced moves proves a double threat lost and still blocks one") {
  // White threatens two rings (the position of the evaluate test above); Black to move.
  Game g(8);
  for (const char* m : {"e6", "a1", "f6", "o15", "f5", "a8", "e4", "o8", "d4", "h1",
                        "k11", "h15", "l11", "b1", "l10", "c1", "k9", "d1", "j9"})
    g.make(cell(g, m));
  REQUIRE_FALSE(g.game_over());
  REQUIRE(g.side_to_move() == 1);
  Game::MoveList list;
  g.tree_moves(list);
  REQUIRE(list.size() == 1);  // one of the two blocks
  CHECK(g.board().wins_if_placed(list[0], havannah::kWhite));
  common::MctsConfig config = havannah::default_mcts_config();
  REQUIRE(config.use_tree_moves);
  config.report_interval_ms = 0;
  config.max_nodes_memory_mb = 16;
  common::Mcts<Game> mcts(config);
  common::SearchControl control;
  common::SearchLimits limits;
  limits.max_nodes = 2000;
  control.start(limits);
  const auto result = mcts.search(g, control);
  CHECK(mcts.root_proven() == common::Proven::kLoss);
  CHECK(g.board().wins_if_placed(result.best, havannah::kWhite));
}
