#include "tests/protocol/transcript.h"

#include <cctype>
#include <charconv>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>
#include <thread>

namespace transcript {
namespace {

using protocol::Direction;
using protocol::EngineProcess;
using protocol::Millis;

constexpr std::size_t kRecentLines = 20;

template <typename... Parts>
std::string cat(const Parts&... parts) {
  std::ostringstream out;
  (out << ... << parts);
  return out.str();
}

std::string_view trim_left(std::string_view text) {
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front()))) text.remove_prefix(1);
  return text;
}

bool consume_prefix(std::string_view& text, std::string_view prefix) {
  if (!text.starts_with(prefix)) return false;
  text.remove_prefix(prefix.size());
  return true;
}

std::vector<std::string_view> split_words(std::string_view text) {
  std::vector<std::string_view> words;
  for (;;) {
    text = trim_left(text);
    if (text.empty()) return words;
    std::size_t end = 0;
    while (end < text.size() && !std::isspace(static_cast<unsigned char>(text[end]))) ++end;
    words.push_back(text.substr(0, end));
    text.remove_prefix(end);
  }
}

bool parse_int(std::string_view text, int& value) {
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  return ec == std::errc() && end == text.data() + text.size();
}

// "> text": the text after one separating space; `rest` is what follows the marker.
std::optional<std::string_view> payload(std::string_view rest) {
  if (rest.empty()) return rest;
  if (rest.front() != ' ') return std::nullopt;
  return rest.substr(1);
}

std::string parse_step(std::string_view raw, Step& step) {
  std::string_view line = trim_left(raw);
  using Kind = Step::Kind;
  auto compile = [&](std::string_view source) -> std::string {
    step.text = std::string(source);
    try {
      step.regex = std::regex(step.text, std::regex::ECMAScript);
    } catch (const std::regex_error& e) {
      return cat("bad regex '", source, "': ", e.what());
    }
    return "";
  };
  if (line.front() == '>') {
    auto text = payload(line.substr(1));
    if (!text) return "'>' must be followed by a space and the text to send (or nothing: an empty line)";
    step.kind = Kind::kSend;
    step.text = std::string(*text);
    return "";
  }
  if (line.front() == '<') {
    std::string_view rest = line.substr(1);
    if (consume_prefix(rest, "...")) {
      auto source = payload(rest);
      if (!source || source->empty()) return "'<...' must be followed by a space and a regex";
      step.kind = Kind::kSkipUntil;
      return compile(*source);
    }
    if (consume_prefix(rest, "=")) {
      auto text = payload(rest);
      if (!text) return "'<=' must be followed by a space and the literal line (or nothing: an empty line)";
      step.kind = Kind::kExpectLiteral;
      step.text = std::string(*text);
      return "";
    }
    if (consume_prefix(rest, "empty")) {
      if (!split_words(rest).empty()) return "'<empty' takes no argument";
      step.kind = Kind::kExpectEmpty;
      return "";
    }
    auto source = payload(rest);
    if (!source || source->empty())
      return "expected '< regex', '<= literal', '<... regex' or '<empty' (an empty line is '<empty')";
    step.kind = Kind::kExpect;
    return compile(*source);
  }
  if (line.front() == '!') {
    std::vector<std::string_view> words = split_words(line.substr(1));
    std::string_view directive = words.empty() ? "" : words[0];
    struct Directive {
      std::string_view name;
      Kind kind;
      bool takes_number;
    };
    static constexpr Directive kDirectives[] = {
        {"close", Kind::kClose, false},    {"sleep", Kind::kSleep, true}, {"timeout", Kind::kTimeout, true},
        {"exit", Kind::kExit, true},       {"alive", Kind::kAlive, false}, {"noout", Kind::kNoOutput, true},
    };
    for (const auto& d : kDirectives) {
      if (d.name != directive) continue;
      step.kind = d.kind;
      if (!d.takes_number) {
        if (words.size() != 1) return cat("'!", d.name, "' takes no argument");
        return "";
      }
      if (words.size() != 2 || !parse_int(words[1], step.number) || step.number < 0)
        return cat("'!", d.name, "' needs one non-negative number");
      return "";
    }
    return cat("unknown directive '!", directive, "' (known: close sleep timeout exit alive noout)");
  }
  return "unrecognized line: send with '> ', expect with '< ', '<= ', '<... ', '<empty', or use a '!' directive";
}

