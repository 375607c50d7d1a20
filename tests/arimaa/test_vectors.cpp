// Reference vectors: distinct-turn counts, archive games, random games.
#include <doctest/doctest.h>

#include <fstream>
#include <string>
#include <vector>

#include <absl/strings/str_split.h>

#include "arimaa-engine/game.h"
#include "arimaa-engine/turns.h"

namespace arimaa {
namespace {

std::vector<std::vector<std::string>> read_tsv(const std::string& name) {
  std::ifstream in(std::string(TEST_DATA_DIR) + "/arimaa/" + name);
  REQUIRE(in.good());
  std::vector<std::vector<std::string>> rows;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    rows.push_back(absl::StrSplit(line, '\t'));
  }
  return rows;
}

#if defined(__SANITIZE_ADDRESS__)
constexpr int kCountStride = 8;  // every 8th position under sanitizers
#else
constexpr int kCountStride = 1;
#endif

TEST_CASE("distinct turn counts match unique-move-counts.tsv") {
  const auto rows = read_tsv("unique-move-counts.tsv");
  REQUIRE(rows.size() == 323);
  TurnGenerator gen;
  int checked = 0;
  for (std::size_t i = 0; i < rows.size(); i += kCountStride) {
    const auto& row = rows[i];
    std::string error;
    auto pos = parse_setposition(row[0] + " " + row[1], &error);
    REQUIRE_MESSAGE(pos, error);
    CAPTURE(row[1]);
    CHECK(gen.count(*pos) == std::stoull(row[2]));
    ++checked;
  }
  CHECK(checked >= 323 / kCountStride);
}

TEST_CASE("start position has 3353 distinct turns, enumerate agrees with count") {
  auto pos = parse_setposition("g [rrrrrrrrdhcemchd                                DHCMECHDRRRRRRRR]", nullptr);
  REQUIRE(pos);
  TurnGenerator gen;
  CHECK(gen.count(*pos) == 3353);
  CHECK(gen.enumerate(*pos) == 3353);
  CHECK(gen.turns().size() == 3353);
}

}  // namespace
}  // namespace arimaa
