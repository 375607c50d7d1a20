#include <doctest/doctest.h>

#include <absl/strings/str_split.h>

#include <sstream>
#include <thread>

#include "protocol/aei/session.h"
#include "scripted_io.h"

using protocol::AeiEngine;
using protocol::AeiOutput;
using protocol::AeiSession;

namespace {
// An engine whose "search" counts until stopped or out of time, so the session's threading and
// clock handling can be observed without any game.
class CountingEngine : public AeiEngine {
 public:
  std::string name() const override { return "counter"; }
  std::string author() const override { return "tests"; }
  std::string version() const override { return "0"; }
  void new_game() override { moves.clear(); }
  std::optional<std::string> set_position(std::string_view args) override {
    if (args.size() < 3) return "position too short";
    return std::nullopt;
  }
  std::optional<std::string> make_move(std::string_view move) override {
    if (move == "bad") return "illegal move: bad";
    moves.emplace_back(move);
    return std::nullopt;
  }
  OptionResult set_option(std::string_view name, std::string_view value, std::string& message) override {
    if (name != "hash") return OptionResult::kUnknown;
    if (value != "16" && value != "32") {
      message = "16 or 32";
      return OptionResult::kInvalid;
    }
    return OptionResult::kOk;
  }
  int side_to_move() const override { return static_cast<int>(moves.size() % 2); }
  int turn_number() const override { return static_cast<int>(moves.size() / 2 + 1); }
  std::string search(common::SearchControl& control, AeiOutput& out) override {
    last_limits = control.limits();
    uint64_t n = 0;
    while (!control.should_abort(n)) {
      ++n;
      if (!control.infinite() && control.past_soft()) break;
      std::this_thread::sleep_for(std::chrono::microseconds(200));
    }
    common::SearchReport r;
    r.depth = 1;
    r.nodes = n;
    r.pv = {"Ra2n", "ra7s"};
    r.pv_side = {0, 1};
    out.report(r);
    return "Ra2n";
  }
  std::vector<std::string> moves;
  common::SearchLimits last_limits;
};

std::vector<std::string> run(AeiEngine& engine, const std::string& input) {
  std::istringstream in(input);
  std::ostringstream out;
  AeiSession session(engine);
  CHECK(session.run(in, out) == 0);
  return absl::StrSplit(out.str(), '\n', absl::SkipEmpty());
}
bool has(const std::vector<std::string>& lines, const std::string& prefix) {
  for (const auto& l : lines)
    if (l.rfind(prefix, 0) == 0) return true;
  return false;
}
}  // namespace

TEST_CASE("AEI handshake, isready, unknown command and options") {
  CountingEngine e;
  auto lines = run(e, "aei\nisready\nfoo bar\nsetoption name hash value 16\nsetoption name hash value 7\n"
                      "setoption name colour value red\nsetoption hash\nsetoption name tcmove value -3\nisready\nquit\n");
  REQUIRE(lines.size() >= 11);
  CHECK(lines[0] == "protocol-version 1");
  CHECK(lines[1] == "id name counter");
  CHECK(lines[2] == "id author tests");
  CHECK(lines[3] == "id version 0");
  CHECK(lines[4] == "aeiok");
  CHECK(lines[5] == "readyok");
  CHECK(lines[6] == "log Error: unknown command: foo");
  CHECK(lines[7] == "log Error: invalid value for hash: '7' (16 or 32)");
  CHECK(lines[8] == "log Warning: unknown option ignored: colour");
  CHECK(lines[9].rfind("log Error: malformed setoption", 0) == 0);
  CHECK(lines[10] == "log Error: invalid value for tcmove: '-3' (seconds >= 0)");
  CHECK(lines[11] == "readyok");
}

TEST_CASE("AEI go with a clock answers bestmove in time; makemove errors are logged") {
  CountingEngine e;
  auto lines = run(e, "aei\nsetoption name tcmove value 1\nsetoption name tcreserve value 0\n"
                      "makemove bad\nmakemove Ra2n\ngo\n");  // EOF right after go: the search is stopped
  CHECK(has(lines, "log Error: illegal move: bad"));
  CHECK(e.moves == std::vector<std::string>{"Ra2n"});
  CHECK(e.last_limits.hard_ms > 0);
  CHECK(e.last_limits.hard_ms <= 1000);
}

