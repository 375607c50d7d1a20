#include <doctest/doctest.h>

#include <sstream>

#include "protocol/gtp/engine.h"

using protocol::GtpCommand;
using protocol::GtpEngine;
using protocol::GtpError;

namespace {
// A toy engine with one stateful command, to check framing and error handling.
struct Toy {
  GtpEngine engine{"toy", "1.0"};
  int value = 0;
  Toy() {
    engine.add("set", "set <n>: 0..9", [this](const GtpCommand& c) {
      c.expect_args(1);
      value = static_cast<int>(c.int_arg(0, 0, 9));
      return std::string();
    });
    engine.add("get", "get: the value", [this](const GtpCommand& c) {
      c.expect_args(0);
      return std::to_string(value);
    });
    engine.add("boom", "boom: throws a non-GTP exception", [](const GtpCommand&) -> std::string {
      throw std::runtime_error("kaboom");
    });
  }
};
std::string run(GtpEngine& e, const std::string& input) {
  std::istringstream in(input);
  std::ostringstream out;
  CHECK(e.run(in, out) == 0);
  return out.str();
}
}  // namespace

TEST_CASE("GTP parses ids, comments, tabs and control characters") {
  auto c = protocol::parse_gtp_line("12 Play\tw  a1 # comment");
  REQUIRE(c);
  CHECK(c->id == 12);
  CHECK(c->name == "play");
  CHECK(c->args == std::vector<std::string>{"w", "a1"});
  CHECK_FALSE(protocol::parse_gtp_line("   # only a comment"));
  CHECK_FALSE(protocol::parse_gtp_line(""));
  auto d = protocol::parse_gtp_line("na\x01me\r");
  REQUIRE(d);
  CHECK(d->name == "name");
  CHECK(protocol::parse_gtp_color("W") == 0);
  CHECK(protocol::parse_gtp_color("black") == 1);
  CHECK_FALSE(protocol::parse_gtp_color("red"));
}

TEST_CASE("GTP framing: success, failure, ids, unknown commands, bad arguments keep state") {
  Toy t;
  CHECK(run(t.engine, "protocol_version\n7 name\nversion\n") == "= 2\n\n=7 toy\n\n= 1.0\n\n");
  CHECK(t.engine.execute("set 5") == "=\n\n");
  CHECK(t.engine.execute("3 set 10") == "?3 out of range [0, 9]: 10\n\n");
  CHECK(t.engine.execute("set x") == "? not an integer: x\n\n");
  CHECK(t.engine.execute("set") == "? expected 1 argument, got 0\n\n");
  CHECK(t.engine.execute("get") == "= 5\n\n");
  CHECK(t.engine.execute("frobnicate") == "? unknown command\n\n");
  CHECK(t.engine.execute("42") == "?42 unknown command\n\n");
  CHECK(t.engine.execute("boom") == "? internal error: kaboom\n\n");
  CHECK(t.engine.execute("known_command get") == "= true\n\n");
  CHECK(t.engine.execute("known_command nope") == "= false\n\n");
  const std::string list = t.engine.execute("list_commands");
  CHECK(list.find("\nget\n") != std::string::npos);
  CHECK(list.find("kgs-time_settings") != std::string::npos);
}

TEST_CASE("GTP quit answers and stops; EOF ends the session and fires the interrupt") {
  Toy t;
  int interrupts = 0;
  t.engine.set_interrupt_hook([&] { ++interrupts; });
  CHECK(run(t.engine, "get\nquit\nget\n") == "= 0\n\n=\n\n");
  CHECK(interrupts >= 1);
  Toy u;
  int eof_interrupts = 0;
  u.engine.set_interrupt_hook([&] { ++eof_interrupts; });
  CHECK(run(u.engine, "set 3\r\nget") == "=\n\n= 3\n\n");  // CRLF and a last line without newline
  CHECK(eof_interrupts == 1);
}

