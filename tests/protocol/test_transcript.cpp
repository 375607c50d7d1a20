// The transcript format: parsing, and runs against the fake engine that pass or fail where they should.

#include "tests/protocol/transcript.h"

#include "tests/protocol/fake.h"

using transcript::Step;

namespace {

transcript::Transcript parse_ok(std::string_view text) {
  std::string error;
  auto t = transcript::parse(text, "t.txt", error);
  REQUIRE_MESSAGE(t, error);
  return *t;
}

std::string parse_error(std::string_view text) {
  std::string error;
  auto t = transcript::parse(text, "t.txt", error);
  CHECK_FALSE(t);
  return error;
}

transcript::Result run(std::string_view text, std::vector<std::string> args = {}, int timeout_ms = 5000) {
  transcript::RunOptions options;
  options.timeout_ms = timeout_ms;
  return transcript::run(parse_ok(text), fake::argv(std::move(args)), options);
}

}  // namespace

TEST_CASE("transcript parsing") {
  auto t = parse_ok(
      "# comment\n"
      "\n"
      "> name\r\n"
      ">\n"
      "< = fake\\.\n"
      "<= = 2\n"
      "<=\n"
      "<... bestmove .*\n"
      "<empty\n"
      "  !timeout 250\n"
      "!close\n!sleep 5\n!exit 3\n!alive\n!noout 20\n");
  using K = Step::Kind;
  std::vector<K> kinds;
  for (const auto& s : t.steps) kinds.push_back(s.kind);
  CHECK(kinds == std::vector<K>{K::kSend, K::kSend, K::kExpect, K::kExpectLiteral, K::kExpectLiteral, K::kSkipUntil,
                                K::kExpectEmpty, K::kTimeout, K::kClose, K::kSleep, K::kExit, K::kAlive,
                                K::kNoOutput});
  CHECK(t.steps[0].line == 3);
  CHECK(t.steps[0].text == "name");
  CHECK(t.steps[1].text.empty());
  CHECK(t.steps[2].text == "= fake\\.");
  CHECK(t.steps[3].text == "= 2");
  CHECK(t.steps[4].text.empty());
  CHECK(t.steps[7].number == 250);
  CHECK(t.steps[10].number == 3);
}

TEST_CASE("transcript parse errors name the line") {
  CHECK(parse_error("> ok\n<\n").starts_with("t.txt:2: "));
  CHECK(parse_error("<(unclosed\n").starts_with("t.txt:1: "));
  CHECK(parse_error("< (unclosed\n").find("bad regex") != std::string::npos);
  CHECK(parse_error("\n\n!frobnicate\n").starts_with("t.txt:3: unknown directive"));
  CHECK(parse_error("!timeout\n").find("number") != std::string::npos);
  CHECK(parse_error("!timeout -5\n").find("number") != std::string::npos);
  CHECK(parse_error("!close now\n").find("no argument") != std::string::npos);
  CHECK(parse_error(">text\n").starts_with("t.txt:1: "));
  CHECK(parse_error("<...\n").starts_with("t.txt:1: "));
  CHECK(parse_error("<empty line\n").starts_with("t.txt:1: "));
  CHECK(parse_error("hello\n").find("unrecognized") != std::string::npos);
}

TEST_CASE("a transcript that matches passes") {
  auto r = run(
      "> hello\n< h.l+o\n> lines 3\n<... line 2\n<= line 3\n> \n<empty\n!noout 20\n!alive\n> quit\n!exit 0\n");
  CHECK_MESSAGE(r.passed, r.report("inline"));
}

