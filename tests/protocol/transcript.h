#pragma once
// Golden protocol transcripts: parsing and running them against an engine process.
// The format is documented at the top of transcript_runner.cpp and in tests/transcripts/README.md.

#include <deque>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "protocol/client/process.h"

// g++ 12 at -O1 (the Sanitize build) warns falsely inside <regex> (a std::function it thinks uninitialized).
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#include <regex>
#pragma GCC diagnostic pop

namespace transcript {

struct Step {
  enum class Kind {
    kSend,           // > text
    kExpect,         // < regex
    kExpectLiteral,  // <= text
    kSkipUntil,      // <... regex
    kExpectEmpty,    // <empty
    kClose,          // !close
    kSleep,          // !sleep ms
    kTimeout,        // !timeout ms
    kExit,           // !exit N
    kAlive,          // !alive
    kNoOutput,       // !noout ms
  };
  Kind kind = Kind::kSend;
  int line = 0;      // in the transcript file
  std::string text;  // what is sent, the literal, or the regex's source
  std::regex regex;
  int number = 0;    // milliseconds or exit code
};

struct Transcript {
  std::string name;  // for messages: the file path
  std::vector<Step> steps;
};

// On error: nullopt and "name:line: reason" in error.
std::optional<Transcript> parse(std::string_view text, std::string_view name, std::string& error);
std::optional<Transcript> load(const std::string& path, std::string& error);

struct RunOptions {
  int timeout_ms = 5000;  // the per-expectation timeout until a !timeout changes it
  bool verbose = false;   // echo the conversation to stderr as it happens
  protocol::StderrMode engine_stderr = protocol::StderrMode::kInherit;
};

struct Result {
  bool passed = false;
  int line = 0;                      // the failing transcript line; 0 for the checks at the end
  std::string expected;
  std::string got;
  std::deque<std::string> received;  // the last 20 lines received (escaped)
  std::string last_sent;
  // A multi-line report of a failure, naming the file and line.
  std::string report(std::string_view name) const;
};

Result run(const Transcript& transcript, const std::vector<std::string>& engine_argv, const RunOptions& options);

// Non-printable bytes as \xHH, so garbage output stays readable in reports.
std::string escape(std::string_view text);

}  // namespace transcript
