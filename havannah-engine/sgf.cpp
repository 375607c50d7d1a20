#include "havannah-engine/sgf.h"

#include <cctype>

#include "absl/strings/ascii.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"

namespace havannah {
namespace {

struct Property {
  std::string id;
  std::string value;
};

// Splits the first game tree's main line into nodes of properties. Variations after the main
// line are skipped; escapes (\]) inside values are honoured.
bool parse_main_line(std::string_view text, std::vector<std::vector<Property>>& nodes, std::string* error) {
  std::size_t i = text.find('(');
  if (i == std::string_view::npos) {
    if (error) *error = "no game tree";
    return false;
  }
  ++i;
  int depth = 1;
  bool in_main_line = true;
  std::string id;
  while (i < text.size() && depth > 0) {
    const char ch = text[i];
    if (ch == '(') {
      // The first child variation continues the main line; later ones are skipped.
      ++depth;
      ++i;
      continue;
    }
    if (ch == ')') {
      --depth;
      in_main_line = false;  // anything after the end of the first variation is a sideline
      ++i;
      continue;
    }
    if (ch == ';') {
      if (in_main_line) nodes.emplace_back();
      id.clear();
      ++i;
      continue;
    }
    if (std::isupper(static_cast<unsigned char>(ch))) {
      id += ch;
      ++i;
      continue;
    }
    if (ch == '[') {
      std::string value;
      ++i;
      while (i < text.size() && text[i] != ']') {
        if (text[i] == '\\' && i + 1 < text.size()) ++i;
        value += text[i++];
      }
      if (i >= text.size()) {
        if (error) *error = "unterminated property value";
        return false;
      }
      ++i;
      if (id.empty() && in_main_line && !nodes.empty() && !nodes.back().empty()) id = nodes.back().back().id;
      if (in_main_line) {
        if (nodes.empty()) {
          if (error) *error = "property outside a node";
          return false;
        }
        nodes.back().push_back({id, value});
      }
      id.clear();
      continue;
    }
    ++i;  // whitespace, lowercase letters of long property names
  }
  if (nodes.empty()) {
    if (error) *error = "empty game tree";
    return false;
  }
  return true;
}

std::string escape(const std::string& s) {
  std::string out;
  for (char ch : s) {
    if (ch == ']' || ch == '\\') out += '\\';
    out += ch;
  }
  return out;
}

}  // namespace

std::optional<GameRecord> read_hgf(std::string_view text, std::string* error) {
  std::vector<std::vector<Property>> nodes;
  if (!parse_main_line(text, nodes, error)) return std::nullopt;
  auto fail = [&](std::string why) -> std::optional<GameRecord> {
    if (error) *error = std::move(why);
    return std::nullopt;
  };

  GameRecord record;
  for (const Property& p : nodes.front()) {
    if (p.id == "SZ") {
      int base = 0;
      if (!absl::SimpleAtoi(p.value, &base) || !valid_base(base)) return fail("bad board size " + p.value);
      record.base = base;
    } else if (p.id == "PW") {
      record.white = p.value;
    } else if (p.id == "PB") {
      record.black = p.value;
    } else if (p.id == "EV") {
      record.event = p.value;
    } else if (p.id == "RE") {
      record.result = p.value;
    }
  }

  Game game(record.base, /*swap_enabled=*/true);
  game.set_notation(Notation::kLittleGolem);
  for (const auto& node : nodes) {
    for (const Property& p : node) {
      if (p.id != "W" && p.id != "B") continue;
      const int side = p.id == "W" ? 0 : 1;
      if (record.resigned_side >= 0) return fail("move after resignation");
      if (side != game.side_to_move()) return fail(absl::StrCat("move ", game.ply() + 1, " by the wrong colour"));
      const std::string value = absl::AsciiStrToLower(absl::StripAsciiWhitespace(p.value));
      if (value == "resign") {
        record.resigned_side = side;
        continue;
      }
      std::string why;
      const auto m = game.parse_move(value, &why);
      if (!m) return fail(absl::StrCat("move ", game.ply() + 1, " '", p.value, "': ", why));
      if (game.game_over()) return fail(absl::StrCat("move ", game.ply() + 1, " after the end of the game"));
      if (!game.is_legal(*m))
        return fail(absl::StrCat("move ", game.ply() + 1, " '", p.value, "' is illegal"));
      if (*m == kSwapMove) record.swap_enabled = true;
      game.make(*m);
      record.moves.push_back(*m);
    }
  }
  return record;
}

std::string write_hgf(const GameRecord& record) {
  Game game(record.base, true);
  game.set_notation(Notation::kLittleGolem);
  std::string out = absl::StrCat("(;FF[4]EV[", escape(record.event.empty() ? "havannah" : record.event), "]");
  if (!record.white.empty()) absl::StrAppend(&out, "PW[", escape(record.white), "]");
  if (!record.black.empty()) absl::StrAppend(&out, "PB[", escape(record.black), "]");
  absl::StrAppend(&out, "SZ[", record.base, "]");
  if (!record.result.empty()) absl::StrAppend(&out, "RE[", escape(record.result), "]");
  int side = 0;
  for (Move m : record.moves) {
    absl::StrAppend(&out, ";", side == 0 ? "W" : "B", "[", game.move_to_string(m), "]");
    side ^= 1;
  }
  if (record.resigned_side >= 0) absl::StrAppend(&out, ";", record.resigned_side == 0 ? "W" : "B", "[resign]");
  out += ")\n";
  return out;
}

}  // namespace havannah
