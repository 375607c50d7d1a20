// The tactics suite (tests/data/arimaa/tactics.tsv, made by suite/make_tactics.cpp): positions
// from real games with brute-force answers, and the verdict on an engine's turn, decided by the
// referee's full move generation (never by the engine's own detectors).
#pragma once

#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "arimaa-engine/board.h"

namespace arimaa::tactics {

struct Entry {
  std::string category;  // goal | defend | capture | save
  std::string source;    // game and turn it comes from
  std::string position;  // "g [<64 chars>]"
  int value = 0;         // capture/save: the best two-turn material value (half-rabbits)
};

// The engine's budget for each position in the ctest (and the runner's default): a fixed node
// count, so that the answers are the same on any machine and under any load.
inline constexpr uint64_t kTestNodes = 100000;

// Reads the suite; nullopt with a reason if a line is malformed.
std::optional<std::vector<Entry>> read_suite(const std::string& path, std::string* error);

// The positions the engine is known to fail at kTestNodes (tests/data/arimaa/tactics-known-
// failures.txt, written by arimaa-run-tactics --failures-out): one source per line, '#' starts
// a comment. nullopt with a reason if the file cannot be read.
std::optional<std::set<std::string>> read_known_failures(const std::string& path, std::string* error);

struct Verdict {
  bool pass = false;
  std::string detail;  // why it failed (or what it achieved)
};
// `turn`: the engine's answer as AEI text, from the entry's position.
//   goal     the turn scores
//   defend   after it the opponent has no goal (or the turn wins)
//   capture  its two-turn material value reaches the entry's value
//   save     likewise (value 0: nothing lost net)
Verdict judge_answer(const Entry& e, const std::string& turn);

}  // namespace arimaa::tactics
