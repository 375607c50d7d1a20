// MCTS on small solved games: the solver's verdicts, move choice, non-alternating turns,
// determinism, threads, limits, memory bound, tree reuse and stopping.
#include <doctest/doctest.h>

#include <atomic>
#include <chrono>
#include <string>
#include <thread>
#include <vector>

#include "common/search/mcts.h"
#include "mcts_test_games.h"

namespace {

using common::Mcts;
using common::MctsConfig;
using common::Proven;
using mcts_test::BonusNim;
using mcts_test::TicTacToe;
using mcts_test::TicTacToeWithPriors;

#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
constexpr bool kSanitized = true;
#else
constexpr bool kSanitized = false;
#endif

MctsConfig test_config(int threads = 1) {
  MctsConfig c;
  c.threads = threads;
  c.max_nodes_memory_mb = 4;  // ASan pays for the whole arena up front
  c.report_interval_ms = 0;
  return c;
}

template <class G>
common::SearchResult<typename G::Move> run(Mcts<G>& mcts, const G& game, uint64_t playouts,
                                           const common::ReportFn& report = {}) {
  common::SearchControl control;
  common::SearchLimits limits;
  limits.max_nodes = playouts;
  control.start(limits);
  return mcts.search(game, control, report);
}

// A search stopped before its first playout: shows what tree reuse kept.
template <class G>
void search_nothing(Mcts<G>& mcts, const G& game) {
  common::SearchControl control;
  control.start({});
  control.request_stop();
  const auto r = mcts.search(game, control);
  CHECK(r.nodes == 0);
  CHECK(r.has_move);
}

template <class G>
Proven child_proven(const Mcts<G>& mcts, typename G::Move m) {
  for (const auto& s : mcts.root_stats())
    if (s.move == m) return s.proven;
  return Proven::kUnknown;
}

template <class G>
uint64_t root_child_visits(const Mcts<G>& mcts) {
  uint64_t sum = 0;
  for (const auto& s : mcts.root_stats()) sum += s.visits;
  return sum;
}

// Bonus Nim solved by recursion: is the side to move at `pile` winning?
std::vector<bool> solve_bonus_nim(int max_pile) {
  std::vector<bool> win(static_cast<std::size_t>(max_pile) + 1, false);
  for (int p = 1; p <= max_pile; ++p)
    for (int t = 1; t <= 3 && t <= p; ++t) {
      const int left = p - t;
      if (BonusNim::earns_bonus(left) ? win[left] : !win[left]) win[p] = true;
    }
  return win;
}

bool bonus_nim_move_wins(const std::vector<bool>& win, int pile, int take) {
  const int left = pile - take;
  return BonusNim::earns_bonus(left) ? win[left] : !win[left];
}

}  // namespace

TEST_CASE("MCTS tic-tac-toe: the solver proves the empty board a draw") {
  Mcts<TicTacToe> mcts(test_config());
  const auto r = run(mcts, TicTacToe{}, 3'000'000);
  REQUIRE(r.has_move);
  CHECK(mcts.root_proven() == Proven::kDraw);
  CHECK(r.score == common::kScoreDraw);
  CHECK(r.nodes < 3'000'000);  // stopped because solved
  CHECK(child_proven(mcts, r.best) == Proven::kDraw);
  // Every first move draws.
  for (const auto& s : mcts.root_stats()) CHECK(s.proven == Proven::kDraw);
  MESSAGE("proved the draw in " << r.nodes << " playouts, tree " << mcts.tree_size() << " nodes");
}

