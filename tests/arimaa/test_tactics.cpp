// The tactics suite: positions from real games (tests/data/arimaa/tactics.tsv) where a goal is
// available, a goal must be stopped, a capture wins material or a piece must be saved; the
// engine answers each with a fixed node budget (tactics::kTestNodes: deterministic, a tenth of
// a second for most positions in Release) and the referee's full move generation judges the
// answer. Every position must pass except the known failures of the current engine
// (tests/data/arimaa/tactics-known-failures.txt): so each category's pass count has a floor,
// and a position that starts failing is a regression. ARIMAA_TACTICS_STRIDE=k runs every k-th
// position only (the Sanitize build runs a sample: a search there is ~10x slower).
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <map>
#include <string>

#include "arimaa-engine/engine.h"
#include "tests/arimaa/tactics.h"

namespace arimaa {
namespace {

struct Count {
  int passed = 0, total = 0, known = 0, fixed = 0;
};

TEST_CASE("tactics suite: goals taken, goals stopped, captures taken, pieces saved") {
  std::string error;
  auto suite = tactics::read_suite(std::string(TEST_DATA_DIR) + "/arimaa/tactics.tsv", &error);
  REQUIRE_MESSAGE(suite, error);
  auto known = tactics::read_known_failures(std::string(TEST_DATA_DIR) + "/arimaa/tactics-known-failures.txt", &error);
  REQUIRE_MESSAGE(known, error);
  std::size_t stride = 1;
  if (const char* s = std::getenv("ARIMAA_TACTICS_STRIDE")) stride = static_cast<std::size_t>(std::max(1, std::atoi(s)));
  if (stride == 1) {
    CHECK(suite->size() >= 200);
    // The known failures stay at most half of each category.
    std::map<std::string, int> size, failing;
    for (const tactics::Entry& e : *suite) {
      ++size[e.category];
      failing[e.category] += known->count(e.source) > 0;
    }
    for (const auto& [category, n] : size) CHECK_MESSAGE(2 * failing[category] <= n, category);
  }
  EngineConfig config;
  config.hash_mb = 16;
  Engine engine(config);
  std::map<std::string, Count> count;
  for (std::size_t i = 0; i < suite->size(); i += stride) {
    const tactics::Entry& e = (*suite)[i];
    engine.new_game();
    REQUIRE_FALSE(engine.set_position(e.position));
    common::SearchControl control;
    common::SearchLimits limits;
    limits.max_nodes = tactics::kTestNodes;
    control.start(limits);
    const std::string turn = engine.think(control, {}, {});
    const tactics::Verdict v = tactics::judge_answer(e, turn);
    const bool known_failure = known->count(e.source) > 0;
    Count& c = count[e.category];
    ++c.total;
    c.passed += v.pass;
    c.known += known_failure;
    c.fixed += known_failure && v.pass;
    if (known_failure) continue;  // the floor: every other position passes
    CAPTURE(e.category);
    CAPTURE(e.source);
    CAPTURE(e.position);
    CAPTURE(turn);
    CAPTURE(v.detail);
    CHECK(v.pass);
  }
  for (const auto& [category, c] : count)
    MESSAGE(category << ": " << c.passed << "/" << c.total << " passed (floor " << c.total - c.known << ", "
                     << c.fixed << " known failures now pass: remove them from the list)");
}

}  // namespace
}  // namespace arimaa
