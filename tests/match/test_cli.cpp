// The game-match executable itself: help, version, usage errors, and a quiet scripted match
// with a results file.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <unistd.h>

#include "protocol/client/process.h"

namespace {

struct Output {
  int code = -1;
  std::string text;
};

Output run_game_match(std::vector<std::string> args) {
  args.insert(args.begin(), GAME_MATCH);
  protocol::EngineProcess p;
  protocol::SpawnOptions o;
  o.stderr_mode = protocol::StderrMode::kCapture;
  REQUIRE(p.start(args, o));
  p.close_stdin();
  Output out;
  while (auto line = p.read_line(protocol::Millis(60000))) out.text += *line + "\n";
  auto status = p.wait_exit(protocol::Millis(10000));
  REQUIRE(status);
  out.code = status->code;
  out.text += p.stderr_tail();
  return out;
}

}  // namespace

TEST_CASE("game-match --help, --version and usage errors") {
  const Output help = run_game_match({"--help"});
  CHECK(help.code == 0);
  CHECK(help.text.find("--engine") != std::string::npos);
  CHECK(help.text.find("--sprt") != std::string::npos);
  const Output version = run_game_match({"--version"});
  CHECK(version.code == 0);
  CHECK(version.text.find("game-match " ENGINES_VERSION) != std::string::npos);
  CHECK(run_game_match({"--game", "chess"}).code == 2);
  CHECK(run_game_match({"--game", "havannah", "--engine", "cmd=x"}).code == 2);  // one engine
  CHECK(run_game_match({"--game", "havannah", "--engine", "cmd=x", "--engine", "cmd=y", "--tc-move", "3"}).code == 2);
  CHECK(run_game_match({"--game", "arimaa", "--engine", "cmd=x", "--engine", "cmd=y", "--sprt", "elo0=3", "elo1=1"})
            .code == 2);
}

TEST_CASE("game-match plays a quiet match and writes its results") {
  const std::string dir = (std::filesystem::temp_directory_path() / ("match-cli-" + std::to_string(::getpid()))).string();
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  const std::string results = dir + "/r.jsonl";
  const std::string fake = std::string(FAKE_GTP) + " --game havannah";
  const Output out = run_game_match({"--game", "havannah", "--size", "4", "--games", "4", "--concurrency", "2",
                                     "--movetime-ms", "200", "--engine", "cmd=" + fake + " --seed 1", "name=one",
                                     "--engine", "cmd=" + fake + " --seed 2 --mode garbage --after 3", "name=two",
                                     "--results", results, "--records", dir + "/rec", "--quiet", "--sprt", "elo0=0",
                                     "elo1=20"});
  CHECK_MESSAGE(out.code == 0, out.text);
  CHECK(out.text.find("Game 1/") == std::string::npos);  // quiet: no live lines
  CHECK(out.text.find("one ") != std::string::npos);     // the final table
  CHECK(out.text.find("SPRT") != std::string::npos);
  std::ifstream in(results);
  int lines = 0;
  for (std::string line; std::getline(in, line);) ++lines;
  CHECK(lines == 5);
  CHECK(std::filesystem::exists(dir + "/rec/game-00004.hgf"));
  std::filesystem::remove_all(dir);
}
