// A whole match: engine A against engine B over many games, --concurrency games at a time,
// each worker with its own engine processes (restarted after any failure, or before every game
// with `restart`), colours alternated within each opening pair, results streamed to the results
// file and game records, the SPRT checked after every game.
#pragma once

#include <atomic>
#include <cstdint>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "tools/match/engine_spec.h"
#include "tools/match/game_runner.h"
#include "tools/match/player.h"
#include "tools/match/referee.h"
#include "tools/match/results_file.h"
#include "tools/match/stats.h"

namespace match {

// --shard K/N: this process plays only the game pairs p with p % N == K - 1 (both games of a
// pair, with the opening and colours the unsharded match gives them), so N processes on any
// machines together play exactly the unsharded match; `game-match merge` adds up their results.
struct Shard {
  int index = 0;  // 0-based (K - 1)
  int count = 1;
  bool contains_pair(int pair) const { return pair % count == index; }
  bool sharded() const { return count > 1; }
  int games_of(int total_games) const;  // how many of the match's games this shard plays
  std::string text() const;             // "K/N"
};
// "K/N" with 1 <= K <= N; nullopt with *error.
std::optional<Shard> parse_shard(const std::string& text, std::string* error);

struct MatchConfig {
  GameKind game = GameKind::kHavannah;
  RefereeOptions referee;
  EngineSpec engines[2];  // A, B
  PlayerSettings player;
  GameRules rules;
  int games = 2;  // of the whole match, also when sharded
  Shard shard;
  int concurrency = 1;
  uint64_t seed = 1;
  int opening_plies = -1;  // random openings; < 0: the game's default
  std::string openings_file;
  bool openings_shuffle = false;
  // With a shard the SPRT is only reported: the verdict belongs to the merged results.
  std::optional<SprtConfig> sprt;
  std::string results_path;
  bool resume = false;
  std::string records_dir;
  bool restart = false;  // a fresh process for every game
  bool quiet = false;    // no live lines, no status line
  bool show_board = false;  // print the final position after each game's line
  bool status = false;   // a status line on `err` (normally when stderr is a terminal)
  // How the status line is shown: redrawn in place every second (a terminal), or, when 0 < N,
  // as a plain line every N seconds and after the last game (a log file: Slurm, parallel).
  double status_every_s = 0;
};

struct MatchSummary {
  std::vector<GameSummary> games;  // every finished game (resumed ones too), by index
  Wdl wdl;                         // engine A's results
  Penta penta;
  std::optional<SprtDecision> sprt_decision;  // set when the SPRT stopped the match
  bool interrupted = false;
  std::string error;  // a configuration problem that stopped the match before or during play
  std::string names[2];
};

// Runs the match; `interrupt` (may be null) stops it between moves: games in progress are
// dropped and can be replayed with --resume.
MatchSummary run_match(const MatchConfig& config, std::ostream& out, std::ostream& err,
                       const std::atomic<bool>* interrupt = nullptr);

}  // namespace match
