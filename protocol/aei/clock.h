// The AEI clock options (all in seconds, 0 = unlimited) and how they become a
// common::ClockState for the side about to move.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>

#include "common/time/time_manager.h"

namespace protocol {

class AeiClock {
 public:
  enum class SetResult { kOk, kUnknown, kInvalid };

  // Accepts tcmove tcreserve tcpercent tcmax tctotal tcturns tcturntime greserve sreserve
  // (wreserve breserve) gused sused (wused bused) lastmoveused moveused. kUnknown: not a clock
  // option; kInvalid: a clock option with a bad value (the clock is unchanged).
  SetResult set(std::string_view name, std::string_view value);
  // newgame: reserves back to tcreserve, nothing used yet.
  void new_game();

  // side: 0 gold, 1 silver. turn: the 1-based turn number about to be played (for tcturns).
  common::ClockState clock_for(int side, int turn) const;
  bool limited() const;

 private:
  double tcmove_ = 0, tcreserve_ = 0, tcpercent_ = 100, tcmax_ = 0, tctotal_ = 0, tcturntime_ = 0;
  int tcturns_ = 0;
  std::array<std::optional<double>, 2> reserve_{};
  double moveused_ = 0;
};

}  // namespace protocol
