// Shared by the amazons unit tests: the reference vectors and small position builders.
#pragma once

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <doctest/doctest.h>

#include "amazons-engine/board.h"
#include "amazons-engine/notation.h"

namespace amazons::test {

#if defined(__SANITIZE_ADDRESS__) || !defined(NDEBUG)
inline constexpr bool kSlowBuild = true;
#else
inline constexpr bool kSlowBuild = false;
#endif

inline std::string trim(const std::string& s) {
  const auto b = s.find_first_not_of(" \t\r\n");
  if (b == std::string::npos) return "";
  const auto e = s.find_last_not_of(" \t\r\n");
  return s.substr(b, e - b + 1);
}

struct VectorLine {
  std::string fen;
  long long perft1 = 0;
  long long perft2 = -1;
  std::vector<std::string> moves;
};

inline std::vector<VectorLine> random_positions() {
  std::ifstream in(std::string(TEST_DATA_DIR) + "/amazons/random-positions.txt");
  REQUIRE(in.good());
  std::vector<VectorLine> out;
  std::string line;
  while (std::getline(in, line)) {
    line = trim(line);
    if (line.empty() || line[0] == '#') continue;
    std::vector<std::string> fields;
    std::stringstream ss(line);
    std::string field;
    while (std::getline(ss, field, '|')) fields.push_back(trim(field));
    REQUIRE(fields.size() == 4);
    VectorLine v;
    v.fen = fields[0];
    v.perft1 = std::stoll(fields[1]);
    v.perft2 = std::stoll(fields[2]);
    if (fields[3] != "-") {
      std::stringstream ms(fields[3]);
      std::string m;
      while (ms >> m) v.moves.push_back(m);
    }
    out.push_back(v);
  }
  return out;
}

inline Board fen(const std::string& text) {
  std::string error;
  auto b = parse_fen(text, &error);
  INFO(error);
  REQUIRE(b.has_value());
  return *b;
}

inline Move move(const Board& b, const std::string& text) {
  std::string error;
  auto m = parse_move(text, b.size(), &error);
  INFO(error);
  REQUIRE(m.has_value());
  return *m;
}

}  // namespace amazons::test
