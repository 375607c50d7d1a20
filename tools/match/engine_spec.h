// One engine of a match as the user describes it:
//   --engine cmd="./havannah-engine --threads 2" name=mcts option.hash=64 dir=/tmp stderr=mcts.log
// cmd is split into words like a shell would (quotes and backslashes, no expansions);
// option.X=Y becomes "setoption name X value Y" (AEI) or the command "X Y" (GTP, when the engine
// answers known_command X with true).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace match {

struct EngineSpec {
  std::vector<std::string> argv;  // from cmd=
  std::string name;               // shown in tables and records; defaults to what the engine says
  std::string working_dir;        // dir=
  std::string stderr_path;        // stderr=: append the engine's stderr there (default: discarded)
  std::vector<std::pair<std::string, std::string>> options;  // option.X=Y, in the order given
};

// Parses the key=value words of one --engine. nullopt with *error on a bad or missing key.
std::optional<EngineSpec> parse_engine_spec(const std::vector<std::string>& words, std::string* error);

// Splits a command line into words: whitespace separates, '...' and "..." quote, \ escapes.
std::optional<std::vector<std::string>> split_command(std::string_view text, std::string* error);

}  // namespace match