TEST_CASE("GTP clock: time_settings, kgs-time_settings, time_left and errors") {
  Toy t;
  auto& clock = t.engine.clock();
  CHECK(clock.clock_for(0).remaining_ms < 0);  // no clock by default

  CHECK(t.engine.execute("time_settings 300 0 0") == "=\n\n");
  CHECK(clock.clock_for(0).remaining_ms == 300000);
  CHECK(t.engine.execute("time_left white 12.5 0") == "=\n\n");
  CHECK(clock.clock_for(0).remaining_ms == 12500);
  CHECK(clock.clock_for(1).remaining_ms == 300000);

  CHECK(t.engine.execute("time_settings 0 30 5") == "=\n\n");  // Canadian without main time
  CHECK(t.engine.execute("time_left b 20 4") == "=\n\n");
  CHECK(clock.clock_for(1).remaining_ms == 20000);
  CHECK(clock.clock_for(1).moves_to_go == 4);

  CHECK(t.engine.execute("time_settings 10 5 0") == "=\n\n");  // byo > 0, stones 0: GTP "no limit"
  CHECK(clock.clock_for(0).remaining_ms < 0);

  CHECK(t.engine.execute("kgs-time_settings byoyomi 60 10 3") == "=\n\n");
  auto c = clock.clock_for(0);
  CHECK(c.remaining_ms == 60000);
  CHECK(c.byo_period_ms == 10000);
  CHECK(c.byo_periods == 3);
  CHECK(t.engine.execute("time_left w 8 2") == "=\n\n");  // in byo-yomi, 2 periods left
  c = clock.clock_for(0);
  CHECK(c.remaining_ms == 0);
  CHECK(c.byo_period_ms == 8000);

  CHECK(t.engine.execute("kgs-time_settings none") == "=\n\n");
  CHECK(clock.clock_for(0).remaining_ms < 0);

  // Malformed input is refused and changes nothing.
  CHECK(t.engine.execute("time_settings 300 0 0") == "=\n\n");
  CHECK(t.engine.execute("time_settings -1 0 0").rfind("? out of range", 0) == 0);
  CHECK(t.engine.execute("time_settings abc 0 0") == "? not a number: abc\n\n");
  CHECK(t.engine.execute("time_settings 1 2") == "? expected 3 arguments, got 2\n\n");
  CHECK(t.engine.execute("kgs-time_settings sudden 5").rfind("? unknown time system", 0) == 0);
  CHECK(t.engine.execute("time_left purple 10 0") == "? invalid color: purple\n\n");
  CHECK(t.engine.execute("time_settings nan 0 0") == "? not a number: nan\n\n");
  CHECK(clock.clock_for(0).remaining_ms == 300000);

  CHECK(t.engine.execute("time -g 60 -m 2 -i 5000") == "= fischer 60s + 2s\n\n");
  CHECK(t.engine.max_simulations() == 5000);
  CHECK(t.engine.execute("time -m 3") == "= per move 3s\n\n");
  CHECK(clock.clock_for(0).move_time_ms == 3000);
  CHECK(t.engine.execute("time -x 3").rfind("? unknown time option", 0) == 0);
  CHECK(t.engine.execute("time -g").rfind("? missing value", 0) == 0);
}

