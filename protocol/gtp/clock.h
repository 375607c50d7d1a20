// The GTP clock: time_settings, kgs-time_settings, time_left and Castro's "time" command,
// turned into a common::ClockState for the side about to move.
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "common/time/time_manager.h"
#include "protocol/gtp/command.h"

namespace protocol {

class GtpClock {
 public:
  enum class System { kNone, kAbsolute, kByoyomi, kCanadian, kFischer, kPerMove };

  // time_settings main byo stones (GTP 2): byo > 0 with stones == 0 means no time limit.
  void time_settings(const GtpCommand& cmd);
  // kgs-time_settings none | absolute main | byoyomi main period periods | canadian main byo stones
  // (also "fischer main increment" as some hosts send).
  void kgs_time_settings(const GtpCommand& cmd);
  // time_left color seconds stones
  void time_left(const GtpCommand& cmd);
  // Castro: time [-g game_seconds] [-m move_seconds] [-i max_simulations] [-f flexible 0|1];
  // returns the max-simulations value if given (0 otherwise).
  uint64_t castro_time(const GtpCommand& cmd);
  void reset_for_new_game();

  common::ClockState clock_for(int color) const;
  System system() const { return system_; }
  std::string describe() const;

 private:
  System system_ = System::kNone;
  int64_t main_ms_ = 0;
  int64_t byo_ms_ = 0;       // byo-yomi period, Canadian period or Fischer increment
  int byo_stones_ = 0;       // Canadian stones per period
  int byo_periods_ = 0;      // Japanese periods
  struct Left {
    bool known = false;
    int64_t ms = 0;
    int stones = 0;  // 0: main time; > 0: in the overtime period with that many stones to play
  };
  std::array<Left, 2> left_{};
};

}  // namespace protocol