std::string quoted(std::string_view line) { return cat("\"", escape(line), "\""); }

// Runs the steps; the first failure ends the run.
class Runner {
 public:
  Runner(const RunOptions& options, Result& result) : options_(options), result_(result) {
    timeout_ms_ = options.timeout_ms;
  }

  bool start(const std::vector<std::string>& argv) {
    protocol::SpawnOptions spawn;
    spawn.stderr_mode = options_.engine_stderr;
    spawn.write_timeout = Millis(timeout_ms_);
    engine_.set_observer([this](Direction direction, std::string_view line) {
      if (options_.verbose) std::cerr << (direction == Direction::kToEngine ? "> " : "< ") << escape(line) << "\n";
      if (direction == Direction::kToEngine) {
        result_.last_sent = escape(line);
        return;
      }
      result_.received.push_back(escape(line));
      if (result_.received.size() > kRecentLines) result_.received.pop_front();
    });
    if (engine_.start(argv, spawn)) return true;
    return fail(0, "the engine to start", engine_.error());
  }

  bool step(const Step& s) {
    using Kind = Step::Kind;
    auto deadline = protocol::Clock::now() + Millis(timeout_ms_);
    switch (s.kind) {
      case Kind::kSend:
        if (engine_.write_line(s.text)) return true;
        return fail(s.line, cat("to send ", quoted(s.text)), cat(engine_.error(), exit_note()));
      case Kind::kExpect:
      case Kind::kExpectLiteral:
      case Kind::kExpectEmpty: {
        auto line = engine_.read_line_until(deadline);
        if (line && matches(s, *line)) return true;
        return fail(s.line, describe(s), line ? quoted(*line) : no_line());
      }
      case Kind::kSkipUntil:
        for (;;) {
          auto line = engine_.read_line_until(deadline);
          if (!line) return fail(s.line, describe(s), no_line());
          if (matches(s, *line)) return true;
        }
      case Kind::kClose:
        engine_.close_stdin();
        return true;
      case Kind::kSleep:
        std::this_thread::sleep_for(Millis(s.number));
        return true;
      case Kind::kTimeout:
        timeout_ms_ = s.number;
        return true;
      case Kind::kExit: {
        exit_checked_ = true;
        auto status = engine_.wait_exit(Millis(timeout_ms_));
        if (!status) return fail(s.line, cat("exit code ", s.number), still_running());
        if (*status == protocol::ExitStatus{s.number, 0}) return true;
        return fail(s.line, cat("exit code ", s.number), status->describe());
      }
      case Kind::kAlive:
        if (engine_.alive()) return true;
        return fail(s.line, "the engine to be running", cat("it has exited", exit_note()));
      case Kind::kNoOutput: {
        auto line = engine_.read_line(Millis(s.number));
        if (!line) return true;
        return fail(s.line, cat("no output for ", s.number, " ms"), quoted(*line));
      }
    }
    return true;
  }

  // After the last step the engine must exit cleanly once its stdin is closed, without saying more.
  bool finish() {
    engine_.close_stdin();
    auto status = engine_.wait_exit(Millis(timeout_ms_));
    if (!status) {
      engine_.kill();
      return fail(0, cat("the engine to exit within ", timeout_ms_, " ms at the end (stdin closed)"),
                  "it still runs: it hangs at EOF");
    }
    if (!exit_checked_ && !status->success()) return fail(0, "exit code 0 at the end", status->describe());
    if (auto line = engine_.read_line(Millis(timeout_ms_)))
      return fail(0, "no more output after the last expectation", quoted(*line));
    return true;
  }

 private:
  bool matches(const Step& s, const std::string& line) const {
    switch (s.kind) {
      case Step::Kind::kExpectLiteral: return line == s.text;
      case Step::Kind::kExpectEmpty: return line.empty();
      default: return std::regex_match(line, s.regex);
    }
  }

