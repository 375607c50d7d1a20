#include "havannah-engine/bench.h"

#include <absl/strings/str_format.h>
#include <absl/strings/str_join.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <thread>
#include <vector>

#include "common/search/alphabeta.h"
#include "common/search/mcts.h"
#include "common/search/tt.h"
#include "havannah-engine/game.h"
#include "havannah-engine/rollout.h"
#include "havannah-engine/search_config.h"

namespace havannah {
namespace {

using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point t0) { return std::chrono::duration<double>(Clock::now() - t0).count(); }

// CPU time of the calling thread: single-thread rates stay meaningful on a busy machine.
double thread_cpu_seconds() {
  timespec t;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + 1e-9 * static_cast<double>(t.tv_nsec);
}

Game position(int base, const char* moves) {
  Game g(base);
  std::string text(moves);
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find(' ', start);
    if (end == std::string::npos) end = text.size();
    if (end > start) g.make(*g.parse_move(text.substr(start, end - start)));
    start = end + 1;
  }
  g.forget_undo();
  return g;
}

struct BenchPosition {
  const char* name;
  int base;
  const char* moves;
};

// Mid-game positions from LittleGolem games (30 and 40 moves in, both still open).
constexpr BenchPosition kPositions[] = {
    {"base 8 empty", 8, ""},
    {"base 8 mid-game", 8,
     "f10 h14 j13 h12 h11 i12 j12 i11 i9 h9 f6 f8 c7 e9 h10 i10 g9 g8 f9 g11 e8 e7 d6 d7 c6 d8 c8 d10 k11 b9"},
    {"base 10 empty", 10, ""},
    {"base 10 mid-game", 10,
     "j6 j5 l7 i5 k5 j4 k4 j3 k3 j2 k2 j1 i6 k6 k7 l6 m7 m6 n7 h5 e5 g6 f7 d4 e4 d3 e3 d5 h7 g7 g8 h8 c10 e7 f9 e10 "
     "d8 c9 b9 b8"},
};

struct Rate {
  double wall = 0;  // playouts per second of wall-clock time, all threads together
  double cpu = 0;   // playouts per CPU-second of one thread
};

// Raw playouts from `root` on `threads` threads for about `seconds` of wall-clock time.
Rate playout_rate(const Game& root, int threads, double seconds) {
  std::atomic<uint64_t> total{0};
  std::atomic<uint64_t> cpu_ns{0};
  std::atomic<bool> stop{false};
  const auto t0 = Clock::now();
  std::vector<std::thread> workers;
  for (int t = 0; t < threads; ++t) {
    workers.emplace_back([&, t] {
      common::Rng rng(1000 + static_cast<uint64_t>(t));
      auto trace = std::make_unique<common::PlayoutTrace>();
      uint64_t done = 0;
      const double cpu0 = thread_cpu_seconds();
      while (!stop.load(std::memory_order_relaxed)) {
        for (int i = 0; i < 256; ++i) {
          Game g = root;
          trace->clear();
          g.playout(rng, *trace);
        }
        done += 256;
        if (t == 0 && seconds_since(t0) >= seconds) stop.store(true);
      }
      total.fetch_add(done);
      cpu_ns.fetch_add(static_cast<uint64_t>((thread_cpu_seconds() - cpu0) * 1e9));
    });
  }
  for (auto& w : workers) w.join();
  Rate r;
  r.wall = static_cast<double>(total.load()) / seconds_since(t0);
  r.cpu = static_cast<double>(total.load()) / (static_cast<double>(cpu_ns.load()) * 1e-9);
  return r;
}

}  // namespace

int run_bench(const BenchOptions& options) {
  if (options.speed) {
    std::printf("Playouts per second (raw playouts with the rollout policy; per wall-clock second for all\n"
                "threads together, and per CPU-second of one thread, which a busy machine does not skew):\n");
    std::vector<int> thread_counts = {1};
    if (options.threads > 1) thread_counts.push_back(options.threads);
    for (const auto& p : kPositions) {
      const Game root = position(p.base, p.moves);
      for (int threads : thread_counts) {
        const Rate r = playout_rate(root, threads, 1.0);
        std::printf("  %-18s %2d thread%s %9.0f wall %9.0f per cpu-second\n", p.name, threads, threads > 1 ? "s" : " ",
                    r.wall, r.cpu);
      }
    }
  }

  // The signature: fixed-seed, fixed-playout MCTS on every position, then alpha-beta to a fixed
  // depth on a small board. Everything below is deterministic.
  uint64_t nodes = 0;
  const auto t0 = Clock::now();
  std::printf("Search (1 thread, seed %llu):\n", static_cast<unsigned long long>(options.seed));
  for (const auto& p : kPositions) {
    const Game root = position(p.base, p.moves);
    clear_last_good_replies();  // the playouts' reply table outlives searches: start each one empty
    common::MctsConfig config = default_mcts_config();
    config.seed = options.seed;
    config.report_interval_ms = 0;
    config.max_nodes_memory_mb = static_cast<std::size_t>(options.hash_mb);
    common::Mcts<Game> mcts(config);
    common::SearchControl control;
    common::SearchLimits limits;
    limits.max_nodes = 20000;
    control.start(limits);
    const double cpu0 = thread_cpu_seconds();
    const auto result = mcts.search(root, control);
    const double s = thread_cpu_seconds() - cpu0;
    std::printf("  %-18s mcts  bestmove %-4s playouts %6llu tree %7zu  %7.0f playouts/cpu-s\n", p.name,
                root.move_to_string(result.best).c_str(), static_cast<unsigned long long>(result.nodes),
                mcts.tree_size(), static_cast<double>(result.nodes) / std::max(s, 1e-9));
    nodes += mcts.tree_size();
  }
  {
    const Game root = position(5, "e5 c3 d4 e6 c4 f6");
    common::TranspositionTable tt(16);
    common::AlphaBeta<Game> ab(tt);
    common::SearchControl control;
    common::SearchLimits limits;
    limits.max_depth = 4;
    control.start(limits);
    const auto result = ab.search(root, control);
    std::printf("  %-18s alphabeta depth %d bestmove %-4s score %d nodes %llu\n", "base 5 opening", result.depth,
                root.move_to_string(result.best).c_str(), result.score, static_cast<unsigned long long>(result.nodes));
    nodes += result.nodes;
  }
  const double s = seconds_since(t0);
  const auto ms = static_cast<long long>(s * 1000);
  std::printf("Total time (ms) : %lld\n", ms);
  std::printf("Nodes searched  : %llu\n", static_cast<unsigned long long>(nodes));
  std::printf("Nodes/second    : %llu\n", static_cast<unsigned long long>(static_cast<double>(nodes) / std::max(s, 1e-3)));
  return 0;
}

}  // namespace havannah
