// How a running search learns that it must stop: an explicit stop (protocol "stop", a new
// command, EOF), a hard deadline, or node/playout limits. Checked by the searchers every few
// thousand nodes; everything is atomic so the protocol thread can flip it at any time.
#pragma once

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>

#include "common/search/types.h"

namespace common {

using Clock = std::chrono::steady_clock;

struct SearchLimits {
  int max_depth = 0;        // 0 = no limit (alpha-beta: plies of the game's Move; MCTS: ignored)
  uint64_t max_nodes = 0;   // 0 = no limit (alpha-beta nodes, MCTS playouts)
  int64_t soft_ms = 0;      // 0 = none: do not start new work past this (iteration / playout batch)
  int64_t hard_ms = 0;      // 0 = none: abort at once past this
  bool infinite = false;    // ponder / analyse: ignore the clocks until stopped or ponderhit
  // Time not spent now is lost (TimeBudget::use_all): no early stop to save it. Searchers still
  // stop at once for a solved root or a forced move.
  bool use_all_time = false;
};

class SearchControl {
 public:
  // `started`: when the clock began, if before now (a protocol passes the time its command
  // arrived, so the budget includes the wait before the search could start).
  void start(const SearchLimits& limits, Clock::time_point started = Clock::now()) {
    limits_ = limits;
    start_ = std::min(started, Clock::now());
    stop_.store(false, std::memory_order_relaxed);
    infinite_.store(limits.infinite, std::memory_order_relaxed);
  }

  // From any thread.
  void request_stop() { stop_.store(true, std::memory_order_relaxed); }
  // Ponder hit: the clocks count from now on, as if the search had just been started.
  void ponderhit(int64_t soft_ms, int64_t hard_ms) {
    const int64_t elapsed = elapsed_ms();
    limits_.soft_ms = soft_ms > 0 ? elapsed + soft_ms : 0;
    limits_.hard_ms = hard_ms > 0 ? elapsed + hard_ms : 0;
    infinite_.store(false, std::memory_order_relaxed);
  }

  bool stop_requested() const { return stop_.load(std::memory_order_relaxed); }
  bool infinite() const { return infinite_.load(std::memory_order_relaxed); }
  const SearchLimits& limits() const { return limits_; }

  int64_t elapsed_ms() const {
    return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start_).count();
  }

  // The hard check: called often. Latches the stop flag so that every thread sees it.
  bool should_abort(uint64_t nodes) {
    if (stop_requested()) return true;
    if (limits_.max_nodes && nodes >= limits_.max_nodes) return latch();
    if (!infinite() && limits_.hard_ms && elapsed_ms() >= limits_.hard_ms) return latch();
    return false;
  }

  // The soft check: may a new iteration (or batch) begin? `fraction` is the share of the soft
  // budget an iteration may start at: an iteration started late will not finish in time.
  bool past_soft(double fraction = 1.0) const {
    if (infinite() || !limits_.soft_ms) return false;
    return static_cast<double>(elapsed_ms()) >= fraction * static_cast<double>(limits_.soft_ms);
  }

 private:
  bool latch() {
    stop_.store(true, std::memory_order_relaxed);
    return true;
  }

  SearchLimits limits_;
  Clock::time_point start_ = Clock::now();
  std::atomic<bool> stop_{false};
  std::atomic<bool> infinite_{false};
};

using ReportFn = std::function<void(const SearchReport&)>;

// The outcome of one search. `pv` starts with `best`.
template <class Move>
struct SearchResult {
  Move best{};
  bool has_move = false;
  Score score = 0;
  int depth = 0;
  uint64_t nodes = 0;
  int64_t time_ms = 0;
  std::vector<Move> pv;
};

}  // namespace common
