#include "havannah-engine/notation.h"

#include <cctype>

namespace havannah {

std::string cell_name(const Geometry& g, int slot, Notation notation) {
  const int x = g.x(slot), y = g.y(slot);
  int number = x + 1;
  if (notation == Notation::kLittleGolem && y >= g.base) number = x - y + g.base;
  std::string name(1, static_cast<char>('a' + y));
  name += std::to_string(number);
  return name;
}

std::optional<int> parse_cell(const Geometry& g, std::string_view text, Notation notation, std::string* error) {
  auto fail = [&](const char* why) -> std::optional<int> {
    if (error) *error = why;
    return std::nullopt;
  };
  if (text.size() < 2 || text.size() > 3 || !std::isalpha(static_cast<unsigned char>(text[0])))
    return fail("not a cell");
  const int y = std::tolower(static_cast<unsigned char>(text[0])) - 'a';
  int number = 0;
  for (std::size_t i = 1; i < text.size(); ++i) {
    if (!std::isdigit(static_cast<unsigned char>(text[i]))) return fail("not a cell");
    number = number * 10 + (text[i] - '0');
  }
  if (text[1] == '0') return fail("not a cell");
  int x = number - 1;
  if (notation == Notation::kLittleGolem && y >= g.base) x = number + y - g.base;
  if (number < 1 || !g.contains(x, y)) return fail("off board");
  return g.slot(x, y);
}

}  // namespace havannah
