#include "protocol/aei/session.h"

#include <absl/strings/ascii.h>
#include <absl/strings/str_cat.h>
#include <absl/strings/str_join.h>
#include <absl/strings/str_split.h>
#include <absl/strings/strip.h>

#include <istream>
#include <ostream>
#include <vector>

#include "common/params/params.h"
#include "protocol/io/line_reader.h"

namespace protocol {

void AeiOutput::info(std::string_view type, std::string_view value) {
  writer_.line(std::string("info ").append(type).append(" ").append(value));
}

void AeiOutput::log(std::string_view text) { writer_.line(std::string("log ").append(text)); }

void AeiOutput::report(const common::SearchReport& r) {
  info("depth", absl::StrCat(r.depth, r.in_progress ? "+" : ""));
  if (r.in_progress) return;
  info("score", std::to_string(r.score));
  info("nodes", std::to_string(r.nodes));
  info("time", std::to_string(r.time_ms / 1000));
  if (!r.pv.empty()) {
    // Later turns are prefixed by the colour to move: "pv Ed2n Ed3n s ee7s ee6s g Ed4n".
    std::string pv;
    for (std::size_t i = 0; i < r.pv.size(); ++i) {
      if (i > 0) {
        pv += ' ';
        if (i < r.pv_side.size() && r.pv_side[i] != r.pv_side[i - 1]) absl::StrAppend(&pv, r.pv_side[i] == 0 ? "g " : "s ");
      }
      pv += r.pv[i];
    }
    info("pv", pv);
  }
  log(absl::StrCat("Debug: depth ", r.depth, " seldepth ", r.seldepth, " nps ", r.nps, " hashfull ", r.hashfull));
}

int AeiSession::run(std::istream& in, std::ostream& out) {
  LineWriter writer(out);
  // "stop" and "quit" act on the reader thread, so they work while the loop below is busy.
  LineReader reader(in, [this](const std::optional<std::string>& line) {
    // The search thread may answer as soon as it sees the stop: it must already know that EOF
    // and quit want no bestmove.
    if (!line) {
      emit_bestmove_.store(false);
      control_.request_stop();
      return;
    }
    const absl::string_view word = absl::StripAsciiWhitespace(*line);
    if (word == "quit") {
      emit_bestmove_.store(false);
      control_.request_stop();
    }
  });
  quit_ = false;
  while (!quit_) {
    auto line = reader.next();
    if (!line) break;
    if (line->overlong) {
      AeiOutput(writer).log(absl::StrCat("Error: line too long (", line->bytes, " bytes; the limit is ",
                                         LineReader::kMaxLineBytes, "): ignored"));
      continue;
    }
    handle(line->text, writer);
  }
  stop_search(false);
  return 0;
}

void AeiSession::stop_search(bool emit) {
  if (!thread_.running() && !emit) {
    thread_.wait();
    return;
  }
  emit_bestmove_.store(emit);
  control_.request_stop();
  thread_.wait();
}

void AeiSession::start_search(bool ponder, LineWriter& writer) {
  thread_.wait();
  const int side = engine_.side_to_move();
  common::SearchLimits limits;
  if (ponder) {
    limits.infinite = true;
  } else {
    const common::TimeManager tm(engine_.time_options());
    const common::TimeBudget budget = tm.plan(clock_.clock_for(side, engine_.turn_number()));
    limits = common::to_limits(budget);
  }
  engine_.adjust_limits(limits);
  control_.start(limits);
  emit_bestmove_.store(true);
  answered_.store(false);
  thread_.start([this, &writer] {
    AeiOutput output(writer);
    const std::string move = engine_.search(control_, output);
    // A ponder search waits for stop (or makemove) before answering.
    if (control_.infinite() && !control_.stop_requested()) {
      while (!control_.stop_requested()) std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    // Raised before the line is written: a command sent in reply to bestmove always finds it.
    answered_.store(true);
    if (emit_bestmove_.load()) writer.line(absl::StrCat("bestmove ", move));
  });
}

void AeiSession::handle(const std::string& input, LineWriter& writer) {
  // Tabs count as spaces; other control bytes (NUL, stray CR) are dropped, as GTP does.
  std::string raw;
  raw.reserve(input.size());
  for (char c : input) {
    if (c == '\t') raw.push_back(' ');
    else if (static_cast<unsigned char>(c) >= 32 && c != 127) raw.push_back(c);
  }
  const absl::string_view line = absl::StripAsciiWhitespace(raw);
  if (line.empty()) return;
  const auto space = line.find(' ');
  const std::string command(line.substr(0, space));
  const std::string args_text(space == absl::string_view::npos ? absl::string_view() : absl::StripAsciiWhitespace(line.substr(space + 1)));
  const std::string_view args = args_text;
  AeiOutput out(writer);

  auto busy = [&] {
    if (!thread_.running()) return false;
    // The search has answered and its thread is only ending: a controller may send the next
    // command the moment it reads bestmove.
    if (answered_.load()) {
      thread_.wait();
      return false;
    }
    out.log(absl::StrCat("Error: ", printable(command), " while searching: send stop first"));
    return true;
  };

  if (command == "aei") {
    writer.line("protocol-version 1");
    writer.line("id name " + engine_.name());
    writer.line("id author " + engine_.author());
    writer.line("id version " + engine_.version());
    writer.line("aeiok");
  } else if (command == "isready") {
    writer.line("readyok");
  } else if (command == "quit") {
    quit_ = true;
  } else if (command == "stop") {
    if (thread_.running()) stop_search(true);
    else thread_.wait();  // a finished search has already answered
  } else if (command == "newgame") {
    stop_search(false);
    clock_.new_game();
    engine_.new_game();
  } else if (command == "setposition") {
    if (busy()) return;
    if (auto err = engine_.set_position(args)) out.log("Error: " + printable(*err, 300));
  } else if (command == "makemove") {
    stop_search(false);
    if (auto err = engine_.make_move(args)) out.log("Error: " + printable(*err, 300));
    clock_.set("moveused", "0");
  } else if (command == "go") {
    if (busy()) return;
    if (!args.empty() && args != "ponder" && args != "infinite") {
      out.log(absl::StrCat("Error: unknown go argument: ", printable(args_text)));
      return;
    }
    start_search(!args.empty(), writer);
  } else if (command == "setoption") {
    // setoption name <id> [value <x>]
    std::vector<std::string> words = absl::StrSplit(args_text, ' ', absl::SkipEmpty());
    if (words.size() < 2 || words[0] != "name") {
      out.log(absl::StrCat("Error: malformed setoption (expected: setoption name <id> [value <x>]): ", printable(args_text)));
      return;
    }
    std::vector<std::string> name_words, value_words;
    bool in_value = false;
    for (std::size_t i = 1; i < words.size(); ++i) {
      if (!in_value && words[i] == "value") in_value = true;
      else (in_value ? value_words : name_words).push_back(words[i]);
    }
    const std::string name = absl::AsciiStrToLower(absl::StrJoin(name_words, " "));
    const std::string value = absl::StrJoin(value_words, " ");
    switch (clock_.set(name, value)) {
      case AeiClock::SetResult::kOk: return;
      case AeiClock::SetResult::kInvalid:
        out.log(absl::StrCat("Error: invalid value for ", printable(name), ": '", printable(value), "' (seconds >= 0)"));
        return;
      case AeiClock::SetResult::kUnknown: break;
    }
    // Engine options (hash, threads, ...) change what the search thread is using: not now.
    if (busy()) return;
    std::string message;
    switch (engine_.set_option(name, value, message)) {
      case AeiEngine::OptionResult::kOk: break;
      case AeiEngine::OptionResult::kUnknown:
        // Tunable parameters (common/params) are options too.
        if (common::params().contains(name)) {
          if (auto error = common::params().set(name, value)) out.log("Error: " + printable(*error, 300));
          break;
        }
        out.log(absl::StrCat("Warning: unknown option ignored: ", printable(name)));
        break;
      case AeiEngine::OptionResult::kInvalid:
        out.log(absl::StrCat("Error: invalid value for ", printable(name), ": '", printable(value), "'", message.empty() ? "" : " (" + message + ")"));
        break;
    }
  } else if (command == "params") {
    // An extension (AEI has no option listing): the tunable parameters as log lines.
    for (const auto& p : common::params().list()) out.log("Debug: param " + common::format_param(p));
  } else {
    out.log(absl::StrCat("Error: unknown command: ", printable(command)));
  }
}

}  // namespace protocol
