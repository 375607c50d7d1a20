// game-tune: the SPSA arithmetic against fishtest's formulas, the state file and history, the
// engine's parameter listing, and whole tiny runs against a fast deterministic fake engine
// (reproducible by seed, resumable to the same result).
#define DOCTEST_CONFIG_IMPLEMENT_WITH_MAIN
#include <doctest/doctest.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <unistd.h>

#include "common/params/params.h"
#include "protocol/client/process.h"
#include "tools/match/engine_spec.h"
#include "tools/tune/engine_params.h"
#include "tools/tune/history.h"
#include "tools/tune/spsa.h"
#include "tools/tune/tuner.h"

using namespace tune;

namespace {

std::string scratch(const std::string& name) {
  const auto dir = std::filesystem::temp_directory_path() / ("tune-test-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  return (dir / name).string();
}
struct Cleanup {
  ~Cleanup() {
    std::error_code ec;
    std::filesystem::remove_all(std::filesystem::temp_directory_path() / ("tune-test-" + std::to_string(::getpid())), ec);
  }
} cleanup;

std::string slurp(const std::string& path) {
  std::ifstream in(path);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

SpsaParam param(double start, double min, double max, double c_end, bool integer) {
  return SpsaParam{"p", start, min, max, c_end, integer};
}

TuneConfig fake_run(const std::string& prefix, int64_t iterations) {
  TuneConfig c;
  c.match.game = match::GameKind::kHavannah;
  c.match.referee.size = 4;
  c.match.concurrency = 2;
  c.match.rules.tc = match::TimeControl{};  // no clock: the fake answers at once
  std::string error;
  c.engine = *match::parse_engine_spec({std::string("cmd=") + FAKE_TUNABLE + " --seed 9"}, &error);
  c.engine_text = std::string("cmd=") + FAKE_TUNABLE + " --seed 9";
  c.names = {"fake.skill", "fake.spare"};
  c.iterations = iterations;
  c.pairs_per_iteration = 2;
  c.seed = 5;
  c.schedule.r_end = 0.05;
  c.out_prefix = scratch(prefix);
  return c;
}

}  // namespace

TEST_CASE("SPSA schedules: c_k ends at c_end, a_k / c_k^2 ends at r_end, as fishtest computes them") {
  SpsaSchedule s;
  s.total_pairs = 1000;
  s.big_a = 100;
  s.r_end = 0.002;
  const SpsaParam p = param(50, 0, 100, 4, true);
  // c = c_end * N^gamma; c_1 = c; the last iteration (999 pairs done, k = N) perturbs by c_end.
  CHECK(spsa_c(s, p, 0) == doctest::Approx(4 * std::pow(1000.0, 0.101)));
  CHECK(spsa_c(s, p, 999) == doctest::Approx(4));
  CHECK(spsa_c(s, p, 499) == doctest::Approx(4 * std::pow(1000.0 / 500.0, 0.101)));
  // a = r_end * c_end^2 * (A + N)^alpha, a_k = a / (A + k)^alpha.
  CHECK(spsa_a(s, p, 999) == doctest::Approx(0.002 * 16));
  CHECK(spsa_a(s, p, 0) == doctest::Approx(0.002 * 16 * std::pow(1100.0 / 101.0, 0.602)));
  CHECK(spsa_a(s, p, 999) / std::pow(spsa_c(s, p, 999), 2) == doctest::Approx(0.002));

  // One update: theta += (a_k / c_k) * result * flip, clamped to the range.
  const std::vector<SpsaParam> ps = {param(50, 0, 100, 4, true), param(0.5, 0, 1, 0.05, false)};
  const std::vector<double> theta = {50, 0.5};
  const auto next = spsa_update(s, ps, theta, {1, -1}, 2.0, 999);
  CHECK(next[0] == doctest::Approx(50 + 0.002 * 4 * 2));
  CHECK(next[1] == doctest::Approx(0.5 - 0.002 * 0.05 * 2));
  const auto drawn = spsa_update(s, ps, theta, {1, -1}, 0.0, 10);
  CHECK(drawn == theta);  // a drawn iteration changes nothing
  s.r_end = 1000;  // huge steps are clamped to [min, max]
  const auto clamped = spsa_update(s, ps, theta, {1, -1}, 2.0, 999);
  CHECK(clamped[0] == 100);
  CHECK(clamped[1] == 0);
}

TEST_CASE("SPSA probes: theta +- c_k * flip, clamped; integer parameters rounded") {
  const SpsaParam i = param(50, 0, 100, 4, true);
  CHECK(probe_value(i, 50.2, 4.4, 1, 1) == 55);
  CHECK(probe_value(i, 50.2, 4.4, 1, -1) == 46);
  CHECK(probe_value(i, 50.2, 4.4, -1, 1) == 46);
  CHECK(probe_value(i, 98, 4.4, 1, 1) == 100);
  CHECK(value_text(i, 54.6) == "55");
  const SpsaParam f = param(0.5, 0, 1, 0.05, false);
  CHECK(probe_value(f, 0.5, 0.06, 1, 1) == doctest::Approx(0.56));
  CHECK(probe_value(f, 0.98, 0.06, 1, 1) == 1.0);
  CHECK(value_text(f, 0.123456789) == "0.123457");
}

TEST_CASE("SPSA flips: +-1, a function of (seed, iteration), balanced") {
  const auto a = spsa_flips(7, 3, 64);
  CHECK(a == spsa_flips(7, 3, 64));
  CHECK(a != spsa_flips(7, 4, 64));
  CHECK(a != spsa_flips(8, 3, 64));
  int plus = 0;
  for (int iteration = 0; iteration < 100; ++iteration)
    for (int f : spsa_flips(1, iteration, 10)) {
      CHECK((f == 1 || f == -1));
      plus += f == 1;
    }
  CHECK(plus > 400);
  CHECK(plus < 600);
  CHECK(iteration_seed(1, 0) != iteration_seed(1, 1));
  CHECK(iteration_seed(1, 0) == iteration_seed(1, 0));
}

TEST_CASE("SPSA state file: round trip, and --resume refuses another configuration") {
  SpsaState s;
  s.engine = "cmd=./havannah-engine --threads 1";
  s.game = "havannah 6";
  s.seed = 42;
  s.iterations = 150;
  s.pairs_per_iteration = 2;
  s.schedule.total_pairs = 300;
  s.schedule.big_a = 30;
  s.schedule.r_end = 0.01;
  s.params = {SpsaParam{"mcts.exploration", 0.4, 0, 2, 0.05, false}, SpsaParam{"mcts.rave_k", 300, 10, 3000, 30, true}};
  s.theta = {0.41234567890123, 287.5};
  s.iteration = 17;
  s.pairs = 34;
  s.wins = 30;
  s.draws = 1;
  s.losses = 37;
  std::string error;
  const auto back = SpsaState::from_text(s.to_text(), &error);
  REQUIRE_MESSAGE(back, error);
  CHECK(back->to_text() == s.to_text());
  CHECK(back->theta == s.theta);  // exact
  CHECK(back->iteration == 17);
  CHECK(back->losses == 37);
  CHECK(back->config_difference(s).empty());
  SpsaState other = s;
  other.seed = 43;
  CHECK(other.config_difference(s).find("seed") != std::string::npos);
  other = s;
  other.params[1].c_end = 20;
  CHECK(other.config_difference(s).find("mcts.rave_k") != std::string::npos);
  other = s;
  other.schedule.r_end = 0.002;
  CHECK(other.config_difference(s).find("schedule") != std::string::npos);
  CHECK_FALSE(SpsaState::from_text("hello\n", &error));
  CHECK(error.find("not a game-tune state file") != std::string::npos);
  std::string cut = s.to_text();
  cut = cut.substr(0, cut.find("iteration 17"));
  CHECK_FALSE(SpsaState::from_text(cut, &error));
}

TEST_CASE("History: CSV round trip; the SVG has a panel and a line per parameter") {
  const std::vector<SpsaParam> ps = {SpsaParam{"a.x", 1, 0, 10, 1, true}, SpsaParam{"b.y", 0.5, 0, 1, 0.1, false}};
  std::vector<HistoryRow> rows = {{1, 2, 2, 0, 2, {1.5, 0.45}}, {2, 4, 3, 1, 0, {2.25, 0.4}}};
  std::string csv = csv_header(ps);
  CHECK(csv == "iteration,pairs,wins,draws,losses,a.x,b.y\n");
  for (const auto& r : rows) csv += csv_row(r);
  std::string error;
  const auto back = parse_csv(csv, ps, &error);
  REQUIRE(back);
  REQUIRE(back->size() == 2);
  CHECK((*back)[1].theta == rows[1].theta);
  CHECK((*back)[1].draws == 1);
  CHECK_FALSE(parse_csv("iteration,pairs,wins,draws,losses,a.x\n", ps, &error));
  const std::string svg = history_svg(ps, rows, 10, "test <run>");
  CHECK(svg.rfind("<svg ", 0) == 0);
  CHECK(svg.find("</svg>") != std::string::npos);
  CHECK(svg.find("test &lt;run&gt;") != std::string::npos);
  CHECK(svg.find("a.x: start 1, now 2.25") != std::string::npos);
  std::size_t lines = 0;
  for (std::size_t at = 0; (at = svg.find("<polyline", at)) != std::string::npos; ++at) ++lines;
  CHECK(lines == 2);
}

TEST_CASE("The engine tells its parameters over GTP (params)") {
  std::string error;
  const auto spec = match::parse_engine_spec({std::string("cmd=") + FAKE_TUNABLE + " --param fake.skill=40"}, &error);
  const auto listed = ask_engine_params(match::GameKind::kHavannah, *spec, &error);
  REQUIRE_MESSAGE(listed, error);
  REQUIRE(listed->size() == 2);
  CHECK((*listed)[0].name == "fake.skill");
  CHECK((*listed)[0].value == 40);  // the command line's value is where tuning starts
  CHECK((*listed)[0].default_value == 30);
  CHECK((*listed)[0].max == 100);
  CHECK((*listed)[0].step == 10);
  CHECK((*listed)[0].integer);
  CHECK((*listed)[1].name == "fake.spare");
  CHECK_FALSE((*listed)[1].integer);
  const auto missing = match::parse_engine_spec({"cmd=/nonexistent/engine"}, &error);
  CHECK_FALSE(ask_engine_params(match::GameKind::kHavannah, *missing, &error));
}

TEST_CASE("The engine tells its parameters over AEI (params, then isready)") {
  std::string error;
  const auto spec = match::parse_engine_spec({std::string("cmd=") + ARIMAA_ENGINE}, &error);
  const auto listed = ask_engine_params(match::GameKind::kArimaa, *spec, &error);
  // The AEI exchange completes either way: a listing, or an engine that registered nothing yet.
  if (listed) {
    CHECK_FALSE(listed->empty());
    for (const auto& p : *listed) CHECK(p.min <= p.max);
  } else {
    CHECK(error.find("has no tunable parameters") != std::string::npos);
  }
}

TEST_CASE("A tiny tuning run: outputs, reproducible by seed, resumable to the same result") {
  std::ostringstream out, err;
  const TuneConfig full = fake_run("full", 6);
  const TuneResult r = run_tuner(full, out, err);
  REQUIRE_MESSAGE(r.error.empty(), r.error);
  CHECK_FALSE(r.interrupted);
  CHECK(r.state.iteration == 6);
  CHECK(r.state.pairs == 12);
  CHECK(r.state.wins + r.state.draws + r.state.losses == 24);
  CHECK(r.history.size() == 6);
  CHECK(out.str().find("Iteration 6/6, games 24/24 | ") != std::string::npos);
  CHECK(out.str().find("fake.skill") != std::string::npos);
  const TunePaths paths(full.out_prefix);
  const std::string csv = slurp(paths.csv);
  CHECK(std::count(csv.begin(), csv.end(), '\n') == 7);
  CHECK(slurp(paths.svg).find("</svg>") != std::string::npos);
  // theta moved (r_end is large for 12 pairs) and the parameter file carries it.
  const std::string params = slurp(paths.params);
  CHECK(params.find("fake.skill " + value_text(r.state.params[0], r.state.theta[0]) + "\n") != std::string::npos);
  CHECK(r.state.theta != std::vector<double>{30, 0.5});
  // The engine reads the file with --params (and lists the values with --list-params).
  {
    protocol::EngineProcess p;
    REQUIRE(p.start({FAKE_TUNABLE, "--params", paths.params, "--list-params"}));
    std::string listing;
    while (auto line = p.read_line(protocol::Millis(5000))) listing += *line + "\n";
    CHECK(listing.find("fake.skill " + value_text(r.state.params[0], r.state.theta[0]) + " default 30") !=
          std::string::npos);
  }

  // The same seed repeats the run exactly.
  std::ostringstream out2;
  const TuneResult again = run_tuner(fake_run("again", 6), out2, err);
  REQUIRE(again.error.empty());
  CHECK(slurp(TunePaths(fake_run("again", 6).out_prefix).csv) == csv);

  // Stopped after 2 iterations and resumed: the same history as the uninterrupted run.
  TuneConfig part = fake_run("part", 6);
  std::ostringstream out3;
  const TuneResult first = run_tuner(part, out3, err, nullptr, 2);
  REQUIRE(first.error.empty());
  CHECK(first.state.iteration == 2);
  // A fresh start over an existing state is refused; so is resuming with another configuration.
  CHECK(run_tuner(part, out3, err).error.find("--resume") != std::string::npos);
  part.resume = true;
  TuneConfig other = part;
  other.seed = 6;
  CHECK(run_tuner(other, out3, err).error.find("the seed") != std::string::npos);
  const TuneResult rest = run_tuner(part, out3, err);
  REQUIRE_MESSAGE(rest.error.empty(), rest.error);
  CHECK(out3.str().find("resumed at iteration 2") != std::string::npos);
  CHECK(rest.state.theta == r.state.theta);
  CHECK(slurp(TunePaths(part.out_prefix).csv) == csv);
  CHECK(slurp(TunePaths(part.out_prefix).state) == slurp(paths.state));

  // An unknown parameter name is refused with the engine's list.
  TuneConfig bad = fake_run("bad", 2);
  bad.names = {"fake.nope"};
  CHECK(run_tuner(bad, out3, err).error.find("has: fake.skill fake.spare") != std::string::npos);
}

TEST_CASE("Forfeits in a tuning run are shown in the progress line") {
  TuneConfig c = fake_run("forfeit", 1);
  c.engine.argv.push_back("--param");
  c.engine.argv.push_back("fake.spare=1");  // the side probing 1 crashes at its first move
  c.engine_text += " --param fake.spare=1";
  c.names = {"fake.spare"};
  std::ostringstream out, err;
  const TuneResult r = run_tuner(c, out, err);
  REQUIRE_MESSAGE(r.error.empty(), r.error);
  CHECK(out.str().find("| forfeits ") != std::string::npos);
  CHECK(out.str().find(":crash") != std::string::npos);
}

TEST_CASE("game-tune: help and usage errors") {
  auto run = [](std::vector<std::string> args) {
    args.insert(args.begin(), GAME_TUNE);
    protocol::EngineProcess p;
    protocol::SpawnOptions o;
    o.stderr_mode = protocol::StderrMode::kCapture;
    REQUIRE(p.start(args, o));
    std::string text;
    while (auto line = p.read_line(protocol::Millis(20000))) text += *line + "\n";
    const auto status = p.wait_exit(protocol::Millis(10000));
    return std::make_pair(status ? status->code : -1, text + p.stderr_tail());
  };
  const auto help = run({"--help"});
  CHECK(help.first == 0);
  CHECK(help.second.find("--pairs-per-iteration") != std::string::npos);
  CHECK(help.second.find("--movetime-ms") != std::string::npos);
  CHECK(run({"--game", "havannah"}).first == 2);  // no engine
  CHECK(run({"--game", "havannah", "--engine", "cmd=x", "--iterations", "0"}).first == 2);
  CHECK(run({"--game", "havannah", "--engine", "cmd=x", "--r-end", "-1"}).first == 2);
  const auto missing = run({"--game", "havannah", "--engine", "cmd=/nonexistent/engine", "--out", scratch("x")});
  CHECK(missing.first == 1);
  CHECK(missing.second.find("cannot start") != std::string::npos);
}
