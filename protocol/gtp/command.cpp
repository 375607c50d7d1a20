#include "protocol/gtp/command.h"

#include <absl/strings/ascii.h>
#include <absl/strings/numbers.h>
#include <absl/strings/str_cat.h>
#include <absl/strings/str_join.h>
#include <absl/strings/str_split.h>

#include <cmath>

namespace protocol {

void GtpCommand::expect_args(std::size_t min, std::size_t max) const {
  if (args.size() < min || args.size() > max) {
    if (min == max) throw GtpError(absl::StrCat("expected ", min, " argument", min == 1 ? "" : "s", ", got ", args.size()));
    throw GtpError(absl::StrCat("expected ", min, " to ", max, " arguments, got ", args.size()));
  }
}

const std::string& GtpCommand::arg(std::size_t i) const {
  if (i >= args.size()) throw GtpError(absl::StrCat("missing argument ", i + 1));
  return args[i];
}

long long GtpCommand::int_arg(std::size_t i, long long min, long long max) const {
  const std::string& a = arg(i);
  int64_t v;
  if (!absl::SimpleAtoi(a, &v)) throw GtpError(absl::StrCat("not an integer: ", a));
  if (v < min || v > max) throw GtpError(absl::StrCat("out of range [", min, ", ", max, "]: ", a));
  return v;
}

double GtpCommand::double_arg(std::size_t i, double min, double max) const {
  const std::string& a = arg(i);
  double v;
  if (!absl::SimpleAtod(a, &v) || !std::isfinite(v)) throw GtpError(absl::StrCat("not a number: ", a));
  if (v < min || v > max) throw GtpError(absl::StrCat("out of range [", min, ", ", max, "]: ", a));
  return v;
}

std::string GtpCommand::rest(std::size_t i) const {
  if (i >= args.size()) return "";
  return absl::StrJoin(args.begin() + static_cast<std::ptrdiff_t>(i), args.end(), " ");
}

std::optional<GtpCommand> parse_gtp_line(std::string_view line) {
  std::string clean;
  clean.reserve(line.size());
  for (char c : line) {
    if (c == '#') break;
    if (c == '\t') clean.push_back(' ');
    else if (static_cast<unsigned char>(c) >= 32 && c != 127) clean.push_back(c);
  }
  std::vector<std::string> words = absl::StrSplit(clean, ' ', absl::SkipEmpty());
  if (words.empty()) return std::nullopt;
  GtpCommand cmd;
  std::size_t first = 0;
  int64_t id;
  if (absl::SimpleAtoi(words[0], &id) && id >= 0 && absl::ascii_isdigit(static_cast<unsigned char>(words[0][0]))) {
    cmd.id = id;
    first = 1;
  }
  if (first >= words.size()) {
    cmd.name = "";
    return cmd;
  }
  cmd.name = absl::AsciiStrToLower(std::string(words[first]));
  cmd.args.assign(words.begin() + static_cast<std::ptrdiff_t>(first) + 1, words.end());
  return cmd;
}

std::optional<int> parse_gtp_color(std::string_view word) {
  const std::string w = absl::AsciiStrToLower(std::string(word));
  if (w == "w" || w == "white") return 0;
  if (w == "b" || w == "black") return 1;
  return std::nullopt;
}

const char* gtp_color_name(int color) { return color == 0 ? "white" : "black"; }

}  // namespace protocol
