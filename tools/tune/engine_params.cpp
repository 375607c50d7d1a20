#include "tools/tune/engine_params.h"

#include <absl/strings/str_cat.h>

#include "protocol/client/process.h"
#include "tools/match/player.h"

namespace tune {

std::optional<std::vector<common::ParamInfo>> ask_engine_params(match::GameKind game, const match::EngineSpec& spec,
                                                                 std::string* error) {
  auto fail = [&](std::string why) -> std::optional<std::vector<common::ParamInfo>> {
    if (error) *error = std::move(why);
    return std::nullopt;
  };
  protocol::EngineProcess process;
  protocol::SpawnOptions options = match::spawn_options(spec);
  options.stderr_mode = protocol::StderrMode::kCapture;
  if (!process.start(spec.argv, options)) return fail(absl::StrCat("cannot start ", spec.argv[0], ": ", process.error()));
  const auto deadline = protocol::Clock::now() + protocol::Millis(10000);
  std::vector<std::string> lines;
  const bool aei = game == match::GameKind::kArimaa;
  if (aei) {
    process.write_line("aei");
    if (!process.read_lines_until([](std::string_view l) { return l == "aeiok"; }, deadline).matched())
      return fail(absl::StrCat(spec.argv[0], " did not answer aei with aeiok"));
    process.write_line("params");
    process.write_line("isready");
    auto got = process.read_lines_until([](std::string_view l) { return l == "readyok"; }, deadline);
    if (!got.matched()) return fail(absl::StrCat(spec.argv[0], " did not answer params / isready"));
    const std::string prefix = "log Debug: param ";
    for (const auto& l : got.lines)
      if (l.rfind(prefix, 0) == 0) lines.push_back(l.substr(prefix.size()));
  } else {
    process.write_line("params");
    bool first = true, failed = false;
    auto got = process.read_lines_until(
        [&](std::string_view l) {
          if (first && !l.empty()) {
            first = false;
            failed = l[0] == '?';
            return false;
          }
          return !first && l.empty();
        },
        deadline);
    if (!got.matched()) return fail(absl::StrCat(spec.argv[0], " did not answer params"));
    if (failed) return fail(absl::StrCat(spec.argv[0], " does not know the GTP command params"));
    for (std::string l : got.lines) {
      if (l == "=") continue;  // no parameters
      if (l.rfind("= ", 0) == 0) l = l.substr(2);
      if (!l.empty()) lines.push_back(l);
    }
  }
  process.write_line("quit");
  process.shutdown(protocol::Millis(2000));
  std::vector<common::ParamInfo> params;
  for (const auto& l : lines) {
    auto p = common::parse_param(l);
    if (!p) return fail(absl::StrCat(spec.argv[0], ": cannot read the parameter line '", l, "'"));
    params.push_back(*p);
  }
  if (params.empty()) return fail(absl::StrCat(spec.argv[0], " has no tunable parameters"));
  return params;
}

}  // namespace tune
