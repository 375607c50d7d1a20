// game-tune's loop: SPSA iterations of game pairs between theta+ and theta- of one engine,
// played through game-match's library (run_match), with the state, history (CSV + SVG) and the
// parameter file rewritten after every iteration.
#pragma once

#include <atomic>
#include <ostream>
#include <string>
#include <vector>

#include "tools/match/match.h"
#include "tools/tune/history.h"
#include "tools/tune/spsa.h"

namespace tune {

struct TuneConfig {
  // How games are played (game, board, clocks, openings, concurrency); engines and games are
  // set per iteration.
  match::MatchConfig match;
  match::EngineSpec engine;         // both sides run it, with --param NAME=VALUE added
  std::string engine_text;          // as the user gave it (recorded in the state)
  std::vector<std::string> names;   // parameters to tune; empty: every one the engine lists
  int64_t iterations = 100;
  int pairs_per_iteration = 1;
  uint64_t seed = 1;
  SpsaSchedule schedule;            // total_pairs is set from iterations * pairs_per_iteration
  double big_a_fraction = 0.1;      // A = this * total pairs, unless a_given
  bool a_given = false;
  std::string out_prefix = "tune";  // PREFIX.state, PREFIX.csv, PREFIX.svg, PREFIX.params
  bool resume = false;
};

struct TuneResult {
  std::string error;
  bool interrupted = false;
  SpsaState state;
  std::vector<HistoryRow> history;
};

// The files of a run.
struct TunePaths {
  std::string state, csv, svg, params;
  explicit TunePaths(const std::string& prefix);
};

// Runs (or resumes) the tuning; `stop_after` >= 0 ends after that many iterations of this call
// (the state is then as after an interrupt between iterations).
TuneResult run_tuner(const TuneConfig& config, std::ostream& out, std::ostream& err,
                     const std::atomic<bool>* interrupt = nullptr, int64_t stop_after = -1);

// The parameter file of a state: "NAME VALUE" lines that engines read with --params FILE.
std::string params_file_text(const SpsaState& state);

}  // namespace tune
