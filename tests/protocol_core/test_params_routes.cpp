// The routes to the tunable-parameter registry (common/params) that every engine inherits from
// the protocol layer: GTP `params` / `param`, AEI `setoption` + `params`, and the command line
// (--param, --params FILE, --list-params). The tuner (tools/tune) parses exactly these formats.
#include <doctest/doctest.h>

#include <absl/strings/str_split.h>

#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>
#include <thread>

#include "common/params/params.h"
#include "protocol/aei/session.h"
#include "protocol/cli/options.h"
#include "protocol/gtp/engine.h"
#include "scripted_io.h"
#include "stub_aei_engine.h"

namespace {

// The process's registry outlives every test: the bound variables must too.
int g_weight = 10;
float g_explore = 0.5f;

void register_test_params() {
  common::params().add_int("test.weight", &g_weight, 0, 100, 5, "a test weight");
  common::params().add_float("test.explore", &g_explore, 0.0, 2.0, 0.1, "a test constant");
  common::params().reset_defaults();
}

std::vector<std::string> lines(const std::string& text) { return absl::StrSplit(text, '\n', absl::SkipEmpty()); }

// An AEI engine that searches until stopped.
class IdleEngine : public test_support::StubAeiEngine {
 public:
  OptionResult set_option(std::string_view name, std::string_view, std::string&) override {
    return name == "hash" ? OptionResult::kOk : OptionResult::kUnknown;
  }
  std::string search(common::SearchControl& control, protocol::AeiOutput&) override {
    for (uint64_t n = 0; !control.should_abort(n); ++n) std::this_thread::sleep_for(std::chrono::microseconds(200));
    return "Ra2n";
  }
};

std::vector<std::string> run_aei(const std::string& input) {
  IdleEngine engine;
  std::istringstream in(input);
  std::ostringstream out;
  protocol::AeiSession session(engine);
  CHECK(session.run(in, out) == 0);
  return lines(out.str());
}

// Runs CommandLine::parse on `args`; returns the exit code (-1 = go on) and what it printed.
struct ParseResult {
  int code = -1;
  std::string out, err;
};
ParseResult parse(std::vector<std::string> args) {
  args.insert(args.begin(), "engine");
  std::vector<const char*> argv;
  for (const auto& a : args) argv.push_back(a.c_str());
  std::ostringstream out, err;
  std::streambuf* old_out = std::cout.rdbuf(out.rdbuf());
  std::streambuf* old_err = std::cerr.rdbuf(err.rdbuf());
  protocol::CommandLine cli("engine", "0", "engine [options]");
  const auto code = cli.parse(static_cast<int>(argv.size()), argv.data(), {});
  std::cout.rdbuf(old_out);
  std::cerr.rdbuf(old_err);
  return {code.value_or(-1), out.str(), err.str()};
}

}  // namespace

TEST_CASE("GTP params lists every parameter; param shows and sets; bad values change nothing") {
  register_test_params();
  protocol::GtpEngine gtp("toy", "1");
  CHECK(gtp.execute("known_command params") == "= true\n\n");
  CHECK(gtp.execute("known_command param") == "= true\n\n");
  const std::string answer = gtp.execute("params");
  REQUIRE(answer.rfind("= ", 0) == 0);
  // One line per parameter, sorted by name, after "= ": name value default D min M max X step S int|float.
  const auto listed = lines(answer.substr(2));
  CHECK(std::find(listed.begin(), listed.end(), "test.explore 0.5 default 0.5 min 0 max 2 step 0.1 float") !=
        listed.end());
  CHECK(std::find(listed.begin(), listed.end(), "test.weight 10 default 10 min 0 max 100 step 5 int") != listed.end());

  CHECK(gtp.execute("param test.weight 42") == "=\n\n");
  CHECK(g_weight == 42);
  CHECK(gtp.execute("7 param test.explore 1.25") == "=7\n\n");
  CHECK(g_explore == doctest::Approx(1.25f));
  CHECK(gtp.execute("param test.weight") == "= test.weight 42 default 10 min 0 max 100 step 5 int\n\n");

  CHECK(gtp.execute("param test.weight 101") == "? test.weight must lie in [0, 100], not 101\n\n");
  CHECK(gtp.execute("param test.weight -1") == "? test.weight must lie in [0, 100], not -1\n\n");
  CHECK(gtp.execute("param test.weight abc") == "? test.weight takes an integer, not 'abc'\n\n");
  CHECK(gtp.execute("param test.weight 4.5") == "? test.weight takes an integer, not '4.5'\n\n");
  CHECK(gtp.execute("param test.explore 2.5") == "? test.explore must lie in [0, 2], not 2.5\n\n");
  CHECK(gtp.execute("param test.explore nan") == "? test.explore takes a number, not 'nan'\n\n");
  CHECK(gtp.execute("3 param nope 1") == "?3 unknown parameter: nope (see params)\n\n");
  CHECK(gtp.execute("param").rfind("? ", 0) == 0);
  CHECK(gtp.execute("param test.weight 1 2").rfind("? ", 0) == 0);
  CHECK(gtp.execute("params extra").rfind("? ", 0) == 0);
  CHECK(g_weight == 42);
  CHECK(g_explore == doctest::Approx(1.25f));
  CHECK(gtp.execute("param test.weight") == "= test.weight 42 default 10 min 0 max 100 step 5 int\n\n");
  common::params().reset_defaults();
}