TEST_CASE("AEI go ponder answers only on stop; stop during go answers at once; quit during search") {
  CountingEngine e;
  testio::ScriptedInput input;
  testio::SyncOutput out;
  std::thread session_thread([&] {
    AeiSession session(e);
    session.run(input.stream(), out.stream());
  });
  input.send("aei");
  CHECK(out.wait_for("aeiok"));
  input.send("go ponder");
  input.send("isready");
  CHECK(out.wait_for("readyok"));  // answered during the search
  CHECK_FALSE(out.contains("bestmove"));
  input.send("stop");
  CHECK(out.wait_for("bestmove Ra2n"));
  CHECK(out.contains("info pv Ra2n s ra7s"));
  CHECK(e.last_limits.infinite);

  out.clear();
  input.send("go");  // no clock: runs until stopped
  input.send("isready");
  CHECK(out.wait_for("readyok"));
  CHECK_FALSE(out.contains("bestmove"));
  input.send("stop");
  CHECK(out.wait_for("bestmove Ra2n"));

  out.clear();
  input.send("go");
  input.send("makemove Ra2n");  // stops the search; its stale bestmove is dropped
  input.send("isready");
  CHECK(out.wait_for("readyok"));
  input.send("go");
  input.send("quit");
  input.close();
  session_thread.join();  // quit ends a running search promptly
  CHECK_FALSE(out.contains("bestmove"));
}

TEST_CASE("AEI clock: reserves, turn time cap, moveused and tcpercent") {
  protocol::AeiClock clock;
  CHECK_FALSE(clock.limited());
  CHECK(clock.clock_for(0, 1).remaining_ms < 0);
  CHECK(clock.set("tcmove", "15") == protocol::AeiClock::SetResult::kOk);
  CHECK(clock.set("tcreserve", "150") == protocol::AeiClock::SetResult::kOk);
  CHECK(clock.set("sreserve", "40") == protocol::AeiClock::SetResult::kOk);
  CHECK(clock.set("tcturntime", "20") == protocol::AeiClock::SetResult::kOk);
  CHECK(clock.set("moveused", "3") == protocol::AeiClock::SetResult::kOk);
  auto g = clock.clock_for(0, 5);
  CHECK(g.per_move_ms == 15000);
  CHECK(g.remaining_ms == 150000);
  CHECK(g.max_move_ms == 20000);
  CHECK(g.used_ms == 3000);
  auto s = clock.clock_for(1, 5);
  CHECK(s.remaining_ms == 40000);
  CHECK(clock.set("tcpercent", "101") == protocol::AeiClock::SetResult::kInvalid);
  CHECK(clock.set("tcmove", "x") == protocol::AeiClock::SetResult::kInvalid);
  CHECK(clock.set("color", "1") == protocol::AeiClock::SetResult::kUnknown);
  CHECK(clock.clock_for(0, 5).per_move_ms == 15000);  // unchanged by the bad values
  CHECK(clock.clock_for(0, 5).expiring_ms == 0);  // tcpercent 100, no tcmax: all of it is kept
  clock.set("tcmax", "150");  // reserve full: unused turn time would be lost, so it is worth spending
  CHECK(clock.clock_for(0, 5).per_move_ms == 15000);
  CHECK(clock.clock_for(0, 5).expiring_ms == 15000);
  CHECK(clock.clock_for(1, 5).expiring_ms == 0);  // silver's 40 s reserve has room
  clock.set("tcpercent", "40");
  CHECK(clock.clock_for(1, 5).expiring_ms == 9000);
  clock.set("tcturns", "10");
  CHECK(clock.clock_for(0, 8).moves_to_go == 3);
  clock.new_game();
  CHECK(clock.clock_for(1, 1).remaining_ms == 150000);
  CHECK(clock.clock_for(1, 1).used_ms == 0);
}
