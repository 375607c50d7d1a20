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

struct MatchConfig {
  GameKind game = GameKind::kHavannah;
  RefereeOptions referee;
  EngineSpec engines[2];  // A, B
  PlayerSettings player;
  GameRules rules;
  int games = 2;
  int concurrency = 1;
  uint64_t seed = 1;
  int opening_plies = -1;  // random openings; < 0: the game's default
  std::string openings_file;
  bool openings_shuffle = false;
  std::optional<SprtConfig> sprt;
  std::string results_path;
  bool resume = false;
  std::string records_dir;
  bool restart = false;  // a fresh process for every game
  bool quiet = false;    // no live lines, no status line
  bool show_board = false;  // print the final position after each game's line
  bool status = false;   // a status line on `err` (normally when stderr is a terminal)
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
