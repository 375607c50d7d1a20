// Reliability of the protocol cores: bounded input lines, garbage bytes, CRLF, EOF anywhere,
// refused clock commands that must not change the clock, and "quit"/EOF that arrive before a
// genmove's search has started.
#include <doctest/doctest.h>

#include <absl/strings/str_split.h>

#include <algorithm>
#include <chrono>
#include <sstream>
#include <thread>

#include "protocol/aei/session.h"
#include "protocol/gtp/engine.h"
#include "protocol/gtp/search_driver.h"
#include "protocol/io/line_reader.h"
#include "scripted_io.h"
#include "stub_aei_engine.h"

using protocol::GtpCommand;
using protocol::GtpEngine;
using protocol::LineReader;

namespace {

std::string run_gtp(GtpEngine& e, const std::string& input) {
  std::istringstream in(input);
  std::ostringstream out;
  CHECK(e.run(in, out) == 0);
  return out.str();
}

std::vector<LineReader::Line> read_all(const std::string& input) {
  std::istringstream in(input);
  std::vector<LineReader::Line> lines;
  LineReader reader(in);
  while (auto line = reader.next()) lines.push_back(*line);
  return lines;
}

bool same_clock(const common::ClockState& a, const common::ClockState& b) {
  return a.remaining_ms == b.remaining_ms && a.per_move_ms == b.per_move_ms && a.moves_to_go == b.moves_to_go &&
         a.byo_period_ms == b.byo_period_ms && a.byo_periods == b.byo_periods && a.move_time_ms == b.move_time_ms &&
         a.max_move_ms == b.max_move_ms && a.used_ms == b.used_ms && a.expiring_ms == b.expiring_ms;
}

}  // namespace

TEST_CASE("Line reader: CRLF, NUL bytes, a last line without newline, empty lines") {
  const std::string input = std::string("a b\r\n\r\n\n") + std::string("x\0y\xff\xfe", 5) + "\nlast";
  const auto lines = read_all(input);
  REQUIRE(lines.size() == 5);
  CHECK(lines[0].text == "a b");
  CHECK(lines[1].text.empty());
  CHECK(lines[2].text.empty());
  CHECK(lines[3].text == std::string("x\0y\xff\xfe", 5));
  CHECK(lines[4].text == "last");
  for (const auto& l : lines) CHECK_FALSE(l.overlong);
  CHECK(read_all("").empty());
}

TEST_CASE("Line reader: 1 MB and 10 MB lines are cut to the limit, flagged, and reading goes on") {
  for (std::size_t size : {std::size_t{LineReader::kMaxLineBytes}, std::size_t{LineReader::kMaxLineBytes + 1},
                           std::size_t{1} << 20, std::size_t{10} << 20}) {
    CAPTURE(size);
    const auto lines = read_all("5 name\n" + std::string(size, 'x') + "\nafter\n" + std::string(size, 'y'));
    REQUIRE(lines.size() == 4);
    CHECK(lines[0].text == "5 name");
    CHECK(lines[1].bytes == size);
    CHECK(lines[1].overlong == (size > LineReader::kMaxLineBytes));
    CHECK(lines[1].text.size() == std::min(size, LineReader::kMaxLineBytes));  // bounded memory
    CHECK(lines[2].text == "after");
    CHECK(lines[3].overlong == (size > LineReader::kMaxLineBytes));  // also at EOF without newline
  }
}

TEST_CASE("GTP: overlong lines, garbage, CRLF, spaces and tabs, ids on success and error") {
  GtpEngine e("toy", "1");
  const std::string big(std::size_t{1} << 20, 'z');
  const std::string out = run_gtp(e, "1 name\r\n" + ("12 genmove " + big) + "\n" + std::string("\0\x01\xff\xfe\x80", 5) +
                                         "\n \t 3 \t version \t \r\n4 boardsize\n  \n# comment\n5 name");
  CHECK(out ==
        "=1 toy\n\n"
        "?12 line too long (1048587 bytes; the limit is 65536)\n\n"
        "? unknown command\n\n"
        "=3 1\n\n"
        "?4 unknown command\n\n"
        "=5 toy\n\n");
}

