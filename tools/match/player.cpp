#include "tools/match/player.h"

#include <absl/strings/ascii.h>
#include <absl/strings/str_cat.h>
#include <absl/strings/str_format.h>
#include <absl/strings/str_split.h>

#include <algorithm>

namespace match {

std::unique_ptr<Player> make_gtp_player(const EngineSpec& spec, const PlayerSettings& settings,
                                        const std::atomic<bool>* abort);
std::unique_ptr<Player> make_aei_player(const EngineSpec& spec, const PlayerSettings& settings,
                                        const std::atomic<bool>* abort);

std::unique_ptr<Player> make_player(GameKind game, const EngineSpec& spec, const PlayerSettings& settings,
                                    const std::atomic<bool>* abort) {
  if (game == GameKind::kArimaa) return make_aei_player(spec, settings, abort);
  return make_gtp_player(spec, settings, abort);
}

bool Player::start_process(protocol::EngineProcess& process, const EngineSpec& spec) {
  if (process.start(spec.argv, spawn_options(spec))) return true;
  error_ = "cannot start " + spec.argv[0] + ": " + process.error();
  crashed_ = true;
  return false;
}

protocol::SpawnOptions spawn_options(const EngineSpec& spec) {
  protocol::SpawnOptions o;
  o.working_dir = spec.working_dir;
  if (!spec.stderr_path.empty()) {
    o.stderr_mode = protocol::StderrMode::kFile;
    o.stderr_path = spec.stderr_path;
  } else {
    // Kept only to explain a crash: the last lines the engine wrote before dying.
    o.stderr_mode = protocol::StderrMode::kCapture;
    o.stderr_capture_bytes = 4096;
  }
  return o;
}

std::string describe_death(protocol::EngineProcess& process) {
  std::string text;
  if (auto status = process.wait_exit(protocol::Millis(500))) {
    text = status->describe();
  } else {
    text = "closed its output but did not exit";
  }
  const std::string tail = process.stderr_tail();
  std::vector<absl::string_view> lines = absl::StrSplit(tail, '\n', absl::SkipWhitespace());
  if (!lines.empty()) {
    std::string last(absl::StripAsciiWhitespace(lines.back()));
    if (last.size() > 160) last = last.substr(0, 160) + "...";
    text += "; stderr: " + last;
  }
  return text;
}

std::string seconds_text(int64_t ms) {
  std::string s = absl::StrFormat("%.3f", static_cast<double>(std::max<int64_t>(ms, 0)) / 1000.0);
  while (s.back() == '0') s.pop_back();
  if (s.back() == '.') s.pop_back();
  return s;
}

MoveWait::MoveWait(const PlayerSettings& settings, int64_t allowed_ms)
    : settings_(settings), allowed_ms_(allowed_ms), start_(protocol::Clock::now()) {
  give_up_ = allowed_ms < 0 ? start_ + settings.unlimited_timeout
                            : start_ + protocol::Millis(allowed_ms) + settings.margin + settings.hang_grace;
}

protocol::Clock::time_point MoveWait::next_poll() const {
  return std::min(give_up_, protocol::Clock::now() + protocol::Millis(100));
}

int64_t MoveWait::elapsed_ms() const {
  return std::chrono::duration_cast<protocol::Millis>(protocol::Clock::now() - start_).count();
}

MoveAnswer MoveWait::timeout(const std::string& what) const {
  MoveAnswer answer;
  answer.status = MoveAnswer::Status::kTimeout;
  answer.elapsed_ms = elapsed_ms();
  answer.detail = allowed_ms_ < 0 ? absl::StrCat("no ", what, " within ", settings_.unlimited_timeout.count(), " ms")
                                  : absl::StrCat("no ", what, " within ", allowed_ms_, " ms + margin ",
                                                 settings_.margin.count(), " ms + ", settings_.hang_grace.count(), " ms");
  return answer;
}

bool MoveWait::late(MoveAnswer& answer, const std::string& what) const {
  answer.elapsed_ms = elapsed_ms();
  if (allowed_ms_ < 0 || answer.elapsed_ms <= allowed_ms_ + settings_.margin.count()) return false;
  answer.status = MoveAnswer::Status::kLate;
  answer.detail = absl::StrCat(what, " after ", answer.elapsed_ms, " ms, allowed ", allowed_ms_, " ms + margin ",
                               settings_.margin.count(), " ms");
  return true;
}

}  // namespace match
