#include <doctest/doctest.h>

#include <memory>
#include <thread>
#include <vector>

#include "common/search/alphabeta.h"
#include "synthetic_game.h"

using common::AlphaBeta;
using common::AlphaBetaConfig;
using common::SearchControl;
using common::SearchLimits;
using common::TranspositionTable;
using testgame::SyntheticGame;

namespace {
common::SearchResult<SyntheticGame::Move> search_depth(const SyntheticGame& g, int depth, AlphaBetaConfig cfg,
                                                       TranspositionTable& tt) {
  AlphaBeta<SyntheticGame> ab(tt, cfg);
  SearchControl control;
  SearchLimits limits;
  limits.max_depth = depth;
  control.start(limits);
  return ab.search(g, control);
}

AlphaBetaConfig exact_config() {
  AlphaBetaConfig cfg;
  cfg.late_move_reductions = false;  // LMR may change values; the exactness tests switch it off
  return cfg;
}
}  // namespace

TEST_CASE("AlphaBeta returns the exact minimax value at every depth, with and without transpositions") {
  for (int plies_per_turn : {1, 2, 4}) {
    for (uint64_t salt : {1ULL, 7ULL, 42ULL}) {
      SyntheticGame root(4, 7, plies_per_turn, salt);
      for (int depth = 1; depth <= 6; ++depth) {
        TranspositionTable tt(1);
        auto r = search_depth(root, depth, exact_config(), tt);
        SyntheticGame copy = root;
        CAPTURE(plies_per_turn);
        CAPTURE(salt);
        CAPTURE(depth);
        CHECK(r.depth == depth);
        CHECK(r.score == testgame::naive_negamax(copy, depth));
        // The PV is a real line whose first move achieves the value.
        REQUIRE(!r.pv.empty());
        CHECK(r.pv.front() == r.best);
        SyntheticGame after = root;
        after.make(r.best);
        common::Score v = testgame::naive_negamax(after, depth - 1);
        if (after.side_to_move() != root.side_to_move()) v = -v;
        CHECK(v == r.score);
      }
    }
  }
}

TEST_CASE("AlphaBeta with a warm transposition table keeps the minimax value") {
  SyntheticGame root(5, 8, 1, 99);
  TranspositionTable tt(1);
  for (int depth = 1; depth <= 6; ++depth) {
    auto r = search_depth(root, depth, exact_config(), tt);  // same table reused on purpose
    SyntheticGame copy = root;
    CHECK(r.score == testgame::naive_negamax(copy, depth));
  }
}

TEST_CASE("AlphaBeta aborted iteration keeps the previous iteration's move and PV") {
  SyntheticGame root(6, 12, 1, 5);
  TranspositionTable tt(1);
  AlphaBetaConfig cfg = exact_config();
  cfg.check_interval = 1;
  auto d4 = search_depth(root, 4, cfg, tt);
  const uint64_t nodes_to_4 = d4.nodes;

  tt.clear();
  AlphaBeta<SyntheticGame> ab(tt, cfg);
  SearchControl control;
  SearchLimits limits;
  limits.max_nodes = nodes_to_4 + 10;  // depth 5 starts but cannot finish
  control.start(limits);
  auto r = ab.search(root, control);
  CHECK(r.depth == 4);
  CHECK(r.best == d4.best);
  CHECK(r.score == d4.score);
  CHECK(r.pv == d4.pv);
}

TEST_CASE("AlphaBeta with LMR still finds a good move and reports every iteration") {
  SyntheticGame root(6, 10, 1, 3);
  TranspositionTable tt(4);
  AlphaBeta<SyntheticGame> ab(tt);
  SearchControl control;
  SearchLimits limits;
  limits.max_depth = 7;
  control.start(limits);
  std::vector<common::SearchReport> reports;
  auto r = ab.search(root, control, [&](const common::SearchReport& rep) { reports.push_back(rep); });
  CHECK(r.depth == 7);
  int completed = 0;
  for (const auto& rep : reports) {
    if (rep.in_progress) continue;
    ++completed;
    CHECK(rep.depth == completed);
    CHECK(!rep.pv.empty());
    CHECK(rep.pv.size() == rep.pv_side.size());
    CHECK(rep.nodes > 0);
  }
  CHECK(completed == 7);
}

TEST_CASE("AlphaBeta stops at once when asked from another thread") {
  SyntheticGame root(8, 200, 1, 11);
  TranspositionTable tt(4);
  AlphaBeta<SyntheticGame> ab(tt);
  SearchControl control;
  control.start(SearchLimits{});  // no limit at all: only stop ends it
  std::thread stopper([&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    control.request_stop();
  });
  auto r = ab.search(root, control);
  stopper.join();
  CHECK(r.has_move);
  CHECK(r.depth >= 1);
}

