// Match-level behaviour with fake engines: colours and openings in pairs, concurrency, SPRT
// stopping, the results file with --resume, game records, max-moves adjudication.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <set>
#include <unistd.h>

#include <absl/strings/str_split.h>

#include "arimaa-engine/game.h"
#include "havannah-engine/sgf.h"
#include "tests/match/match_test_util.h"
#include "tools/match/json_line.h"

using namespace match;
using match_test::fake_config;
using match_test::run;

namespace {

// A per-process scratch directory, removed when the tests end.
struct ScratchDir {
  std::filesystem::path path = std::filesystem::temp_directory_path() / ("match-test-" + std::to_string(::getpid()));
  ~ScratchDir() {
    std::error_code ec;
    std::filesystem::remove_all(path, ec);
  }
};
ScratchDir scratch;

std::string temp_path(const std::string& name) {
  std::filesystem::create_directories(scratch.path);
  return (scratch.path / name).string();
}

std::vector<std::string> lines_of(const std::string& path) {
  std::ifstream in(path);
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

}  // namespace

TEST_CASE("Pairs share an opening with colours reversed; concurrency plays every game once") {
  MatchConfig c = fake_config(GameKind::kHavannah, "", 8);
  c.concurrency = 3;
  c.rules.tc = TimeControl{};
  const MatchSummary s = run(c).summary;
  REQUIRE(s.error.empty());
  REQUIRE(s.games.size() == 8);
  std::set<std::vector<std::string>> openings;
  for (int i = 0; i < 8; ++i) {
    const GameSummary& g = s.games[i];
    CHECK(g.index == i);
    CHECK(g.pair == i / 2);
    CHECK(g.a_side == i % 2);
    CHECK(g.opening.size() == 2);
    CHECK(std::equal(g.opening.begin(), g.opening.end(), g.moves.begin()));
    if (i % 2 == 1) CHECK(g.opening == s.games[i - 1].opening);
    openings.insert(g.opening);
  }
  CHECK(openings.size() == 4);  // random openings differ from pair to pair
  CHECK(s.wdl.games() == 8);
  CHECK(s.penta.pairs() == 4);
}

TEST_CASE("Openings file: each line serves a pair, and bad lines are refused up front") {
  const std::string path = temp_path("openings.txt");
  std::ofstream(path) << "# Havannah base 4\n\na1; b2\nc3 d4 e5\n";
  MatchConfig c = fake_config(GameKind::kHavannah, "", 6);
  c.openings_file = path;
  const MatchSummary s = run(c).summary;
  REQUIRE(s.error.empty());
  REQUIRE(s.games.size() == 6);
  CHECK(s.games[0].opening == std::vector<std::string>{"a1", "b2"});
  CHECK(s.games[1].opening == std::vector<std::string>{"a1", "b2"});
  CHECK(s.games[2].opening == std::vector<std::string>{"c3", "d4", "e5"});
  CHECK(s.games[4].opening == std::vector<std::string>{"a1", "b2"});  // wraps around

  std::ofstream(path) << "a1; a1\n";
  const MatchSummary bad = run(c).summary;
  CHECK(bad.games.empty());
  CHECK(bad.error.find(":1:") != std::string::npos);
}

TEST_CASE("SPRT stops the match once H1 is accepted") {
  MatchConfig c = fake_config(GameKind::kHavannah, "--mode garbage", 400);
  c.sprt = SprtConfig{0, 100, 0.05, 0.05};
  const match_test::Run r = run(c);
  REQUIRE(r.summary.error.empty());
  REQUIRE(r.summary.sprt_decision);
  CHECK(*r.summary.sprt_decision == SprtDecision::kAcceptH1);
  CHECK(r.summary.games.size() < 100);
  CHECK(r.summary.wdl.losses == 0);
  CHECK(sprt_llr(r.summary.penta, 0, 100) >= c.sprt->upper());
  CHECK(r.out.find("H1 accepted") != std::string::npos);
}

TEST_CASE("Results file: one JSON line per game, and --resume plays only what is missing") {
  const std::string path = temp_path("results.jsonl");
  std::filesystem::remove(path);
  MatchConfig c = fake_config(GameKind::kAmazons, "", 4);
  c.rules.tc = TimeControl{};
  c.results_path = path;
  const MatchSummary first = run(c).summary;
  REQUIRE(first.error.empty());
  auto lines = lines_of(path);
  REQUIRE(lines.size() == 5);  // the match line and four games
  CHECK(JsonLine::parse(lines[0])->get("type") == "match");
  const auto game = JsonLine::parse(lines[1]);
  REQUIRE(game);
  CHECK(game->get("type") == "game");
  CHECK(game->get("reason") == "no-moves");
  CHECK(game->has("moves"));

  // Without --resume an existing file is not touched.
  CHECK(run(c).summary.error.find("--resume") != std::string::npos);

  // Drop game 2 (index 1), cut the last line in half as a killed match would, and resume to 6.
  {
    std::ofstream out(path);
    out << lines[0] << "\n" << lines[1] << "\n" << lines[3] << "\n" << lines[4].substr(0, 30);
  }
  c.resume = true;
  c.games = 6;
  const MatchSummary resumed = run(c).summary;
  REQUIRE(resumed.error.empty());
  REQUIRE(resumed.games.size() == 6);
  for (int i = 0; i < 6; ++i) CHECK(resumed.games[i].index == i);
  // The replayed games start from the same openings as before.
  CHECK(resumed.games[1].opening == first.games[1].opening);
  CHECK(resumed.games[3].opening == first.games[3].opening);
  CHECK(resumed.wdl.games() == 6);
  // The cut line was dropped, not glued to the next game's: the file reads back whole.
  lines = lines_of(path);
  CHECK(lines.size() == 7);
  for (const auto& line : lines) CHECK(JsonLine::parse(line));

  // Another match's file is refused.
  c.engines[1].name = "someone-else";
  CHECK(run(c).summary.error.find("engine B") != std::string::npos);
}

TEST_CASE("Game records in each game's format") {
  const std::string dir = temp_path("records");
  std::filesystem::remove_all(dir);
  for (GameKind game : {GameKind::kArimaa, GameKind::kHavannah, GameKind::kAmazons}) {
    CAPTURE(game_kind_name(game));
    MatchConfig c = fake_config(game, "", 2);
    c.records_dir = dir + "/" + game_kind_name(game);
    c.rules.tc = TimeControl{};
    const MatchSummary s = run(c).summary;
    REQUIRE(s.error.empty());
    REQUIRE(s.games.size() == 2);
    const std::string ext = game == GameKind::kArimaa ? "txt" : game == GameKind::kHavannah ? "hgf" : "sgf";
    std::ifstream in(c.records_dir + "/game-00001." + ext);
    REQUIRE(in);
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const GameSummary& g = s.games[0];
    if (game == GameKind::kArimaa) {
      // The archive move list replays with the rules library and ends the same way.
      std::string moves;
      for (absl::string_view line : absl::StrSplit(text, '\n'))
        if (!line.empty() && line[0] != '#') moves += std::string(line) + "\n";
      arimaa::Game replay;
      std::string error;
      CHECK_MESSAGE(replay.play_record(moves, &error), error);
      if (g.end.reason != Reason::kMaxMoves) {
        REQUIRE(replay.over());
        CHECK(static_cast<int>(replay.result()->winner) == g.end.winner);
      }
      CHECK(text.find("# reason: ") != std::string::npos);
    } else if (game == GameKind::kHavannah) {
      std::string error;
      auto rec = havannah::read_hgf(text, &error);
      REQUIRE_MESSAGE(rec, error);
      CHECK(static_cast<int>(rec->moves.size()) == g.plies);
      CHECK(text.find("GC[") != std::string::npos);
      CHECK(text.find(g.end.winner == 0 ? "RE[W]" : "RE[B]") != std::string::npos);
    } else {
      CHECK(text.find("GM[18]") != std::string::npos);
      CHECK(text.find(g.end.winner == 0 ? "RE[W+]" : "RE[B+]") != std::string::npos);
      CHECK(text.find(";W[" + g.moves.front() + "]") != std::string::npos);
    }
  }
}

TEST_CASE("Max-moves adjudication") {
  MatchConfig c = fake_config(GameKind::kArimaa, "", 2);
  c.rules.tc = TimeControl{};
  c.rules.max_moves = 6;
  const MatchSummary s = run(c).summary;
  REQUIRE(s.games.size() == 2);
  for (const GameSummary& g : s.games) {
    if (g.end.reason == Reason::kGoal) continue;  // a random goal in three turns is possible
    CHECK(g.end.reason == Reason::kMaxMoves);
    CHECK(g.end.winner == -1);
    CHECK(g.plies == 6);
  }
  MatchConfig a = fake_config(GameKind::kAmazons, "", 2);
  a.rules.tc = TimeControl{};
  a.rules.max_moves = 4;
  for (const GameSummary& g : run(a).summary.games) {
    CHECK(g.end.reason == Reason::kMaxMoves);
    CHECK(g.end.detail.find("territory") != std::string::npos);
  }
}