TEST_CASE("failures name the line, the expectation and what came") {
  SUBCASE("wrong line") {
    auto r = run("> hello\n\n<= goodbye\n");
    CHECK_FALSE(r.passed);
    CHECK(r.line == 3);
    CHECK(r.got == "\"hello\"");
    auto report = r.report("t.txt");
    CHECK(report.find("t.txt:3: transcript failed") != std::string::npos);
    CHECK(report.find("expected: exactly \"goodbye\"") != std::string::npos);
    CHECK(report.find("    < hello") != std::string::npos);
    CHECK(report.find("last line sent: \"hello\"") != std::string::npos);
  }
  SUBCASE("regex must match the whole line") {
    auto r = run("> hello world\n< hello\n");
    CHECK_FALSE(r.passed);
    CHECK(r.line == 2);
  }
  SUBCASE("timeout") {
    auto r = run("!timeout 100\n> hang\n< .*\n");
    CHECK_FALSE(r.passed);
    CHECK(r.line == 3);
    CHECK(r.got.find("timeout") != std::string::npos);
  }
  SUBCASE("partial line shown on timeout") {
    // Synchronise first: the short timeout must only have to cover the partial line.
    auto r = run("> ping\n<= ping\n!timeout 300\n> partial half a line\n< half a line\n");
    CHECK_FALSE(r.passed);
    CHECK(r.got.find("pending partial line \"half a line\"") != std::string::npos);
  }
  SUBCASE("crash") {
    auto r = run("> crash\n<= never\n");
    CHECK_FALSE(r.passed);
    CHECK(r.line == 2);
    CHECK(r.got.find("SIGSEGV") != std::string::npos);
  }
  SUBCASE("skip until runs out") {
    auto r = run("> ping\n<= ping\n!timeout 300\n> lines 3\n<... line 4\n");
    CHECK_FALSE(r.passed);
    CHECK(r.line == 5);
    CHECK(r.got.find("timeout") != std::string::npos);
    CHECK(r.received == std::deque<std::string>{"ping", "line 1", "line 2", "line 3"});
  }
  SUBCASE("output during !noout") {
    auto r = run("> lines 1\n!noout 2000\n");
    CHECK_FALSE(r.passed);
    CHECK(r.line == 2);
  }
  SUBCASE("!alive after an exit") {
    auto r = run("> exit 0\n!exit 0\n!alive\n");
    CHECK_FALSE(r.passed);
    CHECK(r.line == 3);
  }
  SUBCASE("!exit with the wrong code, and a hang instead of an exit") {
    auto r = run("> exit 4\n!exit 0\n");
    CHECK_FALSE(r.passed);
    CHECK(r.got == "exit code 4");
    r = run("!timeout 100\n> hang\n!exit 0\n");
    CHECK_FALSE(r.passed);
    CHECK(r.got.find("still running") != std::string::npos);
  }
  SUBCASE("sending after !close") {
    auto r = run("!close\n> hello\n");
    CHECK_FALSE(r.passed);
    CHECK(r.line == 2);
  }
}

TEST_CASE("the checks at the end") {
  SUBCASE("hang at EOF") {
    auto r = run("!timeout 200\n> ignore-eof\n");
    CHECK_FALSE(r.passed);
    CHECK(r.line == 0);
    CHECK(r.got.find("hangs at EOF") != std::string::npos);
  }
  SUBCASE("unexpected output") {
    auto r = run("> lines 2\n<= line 1\n");
    CHECK_FALSE(r.passed);
    CHECK(r.line == 0);
    CHECK(r.got == "\"line 2\"");
  }
  SUBCASE("a non-zero exit that no !exit checked") {
    auto r = run("> exit 2\n");
    CHECK_FALSE(r.passed);
    CHECK(r.got == "exit code 2");
  }
  SUBCASE("a non-zero exit that !exit checked") {
    auto r = run("> exit 2\n!exit 2\n");
    CHECK_MESSAGE(r.passed, r.report("inline"));
  }
  SUBCASE("an engine that cannot start") {
    transcript::RunOptions options;
    auto r = transcript::run(parse_ok("> x\n"), {"/nonexistent/engine"}, options);
    CHECK_FALSE(r.passed);
    CHECK(r.got.find("cannot start") != std::string::npos);
  }
}

TEST_CASE("escape keeps garbage readable") {
  CHECK(transcript::escape(std::string("a\x01\xff\tb", 5)) == "a\\x01\\xff\\x09b");
}
