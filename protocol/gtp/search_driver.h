// Search plumbing for GTP games: genmove thinks under the GTP clock and is stopped at once by
// "quit" or EOF; after a genmove the engine may ponder on the opponent's time until the next
// command arrives. Game-agnostic: the game passes the search as a callable.
#pragma once

#include <functional>
#include <mutex>
#include <utility>

#include "common/search/control.h"
#include "common/search/search_thread.h"
#include "common/time/time_manager.h"
#include "protocol/gtp/engine.h"

namespace protocol {

class GtpSearchDriver {
 public:
  explicit GtpSearchDriver(GtpEngine& engine) : engine_(engine) {
    engine_.set_interrupt_hook([this] { control_.request_stop(); });
    engine_.set_idle_hooks([this] { stop_pondering(); }, [this] { maybe_ponder(); });
  }
  ~GtpSearchDriver() { stop_pondering(); }
  GtpSearchDriver(const GtpSearchDriver&) = delete;
  GtpSearchDriver& operator=(const GtpSearchDriver&) = delete;

  // Limits for `color` to move now: from the GTP clock (time_settings/time_left/kgs/Castro),
  // Castro's max simulations, and any fixed limits the game adds in `adjust`.
  common::SearchLimits limits_for(int color, const common::TimeOptions& options) const {
    const common::TimeBudget budget = common::TimeManager(options).plan(engine_.clock().clock_for(color, options));
    common::SearchLimits limits = common::to_limits(budget);
    limits.max_nodes = engine_.max_simulations();
    return limits;
  }

  // Runs `search(control)` on this thread under `limits` and returns its result. A "quit" or
  // EOF read meanwhile stops it at once; one read before the search started (still queued
  // behind this command) stops it as soon as it starts: the search then returns its first move.
  // The time limits count from when the command was read, as the host's clock does: waiting
  // for the command thread to be scheduled, stopping the ponder search and the game's set-up
  // come out of the budget instead of making the answer late.
  template <class Search>
  auto think(const common::SearchLimits& limits, Search&& search) {
    stop_pondering();
    control_.start(limits, engine_.command_received());
    // start() clears a stop the reader thread raised a moment ago; the flag, set before that
    // stop, restores it. Either the reader's stop comes after start(), or the flag is seen here.
    if (engine_.input_ending()) control_.request_stop();
    return std::forward<Search>(search)(control_);
  }

  // What to ponder on once idle (set after genmove; cleared when pondering stops). The job must
  // return when control.stop_requested().
  void set_ponder_job(std::function<void(common::SearchControl&)> job) { ponder_job_ = std::move(job); }
  void set_pondering_enabled(bool on) { ponder_enabled_ = on; }
  bool pondering_enabled() const { return ponder_enabled_; }
  bool pondering() const { return ponder_thread_.running(); }

  void stop_pondering() {
    ponder_control_.request_stop();
    ponder_thread_.wait();
  }

 private:
  void maybe_ponder() {
    if (!ponder_enabled_ || !ponder_job_ || ponder_thread_.running()) return;
    auto job = std::move(ponder_job_);
    ponder_job_ = nullptr;
    common::SearchLimits limits;
    limits.infinite = true;
    ponder_control_.start(limits);
    ponder_thread_.start([this, job = std::move(job)] { job(ponder_control_); });
  }

  GtpEngine& engine_;
  common::SearchControl control_;
  common::SearchControl ponder_control_;
  common::SearchThread ponder_thread_;
  std::function<void(common::SearchControl&)> ponder_job_;
  bool ponder_enabled_ = false;
};

}  // namespace protocol
