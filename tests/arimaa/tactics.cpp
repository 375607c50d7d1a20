#include "tests/arimaa/tactics.h"

#include <fstream>

#include <absl/strings/numbers.h>
#include <absl/strings/str_cat.h>
#include <absl/strings/str_split.h>
#include <absl/strings/ascii.h>

#include "arimaa-engine/game.h"
#include "tests/arimaa/referee.h"

namespace arimaa::tactics {

std::optional<std::vector<Entry>> read_suite(const std::string& path, std::string* error) {
  std::ifstream in(path);
  if (!in) {
    *error = "cannot read " + path;
    return std::nullopt;
  }
  std::vector<Entry> out;
  std::string line;
  int number = 0;
  while (std::getline(in, line)) {
    ++number;
    if (line.empty() || line[0] == '#') continue;
    std::vector<std::string> f = absl::StrSplit(line, '\t');
    Entry e;
    if (f.size() != 4 || !absl::SimpleAtoi(f[3], &e.value) ||
        (f[0] != "goal" && f[0] != "defend" && f[0] != "capture" && f[0] != "save")) {
      *error = absl::StrCat(path, ":", number, ": malformed line");
      return std::nullopt;
    }
    e.category = f[0];
    e.source = f[1];
    e.position = f[2];
    out.push_back(e);
  }
  return out;
}

std::optional<std::set<std::string>> read_known_failures(const std::string& path, std::string* error) {
  std::ifstream in(path);
  if (!in) {
    *error = "cannot read " + path;
    return std::nullopt;
  }
  std::set<std::string> out;
  std::string line;
  while (std::getline(in, line)) {
    const std::string before_comment = line.substr(0, line.find('#'));
    const absl::string_view source = absl::StripAsciiWhitespace(before_comment);
    if (!source.empty()) out.emplace(source);
  }
  return out;
}

// Rounding slack of the material comparison (thousandths of a HarLog point; a rabbit is ~125).
constexpr int kTolerance = 5;

Verdict judge_answer(const Entry& e, const std::string& turn) {
  Verdict v;
  std::string error;
  auto start = parse_setposition(e.position, &error);
  if (!start) {
    v.detail = "bad position: " + error;
    return v;
  }
  Game game;
  game.set_position(*start);
  if (!game.play(turn, &error)) {
    v.detail = absl::StrCat("illegal turn '", turn, "': ", error);
    return v;
  }
  const Color us = start->side();
  if (game.over()) {
    v.pass = game.result()->winner == us;
    v.detail = v.pass ? "wins at once" : "loses at once";
    return v;
  }
  const Position& after = game.position();
  if (e.category == "goal") {
    v.detail = "no goal";
    return v;
  }
  if (e.category == "defend") {
    v.pass = !referee::opponent_can_goal(after);
    v.detail = v.pass ? "defended" : "the opponent can still goal";
    return v;
  }
  const int gain = referee::material_gain(*start, after, us);
  const int value = referee::value_after_reply(after, gain);
  v.pass = value >= e.value - kTolerance;
  v.detail = absl::StrCat("two-turn value ", value, " (gain ", gain, "), best ", e.value);
  return v;
}

}  // namespace arimaa::tactics
