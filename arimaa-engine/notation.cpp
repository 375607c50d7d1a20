#include "arimaa-engine/notation.h"

#include <cctype>

#include <absl/strings/numbers.h>
#include <absl/strings/str_cat.h>
#include <absl/strings/str_replace.h>
#include <absl/strings/str_split.h>
#include <absl/strings/strip.h>

namespace arimaa {

namespace {

constexpr char kPieceChars[] = "RCDHMErcdhme";
constexpr char kDirChars[] = "nsew";
constexpr int kStandardCount[kPieceTypeCount] = {8, 2, 2, 2, 1, 1};

std::vector<std::string_view> tokens_of(std::string_view text) { return split_words(text); }

std::optional<Direction> direction_from_char(char c) {
  for (int d = 0; d < 4; ++d)
    if (kDirChars[d] == c) return static_cast<Direction>(d);
  return std::nullopt;
}

struct StepToken {
  Piece piece;
  int from;
  Direction dir;
  int to;
};

Direction direction_between(int from, int to) {
  for (int d = 0; d < 4; ++d)
    if (kNeighbours.step[from][d] == to) return static_cast<Direction>(d);
  return kNorth;  // callers only ask for adjacent squares
}

bool legal_here(const Position& pos, Move m) {
  MoveList list;
  generate_moves(pos, list);
  return list.contains(m);
}

// Groups steps[i..] into legal moves, trying every reading of own/enemy step pairs as pulls
// and pushes. `deepest` records how far the best attempt got, for the error message.
bool match_steps(const Position& pos, const std::vector<StepToken>& steps, std::size_t i, std::vector<Move>& out,
                 std::size_t& deepest) {
  deepest = std::max(deepest, i);
  if (i == steps.size()) return true;
  const StepToken& s = steps[i];
  if (pos.at(s.from) != s.piece) return false;
  Move candidates[2];
  int n = 0;
  const bool own = piece_color(s.piece) == pos.side();
  const StepToken* next = i + 1 < steps.size() ? &steps[i + 1] : nullptr;
  if (own) {
    if (next && piece_color(next->piece) != pos.side() && next->to == s.from &&
        pos.at(next->from) == next->piece)
      candidates[n++] = Move::pull(s.from, s.dir, direction_between(s.from, next->from));
    candidates[n++] = Move::step(s.from, s.dir);
  } else if (next && piece_color(next->piece) == pos.side() && next->to == s.from && pos.at(next->from) == next->piece) {
    candidates[n++] = Move::push(next->from, direction_between(next->from, s.from), s.dir);
  }
  for (int k = 0; k < n; ++k) {
    const Move m = candidates[k];
    if (!legal_here(pos, m)) continue;
    Position after = pos;
    make_move(after, m);
    out.push_back(m);
    if (match_steps(after, steps, i + static_cast<std::size_t>(m.step_count()), out, deepest)) return true;
    out.pop_back();
  }
  return false;
}

}  // namespace

std::vector<std::string_view> split_words(std::string_view text) {
  std::vector<std::string_view> words;
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i]))) ++i;
    std::size_t j = i;
    while (j < text.size() && !std::isspace(static_cast<unsigned char>(text[j]))) ++j;
    if (j > i) words.push_back(text.substr(i, j - i));
    i = j;
  }
  return words;
}

char piece_char(Piece p) { return p < kNoPiece ? kPieceChars[p] : ' '; }

std::optional<Piece> piece_from_char(char c) {
  for (int p = 0; p < 12; ++p)
    if (kPieceChars[p] == c) return static_cast<Piece>(p);
  return std::nullopt;
}

std::string square_name(int sq) { return {static_cast<char>('a' + file_of(sq)), static_cast<char>('1' + rank_of(sq))}; }

std::optional<int> parse_square(std::string_view text) {
  if (text.size() != 2 || text[0] < 'a' || text[0] > 'h' || text[1] < '1' || text[1] > '8') return std::nullopt;
  return (text[1] - '1') * 8 + (text[0] - 'a');
}

char direction_char(Direction d) { return kDirChars[d]; }

std::string step_text(Piece p, int from, Direction d) {
  return absl::StrCat(std::string(1, piece_char(p)), square_name(from), std::string(1, direction_char(d)));
}

