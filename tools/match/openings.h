// Openings: each pair of games starts from the same opening with colours reversed.
//
// An openings file holds one opening per line (blank lines and lines starting with '#' are
// skipped). Moves are separated by ';' — or, for Havannah and Amazons, by whitespace when the
// line has no ';' (so write Amazons moves in a compact form then: d1-d7/g7). Arimaa lines may
// also be an archive move list with literal "\n" between turns ("1g Ra1 ...\n1s ra8 ...");
// turn labels such as "1g" / "2s" in front of a turn are dropped.
// Without a file, each pair gets a random opening from the seed and the pair number, so the
// same seed gives the same openings (and --resume replays the missing games identically).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tools/match/referee.h"

namespace match {

// The moves of one line of an openings file (not checked against the rules).
std::vector<std::string> split_opening_line(std::string_view line, GameKind game);

class Openings {
 public:
  // Random openings of `plies` moves (< 0: the game's default).
  Openings(const Referee& referee, int plies, uint64_t seed);
  // From a file; every opening is replayed by the referee and must be legal and unfinished.
  // `shuffle`: visit the lines in a seeded random order instead of file order.
  static std::optional<Openings> load(const std::string& path, const Referee& referee, bool shuffle, uint64_t seed,
                                      std::string* error);

  // The opening of game pair `pair` (0-based); the book wraps around.
  std::vector<std::string> for_pair(int pair) const;
  std::size_t book_size() const { return book_.size(); }
  bool from_file() const { return !book_.empty(); }

 private:
  Openings() = default;

  const Referee* referee_ = nullptr;
  int plies_ = 0;
  uint64_t seed_ = 1;
  std::vector<std::vector<std::string>> book_;
  std::vector<std::size_t> order_;
};

}  // namespace match
