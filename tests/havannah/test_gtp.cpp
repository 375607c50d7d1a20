// The GTP front end in-process: every reference game replayed through `play`, the winner read
// back with havannah_winner; hgf save/load through loadsgf/savesgf.
#include <doctest/doctest.h>

#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>

#include "havannah-engine/gtp_engine.h"
#include "vectors.h"

namespace {

std::string ask(havannah::HavannahGtp& gtp, const std::string& line) { return gtp.execute(line); }

void replay_file(const char* name, int every) {
  havannah::EngineSettings settings;
  havannah::HavannahGtp gtp(settings);
  const auto games = havannah_test::load_vector_games(name);
  REQUIRE(games.size() > 1000);
  int replayed = 0;
  for (std::size_t k = 0; k < games.size(); k += static_cast<std::size_t>(every)) {
    const auto& vg = games[k];
    INFO(vg.id);
    REQUIRE(ask(gtp, "boardsize " + std::to_string(vg.base)) == "=\n\n");
    for (std::size_t i = 0; i < vg.moves.size(); ++i) {
      if (i + 1 == vg.moves.size()) REQUIRE(ask(gtp, "havannah_winner") == "= none\n\n");
      const std::string colour = i % 2 == 0 ? "w" : "b";
      REQUIRE(ask(gtp, "play " + colour + " " + vg.moves[i]) == "=\n\n");
    }
    CHECK(ask(gtp, "havannah_winner") == "= " + vg.result + "\n\n");
    ++replayed;
  }
  CHECK(replayed > 0);
}

#if defined(__SANITIZE_ADDRESS__)
constexpr int kEvery = 10;
#else
constexpr int kEvery = 1;
#endif

}  // namespace

TEST_CASE("gtp: littlegolem games replayed through play / havannah_winner") {
  replay_file("littlegolem-games.txt", kEvery);
}

TEST_CASE("gtp: random games replayed through play / havannah_winner") { replay_file("random-games.txt", kEvery); }

TEST_CASE("gtp: savesgf and loadsgf round trip, bad files change nothing") {
  havannah::EngineSettings settings;
  havannah::HavannahGtp gtp(settings);
  const auto dir = std::filesystem::temp_directory_path();
  const std::string path = (dir / ("havannah_test_" + std::to_string(::getpid()) + ".hgf")).string();
  const std::string bad = (dir / ("havannah_test_bad_" + std::to_string(::getpid()) + ".hgf")).string();
  CHECK(ask(gtp, "boardsize 6") == "=\n\n");
  CHECK(ask(gtp, "swap 1") == "=\n\n");
  for (const char* m : {"play w f6", "play b swap", "play w c3", "play b k11"}) CHECK(ask(gtp, m) == "=\n\n");
  CHECK(ask(gtp, "savesgf " + path) == "=\n\n");
  CHECK(ask(gtp, "boardsize 8") == "=\n\n");
  CHECK(ask(gtp, "loadsgf " + path) == "=\n\n");
  CHECK(ask(gtp, "havannah_moves") == "= f6 swap c3 k11\n\n");
  {
    std::ofstream out(bad);
    out << "(;FF[4]SZ[6];W[a1];B[a1])";
  }
  CHECK(ask(gtp, "loadsgf " + bad).rfind("? cannot load", 0) == 0);
  CHECK(ask(gtp, "loadsgf /nonexistent/file.hgf").rfind("? cannot open", 0) == 0);
  CHECK(ask(gtp, "havannah_moves") == "= f6 swap c3 k11\n\n");
  std::remove(path.c_str());
  std::remove(bad.c_str());
}
