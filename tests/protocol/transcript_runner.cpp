// transcript-runner: runs an engine on a golden protocol transcript and checks every line it prints.
//
//   transcript-runner [-v|--verbose] [--timeout MS] <transcript.txt> -- <engine argv...>
//
// Exit status: 0 the transcript passed, 1 it failed (a report on stderr), 2 usage or parse error.
//
// Transcript format, one directive per line (leading whitespace is ignored):
//   # comment            comment lines and blank lines are ignored
//   > text               send "text\n" to the engine; ">" alone sends an empty line
//   < regex              the NEXT stdout line must fully match this ECMAScript regex (std::regex_match);
//                        literal text must escape regex characters: \? \. \+ \( \) \[ \* \| \^ \$ \{ and backslash
//   <= text              the next line must be exactly "text" ("<=" alone: an empty line); handy for GTP
//                        answers: "<= = 2", "<= ? unknown command", "<= =" (an empty success)
//   <... regex           skip lines until one fully matches (info/progress lines during a search);
//                        fails when none does within the timeout
//   <empty               the next line must be empty (GTP's response terminator)
//   !close               close the engine's stdin (EOF)
//   !sleep MS            pause
//   !timeout MS          the timeout of every later expectation (default 5000 ms, or --timeout)
//   !exit N              the engine must exit with code N within the timeout (a signal fails)
//   !alive               the engine must still be running
//   !noout MS            the engine must print no line within MS ms
// Lines arrive with "\r\n" or "\n" stripped. After the last directive the runner closes stdin; the
// engine must then exit within the timeout (an engine that hangs at EOF fails) with code 0 (unless a
// !exit checked it) and must print nothing more: every line of output has to be expected.
// On failure the report names the transcript line, what was expected, what came instead (a line, a
// timeout, or end of output with the exit status, e.g. "killed by signal 11 (SIGSEGV)"), the last
// line sent and the last 20 lines received.

#include <charconv>
#include <cstring>
#include <iostream>
#include <string>
#include <string_view>
#include <vector>

#include "tests/protocol/transcript.h"

namespace {

int usage() {
  std::cerr << "usage: transcript-runner [-v|--verbose] [--timeout MS] <transcript.txt> -- <engine argv...>\n";
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  transcript::RunOptions options;
  std::string path;
  std::vector<std::string> engine;
  int i = 1;
  for (; i < argc; ++i) {
    std::string_view arg = argv[i];
    if (arg == "--") {
      ++i;
      break;
    }
    if (arg == "-v" || arg == "--verbose") {
      options.verbose = true;
    } else if (arg == "--timeout" && i + 1 < argc) {
      const char* value = argv[++i];
      const char* end = value + std::strlen(value);
      auto parsed = std::from_chars(value, end, options.timeout_ms);
      if (parsed.ec != std::errc() || parsed.ptr != end || options.timeout_ms < 0) return usage();
    } else if (path.empty() && !arg.starts_with("-")) {
      path = arg;
    } else {
      return usage();
    }
  }
  for (; i < argc; ++i) engine.emplace_back(argv[i]);
  if (path.empty() || engine.empty()) return usage();

  std::string error;
  auto script = transcript::load(path, error);
  if (!script) {
    std::cerr << error << "\n";
    return 2;
  }
  auto result = transcript::run(*script, engine, options);
  if (!result.passed) {
    std::cerr << result.report(path);
    return 1;
  }
  std::cout << path << ": passed (" << script->steps.size() << " steps)\n";
  return 0;
}
