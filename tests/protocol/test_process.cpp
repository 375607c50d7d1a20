// EngineProcess against the fake engine: lines, timeouts, EOF, crashes, hangs, reaping.

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <fstream>
#include <string>
#include <thread>

#include "tests/protocol/fake.h"

using protocol::Direction;
using protocol::EngineProcess;
using protocol::ExitStatus;
using protocol::Millis;
using protocol::StderrMode;

namespace {

// Our child, already reaped: waitpid knows it no more.
bool reaped(pid_t pid) { return ::waitpid(pid, nullptr, WNOHANG) < 0 && errno == ECHILD; }

// Any process: gone or a zombie (a grandchild is reaped by init, which may take a moment).
bool not_running(pid_t pid) {
  for (int i = 0; i < 200; ++i) {
    std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
    std::string pid_field, name, state;
    if (!(stat >> pid_field >> name >> state) || state == "Z") return true;
    std::this_thread::sleep_for(Millis(10));
  }
  return false;
}

}  // namespace

TEST_CASE("echo: lines go out and come back, \\r\\n stripped, several lines in one read") {
  EngineProcess engine;
  fake::start(engine);
  CHECK(engine.alive());
  CHECK(engine.write_line("hello"));
  CHECK(engine.read_line(fake::kLong) == "hello");
  CHECK(engine.write_line("crlf windows"));
  CHECK(engine.read_line(fake::kLong) == "windows");
  CHECK(engine.write_line("lines 3"));
  CHECK(engine.read_line(fake::kLong) == "line 1");
  CHECK(engine.read_line(fake::kLong) == "line 2");
  CHECK(engine.read_line(fake::kLong) == "line 3");
  CHECK(engine.write_line(""));
  CHECK(engine.read_line(fake::kLong) == "");
  CHECK(engine.write_line("quit"));
  auto status = engine.wait_exit(fake::kLong);
  REQUIRE(status);
  CHECK(status->success());
  CHECK_FALSE(engine.read_line(Millis(100)));
  CHECK(engine.eof());
  CHECK(reaped(engine.pid()));
}

TEST_CASE("a hang is a timeout, not EOF; kill reaps it") {
  EngineProcess engine;
  fake::start(engine);
  CHECK(engine.write_line("hang"));
  CHECK_FALSE(engine.read_line(Millis(100)));
  CHECK_FALSE(engine.eof());
  CHECK(engine.alive());
  CHECK_FALSE(engine.wait_exit(Millis(50)));
  engine.kill();
  REQUIRE(engine.exit_status());
  CHECK(engine.exit_status()->signal == SIGKILL);
  CHECK(reaped(engine.pid()));
  CHECK_FALSE(engine.alive());
}

TEST_CASE("a slow answer arrives after an early timeout") {
  EngineProcess engine;
  fake::start(engine);
  CHECK(engine.write_line("slow 150 late"));
  CHECK_FALSE(engine.read_line(Millis(20)));
  CHECK(engine.read_line(fake::kLong) == "late");
}

TEST_CASE("crashes are told apart from exits") {
  SUBCASE("SIGSEGV") {
    EngineProcess engine;
    fake::start(engine);
    CHECK(engine.write_line("crash"));
    CHECK_FALSE(engine.read_line(fake::kLong));
    CHECK(engine.eof());
    auto status = engine.wait_exit(fake::kLong);
    REQUIRE(status);
    CHECK(status->signal == SIGSEGV);
    CHECK(status->describe() == "killed by signal 11 (SIGSEGV)");
  }
  SUBCASE("abort") {
    EngineProcess engine;
    fake::start(engine);
    CHECK(engine.write_line("abort"));
    auto status = engine.wait_exit(fake::kLong);
    REQUIRE(status);
    CHECK(status->signal == SIGABRT);
  }
  SUBCASE("exit code") {
    EngineProcess engine;
    fake::start(engine, {"--exit-at-start", "3"});
    CHECK_FALSE(engine.read_line(fake::kLong));
    CHECK(engine.eof());
    auto status = engine.wait_exit(fake::kLong);
    REQUIRE(status);
    CHECK(*status == ExitStatus{3, 0});
    CHECK(status->describe() == "exit code 3");
  }
}

