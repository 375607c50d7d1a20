// What the match prints: the running tally from engine A's point of view, the live line per
// finished game, the status line and the final table.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>

#include "tools/match/results_file.h"
#include "tools/match/stats.h"

namespace match {

class Tally {
 public:
  void add(const GameSummary& game);

  const Wdl& wdl() const { return wdl_; }
  const Wdl& by_side(int side) const { return by_side_[side]; }  // A's results playing `side`
  const Penta& penta() const { return penta_; }
  // Games won by side 0, by side 1 (index 1) and drawn (index 2), whoever played them.
  int64_t side_wins(int i) const { return side_wins_[i]; }
  int64_t games() const { return wdl_.games(); }
  // "ring 12, fork 3, B:crash 1": rule endings by name, forfeits with the engine at fault.
  const std::map<std::string, int>& endings() const { return endings_; }
  int64_t think_ms(int engine) const { return think_ms_[engine]; }
  int64_t moves(int engine) const { return moves_[engine]; }
  int64_t plies() const { return plies_; }

 private:
  Wdl wdl_;
  Wdl by_side_[2];
  Penta penta_;
  int64_t side_wins_[3] = {0, 0, 0};  // side 0 wins, side 1 wins, draws
  std::map<int, double> half_pairs_;  // pair -> A's score in the first finished game of it
  std::map<std::string, int> endings_;
  int64_t think_ms_[2] = {0, 0};  // by engine (0 = A)
  int64_t moves_[2] = {0, 0};
  int64_t plies_ = 0;
};

struct ReportContext {
  std::string names[2];  // engine A, engine B
  int total_games = 0;   // of the whole match ("Game 17/400")
  int planned_games = 0; // this process plays (its shard's share); 0: total_games
  std::string shard;     // "2/4" or ""
  std::optional<SprtConfig> sprt;
};

// Progress of a run for the status line: games done of those planned, at what rate.
struct Progress {
  int64_t done = 0;      // games finished, resumed ones included
  int64_t planned = 0;   // games this run plays in all
  int64_t played_now = 0;  // finished by this process (the ETA's rate)
  int running = 0;
  double elapsed_s = 0;
  // Seconds left at the current rate; < 0 when unknown.
  double eta_s() const;
};

// "45s", "3m05s", "1h02m"
std::string format_duration(double seconds);

// "+inf", "-12.3"
std::string format_elo(double elo);

// One line for a finished game with the running statistics.
std::string live_line(const ReportContext& ctx, const Tally& tally, const GameSummary& game);
// The short status for stderr: games done of the total, W-D-L and score, Elo ± 95%, the SPRT
// LLR with its bounds, games running, elapsed time and ETA.
std::string status_line(const ReportContext& ctx, const Tally& tally, const Progress& progress);
// The final table with per-colour results, pentanomial counts, endings and the SPRT verdict.
std::string final_report(const ReportContext& ctx, const Tally& tally, const std::string& side_names_0,
                         const std::string& side_names_1);

}  // namespace match
