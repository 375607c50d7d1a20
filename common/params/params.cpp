#include "common/params/params.h"

#include <absl/strings/ascii.h>
#include <absl/strings/numbers.h>
#include <absl/strings/str_cat.h>
#include <absl/strings/str_split.h>
#include <absl/strings/strip.h>

#include <cmath>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <utility>

namespace common {

namespace {
std::string number_text(double v, bool integer) {
  if (integer) return absl::StrCat(static_cast<int64_t>(std::llround(v)));
  return absl::StrCat(v);
}

// A registration that breaks the rules is a programming error, caught when the engine starts:
// names are lower-case words (AEI lowercases option names), and min <= default <= max.
void check_registration(const std::string& name, double value, double min, double max) {
  bool ok = !name.empty();
  for (const char c : name) ok &= (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '.' || c == '_' || c == '-';
  if (!ok) throw std::invalid_argument("parameter name '" + name + "': use lower-case letters, digits and . _ -");
  if (!(min <= value && value <= max))
    throw std::invalid_argument(absl::StrCat("parameter ", name, ": default ", value, " outside [", min, ", ", max, "]"));
}
}  // namespace

void ParamRegistry::add_int(const std::string& name, int* target, int min, int max, int step, std::string help) {
  check_registration(name, *target, min, max);
  Entry e;
  e.info = {name, static_cast<double>(*target), static_cast<double>(*target), static_cast<double>(min),
            static_cast<double>(max), static_cast<double>(step), true, std::move(help)};
  e.int_target = target;
  params_[name] = std::move(e);
}

void ParamRegistry::add_float(const std::string& name, float* target, double min, double max, double step,
                              std::string help) {
  check_registration(name, *target, min, max);
  Entry e;
  e.info = {name, static_cast<double>(*target), static_cast<double>(*target), min, max, step, false, std::move(help)};
  e.float_target = target;
  params_[name] = std::move(e);
}

std::vector<ParamInfo> ParamRegistry::list() const {
  std::vector<ParamInfo> out;
  for (const auto& [name, e] : params_) out.push_back(e.info);
  return out;
}

std::optional<ParamInfo> ParamRegistry::find(const std::string& name) const {
  auto it = params_.find(name);
  if (it == params_.end()) return std::nullopt;
  return it->second.info;
}

std::optional<std::string> ParamRegistry::check(const std::string& name, const std::string& value,
                                                double* parsed) const {
  auto it = params_.find(name);
  if (it == params_.end()) return absl::StrCat("unknown parameter '", name, "'");
  const ParamInfo& p = it->second.info;
  const std::string text(absl::StripAsciiWhitespace(value));
  double v = 0;
  if (p.integer) {
    int64_t i = 0;
    if (!absl::SimpleAtoi(text, &i)) return absl::StrCat(name, " takes an integer, not '", text, "'");
    v = static_cast<double>(i);
  } else if (!absl::SimpleAtod(text, &v) || !std::isfinite(v)) {
    return absl::StrCat(name, " takes a number, not '", text, "'");
  }
  if (v < p.min || v > p.max)
    return absl::StrCat(name, " must lie in [", number_text(p.min, p.integer), ", ", number_text(p.max, p.integer),
                        "], not ", text);
  *parsed = v;
  return std::nullopt;
}

void ParamRegistry::store(Entry& e, double v) {
  e.info.value = v;
  if (e.int_target) *e.int_target = static_cast<int>(std::llround(v));
  if (e.float_target) *e.float_target = static_cast<float>(v);
}

void ParamRegistry::changed() {
  for (const auto& hook : hooks_) hook();
}

std::optional<std::string> ParamRegistry::set(const std::string& name, const std::string& value) {
  double v = 0;
  if (auto error = check(name, value, &v)) return error;
  store(params_.at(name), v);
  changed();
  return std::nullopt;
}

std::optional<std::string> ParamRegistry::set_assignment(const std::string& assignment) {
  const std::size_t eq = assignment.find('=');
  if (eq == std::string::npos) return absl::StrCat("expected NAME=VALUE, not '", assignment, "'");
  return set(std::string(absl::StripAsciiWhitespace(assignment.substr(0, eq))), assignment.substr(eq + 1));
}

std::optional<std::string> ParamRegistry::load_text(const std::string& text) {
  std::vector<std::pair<std::string, double>> values;
  int line_number = 0;
  for (absl::string_view raw : absl::StrSplit(text, '\n')) {
    ++line_number;
    std::string line(raw);
    if (const std::size_t hash = line.find('#'); hash != std::string::npos) line.resize(hash);
    for (char& c : line)
      if (c == '=' || c == '\t' || c == '\r') c = ' ';
    const std::vector<std::string> words = absl::StrSplit(line, ' ', absl::SkipEmpty());
    if (words.empty()) continue;
    if (words.size() != 2) return absl::StrCat("line ", line_number, ": expected NAME VALUE");
    double v = 0;
    if (auto error = check(words[0], words[1], &v)) return absl::StrCat("line ", line_number, ": ", *error);
    values.emplace_back(words[0], v);
  }
  for (const auto& [name, v] : values) store(params_.at(name), v);
  if (!values.empty()) changed();
  return std::nullopt;
}

std::optional<std::string> ParamRegistry::load_file(const std::string& path) {
  std::ifstream in(path);
  if (!in) return absl::StrCat("cannot read parameter file ", path);
  std::ostringstream text;
  text << in.rdbuf();
  if (auto error = load_text(text.str())) return absl::StrCat(path, ": ", *error);
  return std::nullopt;
}

std::string ParamRegistry::to_text() const {
  std::string out;
  for (const auto& [name, e] : params_) absl::StrAppend(&out, name, " ", number_text(e.info.value, e.info.integer), "\n");
  return out;
}

void ParamRegistry::reset_defaults() {
  for (auto& [name, e] : params_) store(e, e.info.default_value);
  changed();
}

ParamRegistry& params() {
  static ParamRegistry registry;
  return registry;
}

std::string format_param(const ParamInfo& p) {
  return absl::StrCat(p.name, " ", number_text(p.value, p.integer), " default ", number_text(p.default_value, p.integer),
                      " min ", number_text(p.min, p.integer), " max ", number_text(p.max, p.integer), " step ",
                      number_text(p.step, p.integer), p.integer ? " int" : " float");
}

std::optional<ParamInfo> parse_param(const std::string& line) {
  const std::vector<std::string> w = absl::StrSplit(line, ' ', absl::SkipEmpty());
  if (w.size() != 11 || w[2] != "default" || w[4] != "min" || w[6] != "max" || w[8] != "step") return std::nullopt;
  if (w[10] != "int" && w[10] != "float") return std::nullopt;
  ParamInfo p;
  p.name = w[0];
  p.integer = w[10] == "int";
  if (!absl::SimpleAtod(w[1], &p.value) || !absl::SimpleAtod(w[3], &p.default_value) || !absl::SimpleAtod(w[5], &p.min) ||
      !absl::SimpleAtod(w[7], &p.max) || !absl::SimpleAtod(w[9], &p.step))
    return std::nullopt;
  if (!(p.min <= p.max) || !(p.step > 0)) return std::nullopt;
  return p;
}

}  // namespace common
