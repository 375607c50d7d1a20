// game-match merge FILES...: the results files of the shards of one match (game-match
// --shard K/N --results FILE on any number of machines) added up into the final table a single
// run of the whole match prints: games, W/D/L by colour, score, Elo ± 95%, LOS, the pentanomial
// pairs and the SPRT LLR with its verdict. The files must belong to the same match (game, size,
// engines, seed, openings, game count) and hold no game twice; games still missing (a shard not
// finished or not given) are named on `err`, and the table covers the games present.
#pragma once

#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "tools/match/report.h"
#include "tools/match/results_file.h"
#include "tools/match/stats.h"

namespace match {

struct MergedResults {
  MatchIdentity identity;          // the shards' common match line (shard: "merged")
  std::vector<GameSummary> games;  // by index
  std::vector<std::string> shards; // "2/4" of each file
  int missing = 0;                 // games of the match in no file
};

// nullopt with *error when a file cannot be read or does not fit the others.
std::optional<MergedResults> merge_results_files(const std::vector<std::string>& paths, std::string* error);

// The final table of the merged match. `sprt`: the bounds to test; by default those the
// shards recorded (--sprt of the shards).
std::string merged_report(const MergedResults& merged, const std::optional<SprtConfig>& sprt);

}  // namespace match
