// Sharded matches (--shard K/N), `game-match merge`, and the status line.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <unistd.h>

#include "tests/match/match_test_util.h"
#include "tools/match/merge.h"

using namespace match;
using match_test::fake_config;
using match_test::Run;
using match_test::run;

namespace {

std::string scratch(const std::string& name) {
  const auto dir = std::filesystem::temp_directory_path() / ("match-shards-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  return (dir / name).string();
}
struct Cleanup {
  ~Cleanup() {
    std::error_code ec;
    std::filesystem::remove_all(std::filesystem::temp_directory_path() / ("match-shards-" + std::to_string(::getpid())), ec);
  }
} cleanup;

// Deterministic games: the fakes play seeded random moves from a fresh process each game.
MatchConfig deterministic(int games) {
  MatchConfig c = fake_config(GameKind::kHavannah, "", games);
  c.restart = true;
  c.rules.tc = TimeControl{};
  c.seed = 3;
  return c;
}

}  // namespace

TEST_CASE("--shard K/N: parsing and each shard's share of the games") {
  std::string error;
  auto s = parse_shard("2/4", &error);
  REQUIRE(s);
  CHECK(s->index == 1);
  CHECK(s->count == 4);
  CHECK(s->text() == "2/4");
  CHECK(s->contains_pair(1));
  CHECK(s->contains_pair(5));
  CHECK_FALSE(s->contains_pair(2));
  for (const char* bad : {"0/4", "5/4", "4", "a/b", "1/0", "-1/2", ""}) {
    CHECK_FALSE(parse_shard(bad, &error));
    CHECK(error.find("K/N") != std::string::npos);
  }
  // 3 shards of 11 games: pairs 0,3 | 1,4 | 2,5 (game 10 is pair 5's first game).
  int sum = 0;
  for (int k = 0; k < 3; ++k) sum += Shard{k, 3}.games_of(11);
  CHECK(sum == 11);
  CHECK(Shard{0, 3}.games_of(11) == 4);
  CHECK(Shard{2, 3}.games_of(11) == 3);
  CHECK(Shard{}.games_of(11) == 11);
}

TEST_CASE("Shards play the unsharded match's games, and merge adds them up to its table") {
  MatchConfig whole = deterministic(12);
  whole.results_path = scratch("whole.jsonl");
  const Run single = run(whole);
  REQUIRE(single.summary.error.empty());
  REQUIRE(single.summary.games.size() == 12);

  std::vector<std::string> files;
  std::map<int, GameSummary> sharded;
  for (int k = 0; k < 3; ++k) {
    MatchConfig c = deterministic(12);
    c.shard = Shard{k, 3};
    c.concurrency = 2;
    c.results_path = scratch("shard-" + std::to_string(k + 1) + ".jsonl");
    files.push_back(c.results_path);
    const Run r = run(c);
    REQUIRE(r.summary.error.empty());
    CHECK(r.summary.games.size() == 4);
    for (const GameSummary& g : r.summary.games) {
      CHECK(g.pair % 3 == k);
      sharded[g.index] = g;
    }
  }
  REQUIRE(sharded.size() == 12);
  for (const GameSummary& g : single.summary.games) {
    const GameSummary& s = sharded.at(g.index);
    CHECK(s.a_side == g.a_side);
    CHECK(s.opening == g.opening);
    CHECK(s.moves == g.moves);
    CHECK(s.end.winner == g.end.winner);
  }

  std::string error;
  const auto merged = merge_results_files(files, &error);
  REQUIRE_MESSAGE(merged, error);
  CHECK(merged->missing == 0);
  CHECK(merged->games.size() == 12);
  const auto whole_file = merge_results_files({whole.results_path}, &error);
  REQUIRE(whole_file);
  SprtConfig sprt;
  sprt.elo1 = 10;
  CHECK(merged_report(*merged, sprt) == merged_report(*whole_file, sprt));
  // The single run printed this table, time per move aside.
  const std::string table = merged_report(*merged, std::nullopt);
  const std::string first_lines = table.substr(0, table.find("Average game"));
  CHECK(single.out.find(first_lines) != std::string::npos);

  // Missing shards are counted; a file twice, or a file of another match, is refused.
  const auto partial = merge_results_files({files[0]}, &error);
  REQUIRE(partial);
  CHECK(partial->missing == 8);
  CHECK_FALSE(merge_results_files({files[0], files[0]}, &error));
  CHECK(error.find("comes twice") != std::string::npos);
  CHECK_FALSE(merge_results_files({files[0], whole.results_path}, &error));
  MatchConfig other = deterministic(12);
  other.seed = 4;
  other.shard = Shard{1, 3};
  other.results_path = scratch("other.jsonl");
  REQUIRE(run(other).summary.error.empty());
  CHECK_FALSE(merge_results_files({files[0], other.results_path}, &error));
  CHECK(error.find("the seed") != std::string::npos);
  CHECK_FALSE(merge_results_files({scratch("none.jsonl")}, &error));
  CHECK(error.find("cannot read") != std::string::npos);

  // --resume of a shard checks it is the same shard.
  MatchConfig resume = deterministic(12);
  resume.shard = Shard{1, 3};
  resume.results_path = files[0];
  resume.resume = true;
  const Run refused = run(resume);
  CHECK(refused.summary.error.find("the shard is '1/3' in the results file but '2/3' now") != std::string::npos);
}

TEST_CASE("A shard reports the SPRT but does not stop on it: the merged results decide") {
  MatchConfig c = deterministic(12);
  c.shard = Shard{0, 2};
  SprtConfig sprt;
  sprt.elo0 = -400;  // so wide that a couple of pairs decide an unsharded match
  sprt.elo1 = 400;
  sprt.alpha = sprt.beta = 0.45;
  c.sprt = sprt;
  const Run sharded = run(c);
  CHECK(sharded.summary.games.size() == 6);
  CHECK_FALSE(sharded.summary.sprt_decision);
  c.shard = Shard{};
  const Run whole = run(c);
  CHECK(whole.summary.sprt_decision);
  CHECK(whole.summary.games.size() < 12);
}

TEST_CASE("Status line: games of the total, score, Elo ± 95%, LLR with bounds, running, elapsed, ETA") {
  ReportContext ctx;
  ctx.names[0] = "a";
  ctx.names[1] = "b";
  ctx.total_games = 100;
  ctx.sprt = SprtConfig{};
  Tally t;
  GameSummary g;
  g.end.winner = 0;  // A (side 0) wins
  t.add(g);
  g.index = 1;
  g.a_side = 1;
  g.end.winner = -1;
  t.add(g);
  Progress p;
  p.done = 2;
  p.planned = 100;
  p.played_now = 2;
  p.running = 2;
  p.elapsed_s = 10;
  const std::string line = status_line(ctx, t, p);
  CHECK(line.rfind("[2/100] +1 =1 -0 75.0% | Elo +190.8 ± ", 0) == 0);
  CHECK(line.find("| LLR ") != std::string::npos);
  CHECK(line.find("[-2.94, 2.94]") != std::string::npos);
  CHECK(line.find("| running 2 | 10s, ETA 8m10s") != std::string::npos);
  ctx.shard = "2/4";
  CHECK(status_line(ctx, t, p).rfind("[2/100 shard 2/4]", 0) == 0);
  p.played_now = 0;  // only resumed games so far: no rate yet
  CHECK(status_line(ctx, t, p).find("ETA") == std::string::npos);
  CHECK(format_duration(59.4) == "59s");
  CHECK(format_duration(61) == "1m01s");
  CHECK(format_duration(3720) == "1h02m");
}

TEST_CASE("Status lines for a log file: plain lines every N seconds and after the last game") {
  MatchConfig c = deterministic(4);
  c.quiet = false;
  c.status = true;
  c.status_every_s = 1000;  // only the forced one after the last game
  std::ostringstream out, err;
  const MatchSummary s = run_match(c, out, err);
  REQUIRE(s.error.empty());
  CHECK(err.str().find("\r") == std::string::npos);
  CHECK(err.str().rfind("[4/4] ", 0) == 0);
  CHECK(err.str().find("Elo") != std::string::npos);
}