TEST_CASE("AlphaBeta is deterministic with one thread and runs with several") {
  SyntheticGame root(6, 12, 2, 8);
  TranspositionTable tt1(2), tt2(2);
  auto a = search_depth(root, 6, AlphaBetaConfig{}, tt1);
  auto b = search_depth(root, 6, AlphaBetaConfig{}, tt2);
  CHECK(a.nodes == b.nodes);
  CHECK(a.best == b.best);

  AlphaBetaConfig smp = exact_config();
  smp.threads = 2;
  TranspositionTable tt3(2);
  auto c = search_depth(root, 6, smp, tt3);
  SyntheticGame copy = root;
  CHECK(c.depth == 6);
  CHECK(c.score == testgame::naive_negamax(copy, 6));
}

TEST_CASE("AlphaBeta finishing on its own leaves the caller's control unstopped, with helper threads too") {
  // A depth-limited ponder search must not look as if the user had said "stop".
  SyntheticGame root(6, 12, 2, 8);
  for (int threads : {1, 3}) {
    TranspositionTable tt(2);
    AlphaBetaConfig cfg = exact_config();  // exact minimax values whatever the thread count
    cfg.threads = threads;
    AlphaBeta<SyntheticGame> ab(tt, cfg);
    SearchControl control;
    SearchLimits limits;
    limits.max_depth = 5;
    limits.infinite = true;
    control.start(limits);
    auto r = ab.search(root, control);
    CHECK(r.depth == 5);
    CHECK_FALSE(control.stop_requested());
    // The searcher is reusable after a natural finish: helpers do not see a stale flag as "stop".
    control.start(limits);
    auto again = ab.search(root, control);
    CHECK(again.depth == 5);
    SyntheticGame copy = root;
    const auto minimax = testgame::naive_negamax(copy, 5);
    CHECK(r.score == minimax);
    CHECK(again.score == minimax);
  }
}

TEST_CASE("AlphaBeta late move pruning: off by default, prunes late moves near the leaves when on") {
  SyntheticGame root(12, 8, 1, 11);
  AlphaBetaConfig off = exact_config();
  CHECK(off.lmp_max_depth == 0);
  AlphaBetaConfig on = off;
  on.lmp_max_depth = 2;
  on.lmp_base = 3;
  on.lmp_depth_squared = 0;
  TranspositionTable tt_off(4), tt_on(4);
  const auto r_off = search_depth(root, 5, off, tt_off);
  const auto r_on = search_depth(root, 5, on, tt_on);
  SyntheticGame copy = root;
  CHECK(r_off.score == testgame::naive_negamax(copy, 5));  // off: the exact search, unchanged
  CHECK(r_on.depth == 5);
  REQUIRE(r_on.has_move);
  CHECK(r_on.best < 12);
  // Nodes of depth <= 2 off the PV search 3 of their 12 moves.
  CHECK(r_on.nodes * 2 < r_off.nodes);
}

namespace {
// Quiescence with its own ordering hook: tactical moves 10-12 (never in the main tree, so no
// killer or history of it reorders them); score_moves() would put 10 first, score_tactical() 12.
class QuiescenceProbe : public SyntheticGame {
 public:
  struct Log {
    int score_moves = 0, score_tactical = 0;
    int pending_ply = -1;          // a quiescence node that just generated its list
    std::vector<int> first_moves;  // the first move each such node searched
  };
  using SyntheticGame::SyntheticGame;
  void generate_tactical(MoveList& list) const {
    list.clear();
    if (ply() >= 5) return;
    for (Move m = 10; m <= 12; ++m) list.push_back(m);
    log->pending_ply = ply();
  }
  void make(Move m) {
    if (log->pending_ply == ply()) {
      log->first_moves.push_back(m);
      log->pending_ply = -1;
    }
    SyntheticGame::make(m);
  }
  void score_moves(const MoveList& list, int32_t* s) const {
    ++log->score_moves;
    for (std::size_t i = 0; i < list.size(); ++i) s[i] = (12 - list[i]) * 1'000'000;
  }
  void score_tactical(const MoveList& list, int32_t* s) const {
    ++log->score_tactical;
    for (std::size_t i = 0; i < list.size(); ++i) s[i] = list[i] >= 10 ? (list[i] - 10) * 1'000'000 : 0;
  }
  std::shared_ptr<Log> log = std::make_shared<Log>();  // shared by the searcher's copies
};
static_assert(common::HasTacticalScores<QuiescenceProbe>);
}  // namespace

TEST_CASE("AlphaBeta orders quiescence lists with score_tactical() when the game has it") {
  QuiescenceProbe root(3, 6, 1, 5);
  TranspositionTable tt(4);
  AlphaBeta<QuiescenceProbe> ab(tt, exact_config());
  SearchControl control;
  SearchLimits limits;
  limits.max_depth = 2;
  control.start(limits);
  const auto r = ab.search(root, control);
  CHECK(r.has_move);
  CHECK(root.log->score_moves > 0);     // the main tree's lists
  CHECK(root.log->score_tactical > 0);  // the quiescence lists
  REQUIRE_FALSE(root.log->first_moves.empty());
  for (int m : root.log->first_moves) CHECK(m == 12);
}
