// The referee's clocks. The runner never trusts an engine's idea of its time: it keeps each
// side's clock itself, tells the engine what is left before every move (AEI greserve/sreserve,
// GTP time_left) and flags a move that took longer than allowed plus the timeout margin.
//
// Systems (all times in milliseconds):
//  - none:       no limit (a hang is still caught by the runner's hang timeout);
//  - move time:  the same fixed time for every move;
//  - AEI:        Arimaa's tcmove + reserve: a turn may use tcmove plus the reserve (capped by
//                tcturntime); tcpercent of the unused tcmove goes to the reserve, overspending
//                comes out of it, and the reserve is capped at tcmax;
//  - absolute:   GTP main time only (sudden death);
//  - Fischer:    main time plus an increment after every move;
//  - Canadian:   main time, then `byo_stones` moves in every `byo` period;
//  - byo-yomi:   main time, then `byo_periods` periods of `byo` each; a move that overruns a
//                period uses it up, the game is lost when none is left.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace match {

struct TimeControl {
  enum class Kind { kNone, kMoveTime, kAei, kAbsolute, kFischer, kCanadian, kByoyomi };
  Kind kind = Kind::kNone;
  int64_t move_ms = 0;  // kMoveTime
  // AEI (kAei): tcmove, tcreserve, tcpercent, tcmax (0 = no cap), tcturntime (0 = no cap).
  int64_t tc_move_ms = 0;
  int64_t tc_reserve_ms = 0;
  double tc_percent = 100;
  int64_t tc_max_ms = 0;
  int64_t tc_turn_ms = 0;
  // GTP systems.
  int64_t main_ms = 0;
  int64_t increment_ms = 0;  // kFischer
  int64_t byo_ms = 0;        // kCanadian period / kByoyomi period
  int byo_stones = 0;        // kCanadian
  int byo_periods = 0;       // kByoyomi

  bool limited() const { return kind != Kind::kNone; }
  std::string describe() const;  // "tcmove 2s reserve 30s 100% max 60s", "60s + 5s/10 (Canadian)" ...
};

class SideClock {
 public:
  SideClock() = default;
  explicit SideClock(const TimeControl& tc);

  // The longest this move may take; -1 when unlimited.
  int64_t allowed_ms() const;
  // Charges a finished move. False when it took longer than allowed_ms() + margin_ms: the flag
  // fell (the clock is then left at zero).
  bool charge(int64_t used_ms, int64_t margin_ms);

  // What the engine is told. AEI: the reserve. GTP time_left: seconds and stones (0 in main
  // time; Canadian: stones left in the period; byo-yomi: periods left, KGS convention).
  int64_t reserve_ms() const { return reserve_ms_; }
  int64_t time_left_ms() const;
  int time_left_stones() const;
  bool in_overtime() const { return overtime_; }

 private:
  // Byo-yomi systems: takes a move's time from the main time. Nothing more to pay (nullopt) while
  // the main time covers it; otherwise what ran over into overtime (all of it once in overtime).
  std::optional<int64_t> spend_main_time(int64_t used_ms);

  TimeControl tc_;
  int64_t main_left_ms_ = 0;   // absolute / Fischer / Canadian / byo-yomi main time
  int64_t reserve_ms_ = 0;     // AEI
  bool overtime_ = false;      // Canadian / byo-yomi: main time is spent
  int64_t period_left_ms_ = 0; // Canadian: left in the current period
  int stones_left_ = 0;        // Canadian: moves still due in the current period
  int periods_left_ = 0;       // byo-yomi
};

}  // namespace match