TEST_CASE("GTP clock: Castro's time -r -p -e -s -f and the engine's own bookkeeping") {
  Toy t;
  auto& clock = t.engine.clock();
  common::TimeOptions moves;
  moves.expected_moves_left = 20;
  moves.max_moves_left = 50;

  // The tournament script's fixed time per move: -r 0 keeps it a plain time per move.
  CHECK(t.engine.execute("time -g 0 -r 0 -m 1 -f 0") == "= per move 1s\n\n");
  CHECK(clock.clock_for(0).move_time_ms == 1000);

  // Game time with an increment that is lost unspent (-f 0).
  CHECK(t.engine.execute("time -g 60 -m 1 -f 0") == "= fischer 60s + 1s (not saved)\n\n");
  auto c = clock.clock_for(0, moves);
  CHECK(c.remaining_ms == 60000);
  CHECK(c.per_move_ms == 1000);
  CHECK(c.expiring_ms == 1000);
  // What the engine spends comes off its own count (no time_left from the host); an unused
  // increment is not saved with -f 0, and saved with -f 1.
  clock.spent(0, 400);
  CHECK(clock.clock_for(0).remaining_ms == 60000);
  clock.spent(0, 3000);
  CHECK(clock.clock_for(0).remaining_ms == 58000);
  CHECK(clock.clock_for(1).remaining_ms == 60000);
  CHECK(t.engine.execute("time -f 1") != "");
  clock.spent(1, 400);
  CHECK(clock.clock_for(1).remaining_ms == 60600);
  // time_left from the host overrides the engine's count.
  CHECK(t.engine.execute("time_left b 10 0") == "=\n\n");
  CHECK(clock.clock_for(1).remaining_ms == 10000);
  // Sudden death counts down too, never below 0.
  CHECK(t.engine.execute("time_settings 5 0 0") == "=\n\n");
  clock.spent(0, 2000);
  CHECK(clock.clock_for(0).remaining_ms == 3000);
  clock.spent(0, 9000);
  CHECK(clock.clock_for(0).remaining_ms == 0);

  // -r: the time left in this game; -p/-e/-s: Castro's share of it for one move (+ the move time).
  CHECK(t.engine.execute("time -g 100 -m 0.5 -r 40 -p") ==
        "= fischer 100s + 0.5s, 10% of the time left per move\n\n");
  c = clock.clock_for(0, moves);
  CHECK(c.move_time_ms == 4000 + 500);
  CHECK(c.remaining_ms < 0);
  CHECK(t.engine.execute("time -p 25") != "");
  CHECK(clock.clock_for(0, moves).move_time_ms == 10000 + 500);
  CHECK(t.engine.execute("time -e") != "");  // 2x an even split over the most moves left
  CHECK(clock.clock_for(0, moves).move_time_ms == 2 * 40000 / 50 + 500);
  CHECK(t.engine.execute("time -s 3") != "");  // 3x an even split over the expected moves left
  CHECK(clock.clock_for(0, moves).move_time_ms == 3 * 40000 / 20 + 500);
  // A share never exceeds what is left.
  CHECK(t.engine.execute("time -p 100 -r 2") != "");
  CHECK(clock.clock_for(0, moves).move_time_ms == 2000 + 500);
  // A host clock ends Castro's method.
  CHECK(t.engine.execute("time_settings 30 0 0") == "=\n\n");
  CHECK(clock.clock_for(0, moves).move_time_ms == 0);
  CHECK(clock.clock_for(0, moves).remaining_ms == 30000);
  CHECK(t.engine.execute("time -m 2 -r 10") == "= fischer 0s + 2s\n\n");  // a bank appears
  CHECK(clock.clock_for(0).remaining_ms == 10000);
  CHECK(clock.clock_for(0).per_move_ms == 2000);

  // -i alone changes only the playout limit; malformed commands change nothing.
  CHECK(t.engine.execute("time -i 700") == "= fischer 0s + 2s\n\n");
  CHECK(t.engine.max_simulations() == 700);
  CHECK(t.engine.execute("time -p 0 -m 1").rfind("? unknown time option: 0", 0) == 0);
  CHECK(t.engine.execute("time -p 101") == "? -p takes a value in (0, 100], not 101\n\n");
  CHECK(t.engine.execute("time -e 5000").rfind("? -e takes a value in (0, 1000]", 0) == 0);
  CHECK(t.engine.execute("time -r").rfind("? missing value after -r", 0) == 0);
  CHECK(t.engine.execute("time -r -5").rfind("? out of range", 0) == 0);
  CHECK(t.engine.execute("time -f 2").rfind("? out of range", 0) == 0);
  CHECK(t.engine.execute("time -g 60 -m 1 -x").rfind("? unknown time option: -x", 0) == 0);
  CHECK(t.engine.execute("time -g 60 -i x").rfind("? not an integer", 0) == 0);
  CHECK(t.engine.execute("time") == "= fischer 0s + 2s\n\n");
  CHECK(t.engine.max_simulations() == 700);
  CHECK(clock.clock_for(0).remaining_ms == 10000);
}