std::string move_to_string(const Position& pos, Move m) {
  ElementaryStep steps[2];
  const int n = elementary_steps(m, steps);
  Position p = pos;
  std::string out;
  for (int i = 0; i < n; ++i) {
    const Piece piece = p.at(steps[i].from);
    if (!out.empty()) out += ' ';
    out += step_text(piece, steps[i].from, direction_between(steps[i].from, steps[i].to));
    const StepUndo u = p.move_piece(steps[i].from, steps[i].to);
    if (u.captured != kNoPiece) absl::StrAppend(&out, " ", std::string(1, piece_char(u.captured)), square_name(u.captured_sq), "x");
  }
  return out;
}

std::string moves_to_string(const Position& pos, const Move* moves, int count) {
  Position p = pos;
  std::string out;
  for (int i = 0; i < count; ++i) {
    if (moves[i].is_pass() || moves[i].is_null()) continue;
    if (!out.empty()) out += ' ';
    out += move_to_string(p, moves[i]);
    make_move(p, moves[i]);
  }
  return out;
}

std::optional<std::vector<Move>> parse_moves(const Position& pos, std::string_view text, std::string* error) {
  std::vector<StepToken> steps;
  for (std::string_view tok : tokens_of(text)) {
    const auto piece = tok.size() == 4 ? piece_from_char(tok[0]) : std::nullopt;
    const auto from = tok.size() == 4 ? parse_square(tok.substr(1, 2)) : std::nullopt;
    if (!piece || !from) {
      if (error) *error = absl::StrCat("malformed step '", std::string(tok), "'");
      return std::nullopt;
    }
    if (tok[3] == 'x') continue;  // capture tokens carry no information we do not compute
    const auto dir = direction_from_char(tok[3]);
    const int to = dir ? kNeighbours.step[*from][*dir] : -1;
    if (!dir || to < 0) {
      if (error) *error = absl::StrCat("malformed step '", std::string(tok), "'");
      return std::nullopt;
    }
    steps.push_back({*piece, *from, *dir, to});
  }
  if (steps.empty()) {
    if (error) *error = "no steps";
    return std::nullopt;
  }
  if (static_cast<int>(steps.size()) > pos.steps_left()) {
    if (error) *error = absl::StrCat("too many steps (", steps.size(), ", ", pos.steps_left(), " left)");
    return std::nullopt;
  }
  std::vector<Move> moves;
  std::size_t deepest = 0;
  if (!match_steps(pos, steps, 0, moves, deepest)) {
    const StepToken& bad = steps[std::min(deepest, steps.size() - 1)];
    if (error) *error = absl::StrCat("illegal step '", step_text(bad.piece, bad.from, bad.dir), "'");
    return std::nullopt;
  }
  return moves;
}

std::optional<std::vector<Placement>> parse_setup(std::string_view text, std::string* error) {
  std::vector<Placement> out;
  for (std::string_view tok : tokens_of(text)) {
    const auto piece = tok.size() == 3 ? piece_from_char(tok[0]) : std::nullopt;
    const auto sq = tok.size() == 3 ? parse_square(tok.substr(1, 2)) : std::nullopt;
    if (!piece || !sq) {
      if (error) *error = absl::StrCat("malformed placement '", std::string(tok), "'");
      return std::nullopt;
    }
    out.push_back({*piece, *sq});
  }
  if (out.empty()) {
    if (error) *error = "empty setup";
    return std::nullopt;
  }
  return out;
}

std::string setup_to_string(const std::vector<Placement>& setup) {
  std::string out;
  for (const Placement& p : setup) {
    if (!out.empty()) out += ' ';
    out += piece_char(p.piece);
    out += square_name(p.sq);
  }
  return out;
}

