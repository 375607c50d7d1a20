#include "protocol/gtp/clock.h"

#include <absl/strings/str_cat.h>

#include <absl/strings/numbers.h>

#include <algorithm>
#include <cmath>

namespace protocol {

namespace {
constexpr double kMaxSeconds = 1e7;  // about four months: anything larger is a typo
int64_t to_ms(double seconds) { return static_cast<int64_t>(std::llround(seconds * 1000.0)); }
}  // namespace

void GtpClock::reset_for_new_game() { left_ = {}; }

void GtpClock::time_settings(const GtpCommand& cmd) {
  // A host's clock replaces Castro's allocation method and flexibility.
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
  flexible_ = true;
  castro_method_ = CastroMethod::kDefault;
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
  next.flexible_ = true;
  next.castro_method_ = CastroMethod::kDefault;
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

std::optional<uint64_t> GtpClock::castro_time(const GtpCommand& cmd) {
  double game = -1, move = -1, remain = -1;
  std::optional<uint64_t> sims;
  GtpClock next = *this;
  for (std::size_t i = 0; i < cmd.args.size(); ++i) {
    const std::string& flag = cmd.args[i];
    // -p/-e/-s take an optional value: the next word when it is a positive number (as Castro).
    auto method = [&](CastroMethod m, double default_param, double max_param) {
      next.castro_method_ = m;
      next.castro_param_ = default_param;
      double v = 0;
      if (i + 1 < cmd.args.size() && absl::SimpleAtod(cmd.args[i + 1], &v) && v > 0) {
        if (!std::isfinite(v) || v > max_param)
          throw GtpError(absl::StrCat(flag, " takes a value in (0, ", max_param, "], not ", cmd.args[i + 1]));
        next.castro_param_ = v;
        ++i;
      }
    };
    if (flag == "-p" || flag == "--percent") { method(CastroMethod::kPercent, 10, 100); continue; }
    if (flag == "-e" || flag == "--even") { method(CastroMethod::kEven, 2, 1000); continue; }
    if (flag == "-s" || flag == "--stats") { method(CastroMethod::kStats, 2, 1000); continue; }
    const bool known = flag == "-g" || flag == "--game" || flag == "-m" || flag == "--move" || flag == "-i" ||
                       flag == "--max" || flag == "--maxsims" || flag == "-f" || flag == "--flexible" ||
                       flag == "-r" || flag == "--remain";
    if (!known) throw GtpError("unknown time option: " + flag + " (use -g, -m, -i, -f, -r, -p, -e, -s)");
    if (i + 1 >= cmd.args.size()) throw GtpError("missing value after " + flag);
    ++i;
    if (flag == "-g" || flag == "--game") game = cmd.double_arg(i, 0, kMaxSeconds);
    else if (flag == "-m" || flag == "--move") move = cmd.double_arg(i, 0, kMaxSeconds);
    else if (flag == "-r" || flag == "--remain") remain = cmd.double_arg(i, 0, kMaxSeconds);
    else if (flag == "-f" || flag == "--flexible") next.flexible_ = cmd.int_arg(i, 0, 1) == 1;
    else sims = static_cast<uint64_t>(cmd.int_arg(i, 0, 1LL << 40));
  }
  if (game >= 0 || move >= 0) {
    next.main_ms_ = to_ms(std::max(game, 0.0));
    next.byo_ms_ = to_ms(std::max(move, 0.0));
    next.system_ = next.main_ms_ > 0 ? (next.byo_ms_ > 0 ? System::kFischer : System::kAbsolute)
                                     : (next.byo_ms_ > 0 ? System::kPerMove : System::kNone);
    next.left_ = {};
  }
  if (remain > 0) {
    // The time left in this game (Castro keeps one for both sides). With a time per move only,
    // a bank appears: the clock becomes Fischer-like.
    if (next.system_ == System::kPerMove) next.system_ = System::kFischer;
    else if (next.system_ == System::kNone) next.system_ = System::kAbsolute;
  }
  if (remain >= 0 && next.system_ != System::kNone && next.system_ != System::kPerMove)
    for (Left& l : next.left_) l = {true, to_ms(remain), 0};
  *this = next;
  return sims;
}

common::ClockState GtpClock::clock_for(int color, const common::TimeOptions& options) const {
  common::ClockState c;
  const Left& l = left_[color];
  // Castro's -p/-e/-s: this move gets its share of the time left (at most all of it) plus the
  // time per move, and spends it.
  auto castro_share = [&](int64_t left) {
    const int expected = std::max(1, options.expected_moves_left);
    const int most = options.max_moves_left > 0 ? options.max_moves_left : 2 * expected;
    double share = 0;
    switch (castro_method_) {
      case CastroMethod::kPercent: share = castro_param_ / 100.0 * static_cast<double>(left); break;
      case CastroMethod::kEven: share = castro_param_ * static_cast<double>(left) / most; break;
      case CastroMethod::kStats: share = castro_param_ * static_cast<double>(left) / expected; break;
      case CastroMethod::kDefault: break;
    }
    c.move_time_ms = std::min(left, static_cast<int64_t>(share)) + byo_ms_;
    if (c.move_time_ms <= 0) c.move_time_ms = 1;
  };
  switch (system_) {
    case System::kNone: return c;
    case System::kPerMove: c.move_time_ms = byo_ms_; return c;
    case System::kAbsolute:
      c.remaining_ms = l.known ? l.ms : main_ms_;
      if (castro_method_ != CastroMethod::kDefault) {
        castro_share(c.remaining_ms);
        c.remaining_ms = -1;
      }
      return c;
    case System::kFischer:
      c.remaining_ms = l.known ? l.ms : main_ms_;
      c.per_move_ms = byo_ms_;
      if (!flexible_) c.expiring_ms = byo_ms_;  // Castro -f 0: an unused increment is lost
      if (castro_method_ != CastroMethod::kDefault) {
        castro_share(c.remaining_ms);
        c.remaining_ms = -1;
        c.per_move_ms = 0;
        c.expiring_ms = 0;
      }
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

void GtpClock::spent(int color, int64_t ms) {
  if (color < 0 || color > 1 || ms < 0) return;
  Left& l = left_[color];
  const int64_t left = l.known ? l.ms : main_ms_;
  switch (system_) {
    case System::kAbsolute: l = {true, std::max<int64_t>(0, left - ms), 0}; return;
    case System::kFischer: {
      const int64_t unused = byo_ms_ - ms;
      l = {true, std::max<int64_t>(0, left + (flexible_ ? unused : std::min<int64_t>(0, unused))), 0};
      return;
    }
    default: return;
  }
}

std::string GtpClock::method_text() const {
  switch (castro_method_) {
    case CastroMethod::kPercent: return absl::StrCat(", ", castro_param_, "% of the time left per move");
    case CastroMethod::kEven: return absl::StrCat(", ", castro_param_, "x an even split of the most moves left");
    case CastroMethod::kStats: return absl::StrCat(", ", castro_param_, "x an even split of the expected moves left");
    case CastroMethod::kDefault: break;
  }
  return "";
}

std::string GtpClock::describe() const {
  switch (system_) {
    case System::kNone: return "none";
    case System::kPerMove: return absl::StrCat("per move ", byo_ms_ / 1000.0, "s");
    case System::kAbsolute: return absl::StrCat("absolute ", main_ms_ / 1000.0, "s", method_text());
    case System::kFischer:
      return absl::StrCat("fischer ", main_ms_ / 1000.0, "s + ", byo_ms_ / 1000.0, "s", flexible_ ? "" : " (not saved)",
                          method_text());
    case System::kCanadian: return absl::StrCat("canadian ", main_ms_ / 1000.0, "s + ", byo_ms_ / 1000.0, "s/", byo_stones_);
    case System::kByoyomi: return absl::StrCat("byoyomi ", main_ms_ / 1000.0, "s + ", byo_periods_, "x", byo_ms_ / 1000.0, "s");
  }
  return "";
}

}  // namespace protocol
