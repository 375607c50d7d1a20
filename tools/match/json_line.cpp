#include "tools/match/json_line.h"

#include <absl/strings/numbers.h>
#include <absl/strings/str_format.h>

#include <cctype>
#include <cmath>

namespace match {

std::string json_escape(std::string_view text) {
  std::string out;
  out.reserve(text.size() + 2);
  for (char c : text) {
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      default:
        if (static_cast<unsigned char>(c) < 0x20) out += absl::StrFormat("\\u%04x", static_cast<int>(c));
        else out += c;
    }
  }
  return out;
}

void JsonLineWriter::key(std::string_view k) {
  if (body_.size() > 1) body_ += ',';
  body_ += '"';
  body_ += json_escape(k);
  body_ += "\":";
}

JsonLineWriter& JsonLineWriter::add(std::string_view k, std::string_view value) {
  key(k);
  body_ += '"';
  body_ += json_escape(value);
  body_ += '"';
  return *this;
}

JsonLineWriter& JsonLineWriter::add(std::string_view k, int64_t value) {
  key(k);
  body_ += std::to_string(value);
  return *this;
}

JsonLineWriter& JsonLineWriter::add(std::string_view k, double value) {
  key(k);
  body_ += std::isfinite(value) ? absl::StrFormat("%.6g", value) : std::string("null");
  return *this;
}

JsonLineWriter& JsonLineWriter::add(std::string_view k, bool value) {
  key(k);
  body_ += value ? "true" : "false";
  return *this;
}

namespace {

class Parser {
 public:
  explicit Parser(std::string_view s) : s_(s) {}

  bool object(std::map<std::string, std::string>& out) {
    skip();
    if (!eat('{')) return fail("expected '{'");
    skip();
    if (eat('}')) return end();
    for (;;) {
      std::string k, v;
      skip();
      if (!string(k)) return false;
      skip();
      if (!eat(':')) return fail("expected ':'");
      skip();
      if (peek() == '"') {
        if (!string(v)) return false;
      } else {
        while (i_ < s_.size() && s_[i_] != ',' && s_[i_] != '}' && !std::isspace(static_cast<unsigned char>(s_[i_])))
          v += s_[i_++];
        if (v.empty()) return fail("expected a value");
      }
      out[k] = std::move(v);
      skip();
      if (eat('}')) return end();
      if (!eat(',')) return fail("expected ',' or '}'");
    }
  }
  const std::string& error() const { return error_; }

 private:
  bool end() {
    skip();
    return i_ == s_.size() ? true : fail("trailing characters");
  }
  bool string(std::string& out) {
    if (!eat('"')) return fail("expected a string");
    while (i_ < s_.size()) {
      char c = s_[i_++];
      if (c == '"') return true;
      if (c != '\\') {
        out += c;
        continue;
      }
      if (i_ >= s_.size()) break;
      c = s_[i_++];
      switch (c) {
        case 'n': out += '\n'; break;
        case 'r': out += '\r'; break;
        case 't': out += '\t'; break;
        case 'b': out += '\b'; break;
        case 'f': out += '\f'; break;
        case 'u': {
          if (i_ + 4 > s_.size()) return fail("bad \\u escape");
          unsigned code = 0;
          for (int k = 0; k < 4; ++k) {
            const char h = s_[i_++];
            code = code * 16 + static_cast<unsigned>(std::isdigit(static_cast<unsigned char>(h)) ? h - '0'
                                                                                                : (std::tolower(h) - 'a' + 10));
          }
          if (code < 0x80) {
            out += static_cast<char>(code);
          } else if (code < 0x800) {
            out += static_cast<char>(0xC0 | (code >> 6));
            out += static_cast<char>(0x80 | (code & 0x3F));
          } else {
            out += static_cast<char>(0xE0 | (code >> 12));
            out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (code & 0x3F));
          }
          break;
        }
        default: out += c;
      }
    }
    return fail("unterminated string");
  }
  void skip() {
    while (i_ < s_.size() && std::isspace(static_cast<unsigned char>(s_[i_]))) ++i_;
  }
  char peek() const { return i_ < s_.size() ? s_[i_] : '\0'; }
  bool eat(char c) {
    if (peek() != c) return false;
    ++i_;
    return true;
  }
  bool fail(std::string why) {
    error_ = std::move(why) + " at column " + std::to_string(i_ + 1);
    return false;
  }

  std::string_view s_;
  std::size_t i_ = 0;
  std::string error_;
};

}  // namespace

std::optional<JsonLine> JsonLine::parse(std::string_view line, std::string* error) {
  JsonLine out;
  Parser p(line);
  if (!p.object(out.values_)) {
    if (error) *error = p.error();
    return std::nullopt;
  }
  return out;
}

std::string JsonLine::get(const std::string& key, const std::string& fallback) const {
  auto it = values_.find(key);
  return it == values_.end() ? fallback : it->second;
}

std::optional<int64_t> JsonLine::get_int(const std::string& key) const {
  auto it = values_.find(key);
  int64_t v;
  if (it == values_.end() || !absl::SimpleAtoi(it->second, &v)) return std::nullopt;
  return v;
}

std::optional<double> JsonLine::get_double(const std::string& key) const {
  auto it = values_.find(key);
  double v;
  if (it == values_.end() || !absl::SimpleAtod(it->second, &v)) return std::nullopt;
  return v;
}

}  // namespace match