TEST_CASE("writing to a dead engine fails instead of raising SIGPIPE") {
  EngineProcess engine;
  fake::start(engine, {"--exit-at-start", "0"});
  REQUIRE(engine.wait_exit(fake::kLong));
  // The pipe buffer may take the first lines; a dead reader makes some write fail with EPIPE.
  bool failed = false;
  std::string big(100000, 'x');
  for (int i = 0; i < 3 && !failed; ++i) failed = !engine.write_line(big);
  CHECK(failed);
  CHECK(engine.error().find("EPIPE") != std::string::npos);
  CHECK_FALSE(engine.stdin_open());
  CHECK_FALSE(engine.write_line("again"));
}

TEST_CASE("an engine that stops reading makes a write time out, not block") {
  EngineProcess engine;
  protocol::SpawnOptions options;
  options.write_timeout = Millis(200);
  fake::start(engine, {}, options);
  CHECK(engine.write_line("hang"));
  bool failed = false;
  std::string big(100000, 'x');
  for (int i = 0; i < 10 && !failed; ++i) failed = !engine.write_line(big);
  CHECK(failed);
  CHECK(engine.error().find("timed out") != std::string::npos);
}

TEST_CASE("garbage bytes come through unchanged") {
  EngineProcess engine;
  fake::start(engine);
  CHECK(engine.write_line("garbage"));
  CHECK(engine.read_line(fake::kLong) == std::string("\x01\x02\xff\xfe junk\tbytes\x7f"));
  CHECK(engine.read_line(fake::kLong) == std::string("nul\0inside", 10));
}

TEST_CASE("a partial line is not a line until stdout closes") {
  EngineProcess engine;
  fake::start(engine);
  CHECK(engine.write_line("partial no newline"));
  for (int i = 0; i < 200 && engine.pending_partial().empty(); ++i) CHECK_FALSE(engine.read_line(Millis(50)));
  CHECK(engine.pending_partial() == "no newline");
  CHECK_FALSE(engine.read_line(Millis(50)));
  engine.close_stdin();
  CHECK(engine.read_line(fake::kLong) == "no newline");
  CHECK_FALSE(engine.read_line(fake::kLong));
  CHECK(engine.eof());
  REQUIRE(engine.wait_exit(fake::kLong));
  CHECK(engine.exit_status()->success());
}

TEST_CASE("stdout closed while the process lives is EOF") {
  EngineProcess engine;
  fake::start(engine);
  CHECK(engine.write_line("close-stdout"));
  CHECK_FALSE(engine.read_line(fake::kLong));
  CHECK(engine.eof());
  CHECK(engine.alive());
}

TEST_CASE("over-long output without newline is cut into lines") {
  EngineProcess engine;
  protocol::SpawnOptions options;
  options.max_line_bytes = 1000;
  fake::start(engine, {}, options);
  CHECK(engine.write_line("long 2500"));
  CHECK(engine.read_line(fake::kLong) == std::string(1000, 'x'));
  CHECK(engine.read_line(fake::kLong) == std::string(1000, 'x'));
  CHECK(engine.read_line(fake::kLong) == std::string(500, 'x'));
}

TEST_CASE("large output is buffered whole") {
  EngineProcess engine;
  fake::start(engine);
  CHECK(engine.write_line("lines 20000"));
  for (int i = 1; i <= 20000; ++i) {
    auto line = engine.read_line(fake::kLong);
    REQUIRE(line);
    if (*line != "line " + std::to_string(i)) FAIL("line " << i << " is " << *line);
  }
}

TEST_CASE("the destructor never leaves a zombie") {
  pid_t pid;
  {
    EngineProcess engine;
    fake::start(engine);
    CHECK(engine.write_line("hang"));
    pid = engine.pid();
  }
  CHECK(reaped(pid));
  {
    EngineProcess engine;
    fake::start(engine, {"--exit-at-start", "0"});
    pid = engine.pid();
    std::this_thread::sleep_for(Millis(50));  // it has exited, not yet reaped
  }
  CHECK(reaped(pid));
}

TEST_CASE("kill takes down the engine's helper processes too") {
  EngineProcess engine;
  fake::start(engine);
  CHECK(engine.write_line("grandchild"));
  auto line = engine.read_line(fake::kLong);
  REQUIRE(line);
  REQUIRE(line->starts_with("grandchild "));
  pid_t grandchild = std::stoi(line->substr(11));
  engine.kill();
  CHECK(not_running(grandchild));
  // The grandchild held stdout too: with it gone, stdout reaches EOF.
  CHECK_FALSE(engine.read_line(fake::kLong));
  CHECK(engine.eof());
}