TEST_CASE("GTP clock: a refused command leaves the clock exactly as it was") {
  GtpEngine e("toy", "1");
  REQUIRE(e.execute("kgs-time_settings byoyomi 30 10 3") == "=\n\n");
  REQUIRE(e.execute("time_left b 20 0") == "=\n\n");
  const std::string description = e.clock().describe();
  const common::ClockState black = e.clock().clock_for(1), white = e.clock().clock_for(0);
  for (const char* bad :
       {"kgs-time_settings byoyomi 10 5 x", "kgs-time_settings byoyomi 10 x 5", "kgs-time_settings byoyomi 10 5",
        "kgs-time_settings byoyomi 10 5 3 7", "kgs-time_settings byoyomi 10 5 0", "kgs-time_settings canadian 10 5 x",
        "kgs-time_settings canadian -1 5 5", "kgs-time_settings absolute x", "kgs-time_settings absolute",
        "kgs-time_settings fischer 10 x", "kgs-time_settings none 5", "kgs-time_settings sudden 10",
        "kgs-time_settings", "time_settings 10 5 x", "time_settings 10 x 1", "time_settings 10 5",
        "time_settings -5 5 1", "time_left b 10 x", "time_left q 10 0", "time_left b nan 0", "time -g 10 -m x",
        "time -g 10 -z 1", "time -g"}) {
    CAPTURE(bad);
    CHECK(e.execute(bad).rfind("? ", 0) == 0);
    CHECK(e.clock().describe() == description);
    CHECK(same_clock(e.clock().clock_for(1), black));
    CHECK(same_clock(e.clock().clock_for(0), white));
  }
  CHECK(e.max_simulations() == 0);
}

namespace {
// A genmove that sets up slowly (so "quit" or EOF is read before its search starts) and then
// searches with no limit at all until stopped.
struct SlowStartEngine {
  GtpEngine engine{"slow", "0"};
  protocol::GtpSearchDriver driver{engine};
  SlowStartEngine() {
    engine.add("genmove", "genmove <color>", [this](const GtpCommand&) {
      std::this_thread::sleep_for(std::chrono::milliseconds(200));
      common::SearchLimits unlimited;
      const uint64_t n = driver.think(unlimited, [](common::SearchControl& ctl) {
        uint64_t i = 0;
        while (!ctl.should_abort(i)) {
          ++i;
          std::this_thread::sleep_for(std::chrono::microseconds(100));
        }
        return i;
      });
      return std::string(n < 1000 ? "a1" : "late");
    });
  }
};
}  // namespace

TEST_CASE("GTP: quit or EOF read before genmove's search starts still stops it at once") {
  for (const char* ending : {"quit", "eof", "eof-mid-line"}) {
    CAPTURE(ending);
    SlowStartEngine e;
    testio::ScriptedInput in;
    testio::SyncOutput out;
    std::thread session([&] { e.engine.run(in.stream(), out.stream()); });
    in.send("7 genmove b");
    if (std::string(ending) == "quit") in.send("quit");
    if (std::string(ending) == "eof-mid-line") {
      // "qu" without a newline, then EOF: a partial last line, and the end of input.
      in.send_raw("qu");
    }
    if (std::string(ending) != "quit") in.close();
    // Without the pending flag the search ran forever (no limit): generous bound.
    CHECK(out.wait_for("=7 a1\n\n", std::chrono::milliseconds(5000)));
    in.close();
    session.join();
  }
}

namespace {
class IdleAei : public test_support::StubAeiEngine {
 public:
  std::optional<std::string> make_move(std::string_view m) override {
    if (m != "Ra2n") return "illegal move: " + std::string(m);
    return std::nullopt;
  }
  int turn_number() const override { return 2; }
  std::string search(common::SearchControl& control, protocol::AeiOutput&) override {
    uint64_t n = 0;
    while (!control.should_abort(n) && !(!control.infinite() && control.past_soft())) {
      ++n;
      std::this_thread::sleep_for(std::chrono::microseconds(200));
    }
    return "Ra2n";
  }
};
}  // namespace

TEST_CASE("AEI: overlong lines, garbage bytes, tabs and CRLF get errors and the session goes on") {
  IdleAei engine;
  protocol::AeiSession session(engine);
  std::istringstream in("aei\r\n" + std::string(std::size_t{10} << 20, 'q') + "\n" +
                        std::string("\0\xff\xfe\x01", 4) + "\n\t isready \t\r\nmakemove \tRa2n\nmakemove x\xff\n" +
                        "setoption name tcmove value 1\x01\nisready");
  std::ostringstream out;
  CHECK(session.run(in, out) == 0);
  const std::vector<std::string> lines = absl::StrSplit(out.str(), '\n', absl::SkipEmpty());
  REQUIRE(lines.size() >= 10);
  CHECK(lines[4] == "aeiok");
  CHECK(lines[5] == "log Error: line too long (10485760 bytes; the limit is 65536): ignored");
  CHECK(lines[6] == "log Error: unknown command: \\xff\\xfe");
  CHECK(lines[7] == "readyok");
  CHECK(lines[8] == "log Error: illegal move: x\\xff");
  CHECK(lines[9] == "readyok");
  CHECK(lines.size() == 10);
  for (const auto& l : lines)
    for (char c : l) CHECK((static_cast<unsigned char>(c) >= 32 && static_cast<unsigned char>(c) < 127));
}

