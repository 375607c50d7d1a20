// Feeds a fuzz input to an in-process GTP engine line by line, as GtpEngine::run would (line
// ending stripped by protocol::normalize_line, stop after "quit"), keeping every command cheap:
//  - Castro's "time -i N" (max simulations) is clamped to 1..kMaxSimulations, and after any clock
//    command the harness itself sends "time -i kMaxSimulations": a search under any clock then
//    stops after a few playouts/nodes instead of thinking for seconds;
//  - "hash" is clamped to kMaxHashMb and "threads" to 1;
//  - the engine's own effort arguments (playouts, perft depth) are clamped by the caller's rule;
//  - file names of loadsgf/savesgf are replaced by one scratch file.
// Checks every response: "=[id] ..." or "?[id] ..." ending in exactly one empty line, no empty
// line inside, and never the core's "internal error" (an exception that escaped a handler).
#pragma once

#include <absl/strings/str_cat.h>

#include <absl/strings/numbers.h>
#include <absl/strings/str_join.h>

#include <functional>
#include <string>
#include <string_view>

#include "protocol/gtp/command.h"
#include "protocol/io/line_reader.h"
#include "tests/fuzz/fuzz_util.h"

namespace fuzz {

inline constexpr int kMaxSimulations = 24;
inline constexpr int kMaxHashMb = 2;

// Rewrites argument i of `cmd` to `cap` if it is an integer above cap.
inline void clamp_int_arg(protocol::GtpCommand& cmd, std::size_t i, long long cap) {
  long long v = 0;
  if (i < cmd.args.size() && absl::SimpleAtoi(cmd.args[i], &v) && v > cap) cmd.args[i] = std::to_string(cap);
}

inline std::string gtp_line(const protocol::GtpCommand& cmd) {
  std::string line = cmd.id ? absl::StrCat(*cmd.id, " ") : std::string();
  line += cmd.name;
  if (!cmd.args.empty()) absl::StrAppend(&line, " ", absl::StrJoin(cmd.args, " "));
  return line;
}

inline bool is_clock_command(const std::string& name) {
  return name == "time" || name == "time_settings" || name == "kgs-time_settings" || name == "time_left";
}

inline void check_gtp_response(const std::string& response, const std::string& line) {
  if (response.empty()) return;  // empty line or comment: no response
  const std::string detail = absl::StrCat(line, "\n--- response ---\n", response);
  check(response[0] == '=' || response[0] == '?', "gtp: response does not start with = or ?", detail);
  check(response.size() >= 3 && response.compare(response.size() - 2, 2, "\n\n") == 0,
        "gtp: response does not end with an empty line", detail);
  check(response.find("\n\n") == response.size() - 2, "gtp: empty line inside a response", detail);
  std::size_t reason = 1;
  while (reason < response.size() && response[reason] >= '0' && response[reason] <= '9') ++reason;
  check(response[0] != '?' || response.compare(reason, 16, " internal error:") != 0,
        "gtp: a handler threw (internal error)", detail);
}

inline bool is_search_command(const std::string& name) {
  return name == "genmove" || name == "reg_genmove" || name == "havannah_analyze";
}

// `execute` runs one line and returns the framed response; `sanitize` may rewrite a parsed
// command (return true if it changed it). At most `max_searches` search commands run; later
// ones are skipped (under ASan a search on the largest board can take a second).
inline void run_gtp_lines(std::string_view input, const std::function<std::string(const std::string&)>& execute,
                          const std::function<bool(protocol::GtpCommand&)>& sanitize, const std::string& scratch_file,
                          int max_searches) {
  int searches = 0;
  for (std::string raw : split_lines(input)) {
    std::string line = protocol::normalize_line(std::move(raw));
    auto cmd = protocol::parse_gtp_line(line);
    bool clock = false;
    if (cmd) {
      if (is_search_command(cmd->name) && ++searches > max_searches) continue;
      bool changed = sanitize(*cmd);
      // Engine memory and threads: small and single-threaded (deterministic, no huge tables).
      if (cmd->name == "hash" || cmd->name == "threads") {
        const std::string before = gtp_line(*cmd);
        clamp_int_arg(*cmd, 0, cmd->name == "hash" ? kMaxHashMb : 1);
        changed = changed || gtp_line(*cmd) != before;
      }
      if (cmd->name == "time") {
        for (std::size_t i = 0; i + 1 < cmd->args.size(); ++i) {
          if (cmd->args[i] != "-i" && cmd->args[i] != "--max" && cmd->args[i] != "--maxsims") continue;
          long long v = 0;
          if (absl::SimpleAtoi(cmd->args[i + 1], &v) && (v < 1 || v > kMaxSimulations)) {
            cmd->args[i + 1] = std::to_string(v < 1 ? 1 : kMaxSimulations);
            changed = true;
          }
        }
      }
      if ((cmd->name == "loadsgf" || cmd->name == "savesgf") && !cmd->args.empty()) {
        cmd->args[0] = scratch_file;
        changed = true;
      }
      if (changed) line = gtp_line(*cmd);
      clock = is_clock_command(cmd->name);
    }
    check_gtp_response(execute(line), line);
    if (clock) execute(absl::StrCat("time -i ", kMaxSimulations));
    if (cmd && cmd->name == "quit") break;
  }
}

}  // namespace fuzz
