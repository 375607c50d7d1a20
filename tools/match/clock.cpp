#include "tools/match/clock.h"

#include <absl/strings/str_cat.h>

#include <algorithm>

namespace match {

namespace {
std::string seconds(int64_t ms) { return absl::StrCat(static_cast<double>(ms) / 1000.0, "s"); }
}  // namespace

std::string TimeControl::describe() const {
  switch (kind) {
    case Kind::kNone: return "no clock";
    case Kind::kMoveTime: return absl::StrCat(seconds(move_ms), " per move");
    case Kind::kAei: {
      std::string s = absl::StrCat("tcmove ", seconds(tc_move_ms), " reserve ", seconds(tc_reserve_ms), " ",
                                   tc_percent, "%");
      if (tc_max_ms > 0) absl::StrAppend(&s, " max ", seconds(tc_max_ms));
      if (tc_turn_ms > 0) absl::StrAppend(&s, " turntime ", seconds(tc_turn_ms));
      return s;
    }
    case Kind::kAbsolute: return absl::StrCat(seconds(main_ms), " sudden death");
    case Kind::kFischer: return absl::StrCat(seconds(main_ms), " + ", seconds(increment_ms), " per move");
    case Kind::kCanadian: return absl::StrCat(seconds(main_ms), " + ", seconds(byo_ms), "/", byo_stones, " (Canadian)");
    case Kind::kByoyomi: return absl::StrCat(seconds(main_ms), " + ", byo_periods, "x", seconds(byo_ms), " (byo-yomi)");
  }
  return "?";
}

SideClock::SideClock(const TimeControl& tc) : tc_(tc) {
  main_left_ms_ = tc.main_ms;
  reserve_ms_ = tc.tc_reserve_ms;
  stones_left_ = tc.byo_stones;
  period_left_ms_ = tc.byo_ms;
  periods_left_ = tc.byo_periods;
  if ((tc.kind == TimeControl::Kind::kCanadian || tc.kind == TimeControl::Kind::kByoyomi) && main_left_ms_ == 0)
    overtime_ = true;
}

int64_t SideClock::allowed_ms() const {
  switch (tc_.kind) {
    case TimeControl::Kind::kNone: return -1;
    case TimeControl::Kind::kMoveTime: return tc_.move_ms;
    case TimeControl::Kind::kAei: {
      const int64_t turn = tc_.tc_move_ms + reserve_ms_;
      if (tc_.tc_move_ms == 0 && tc_.tc_reserve_ms == 0 && tc_.tc_turn_ms == 0) return -1;  // 0 = unlimited
      return tc_.tc_turn_ms > 0 ? std::min(turn, tc_.tc_turn_ms) : turn;
    }
    case TimeControl::Kind::kAbsolute:
    case TimeControl::Kind::kFischer: return main_left_ms_;
    case TimeControl::Kind::kCanadian: return overtime_ ? period_left_ms_ : main_left_ms_ + tc_.byo_ms;
    case TimeControl::Kind::kByoyomi:
      return (overtime_ ? 0 : main_left_ms_) + static_cast<int64_t>(periods_left_) * tc_.byo_ms;
  }
  return -1;
}

bool SideClock::charge(int64_t used_ms, int64_t margin_ms) {
  const int64_t allowed = allowed_ms();
  const bool flagged = allowed >= 0 && used_ms > allowed + margin_ms;
  switch (tc_.kind) {
    case TimeControl::Kind::kNone:
    case TimeControl::Kind::kMoveTime: break;
    case TimeControl::Kind::kAei:
      if (used_ms <= tc_.tc_move_ms) {
        reserve_ms_ += static_cast<int64_t>(static_cast<double>(tc_.tc_move_ms - used_ms) * tc_.tc_percent / 100.0);
      } else {
        reserve_ms_ -= used_ms - tc_.tc_move_ms;
      }
      reserve_ms_ = std::max<int64_t>(reserve_ms_, 0);  // what the margin forgave is not owed
      if (tc_.tc_max_ms > 0) reserve_ms_ = std::min(reserve_ms_, tc_.tc_max_ms);
      break;
    case TimeControl::Kind::kAbsolute: main_left_ms_ = std::max<int64_t>(0, main_left_ms_ - used_ms); break;
    case TimeControl::Kind::kFischer:
      main_left_ms_ = std::max<int64_t>(0, main_left_ms_ - used_ms) + tc_.increment_ms;
      break;
    case TimeControl::Kind::kCanadian: {
      // A move that runs into the first period counts as its first stone.
      const std::optional<int64_t> rest = spend_main_time(used_ms);
      if (!rest) break;
      period_left_ms_ = std::max<int64_t>(0, period_left_ms_ - *rest);
      if (--stones_left_ <= 0) {
        stones_left_ = tc_.byo_stones;
        period_left_ms_ = tc_.byo_ms;
      }
      break;
    }
    case TimeControl::Kind::kByoyomi: {
      const std::optional<int64_t> rest = spend_main_time(used_ms);
      if (!rest) break;
      // A move within one period costs nothing; each full period overrun uses one up.
      if (tc_.byo_ms > 0 && *rest > tc_.byo_ms) {
        const int64_t spent = (*rest - 1) / tc_.byo_ms;
        periods_left_ = static_cast<int>(std::max<int64_t>(1, periods_left_ - spent));
      }
      break;
    }
  }
  return !flagged;
}

std::optional<int64_t> SideClock::spend_main_time(int64_t used_ms) {
  if (overtime_) return used_ms;
  if (used_ms <= main_left_ms_) {
    main_left_ms_ -= used_ms;
    if (main_left_ms_ == 0) overtime_ = true;
    return std::nullopt;
  }
  const int64_t rest = used_ms - main_left_ms_;
  main_left_ms_ = 0;
  overtime_ = true;
  return rest;
}

int64_t SideClock::time_left_ms() const {
  switch (tc_.kind) {
    case TimeControl::Kind::kNone: return 0;
    case TimeControl::Kind::kMoveTime: return tc_.move_ms;
    case TimeControl::Kind::kAei: return reserve_ms_;
    case TimeControl::Kind::kAbsolute:
    case TimeControl::Kind::kFischer: return main_left_ms_;
    case TimeControl::Kind::kCanadian: return overtime_ ? period_left_ms_ : main_left_ms_;
    case TimeControl::Kind::kByoyomi: return overtime_ ? tc_.byo_ms : main_left_ms_;
  }
  return 0;
}

int SideClock::time_left_stones() const {
  switch (tc_.kind) {
    case TimeControl::Kind::kMoveTime: return 1;
    case TimeControl::Kind::kCanadian: return overtime_ ? stones_left_ : 0;
    case TimeControl::Kind::kByoyomi: return overtime_ ? periods_left_ : 0;
    default: return 0;
  }
}

}  // namespace match
