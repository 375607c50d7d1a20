#include "protocol/aei/clock.h"

#include <algorithm>

#include <absl/strings/numbers.h>

#include <cmath>

namespace protocol {

namespace {
constexpr double kMaxSeconds = 1e8;
}

AeiClock::SetResult AeiClock::set(std::string_view name, std::string_view value) {
  static constexpr std::string_view kNames[] = {"tcmove", "tcreserve", "tcpercent", "tcmax", "tctotal", "tcturns",
                                                "tcturntime", "greserve", "sreserve", "wreserve", "breserve",
                                                "gused", "sused", "wused", "bused", "lastmoveused", "moveused"};
  bool known = false;
  for (auto n : kNames) known |= n == name;
  if (!known) return SetResult::kUnknown;
  double v;
  if (!absl::SimpleAtod(absl::string_view(value.data(), value.size()), &v) || !std::isfinite(v) || v < 0 || v > kMaxSeconds) return SetResult::kInvalid;
  if (name == "tcmove") tcmove_ = v;
  else if (name == "tcreserve") tcreserve_ = v;
  else if (name == "tcpercent") {
    if (v > 100) return SetResult::kInvalid;
    tcpercent_ = v;
  } else if (name == "tcmax") tcmax_ = v;
  else if (name == "tctotal") tctotal_ = v;
  else if (name == "tcturns") tcturns_ = static_cast<int>(v);
  else if (name == "tcturntime") tcturntime_ = v;
  else if (name == "greserve" || name == "wreserve") reserve_[0] = v;
  else if (name == "sreserve" || name == "breserve") reserve_[1] = v;
  else if (name == "moveused") moveused_ = v;
  // gused/sused/lastmoveused are informational: the controller already charged them to reserves.
  return SetResult::kOk;
}

void AeiClock::new_game() {
  reserve_ = {};
  moveused_ = 0;
}

bool AeiClock::limited() const {
  return tcmove_ > 0 || tcturntime_ > 0 || reserve_[0].has_value() || reserve_[1].has_value();
}

common::ClockState AeiClock::clock_for(int side, int turn) const {
  common::ClockState c;
  if (!limited()) return c;
  auto ms = [](double s) { return static_cast<int64_t>(std::llround(s * 1000.0)); };
  const double reserve = reserve_[side].value_or(tcreserve_);
  if (tcmove_ > 0) {
    c.per_move_ms = ms(tcmove_);
    c.remaining_ms = ms(reserve);
    // Unused turn time that the reserve cannot keep (tcpercent < 100, or a full reserve at
    // tcmax) is lost anyway: it is worth spending now.
    double kept = tcmove_ * tcpercent_ / 100.0;
    if (tcmax_ > 0) kept = std::clamp(tcmax_ - reserve, 0.0, kept);
    c.expiring_ms = ms(tcmove_ - kept);
  } else if (reserve_[side].has_value() || tcreserve_ > 0) {
    c.remaining_ms = ms(reserve);
  }
  if (tcturntime_ > 0) c.max_move_ms = ms(tcturntime_);
  if (tcturns_ > 0 && turn > 0) c.moves_to_go = std::max(1, tcturns_ - turn + 1);
  c.used_ms = ms(moveused_);
  return c;
}

}  // namespace protocol
