#include "amazons-engine/notation.h"

#include <algorithm>
#include <cctype>
#include <vector>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_replace.h"
#include "absl/strings/str_split.h"
#include "absl/strings/strip.h"

namespace amazons {
namespace {

void set_error(std::string* error, std::string message) {
  if (error) *error = std::move(message);
}

bool is_space(char c) { return c == ' ' || c == '\t'; }

}  // namespace

std::string square_name(Square s) {
  return absl::StrCat(std::string(1, static_cast<char>('a' + col_of(s))), row_of(s) + 1);
}

std::optional<Square> parse_square(std::string_view text, int size) {
  if (text.size() < 2 || text.size() > 3) return std::nullopt;
  const char file = static_cast<char>(std::tolower(static_cast<unsigned char>(text[0])));
  if (file < 'a' || file >= 'a' + size) return std::nullopt;
  int row = 0;
  for (char c : text.substr(1)) {
    if (!std::isdigit(static_cast<unsigned char>(c))) return std::nullopt;
    row = row * 10 + (c - '0');
  }
  if (text[1] == '0' || row < 1 || row > size) return std::nullopt;
  return make_square(row - 1, file - 'a');
}

std::string move_to_string(Move m) {
  return absl::StrCat(square_name(m.from), "-", square_name(m.to), "/", square_name(m.arrow));
}

std::optional<Move> parse_move(std::string_view text, int size, std::string* error) {
  const std::string input(absl::StripAsciiWhitespace(std::string(text)));
  // Split into square tokens and the separators between them; separators are normalised to
  // one character each (runs of blanks become ' ', a blank beside a symbol is dropped).
  std::vector<std::string> squares;
  std::vector<std::string> separators(1);
  for (size_t i = 0; i < input.size();) {
    const char c = static_cast<char>(std::tolower(static_cast<unsigned char>(input[i])));
    if (std::isalpha(static_cast<unsigned char>(c))) {
      size_t j = i + 1;
      while (j < input.size() && std::isdigit(static_cast<unsigned char>(input[j]))) ++j;
      const std::string token = input.substr(i, j - i);
      if (!parse_square(token, size)) {
        set_error(error, absl::StrCat("unparsable move '", input, "': bad square '", token, "'"));
        return std::nullopt;
      }
      squares.emplace_back(absl::AsciiStrToLower(token));
      separators.emplace_back();
      i = j;
    } else if (c == '-' || c == '/' || c == '(' || c == ')' || c == ',') {
      separators.back() += c;
      ++i;
    } else if (is_space(c)) {
      if (separators.back().empty()) separators.back().push_back(' ');
      ++i;
    } else {
      set_error(error, absl::StrCat("unparsable move '", input, "': unexpected character '",
                                    std::string(1, input[i]), "'"));
      return std::nullopt;
    }
  }
  for (auto& sep : separators) {
    if (sep.size() > 1) absl::StrReplaceAll({{" ", ""}}, &sep);  // "- " -> "-"
  }
  auto fail = [&]() -> std::optional<Move> {
    set_error(error, absl::StrCat("unparsable move '", input, "' (expected e.g. d1-d7/g7)"));
    return std::nullopt;
  };
  auto one_of = [](const std::string& sep, std::initializer_list<const char*> options) {
    for (const char* o : options)
      if (sep == o) return true;
    return false;
  };
  // separators[0] precedes the first square, separators.back() follows the last.
  if (!separators.front().empty()) return fail();
  std::vector<Square> s;
  for (const auto& token : squares) s.push_back(*parse_square(token, size));
  if (squares.size() == 3) {
    const std::string& s1 = separators[1];
    const std::string& s2 = separators[2];
    const std::string& tail = separators[3];
    if (!one_of(s1, {"", "-", " "})) return fail();
    if (s2 == "(") {
      if (tail != ")") return fail();
    } else if (!one_of(s2, {"", "-", "/", " "}) || !tail.empty()) {
      return fail();
    }
    return Move{s[0], s[1], s[2], 0};
  }
  if (squares.size() == 4) {
    // Two-part form: the queen move, then the shot from where it landed.
    if (!one_of(separators[1], {"", "-"}) || separators[2] != "," || !one_of(separators[3], {"", "-"}) ||
        !separators[4].empty())
      return fail();
    if (s[1] != s[2]) {
      set_error(error, absl::StrCat("unparsable move '", input, "': the arrow must be shot from ",
                                    squares[1]));
      return std::nullopt;
    }
    return Move{s[0], s[1], s[3], 0};
  }
  return fail();
}

std::string to_fen(const Board& b) {
  const int n = b.size();
  std::string fen;
  for (int row = n - 1; row >= 0; --row) {
    int run = 0;
    for (int col = 0; col < n; ++col) {
      const Piece p = b.at(make_square(row, col));
      if (p == Piece::kEmpty) {
        ++run;
        continue;
      }
      if (run) absl::StrAppend(&fen, run);
      run = 0;
      fen += p == Piece::kWhiteQueen ? 'Q' : p == Piece::kBlackQueen ? 'q' : '*';
    }
    if (run) absl::StrAppend(&fen, run);
    if (row) fen += '/';
  }
  fen += b.side_to_move() == kWhite ? " w" : " b";
  return fen;
}

std::optional<Board> parse_fen(std::string_view fen, std::string* error) {
  auto fail = [&](std::string why) -> std::optional<Board> {
    set_error(error, absl::StrCat("bad FEN: ", why));
    return std::nullopt;
  };
  const std::vector<std::string> fields =
      absl::StrSplit(std::string(fen), absl::ByAnyChar(" \t\r\n"), absl::SkipEmpty());
  if (fields.size() != 2) return fail("expected '<ranks> <w|b>'");
  const std::string side = absl::AsciiStrToLower(fields[1]);
  if (side != "w" && side != "b") return fail(absl::StrCat("side to move must be w or b, not '", fields[1], "'"));
  const std::vector<std::string> ranks = absl::StrSplit(fields[0], '/');
  const int n = static_cast<int>(ranks.size());
  for (int r = 0; r < n; ++r)
    if (ranks[r].empty()) return fail(absl::StrCat("rank ", n - r, " is empty (stray '/'?)"));
  if (n < kMinSize || n > kMaxSize)
    return fail(absl::StrCat(n, " ranks; the board size must be ", kMinSize, "..", kMaxSize));
  Board b = Board::empty(n, side == "w" ? kWhite : kBlack);
  for (int r = 0; r < n; ++r) {
    const int row = n - 1 - r;
    const std::string& rank = ranks[r];
    int col = 0;
    for (size_t i = 0; i < rank.size(); ++i) {
      const char c = rank[i];
      if (std::isdigit(static_cast<unsigned char>(c))) {
        if (c == '0') return fail(absl::StrCat("a run of empty squares cannot start with 0 (rank ", row + 1, ")"));
        int run = c - '0';
        while (i + 1 < rank.size() && std::isdigit(static_cast<unsigned char>(rank[i + 1])))
          run = std::min(run * 10 + (rank[++i] - '0'), 1000);  // any run this long is too long: no overflow
        col += run;
        if (col > n) break;
        continue;
      }
      Piece p;
      if (c == 'Q') {
        p = Piece::kWhiteQueen;
      } else if (c == 'q') {
        p = Piece::kBlackQueen;
      } else if (c == '*') {
        p = Piece::kArrow;
      } else {
        return fail(absl::StrCat("unexpected character '", std::string(1, c), "' in rank ", row + 1));
      }
      if (col >= n) break;
      if (!b.put(make_square(row, col), p))
        return fail(absl::StrCat("more than ", kMaxQueens, " queens for ", c == 'Q' ? "white" : "black"));
      ++col;
    }
    if (col != n) return fail(absl::StrCat("rank ", row + 1, " does not describe exactly ", n, " squares"));
  }
  return b;
}

std::string board_to_text(const Board& b) {
  const int n = b.size();
  std::string files = "   ";
  for (int col = 0; col < n; ++col) absl::StrAppend(&files, " ", std::string(1, static_cast<char>('a' + col)));
  std::string text = files + "\n";
  for (int row = n - 1; row >= 0; --row) {
    absl::StrAppend(&text, row + 1 < 10 ? "  " : " ", row + 1);
    for (int col = 0; col < n; ++col) {
      const Piece p = b.at(make_square(row, col));
      text += ' ';
      text += p == Piece::kWhiteQueen ? 'Q' : p == Piece::kBlackQueen ? 'q' : p == Piece::kArrow ? '*' : '.';
    }
    absl::StrAppend(&text, " ", row + 1, "\n");
  }
  absl::StrAppend(&text, files, "\n", b.side_to_move() == kWhite ? "White" : "Black", " to move");
  return text;
}

}  // namespace amazons
