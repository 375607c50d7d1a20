// One parsed GTP command and typed access to its arguments. Handlers throw GtpError for a
// "? reason" answer; the engine core turns it into the failure response.
#pragma once

#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace protocol {

struct GtpError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct GtpCommand {
  std::optional<long long> id;
  std::string name;  // lower-cased
  std::vector<std::string> args;

  // Throws GtpError unless there are between min and max arguments.
  void expect_args(std::size_t min, std::size_t max) const;
  void expect_args(std::size_t n) const { expect_args(n, n); }
  const std::string& arg(std::size_t i) const;
  long long int_arg(std::size_t i, long long min, long long max) const;
  double double_arg(std::size_t i, double min, double max) const;
  // All arguments from i on, joined by single spaces (moves like "d1 d7 g7").
  std::string rest(std::size_t i) const;
};

// Parses one input line after GTP preprocessing (control characters dropped, tabs to spaces,
// comments removed). Returns nullopt for a line that is empty after preprocessing.
std::optional<GtpCommand> parse_gtp_line(std::string_view line);

// GTP colours: "w", "white" -> 0 (White moves first in Havannah and Amazons); "b", "black" -> 1.
std::optional<int> parse_gtp_color(std::string_view word);
const char* gtp_color_name(int color);

}  // namespace protocol
