// The GTP clock: time_settings, kgs-time_settings, time_left and Castro's "time" command,
// turned into a common::ClockState for the side about to move.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
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
  // Castro: time [-g game_s] [-m move_s] [-i max_simulations] [-f flexible 0|1]
  // [-r remaining_s] [-p [percent]] [-e [multiple]] [-s [multiple]] (long forms --game --move
  // --maxsims/--max --flexible --remain --percent --even --stats). -g/-m set the game time
  // and the time per move (a value not given is 0); -f 0 makes the time per move expire unused
  // (Castro's default is 1: saved up); -r sets the time left in this game; -p/-e/-s choose how
  // much of the time left one move spends, as Castro does: percent of it, or a multiple of an
  // even split over the most moves left / the expected moves left (plus the time per move).
  // Checked whole before anything changes. Returns the max-simulations value if -i is given.
  std::optional<uint64_t> castro_time(const GtpCommand& cmd);
  void reset_for_new_game();

  // The clock of `color`; `options` gives the moves left for Castro's -e/-s allocations.
  common::ClockState clock_for(int color, const common::TimeOptions& options = {}) const;
  // The engine spent `ms` on a move of `color`: without time_left from the host, the engine
  // keeps the time left itself (sudden death, Fischer and Castro's clock: what was left, minus
  // the move, plus the increment; Castro's -f 0 saves no unused increment). Canadian and
  // byo-yomi rely on time_left. Only engines that call it get this bookkeeping.
  void spent(int color, int64_t ms);
  System system() const { return system_; }
  std::string describe() const;

 private:
  std::string method_text() const;  // Castro's -p/-e/-s, for describe()

  System system_ = System::kNone;
  int64_t main_ms_ = 0;
  int64_t byo_ms_ = 0;       // byo-yomi period, Canadian period or Fischer increment
  int byo_stones_ = 0;       // Canadian stones per period
  int byo_periods_ = 0;      // Japanese periods
  // Castro's "time": whether an unused increment is saved (-f), and how a move's share of the
  // time left is chosen (-p/-e/-s; kDefault: the time manager decides).
  enum class CastroMethod { kDefault, kPercent, kEven, kStats };
  bool flexible_ = true;
  CastroMethod castro_method_ = CastroMethod::kDefault;
  double castro_param_ = 0;
  struct Left {
    bool known = false;
    int64_t ms = 0;
    int stones = 0;  // 0: main time; > 0: in the overtime period with that many stones to play
  };
  std::array<Left, 2> left_{};
};

}  // namespace protocol
