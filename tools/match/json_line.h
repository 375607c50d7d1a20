// One flat JSON object per line (the results file): string, integer, number and boolean values,
// no nesting. Enough for `jq` and for reading our own files back on --resume.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>

namespace match {

class JsonLineWriter {
 public:
  JsonLineWriter& add(std::string_view key, std::string_view value);
  JsonLineWriter& add(std::string_view key, const char* value) { return add(key, std::string_view(value)); }
  JsonLineWriter& add(std::string_view key, int64_t value);
  JsonLineWriter& add(std::string_view key, int value) { return add(key, static_cast<int64_t>(value)); }
  JsonLineWriter& add(std::string_view key, double value);
  JsonLineWriter& add(std::string_view key, bool value);
  std::string str() const { return body_ + "}"; }

 private:
  void key(std::string_view k);
  std::string body_ = "{";
};

std::string json_escape(std::string_view text);

// A parsed line: values as text (strings unescaped; numbers and booleans as written).
class JsonLine {
 public:
  static std::optional<JsonLine> parse(std::string_view line, std::string* error = nullptr);
  bool has(const std::string& key) const { return values_.count(key) > 0; }
  std::string get(const std::string& key, const std::string& fallback = "") const;
  std::optional<int64_t> get_int(const std::string& key) const;
  std::optional<double> get_double(const std::string& key) const;

 private:
  std::map<std::string, std::string> values_;
};

}  // namespace match