std::optional<Position> parse_board(std::string_view text, std::string* error) {
  if (text.size() < 2 || text.front() != '[' || text.back() != ']') {
    if (error) *error = "board must be [<64 characters>]";
    return std::nullopt;
  }
  text = text.substr(1, text.size() - 2);
  if (text.size() != 64) {
    if (error) *error = absl::StrCat("board has ", text.size(), " squares, expected 64");
    return std::nullopt;
  }
  Position pos;
  int count[2][kPieceTypeCount] = {};
  for (int i = 0; i < 64; ++i) {
    const char c = text[static_cast<std::size_t>(i)];
    if (c == ' ' || c == '.') continue;
    const auto piece = piece_from_char(c);
    if (!piece) {
      if (error) *error = absl::StrCat("bad board character '", std::string(1, c), "'");
      return std::nullopt;
    }
    const int sq = (7 - i / 8) * 8 + i % 8;
    ++count[piece_color(*piece)][piece_type(*piece)];
    pos.put(sq, *piece);
  }
  for (int c = 0; c < 2; ++c) {
    int total = 0;
    for (int t = 0; t < kPieceTypeCount; ++t) {
      total += count[c][t];
      if (count[c][t] > kStandardCount[t]) {
        if (error)
          *error = absl::StrCat("too many ", std::string(1, piece_char(make_piece(static_cast<Color>(c), static_cast<PieceType>(t)))),
                                " pieces (", count[c][t], ")");
        return std::nullopt;
      }
    }
    if (total > 16) {
      if (error) *error = absl::StrCat("more than 16 pieces for ", c == kGold ? "gold" : "silver");
      return std::nullopt;
    }
  }
  pos.begin_turn(kGold);
  return pos;
}

std::string board_to_string(const Position& pos) {
  std::string out = "[";
  for (int r = 7; r >= 0; --r)
    for (int f = 0; f < 8; ++f) out += piece_char(pos.at(r * 8 + f));
  out += ']';
  return out;
}

std::optional<Color> parse_side(char c) {
  if (c == 'g' || c == 'w') return kGold;
  if (c == 's' || c == 'b') return kSilver;
  return std::nullopt;
}

char side_char(Color c) { return c == kGold ? 'g' : 's'; }

std::optional<Position> parse_setposition(std::string_view text, std::string* error) {
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) text.remove_suffix(1);
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front()))) text.remove_prefix(1);
  const auto side = text.empty() ? std::nullopt : parse_side(text[0]);
  if (!side || text.size() < 2 || text[1] != ' ') {
    if (error) *error = "position must start with g or s";
    return std::nullopt;
  }
  std::string_view board = text.substr(1);
  while (!board.empty() && board.front() == ' ') board.remove_prefix(1);
  auto pos = parse_board(board, error);
  if (!pos) return std::nullopt;
  pos->begin_turn(*side);
  return pos;
}

std::string setposition_string(const Position& pos) {
  return absl::StrCat(std::string(1, side_char(pos.side())), " ", board_to_string(pos));
}

std::string board_diagram(const Position& pos) {
  std::string out = " +-----------------+\n";
  for (int r = 7; r >= 0; --r) {
    absl::StrAppend(&out, r + 1, "| ");
    for (int f = 0; f < 8; ++f) {
      const int sq = r * 8 + f;
      char c = piece_char(pos.at(sq));
      if (c == ' ') c = (kTraps & bit(sq)) ? 'x' : '.';
      out += c;
      out += ' ';
    }
    out += "|\n";
  }
  out += " +-----------------+\n   a b c d e f g h\n";
  return out;
}

std::optional<std::vector<RecordTurn>> parse_record(std::string_view text, std::string* error) {
  std::string normalized = absl::StrReplaceAll(absl::string_view(text.data(), text.size()), {{"\\n", "\n"}});
  std::vector<RecordTurn> out;
  for (absl::string_view piece : absl::StrSplit(normalized, '\n', absl::SkipWhitespace())) {
    const absl::string_view stripped = absl::StripAsciiWhitespace(piece);
    std::string_view line(stripped.data(), stripped.size());
    const std::size_t space = line.find(' ');
    std::string_view label = line.substr(0, space);
    std::string_view rest = space == std::string_view::npos ? std::string_view{} : line.substr(space + 1);
    int number = 0;
    const auto side = label.size() >= 2 ? parse_side(label.back()) : std::nullopt;
    if (!side || !absl::SimpleAtoi(std::string(label.substr(0, label.size() - 1)), &number)) {
      if (error) *error = absl::StrCat("bad turn label '", std::string(label), "'");
      return std::nullopt;
    }
    while (!rest.empty() && std::isspace(static_cast<unsigned char>(rest.back()))) rest.remove_suffix(1);
    while (!rest.empty() && std::isspace(static_cast<unsigned char>(rest.front()))) rest.remove_prefix(1);
    out.push_back({number, *side, std::string(rest)});
  }
  return out;
}

}  // namespace arimaa
