#include <doctest/doctest.h>

#include <atomic>
#include <thread>

#include "protocol/gtp/search_driver.h"
#include "scripted_io.h"

using protocol::GtpCommand;
using protocol::GtpEngine;
using protocol::GtpSearchDriver;

namespace {
// A GTP engine whose genmove "searches" until stopped or past its soft limit.
struct SpinEngine {
  GtpEngine engine{"spin", "0"};
  GtpSearchDriver driver{engine};
  std::atomic<int> ponder_runs{0};
  common::SearchLimits last_limits;
  SpinEngine() {
    engine.add("genmove", "genmove <color>", [this](const GtpCommand& c) {
      c.expect_args(1);
      const auto color = protocol::parse_gtp_color(c.arg(0));
      if (!color) throw protocol::GtpError("invalid color");
      last_limits = driver.limits_for(*color, common::TimeOptions{});
      const uint64_t n = driver.think(last_limits, [](common::SearchControl& ctl) {
        uint64_t i = 0;
        while (!ctl.should_abort(i) && !ctl.past_soft()) {
          ++i;
          std::this_thread::sleep_for(std::chrono::microseconds(100));
        }
        return i;
      });
      driver.set_ponder_job([this](common::SearchControl& ctl) {
        ++ponder_runs;
        while (!ctl.stop_requested()) std::this_thread::sleep_for(std::chrono::milliseconds(1));
      });
      return std::string(n > 0 ? "a1" : "a2");
    });
    engine.add("ponder", "ponder on|off", [this](const GtpCommand& c) {
      driver.set_pondering_enabled(c.arg(0) == "on");
      return std::string();
    });
  }
};
}  // namespace

TEST_CASE("GTP genmove with no clock is stopped at once by EOF and by quit") {
  for (const char* ending : {"eof", "quit"}) {
    SpinEngine e;
    testio::ScriptedInput in;
    testio::SyncOutput out;
    std::thread session([&] { e.engine.run(in.stream(), out.stream()); });
    in.send("genmove w");
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    CHECK_FALSE(out.contains("="));  // still thinking: no limit at all
    if (std::string(ending) == "eof") in.close();
    else in.send("quit");
    CHECK(out.wait_for("= a1\n\n", std::chrono::milliseconds(2000)));
    in.close();
    session.join();
    CHECK(e.last_limits.hard_ms == 0);
  }
}

TEST_CASE("GTP genmove under time_settings answers within the budget; ponder runs between commands") {
  SpinEngine e;
  testio::ScriptedInput in;
  testio::SyncOutput out;
  std::thread session([&] { e.engine.run(in.stream(), out.stream()); });
  in.send("time_settings 2 0 0");
  in.send("ponder on");
  in.send("genmove b");
  CHECK(out.wait_for("= a1\n\n", std::chrono::milliseconds(3000)));
  CHECK(e.last_limits.hard_ms > 0);
  CHECK(e.last_limits.hard_ms < 2000);
  std::this_thread::sleep_for(std::chrono::milliseconds(50));
  CHECK(e.driver.pondering());
  in.send("name");  // any command stops pondering first
  CHECK(out.wait_for("= spin\n\n"));
  CHECK(e.ponder_runs.load() == 1);
  in.close();
  session.join();
  CHECK_FALSE(e.driver.pondering());
}

namespace {
// Commands that show when a search's clock starts: "setup" works 40 ms before searching under a
// 30 ms budget; "slow" works 60 ms; "probe" records when the engine says it was read.
struct ClockEngine {
  using Time = std::chrono::steady_clock::time_point;
  GtpEngine engine{"clock", "0"};
  GtpSearchDriver driver{engine};
  int64_t elapsed_at_start = -1;
  bool stopped_at_once = false;
  Time slow_done{}, probe_received{}, probe_entry{};
  ClockEngine() {
    engine.add("setup", "setup", [this](const GtpCommand&) {
      std::this_thread::sleep_for(std::chrono::milliseconds(40));
      common::SearchLimits limits;
      limits.soft_ms = limits.hard_ms = 30;
      driver.think(limits, [this](common::SearchControl& ctl) {
        elapsed_at_start = ctl.elapsed_ms();
        stopped_at_once = ctl.should_abort(0);
        return 0;
      });
      return std::string();
    });
    engine.add("slow", "slow", [this](const GtpCommand&) {
      std::this_thread::sleep_for(std::chrono::milliseconds(60));
      slow_done = std::chrono::steady_clock::now();
      return std::string();
    });
    engine.add("probe", "probe", [this](const GtpCommand&) {
      probe_entry = std::chrono::steady_clock::now();
      probe_received = engine.command_received();
      return std::string();
    });
  }
};
}  // namespace

TEST_CASE("GTP search clock runs from when the command was read, not from when the search starts") {
  SUBCASE("execute") {
    ClockEngine e;
    CHECK(e.engine.execute("setup") == "=\n\n");
    CHECK(e.elapsed_at_start >= 40);  // the work before the search came out of its budget
    CHECK(e.stopped_at_once);
  }
  SUBCASE("session") {
    ClockEngine e;
    testio::ScriptedInput in;
    testio::SyncOutput out;
    std::thread session([&] { e.engine.run(in.stream(), out.stream()); });
    const auto sent = std::chrono::steady_clock::now();
    in.send("probe");
    CHECK(out.wait_for("=\n\n"));
    CHECK(e.probe_received >= sent);
    CHECK(e.probe_received <= e.probe_entry);
    in.send("setup");
    CHECK(out.wait_for("=\n\n=\n\n"));
    CHECK(e.elapsed_at_start >= 40);
    CHECK(e.stopped_at_once);
    in.close();
    session.join();
  }
  SUBCASE("a script piped in whole: a command's clock starts when the one before it ended") {
    ClockEngine e;
    testio::ScriptedInput in;
    testio::SyncOutput out;
    std::thread session([&] { e.engine.run(in.stream(), out.stream()); });
    in.send_raw("slow\nprobe\n");
    CHECK(out.wait_for("=\n\n=\n\n"));
    CHECK(e.probe_received >= e.slow_done);
    CHECK(e.probe_received <= e.probe_entry);
    in.close();
    session.join();
  }
}

TEST_CASE("SearchControl started in the past counts the time before start()") {
  common::SearchControl ctl;
  common::SearchLimits limits;
  limits.hard_ms = 100;
  ctl.start(limits, common::Clock::now() - std::chrono::milliseconds(150));
  CHECK(ctl.elapsed_ms() >= 150);
  CHECK(ctl.should_abort(0));
  ctl.start(limits, common::Clock::now() + std::chrono::hours(1));  // never in the future
  CHECK(ctl.elapsed_ms() >= 0);
}