TEST_CASE("AEI: EOF during a search, during ponder and in the middle of a line ends cleanly") {
  for (const char* script : {"aei\nnewgame\ngo\n", "aei\nnewgame\ngo ponder\n", "aei\nnewgame\ngo pond"}) {
    CAPTURE(script);
    IdleAei engine;
    protocol::AeiSession session(engine);
    testio::ScriptedInput in;
    testio::SyncOutput out;
    int rc = -1;
    std::thread t([&] { rc = session.run(in.stream(), out.stream()); });
    in.send_raw(script);
    CHECK(out.wait_for("aeiok\n"));
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    in.close();
    t.join();  // no hang: an unlimited search is stopped by EOF
    CHECK(rc == 0);
  }
}

TEST_CASE("AEI: go sent the moment bestmove arrives is accepted (the search thread may not have ended yet)") {
  IdleAei engine;
  protocol::AeiSession session(engine);
  testio::ScriptedInput in;
  testio::SyncOutput out;
  std::thread t([&] { session.run(in.stream(), out.stream()); });
  in.send("aei");
  in.send("setoption name tcmove value 0.01");
  in.send("setoption name tcreserve value 0");
  in.send("newgame");
  for (int i = 0; i < 30; ++i) {
    CAPTURE(i);
    in.send("go");
    REQUIRE(out.wait_for("bestmove Ra2n\n"));
    out.clear();
  }
  in.send("isready");
  CHECK(out.wait_for("readyok\n"));
  CHECK_FALSE(out.contains("while searching"));
  in.close();
  t.join();
}

TEST_CASE("AEI clock edge cases: the planned hard limit stays inside what the clock allows") {
  const double reserves[] = {0, 0.01, 0.05, 0.2, 1, 30};
  const double tcmoves[] = {0, 0.05, 1, 30};
  const double turntimes[] = {0, 0.1, 0.5, 2};
  const double useds[] = {0, 0.1, 1, 5, 100};
  const double maxes[] = {0, 0.5, 10};
  common::TimeOptions options;
  options.overhead_ms = 150;  // arimaa's margin
  const common::TimeManager tm(options);
  int checked = 0;
  for (double reserve : reserves)
    for (double tcmove : tcmoves)
      for (double turntime : turntimes)
        for (double used : useds)
          for (double tcmax : maxes) {
            protocol::AeiClock clock;
            auto set = [&](const char* name, double v) {
              REQUIRE(clock.set(name, std::to_string(v)) == protocol::AeiClock::SetResult::kOk);
            };
            set("tcmove", tcmove);
            set("tcreserve", reserve);
            set("tcmax", tcmax);
            set("tcturntime", turntime);
            set("tctotal", 60);
            set("greserve", reserve);
            set("sreserve", reserve);
            set("moveused", used);
            const common::TimeBudget b = tm.plan(clock.clock_for(0, 5));
            CAPTURE(reserve);
            CAPTURE(tcmove);
            CAPTURE(turntime);
            CAPTURE(used);
            CAPTURE(tcmax);
            if (reserve == 0 && tcmove == 0 && turntime == 0) continue;  // no limit at all
            // The most this turn may take: the reserve plus the turn's time (plus what tcmax
            // would waste anyway, at most tcmove more), capped by tcturntime, minus moveused.
            double allowed = reserve + 2 * tcmove;
            if (turntime > 0) allowed = std::min(allowed, turntime);
            const auto allowed_ms = static_cast<int64_t>((allowed - used) * 1000);
            CHECK(b.hard_ms >= 1);
            CHECK(b.soft_ms <= b.hard_ms);
            CHECK(b.hard_ms <= std::max<int64_t>(allowed_ms - std::min<int64_t>(150, allowed_ms / 16 + 2), 1));
            ++checked;
          }
  CHECK(checked > 500);
}
