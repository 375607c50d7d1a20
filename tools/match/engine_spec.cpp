#include "tools/match/engine_spec.h"

#include <cctype>

namespace match {

std::optional<std::vector<std::string>> split_command(std::string_view text, std::string* error) {
  std::vector<std::string> words;
  std::string word;
  bool in_word = false;
  char quote = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (quote) {
      if (c == quote) {
        quote = 0;
      } else if (c == '\\' && quote == '"' && i + 1 < text.size() && (text[i + 1] == '"' || text[i + 1] == '\\')) {
        word += text[++i];
      } else {
        word += c;
      }
    } else if (c == '\'' || c == '"') {
      quote = c;
      in_word = true;
    } else if (c == '\\' && i + 1 < text.size()) {
      word += text[++i];
      in_word = true;
    } else if (std::isspace(static_cast<unsigned char>(c))) {
      if (in_word) words.push_back(std::move(word));
      word.clear();
      in_word = false;
    } else {
      word += c;
      in_word = true;
    }
  }
  if (quote) {
    if (error) *error = std::string("unterminated ") + quote + " quote in: " + std::string(text);
    return std::nullopt;
  }
  if (in_word) words.push_back(std::move(word));
  return words;
}

std::optional<EngineSpec> parse_engine_spec(const std::vector<std::string>& words, std::string* error) {
  EngineSpec spec;
  auto fail = [&](std::string why) -> std::optional<EngineSpec> {
    if (error) *error = std::move(why);
    return std::nullopt;
  };
  for (const std::string& w : words) {
    const std::size_t eq = w.find('=');
    if (eq == std::string::npos || eq == 0) return fail("--engine: expected key=value, got '" + w + "'");
    const std::string key = w.substr(0, eq);
    const std::string value = w.substr(eq + 1);
    if (key == "cmd") {
      std::string why;
      auto argv = split_command(value, &why);
      if (!argv) return fail("--engine cmd: " + why);
      if (argv->empty()) return fail("--engine cmd is empty");
      spec.argv = std::move(*argv);
    } else if (key == "name") {
      spec.name = value;
    } else if (key == "dir") {
      spec.working_dir = value;
    } else if (key == "stderr") {
      spec.stderr_path = value;
    } else if (key.rfind("option.", 0) == 0 && key.size() > 7) {
      spec.options.emplace_back(key.substr(7), value);
    } else {
      return fail("--engine: unknown key '" + key + "' (cmd, name, dir, stderr, option.<name>)");
    }
  }
  if (spec.argv.empty()) return fail("--engine needs cmd=\"<program> [args]\"");
  return spec;
}

}  // namespace match