TEST_CASE("shutdown: a polite exit, or a kill after the grace period") {
  {
    EngineProcess engine;
    fake::start(engine);
    CHECK(engine.shutdown(fake::kLong).success());
  }
  {
    EngineProcess engine;
    fake::start(engine);
    CHECK(engine.write_line("ignore-eof"));
    CHECK(engine.shutdown(Millis(100)).signal == SIGKILL);
  }
}

TEST_CASE("start fails cleanly for a missing program") {
  EngineProcess engine;
  CHECK_FALSE(engine.start({"/nonexistent/engine-binary"}));
  CHECK(engine.error().find("cannot start") != std::string::npos);
  CHECK_FALSE(engine.started());
  CHECK_FALSE(engine.write_line("x"));
  CHECK_FALSE(engine.read_line(Millis(1)));
  EngineProcess empty;
  CHECK_FALSE(empty.start({}));
}

TEST_CASE("stderr: captured tail, file, and a flood that must not block the engine") {
  SUBCASE("capture") {
    EngineProcess engine;
    protocol::SpawnOptions options;
    options.stderr_mode = StderrMode::kCapture;
    options.stderr_capture_bytes = 5000;
    fake::start(engine, {}, options);
    CHECK(engine.write_line("stderr first words"));
    CHECK(engine.write_line("ping"));
    CHECK(engine.read_line(fake::kLong) == "ping");
    CHECK(engine.stderr_tail().find("first words") != std::string::npos);
    // 1 MB is far more than a pipe holds: the client drains stderr while it waits for stdout.
    CHECK(engine.write_line("flood-stderr 1000000"));
    CHECK(engine.read_line(fake::kLong) == "flooded");
    auto tail = engine.stderr_tail();
    CHECK(tail.size() == 5000);
    CHECK(tail.find("first words") == std::string::npos);
  }
  SUBCASE("file") {
    std::string path = "/tmp/fake-engine-stderr-" + std::to_string(getpid()) + ".log";
    ::unlink(path.c_str());
    {
      EngineProcess engine;
      protocol::SpawnOptions options;
      options.stderr_mode = StderrMode::kFile;
      options.stderr_path = path;
      fake::start(engine, {}, options);
      CHECK(engine.write_line("stderr to the file"));
      CHECK(engine.shutdown(fake::kLong).success());
    }
    std::ifstream in(path);
    std::string line;
    std::getline(in, line);
    CHECK(line == "to the file");
    ::unlink(path.c_str());
  }
  SUBCASE("discard") {
    EngineProcess engine;
    protocol::SpawnOptions options;
    options.stderr_mode = StderrMode::kDiscard;
    fake::start(engine, {}, options);
    CHECK(engine.write_line("flood-stderr 200000"));
    CHECK(engine.read_line(fake::kLong) == "flooded");
    CHECK(engine.stderr_tail().empty());
  }
}

TEST_CASE("read_lines_until collects up to the matching line") {
  EngineProcess engine;
  fake::start(engine);
  CHECK(engine.write_line("lines 5"));
  auto deadline = protocol::Clock::now() + fake::kLong;
  auto got = engine.read_lines_until([](std::string_view line) { return line == "line 3"; }, deadline);
  CHECK(got.matched());
  CHECK(got.lines == std::vector<std::string>{"line 1", "line 2", "line 3"});
  got = engine.read_lines_until([](std::string_view) { return false; }, protocol::Clock::now() + Millis(100));
  CHECK(got.end == EngineProcess::Lines::End::kTimeout);
  CHECK(got.lines.size() == 2);
  CHECK(engine.write_line("quit"));
  got = engine.read_lines_until([](std::string_view) { return false; }, protocol::Clock::now() + fake::kLong);
  CHECK(got.end == EngineProcess::Lines::End::kEof);
}

TEST_CASE("the observer sees both directions; a moved process keeps running") {
  std::vector<std::string> seen;
  EngineProcess first;
  fake::start(first);
  first.set_observer([&](Direction d, std::string_view line) {
    seen.push_back((d == Direction::kToEngine ? "> " : "< ") + std::string(line));
  });
  EngineProcess engine = std::move(first);
  CHECK_FALSE(first.started());
  CHECK(engine.write_line("abc"));
  CHECK(engine.read_line(fake::kLong) == "abc");
  CHECK(seen == std::vector<std::string>{"> abc", "< abc"});
}
