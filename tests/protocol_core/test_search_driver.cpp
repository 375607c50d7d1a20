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
