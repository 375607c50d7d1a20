#include "protocol/gtp/clock.h"

#include <absl/strings/str_cat.h>

#include <cmath>

namespace protocol {

namespace {
constexpr double kMaxSeconds = 1e7;  // about four months: anything larger is a typo
int64_t to_ms(double seconds) { return static_cast<int64_t>(std::llround(seconds * 1000.0)); }
}  // namespace

void GtpClock::reset_for_new_game() { left_ = {}; }

void GtpClock::time_settings(const GtpCommand& cmd) {
  // Every argument is checked before anything changes: a refused command leaves the clock as it was.
  cmd.expect_args(3);
  const double main = cmd.double_arg(0, 0, kMaxSeconds);
  const double byo = cmd.double_arg(1, 0, kMaxSeconds);
  const long long stones = cmd.int_arg(2, 0, 100000);
  System system;
  if (byo > 0 && stones == 0) {
    system = System::kNone;  // GTP 2: no time limits
  } else if (byo == 0 || stones == 0) {
    system = main > 0 ? System::kAbsolute : System::kNone;
  } else {
    system = System::kCanadian;
  }
  system_ = system;
  main_ms_ = to_ms(main);
  byo_ms_ = to_ms(byo);
  byo_stones_ = static_cast<int>(stones);
  byo_periods_ = 0;
  left_ = {};
}

void GtpClock::kgs_time_settings(const GtpCommand& cmd) {
  // Parse into a copy and commit only when every argument is valid: a refused command (a bad
  // number, a missing or extra argument) leaves the clock exactly as it was.
  GtpClock next = *this;
  const std::string& kind = cmd.arg(0);
  if (kind == "none") {
    cmd.expect_args(1);
    next.system_ = System::kNone;
  } else if (kind == "absolute") {
    cmd.expect_args(2);
    next.main_ms_ = to_ms(cmd.double_arg(1, 0, kMaxSeconds));
    next.system_ = System::kAbsolute;
  } else if (kind == "byoyomi") {
    cmd.expect_args(4);
    next.main_ms_ = to_ms(cmd.double_arg(1, 0, kMaxSeconds));
    next.byo_ms_ = to_ms(cmd.double_arg(2, 0, kMaxSeconds));
    next.byo_periods_ = static_cast<int>(cmd.int_arg(3, 1, 1000));
    next.system_ = next.byo_ms_ > 0 ? System::kByoyomi : System::kAbsolute;
  } else if (kind == "canadian") {
    cmd.expect_args(4);
    next.main_ms_ = to_ms(cmd.double_arg(1, 0, kMaxSeconds));
    next.byo_ms_ = to_ms(cmd.double_arg(2, 0, kMaxSeconds));
    next.byo_stones_ = static_cast<int>(cmd.int_arg(3, 1, 100000));
    next.system_ = next.byo_ms_ > 0 ? System::kCanadian : System::kAbsolute;
  } else if (kind == "fischer") {
    cmd.expect_args(3);
    next.main_ms_ = to_ms(cmd.double_arg(1, 0, kMaxSeconds));
    next.byo_ms_ = to_ms(cmd.double_arg(2, 0, kMaxSeconds));
    next.system_ = System::kFischer;
  } else {
    throw GtpError(absl::StrCat("unknown time system: ", kind, " (none, absolute, byoyomi, canadian, fischer)"));
  }
  next.left_ = {};
  *this = next;
}

void GtpClock::time_left(const GtpCommand& cmd) {
  cmd.expect_args(3);
  const auto color = parse_gtp_color(cmd.arg(0));
  if (!color) throw GtpError("invalid color: " + cmd.arg(0));
  const double seconds = cmd.double_arg(1, -kMaxSeconds, kMaxSeconds);
  const long long stones = cmd.int_arg(2, 0, 100000);
  left_[*color] = {true, std::max<int64_t>(0, to_ms(seconds)), static_cast<int>(stones)};
}

uint64_t GtpClock::castro_time(const GtpCommand& cmd) {
  double game = -1, move = -1;
  uint64_t sims = 0;
  for (std::size_t i = 0; i < cmd.args.size(); i += 2) {
    const std::string& flag = cmd.args[i];
    if (i + 1 >= cmd.args.size()) throw GtpError("missing value after " + flag);
    if (flag == "-g" || flag == "--game") game = cmd.double_arg(i + 1, 0, kMaxSeconds);
    else if (flag == "-m" || flag == "--move") move = cmd.double_arg(i + 1, 0, kMaxSeconds);
    else if (flag == "-i" || flag == "--max") sims = static_cast<uint64_t>(cmd.int_arg(i + 1, 0, 1LL << 40));
    else if (flag == "-f" || flag == "--flexible") cmd.int_arg(i + 1, 0, 1);
    else throw GtpError("unknown time option: " + flag + " (use -g, -m, -i, -f)");
  }
  if (game >= 0 || move >= 0) {
    main_ms_ = to_ms(std::max(game, 0.0));
    byo_ms_ = to_ms(std::max(move, 0.0));
    system_ = main_ms_ > 0 ? (byo_ms_ > 0 ? System::kFischer : System::kAbsolute) : (byo_ms_ > 0 ? System::kPerMove : System::kNone);
    left_ = {};
  }
  return sims;
}

common::ClockState GtpClock::clock_for(int color) const {
  common::ClockState c;
  const Left& l = left_[color];
  switch (system_) {
    case System::kNone: return c;
    case System::kPerMove: c.move_time_ms = byo_ms_; return c;
    case System::kAbsolute: c.remaining_ms = l.known ? l.ms : main_ms_; return c;
    case System::kFischer:
      c.remaining_ms = l.known ? l.ms : main_ms_;
      c.per_move_ms = byo_ms_;
      return c;
    case System::kCanadian:
      if (l.known && l.stones > 0) {  // in overtime: this much time for this many stones
        c.remaining_ms = l.ms;
        c.moves_to_go = l.stones;
      } else {
        // Main time, then a Canadian period: keep one period's first stone as a safety net.
        c.remaining_ms = l.known ? l.ms : main_ms_;
        c.byo_period_ms = byo_stones_ > 0 ? byo_ms_ / byo_stones_ : 0;
        c.byo_periods = c.byo_period_ms > 0 ? 1 : 0;
      }
      return c;
    case System::kByoyomi:
      if (l.known && l.stones > 0) {  // KGS sends the periods left as "stones" in byo-yomi
        c.remaining_ms = 0;
        c.byo_period_ms = l.ms > 0 ? std::min(l.ms, byo_ms_) : byo_ms_;
        c.byo_periods = l.stones;
      } else {
        c.remaining_ms = l.known ? l.ms : main_ms_;
        c.byo_period_ms = byo_ms_;
        c.byo_periods = byo_periods_;
      }
      return c;
  }
  return c;
}

std::string GtpClock::describe() const {
  switch (system_) {
    case System::kNone: return "none";
    case System::kPerMove: return absl::StrCat("per move ", byo_ms_ / 1000.0, "s");
    case System::kAbsolute: return absl::StrCat("absolute ", main_ms_ / 1000.0, "s");
    case System::kFischer: return absl::StrCat("fischer ", main_ms_ / 1000.0, "s + ", byo_ms_ / 1000.0, "s");
    case System::kCanadian: return absl::StrCat("canadian ", main_ms_ / 1000.0, "s + ", byo_ms_ / 1000.0, "s/", byo_stones_);
    case System::kByoyomi: return absl::StrCat("byoyomi ", main_ms_ / 1000.0, "s + ", byo_periods_, "x", byo_ms_ / 1000.0, "s");
  }
  return "";
}

}  // namespace protocol
