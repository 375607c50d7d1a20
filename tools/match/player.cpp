#include "tools/match/player.h"

#include <absl/strings/ascii.h>
#include <absl/strings/str_split.h>

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

}  // namespace match
