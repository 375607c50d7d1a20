#include "protocol/gtp/engine.h"

#include <absl/strings/str_cat.h>
#include <absl/strings/str_join.h>

#include <algorithm>
#include <chrono>
#include <istream>
#include <ostream>

#include "common/params/params.h"
#include "protocol/io/line_reader.h"
#include "protocol/io/log.h"

namespace protocol {

GtpEngine::GtpEngine(std::string name, std::string version) : name_(std::move(name)), version_(std::move(version)) {
  add("protocol_version", "protocol_version: the GTP version (2)", [](const GtpCommand& c) {
    c.expect_args(0);
    return std::string("2");
  });
  add("name", "name: the engine's name", [this](const GtpCommand& c) {
    c.expect_args(0);
    return name_;
  });
  add("version", "version: the engine's version", [this](const GtpCommand& c) {
    c.expect_args(0);
    return version_;
  });
  add("known_command", "known_command <name>: true if the command exists", [this](const GtpCommand& c) {
    c.expect_args(1);
    return std::string(known(c.args[0]) ? "true" : "false");
  });
  add("list_commands", "list_commands: every command, one per line", [this](const GtpCommand& c) {
    c.expect_args(0);
    return absl::StrJoin(command_names(), "\n");
  });
  add("help", "help [command]: what a command does", [this](const GtpCommand& c) {
    c.expect_args(0, 1);
    if (c.args.empty()) {
      std::vector<std::string> lines;
      for (const auto& [name, entry] : commands_) lines.push_back(entry.help);
      return absl::StrJoin(lines, "\n");
    }
    auto it = commands_.find(c.args[0]);
    if (it == commands_.end()) throw GtpError("unknown command: " + c.args[0]);
    return it->second.help;
  });
  add("quit", "quit: end the session", [this](const GtpCommand& c) {
    c.expect_args(0);
    quit_ = true;
    return std::string();
  });
  add("time_settings", "time_settings <main> <byo-yomi> <stones>: seconds; Canadian overtime", [this](const GtpCommand& c) {
    clock_.time_settings(c);
    return std::string();
  });
  add("kgs-time_settings", "kgs-time_settings none|absolute m|byoyomi m p n|canadian m p s|fischer m i", [this](const GtpCommand& c) {
    clock_.kgs_time_settings(c);
    return std::string();
  });
  add("time_left", "time_left <color> <seconds> <stones>: the controller's view of a clock", [this](const GtpCommand& c) {
    clock_.time_left(c);
    return std::string();
  });
  // Tunable parameters (common/params): set between moves only, as every GTP command runs
  // while no search does (pondering is stopped before each command).
  add("params", "params: every tunable parameter, one per line: name value default min max step", [](const GtpCommand& c) {
    c.expect_args(0);
    std::vector<std::string> lines;
    for (const auto& p : common::params().list()) lines.push_back(common::format_param(p));
    return absl::StrJoin(lines, "\n");
  });
  add("param", "param <name> [value]: show or set a tunable parameter (see params)", [](const GtpCommand& c) {
    c.expect_args(1, 2);
    common::ParamRegistry& registry = common::params();
    const auto info = registry.find(c.arg(0));
    if (!info) throw GtpError("unknown parameter: " + c.arg(0) + " (see params)");
    if (c.args.size() == 1) return common::format_param(*info);
    if (auto error = registry.set(c.arg(0), c.arg(1))) throw GtpError(*error);
    return std::string();
  });
  add("time",
      "time [-g game_s] [-m move_s] [-i max_simulations] [-f 0|1] [-r remaining_s] [-p [percent]] [-e [x]] [-s [x]]: "
      "Castro's clock",
      [this](const GtpCommand& c) {
        if (const auto sims = clock_.castro_time(c)) max_simulations_ = *sims;
        return clock_.describe();
      });
}

void GtpEngine::add(const std::string& name, const std::string& help, Handler handler) {
  commands_[name] = Entry{help, std::move(handler)};
}

std::vector<std::string> GtpEngine::command_names() const {
  std::vector<std::string> names;
  for (const auto& [name, entry] : commands_) names.push_back(name);
  return names;
}

std::string GtpEngine::respond(const GtpCommand& cmd) {
  const std::string id = cmd.id ? std::to_string(*cmd.id) : "";
  auto it = commands_.find(cmd.name);
  if (cmd.name.empty() || it == commands_.end()) return absl::StrCat("?", id, " unknown command\n\n");
  try {
    std::string result = it->second.handler(cmd);
    while (!result.empty() && result.back() == '\n') result.pop_back();
    return absl::StrCat("=", id, result.empty() ? "" : " ", result, "\n\n");
  } catch (const GtpError& e) {
    return absl::StrCat("?", id, " ", e.what(), "\n\n");
  } catch (const std::exception& e) {
    // Never die on a bug in one command: report it and keep serving.
    log_line(absl::StrCat("internal error in ", cmd.name, ": ", e.what()));
    return absl::StrCat("?", id, " internal error: ", e.what(), "\n\n");
  }
}

std::string GtpEngine::execute(const std::string& line) {
  auto cmd = parse_gtp_line(line);
  if (!cmd) return "";
  received_ = std::chrono::steady_clock::now();
  return respond(*cmd);
}

int GtpEngine::run(std::istream& in, std::ostream& out) {
  LineWriter writer(out);
  input_ending_.store(false);
  LineReader reader(in, [this](const std::optional<std::string>& line) {
    // "quit" or EOF: raise the flag first, so that a genmove still queued before it, whose
    // search has not started yet, sees it when it starts (GtpSearchDriver::think).
    if (!line) {
      input_ending_.store(true);
      if (interrupt_) interrupt_();
      return;
    }
    auto cmd = parse_gtp_line(*line);
    if (cmd && cmd->name == "quit") {
      input_ending_.store(true);
      if (interrupt_) interrupt_();
    }
  });
  quit_ = false;
  while (!quit_) {
    const auto free_since = std::chrono::steady_clock::now();
    if (when_idle_ && !reader.pending()) when_idle_();
    auto line = reader.next();
    if (before_command_) before_command_();
    if (!line) break;  // EOF is quit
    // The command's clock: from when it was read, or, if it was read while an earlier command
    // still ran (a script piped in whole), from when that one ended.
    received_ = std::max(line->received, free_since);
    if (line->overlong) {
      writer.raw(overlong_response(*line));
      continue;
    }
    auto cmd = parse_gtp_line(line->text);
    if (!cmd) continue;
    writer.raw(respond(*cmd));
  }
  return 0;
}

std::string GtpEngine::overlong_response(const LineReader::Line& line) {
  // The id, if any, is at the front of what was kept.
  std::string id;
  if (auto cmd = parse_gtp_line(line.text.substr(0, 64)); cmd && cmd->id) id = std::to_string(*cmd->id);
  log_line(absl::StrCat("input line of ", line.bytes, " bytes refused"));
  return absl::StrCat("?", id, " line too long (", line.bytes, " bytes; the limit is ", LineReader::kMaxLineBytes,
                      ")\n\n");
}

}  // namespace protocol