  static std::string describe(const Step& s) {
    switch (s.kind) {
      case Step::Kind::kExpectLiteral: return cat("exactly ", quoted(s.text));
      case Step::Kind::kExpectEmpty: return "an empty line";
      case Step::Kind::kSkipUntil: return cat("eventually a line matching /", s.text, "/");
      default: return cat("a line matching /", s.text, "/");
    }
  }

  // Why no line came: a hang, or the end of the output (with how the engine ended, if it has).
  std::string no_line() {
    if (!engine_.eof()) return cat("nothing within ", timeout_ms_, " ms (timeout)", partial_note());
    return cat("end of output (stdout closed)", exit_note());
  }

  std::string partial_note() const {
    auto partial = engine_.pending_partial();
    return partial.empty() ? "" : cat("; pending partial line ", quoted(partial));
  }

  std::string exit_note() {
    // An engine that closed stdout is usually exiting: give it a moment so a crash is named.
    auto status = engine_.alive() ? engine_.wait_exit(Millis(1000)) : engine_.exit_status();
    return status ? cat("; the engine ended with ", status->describe()) : "";
  }

  std::string still_running() const { return cat("still running after ", timeout_ms_, " ms"); }

  bool fail(int line, std::string expected, std::string got) {
    result_.passed = false;
    result_.line = line;
    result_.expected = std::move(expected);
    result_.got = std::move(got);
    return false;
  }

  const RunOptions& options_;
  Result& result_;
  int timeout_ms_;
  bool exit_checked_ = false;
  EngineProcess engine_;
};

}  // namespace

std::string escape(std::string_view text) {
  std::string out;
  for (unsigned char c : text) {
    if (c >= 0x20 && c < 0x7f) {
      out += static_cast<char>(c);
    } else {
      char hex[8];
      std::snprintf(hex, sizeof hex, "\\x%02x", c);
      out += hex;
    }
  }
  return out;
}

std::optional<Transcript> parse(std::string_view text, std::string_view name, std::string& error) {
  Transcript transcript;
  transcript.name = std::string(name);
  int number = 0;
  while (!text.empty() || number == 0) {
    std::size_t newline = text.find('\n');
    std::string_view raw = text.substr(0, newline);
    text = newline == std::string_view::npos ? std::string_view() : text.substr(newline + 1);
    ++number;
    if (raw.ends_with('\r')) raw.remove_suffix(1);
    std::string_view trimmed = trim_left(raw);
    if (trimmed.empty() || trimmed.front() == '#') continue;
    Step step;
    step.line = number;
    std::string problem = parse_step(raw, step);
    if (!problem.empty()) {
      error = cat(name, ":", number, ": ", problem);
      return std::nullopt;
    }
    transcript.steps.push_back(std::move(step));
  }
  return transcript;
}

std::optional<Transcript> load(const std::string& path, std::string& error) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    error = cat("cannot read ", path);
    return std::nullopt;
  }
  std::stringstream text;
  text << in.rdbuf();
  return parse(text.str(), path, error);
}

Result run(const Transcript& transcript, const std::vector<std::string>& engine_argv, const RunOptions& options) {
  Result result;
  Runner runner(options, result);
  if (!runner.start(engine_argv)) return result;
  for (const Step& step : transcript.steps)
    if (!runner.step(step)) return result;
  result.passed = runner.finish();
  return result;
}

std::string Result::report(std::string_view name) const {
  if (passed) return cat(name, ": passed\n");
  std::string out = line > 0 ? cat(name, ":", line, ": transcript failed\n")
                             : cat(name, ": transcript failed at the end\n");
  out += cat("  expected: ", expected, "\n  got:      ", got, "\n");
  if (!last_sent.empty()) out += cat("  last line sent: \"", last_sent, "\"\n");
  out += cat("  last ", received.size(), " line(s) received:\n");
  for (const auto& line : received) out += cat("    < ", line, "\n");
  return out;
}

}  // namespace transcript