TEST_CASE("MCTS tic-tac-toe: takes a win, blocks a threat, answers a corner with the centre") {
  for (const bool solver : {true, false}) {
    CAPTURE(solver);
    MctsConfig config = test_config();
    config.solver = solver;
    Mcts<TicTacToe> mcts(config);

    const auto win = run(mcts, TicTacToe::from("xx.oo....", 0), 20'000);
    CHECK(win.best == 2);
    CHECK(child_proven(mcts, 2) == Proven::kWin);  // a terminal child is proven even without the solver
    if (solver) {
      CHECK(mcts.root_proven() == Proven::kWin);
      CHECK(win.score >= common::kScoreMateBound);
    }

    mcts.clear();
    const auto block = run(mcts, TicTacToe::from("xx..o....", 1), 50'000);
    CHECK(block.best == 2);
    if (solver) {
      for (const auto& s : mcts.root_stats())
        if (s.move != 2) CHECK(s.proven == Proven::kLoss);
    }

    // After a corner opening every reply but the centre loses.
    mcts.clear();
    const auto corner = run(mcts, TicTacToe::from("x........", 1), kSanitized ? 200'000 : 400'000);
    CHECK(corner.best == 4);
    if (solver) {
      CHECK(mcts.root_proven() == Proven::kDraw);
      for (const auto& s : mcts.root_stats()) CHECK(s.proven == (s.move == 4 ? Proven::kDraw : Proven::kLoss));
    }
  }
}

TEST_CASE("MCTS bonus nim: turns that do not alternate back up with the right sign") {
  const std::vector<bool> win = solve_bonus_nim(20);
  CHECK_FALSE(win[8 - 4]);
  CHECK(win[8]);  // lost in plain Nim, won here: a sign error would show
  for (int pile = 1; pile <= 12; ++pile) {
    for (int side = 0; side <= 1; ++side) {
      CAPTURE(pile);
      CAPTURE(side);
      Mcts<BonusNim> mcts(test_config());
      const auto r = run(mcts, BonusNim(pile, side), 200'000);
      REQUIRE(r.has_move);
      CHECK(mcts.root_proven() == (win[pile] ? Proven::kWin : Proven::kLoss));
      if (win[pile]) CHECK(bonus_nim_move_wins(win, pile, r.best));
      for (const auto& s : mcts.root_stats()) {
        CAPTURE(int(s.move));
        if (s.proven != Proven::kUnknown)
          CHECK(s.proven == (bonus_nim_move_wins(win, pile, s.move) ? Proven::kWin : Proven::kLoss));
      }
    }
  }
  // Without the solver the statistics alone must pick a winning move.
  for (const int pile : {6, 8, 11, 13, 16}) {
    CAPTURE(pile);
    MctsConfig config = test_config();
    config.solver = false;
    Mcts<BonusNim> mcts(config);
    const auto r = run(mcts, BonusNim(pile, pile % 2), 30'000);
    CHECK(bonus_nim_move_wins(win, pile, r.best));
    CHECK(r.score > 0);
  }
}

TEST_CASE("MCTS determinism: one thread and a fixed seed repeat the search exactly") {
  MctsConfig config = test_config();
  config.solver = false;
  config.seed = 42;
  Mcts<TicTacToe> a(config), b(config);
  const auto t0 = std::chrono::steady_clock::now();
  const auto ra = run(a, TicTacToe{}, 50'000);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  const auto rb = run(b, TicTacToe{}, 50'000);
  CHECK(ra.best == rb.best);
  CHECK(ra.nodes == 50'000);
  CHECK(ra.nodes == rb.nodes);
  CHECK(ra.score == rb.score);
  CHECK(ra.pv == rb.pv);
  const auto sa = a.root_stats(), sb = b.root_stats();
  REQUIRE(sa.size() == sb.size());
  for (std::size_t i = 0; i < sa.size(); ++i) {
    CHECK(sa[i].move == sb[i].move);
    CHECK(sa[i].visits == sb[i].visits);
    CHECK(sa[i].win_rate == sb[i].win_rate);
  }
  // A cleared tree searched again with the same seed gives the same result too.
  a.clear();
  const auto rc = run(a, TicTacToe{}, 50'000);
  CHECK(rc.best == ra.best);
  CHECK(a.root_stats()[0].visits == sa[0].visits);
  MESSAGE("tic-tac-toe: " << static_cast<int>(50'000 / seconds) << " playouts/s on one thread");
}

TEST_CASE("MCTS playout limit and two threads") {
  for (const int threads : {1, 2}) {
    CAPTURE(threads);
    MctsConfig config = test_config(threads);
    config.solver = false;
    Mcts<TicTacToe> mcts(config);
    const auto r = run(mcts, TicTacToe{}, 5'000);
    CHECK(r.nodes <= 5'000 + static_cast<uint64_t>(threads));
    CHECK(r.nodes >= 5'000);
    CHECK(mcts.tree_consistent());
    CHECK(root_child_visits(mcts) == r.nodes);  // the root is expanded before the first playout
    CHECK(mcts.tree_size() <= mcts.tree_capacity());
  }
  // Two threads sharing a tree still find the forced moves and the solver's verdicts.
  Mcts<TicTacToe> mcts(test_config(2));
  CHECK(run(mcts, TicTacToe::from("xx.oo....", 0), 20'000).best == 2);
  CHECK(mcts.root_proven() == Proven::kWin);
  mcts.clear();
  CHECK(run(mcts, TicTacToe::from("x........", 1), kSanitized ? 200'000 : 400'000).best == 4);
  Mcts<BonusNim> nim_mcts(test_config(2));
  const auto nim = run(nim_mcts, BonusNim(8, 1), 200'000);
  CHECK(nim_mcts.root_proven() == Proven::kWin);
  CHECK(nim.best == 3);
}

TEST_CASE("MCTS memory bound: a full arena stops growth and search goes on") {
  for (const int threads : {1, 2}) {
    CAPTURE(threads);
    MctsConfig config = test_config(threads);
    config.solver = false;
    config.max_tree_nodes = 300;
    Mcts<TicTacToe> mcts(config);
    const auto r = run(mcts, TicTacToe{}, 20'000);
    REQUIRE(r.has_move);
    CHECK(r.nodes >= 20'000);
    CHECK(mcts.tree_capacity() == 300);
    CHECK(mcts.tree_size() <= 300);
    CHECK(mcts.tree_size() > 300 - 9);  // filled up to the last block that fits
    CHECK(TicTacToe{}.empty(r.best));

    // One megabyte holds ~21k nodes; the tic-tac-toe tree is far bigger.
    config.max_tree_nodes = 0;
    config.max_nodes_memory_mb = 1;
    mcts.set_config(config);
    const auto big = run(mcts, TicTacToe{}, 60'000);
    CHECK(big.has_move);
    CHECK(mcts.tree_capacity() * sizeof(Mcts<TicTacToe>::Node) <= (1u << 20));
    CHECK(mcts.tree_size() <= mcts.tree_capacity());
    CHECK(mcts.tree_size() + 9 > mcts.tree_capacity());
    // And the reuse of a full tree keeps working.
    TicTacToe next;
    next.make(big.best);
    run(mcts, next, 1'000);
    CHECK(mcts.reused_visits() > 0);
    CHECK(mcts.tree_consistent());
  }
}

TEST_CASE("MCTS tree reuse: the next search starts from the kept subtree") {
  MctsConfig config = test_config();
  config.solver = false;
  Mcts<TicTacToe> mcts(config);
  run(mcts, TicTacToe{}, 20'000);

  CHECK(mcts.tree_consistent());
  const auto first_stats = mcts.root_stats();

  // One ply on: the kept root is exactly the child that was searched.
  TicTacToe one = TicTacToe{};
  one.make(first_stats[1].move);
  search_nothing(mcts, one);
  CHECK(mcts.reused_visits() == first_stats[1].visits);
  CHECK(mcts.tree_consistent());
  CHECK(mcts.tree_size() < 20'000);  // the rest was dropped

  // Two plies on: the best move and the expected reply.
  run(mcts, TicTacToe{}, 20'000);
  const auto pv = run(mcts, TicTacToe{}, 1).pv;
  REQUIRE(pv.size() >= 2);
  TicTacToe two = TicTacToe{};
  two.make(pv[0]);
  two.make(pv[1]);
  run(mcts, two, 1'000);
  const uint64_t reused = mcts.reused_visits();
  CHECK(reused > 0);
  CHECK(root_child_visits(mcts) >= reused + 1'000 - 1);
  CHECK(mcts.tree_consistent());

  // The same position again keeps the whole tree.
  const auto again = run(mcts, two, 1'000);
  CHECK(mcts.reused_visits() >= reused + 1'000);
  CHECK(again.has_move);

  // A position out of reach starts afresh; so does a search with reuse off.
  run(mcts, TicTacToe::from("x.o.x.o..", 0), 1'000);
  CHECK(mcts.reused_visits() == 0);
  config.reuse_tree = false;
  mcts.set_config(config);
  run(mcts, TicTacToe::from("x.o.x.o..", 0), 1'000);
  CHECK(mcts.reused_visits() == 0);

  // One ply on, into a move that was not the best, with the solver: the kept subtree must be
  // sound enough to find the only non-losing reply.
  config = test_config();
  Mcts<TicTacToe> solver(config);
  run(solver, TicTacToe{}, 30'000);
  const auto corner = TicTacToe::from("x........", 1);
  const auto reply = run(solver, corner, kSanitized ? 200'000 : 400'000);
  CHECK(solver.reused_visits() > 0);
  CHECK(reply.best == 4);
  CHECK(solver.root_proven() == Proven::kDraw);

  // Bonus Nim: the next root has the same side to move (a bonus move) or the other.
  Mcts<BonusNim> nim(test_config());
  const auto n1 = run(nim, BonusNim(13, 0), 2'000);
  BonusNim after(13, 0);
  after.make(n1.best);
  const auto n2 = run(nim, after, 200'000);
  CHECK(nim.reused_visits() > 0);
  CHECK(nim.tree_consistent());
  const std::vector<bool> win = solve_bonus_nim(13);
  CHECK(nim.root_proven() == (win[after.pile()] ? Proven::kWin : Proven::kLoss));
  if (win[after.pile()]) CHECK(bonus_nim_move_wins(win, after.pile(), n2.best));
}

TEST_CASE("MCTS stop from another thread returns promptly with a legal move") {
  for (const bool solver : {false, true}) {
    CAPTURE(solver);
    for (const int threads : {1, 2}) {
      CAPTURE(threads);
      MctsConfig config = test_config(threads);
      config.solver = solver;
      config.report_interval_ms = 1;
      Mcts<TicTacToe> mcts(config);
      common::SearchControl control;
      common::SearchLimits limits;
      limits.infinite = true;
      control.start(limits);
      // With the solver this position is proven at once: an infinite search still waits for stop.
      const TicTacToe game = solver ? TicTacToe::from("xx.oo....", 0) : TicTacToe{};
      common::SearchResult<TicTacToe::Move> result;
      std::atomic<bool> started{false}, done{false};
      // Reports come every millisecond: the first one says the search is under way.
      const common::ReportFn report = [&](const common::SearchReport&) { started.store(true); };
      std::thread searcher([&] {
        result = mcts.search(game, control, report);
        done.store(true);
      });
      while (!started.load()) std::this_thread::sleep_for(std::chrono::milliseconds(1));
      std::this_thread::sleep_for(std::chrono::milliseconds(5));
      CHECK_FALSE(done.load());
      const auto t0 = std::chrono::steady_clock::now();
      control.request_stop();
      searcher.join();
      const auto latency =
          std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() - t0).count();
      REQUIRE(result.has_move);
      CHECK(game.empty(result.best));
      if (solver) CHECK(result.best == 2);
      else CHECK(result.nodes > 0);
      MESSAGE("stop latency " << latency << " us");
    }
  }
}

TEST_CASE("MCTS soft time limit and hard limit end the search") {
  MctsConfig config = test_config();
  config.solver = false;
  Mcts<TicTacToe> mcts(config);
  common::SearchControl control;
  common::SearchLimits limits;
  limits.soft_ms = 20;
  limits.hard_ms = 40;
  control.start(limits);
  const auto r = mcts.search(TicTacToe{}, control, {});
  CHECK(r.has_move);  // and it returned: no playout limit was set
}

TEST_CASE("MCTS reports progress through the callback") {
  MctsConfig config = test_config();
  config.report_interval_ms = 1;
  config.solver = false;
  Mcts<TicTacToe> mcts(config);
  std::vector<common::SearchReport> reports;
  const auto r = run(mcts, TicTacToe{}, 30'000, [&](const common::SearchReport& rep) { reports.push_back(rep); });
  REQUIRE_FALSE(reports.empty());
  const auto& last = reports.back();
  CHECK(last.nodes == r.nodes);
  REQUIRE_FALSE(last.pv.empty());
  CHECK(last.pv[0] == TicTacToe{}.move_to_string(r.best));
  CHECK(last.pv.size() == r.pv.size());
  CHECK(last.winrate >= 0.0);
  CHECK(last.winrate <= 1.0);
  CHECK(last.depth >= 1);
  CHECK(last.seldepth >= last.depth);
  CHECK(last.seldepth <= 9);
  CHECK(last.score == r.score);
  for (std::size_t i = 1; i < reports.size(); ++i) CHECK(reports[i].nodes >= reports[i - 1].nodes);
}

TEST_CASE("MCTS root statistics show RAVE and priors") {
  for (const bool rave : {true, false}) {
    CAPTURE(rave);
    MctsConfig config = test_config();
    config.use_rave = rave;
    config.solver = false;
    Mcts<TicTacToeWithPriors> mcts(config);
    run(mcts, TicTacToeWithPriors{}, 5'000);
    const auto stats = mcts.root_stats();
    REQUIRE(stats.size() == 9);
    for (std::size_t i = 1; i < stats.size(); ++i) CHECK(stats[i - 1].visits >= stats[i].visits);
    for (const auto& s : stats) {
      CHECK(s.prior_weight == doctest::Approx(10.0f));
      CHECK(s.prior_value == doctest::Approx(s.move == 4 ? 0.7f : s.move % 2 == 0 ? 0.6f : 0.4f));
      if (rave) CHECK(s.rave_visits > 0);
      else CHECK(s.rave_visits == 0);
      CHECK(s.text.size() == 2);
    }
  }
  // Priors off: the game's hook is ignored.
  MctsConfig config = test_config();
  config.use_priors = false;
  Mcts<TicTacToeWithPriors> mcts(config);
  run(mcts, TicTacToeWithPriors{}, 1'000);
  for (const auto& s : mcts.root_stats()) CHECK(s.prior_weight == 0.0f);
}

TEST_CASE("MCTS Pool-RAVE: playouts get each side's best RAVE moves at a well-visited node") {
  using mcts_test::TicTacToeWithPool;
  MctsConfig config = test_config();
  config.solver = false;
  // Off: the game's plain playout runs.
  TicTacToeWithPool::Seen seen;
  {
    Mcts<TicTacToeWithPool> mcts(config);
    run(mcts, TicTacToeWithPool(&seen), 500);
    CHECK(seen.calls == 0);
  }
  // On, with a bound only the root and its most visited children reach: X's pool comes from the
  // root, so it lists the root's moves by RAVE mean, best first; O's from an X move's node.
  config.pool_size = 3;
  config.pool_min_visits = 200;
  Mcts<TicTacToeWithPool> mcts(config);
  run(mcts, TicTacToeWithPool(&seen), 600);
  CHECK(seen.calls > 300);
  const common::PlayoutPool& pool = seen.last;
  REQUIRE(pool.size[0] == 3);
  const auto stats = mcts.root_stats();
  auto rave_rate = [&](uint32_t move) {
    for (const auto& s : stats)
      if (s.move == move) return s.rave_rate;
    FAIL("pool move not at the root: ", move);
    return 0.0;
  };
  // The last playout's results shift a mean by at most about 1/visits.
  constexpr double kSlack = 0.02;
  CHECK(rave_rate(pool.amaf[0][0]) + kSlack >= rave_rate(pool.amaf[0][1]));
  CHECK(rave_rate(pool.amaf[0][1]) + kSlack >= rave_rate(pool.amaf[0][2]));
  for (const auto& s : stats) {
    const bool in_pool = s.move == pool.amaf[0][0] || s.move == pool.amaf[0][1] || s.move == pool.amaf[0][2];
    if (!in_pool) CHECK(s.rave_rate <= rave_rate(pool.amaf[0][2]) + kSlack);
  }
  CHECK(pool.size[1] <= 3);
  for (int i = 0; i < pool.size[1]; ++i) CHECK(pool.amaf[1][i] < 9);
  // A bound no node reaches: empty pools.
  config.pool_min_visits = 100'000;
  Mcts<TicTacToeWithPool> cold(config);
  run(cold, TicTacToeWithPool(&seen), 100);
  CHECK(seen.last.size[0] == 0);
  CHECK(seen.last.size[1] == 0);
}

TEST_CASE("MCTS terminal root returns no move") {
  Mcts<TicTacToe> mcts(test_config());
  const auto r = run(mcts, TicTacToe::from("xxxoo....", 1), 1'000);
  CHECK_FALSE(r.has_move);
  CHECK(r.score == -common::kScoreMate);
}

TEST_CASE("MCTS early stop arithmetic: playouts left in the soft budget") {
  common::SearchLimits limits;
  limits.soft_ms = 200;
  CHECK(common::mcts_remaining_playouts(1'000, 1'000, 100, limits) == doctest::Approx(1'000.0));
  CHECK(common::mcts_remaining_playouts(1'000, 1'000, 250, limits) == 0.0);
  limits.max_nodes = 1'500;
  CHECK(common::mcts_remaining_playouts(1'000, 1'100, 100, limits) == doctest::Approx(400.0));
  CHECK(common::mcts_remaining_playouts(1'000, 1'600, 100, limits) == 0.0);
}