TEST_CASE("AEI params lists the parameters as log lines; setoption sets them; bad values change nothing") {
  register_test_params();
  const auto out = run_aei(
      "aei\nparams\nsetoption name test.weight value 42\nsetoption name TEST.EXPLORE value 0.75\n"
      "setoption name test.weight value 101\nsetoption name test.weight value abc\nsetoption name test.weight\n"
      "setoption name test.explore value -0.1\nisready\nquit\n");
  auto has = [&](const std::string& line) { return std::find(out.begin(), out.end(), line) != out.end(); };
  CHECK(has("log Debug: param test.explore 0.5 default 0.5 min 0 max 2 step 0.1 float"));
  CHECK(has("log Debug: param test.weight 10 default 10 min 0 max 100 step 5 int"));
  CHECK(has("log Error: test.weight must lie in [0, 100], not 101"));
  CHECK(has("log Error: test.weight takes an integer, not 'abc'"));
  CHECK(has("log Error: test.weight takes an integer, not ''"));
  CHECK(has("log Error: test.explore must lie in [0, 2], not -0.1"));
  CHECK(out.back() == "readyok");
  CHECK(g_weight == 42);  // the refused values after it left it alone
  CHECK(g_explore == doctest::Approx(0.75f));  // option names are case-insensitive in AEI
  common::params().reset_defaults();
}

TEST_CASE("AEI setoption of a parameter during a search is refused like any engine option") {
  register_test_params();
  IdleEngine engine;
  testio::ScriptedInput input;
  testio::SyncOutput out;
  std::thread session_thread([&] {
    protocol::AeiSession session(engine);
    session.run(input.stream(), out.stream());
  });
  input.send("aei");
  CHECK(out.wait_for("aeiok"));
  input.send("go ponder");
  input.send("setoption name test.weight value 55");
  input.send("isready");
  CHECK(out.wait_for("readyok"));
  CHECK(out.contains("log Error: setoption while searching: send stop first"));
  CHECK(g_weight == 10);
  input.send("stop");
  CHECK(out.wait_for("bestmove Ra2n"));
  out.clear();
  input.send("setoption name test.weight value 55");  // after the search it is taken
  input.send("isready");
  CHECK(out.wait_for("readyok"));
  CHECK(g_weight == 55);
  input.send("quit");
  input.close();
  session_thread.join();
  common::params().reset_defaults();
}

TEST_CASE("Command line: --params FILE, then --param on top; --list-params; bad values exit 2 and change nothing") {
  register_test_params();
  const std::string path = "test_params_routes.txt";
  { std::ofstream(path) << "# tuned\ntest.weight 30\ntest.explore 1.5\n"; }

  ParseResult r = parse({"--params", path, "--param", "test.weight=35", "--list-params"});
  CHECK(r.code == 0);
  CHECK(r.out.find("test.weight 35 default 10 min 0 max 100 step 5 int\n") != std::string::npos);
  CHECK(r.out.find("test.explore 1.5 default 0.5 min 0 max 2 step 0.1 float\n") != std::string::npos);
  CHECK(g_weight == 35);
  common::params().reset_defaults();

  r = parse({"--param", "test.weight=20", "--param", "test.explore=0.25"});
  CHECK(r.code == -1);
  CHECK(g_weight == 20);
  CHECK(g_explore == doctest::Approx(0.25f));
  common::params().reset_defaults();

  r = parse({"--param", "test.weight=200"});
  CHECK(r.code == 2);
  CHECK(r.err.find("--param: test.weight must lie in [0, 100], not 200") != std::string::npos);
  r = parse({"--param", "test.weight"});
  CHECK(r.code == 2);
  CHECK(r.err.find("expected NAME=VALUE") != std::string::npos);
  r = parse({"--param", "nope=1"});
  CHECK(r.code == 2);
  CHECK(r.err.find("unknown parameter 'nope'") != std::string::npos);
  CHECK(g_weight == 10);

  // A file with one bad line is refused whole.
  { std::ofstream(path) << "test.explore 1.5\ntest.weight x\n"; }
  r = parse({"--params", path});
  CHECK(r.code == 2);
  CHECK(r.err.find("line 2: test.weight takes an integer, not 'x'") != std::string::npos);
  CHECK(g_explore == doctest::Approx(0.5f));
  r = parse({"--params", "/nonexistent/tuned.txt"});
  CHECK(r.code == 2);
  CHECK(r.err.find("cannot read parameter file") != std::string::npos);
  std::remove(path.c_str());
}

TEST_CASE("Parameter names are lower case words: AEI lowercases option names") {
  int x = 0;
  common::ParamRegistry r;
  CHECK_THROWS_AS(r.add_int("Mcts.Explore", &x, 0, 1, 1), std::invalid_argument);
  CHECK_THROWS_AS(r.add_int("eval weight", &x, 0, 1, 1), std::invalid_argument);
  CHECK_THROWS_AS(r.add_int("", &x, 0, 1, 1), std::invalid_argument);
  CHECK_THROWS_AS(r.add_int("w", &x, 5, 1, 1), std::invalid_argument);  // min > max
  CHECK_THROWS_AS(r.add_int("w", &x, 1, 5, 1), std::invalid_argument);  // default 0 outside [1, 5]
  CHECK_NOTHROW(r.add_int("eval.trap_control2", &x, 0, 1, 1));
}
