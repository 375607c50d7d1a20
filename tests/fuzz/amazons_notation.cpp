// libFuzzer target: Amazons notation parsers. The first byte chooses the parser:
//   even: a move (parse_move) on a board of size 6..12 picked by the second byte. Checks: the
//     canonical form parses back to the same move; if legal in the start position, playing and
//     taking it back restores the position (and the legality checks agree).
//   odd: a FEN position (parse_fen). Checks: to_fen -> parse_fen is the identity (FEN and
//     key), every legal move (up to 300) made and unmade restores the position, perft(1) equals
//     count_moves and the number generated, board_to_text does not fail.
#include <absl/strings/str_cat.h>

#include <string>

#include "amazons-engine/board.h"
#include "amazons-engine/movegen.h"
#include "amazons-engine/notation.h"
#include "tests/fuzz/fuzz_util.h"

namespace {

using namespace amazons;

void fuzz_move(const uint8_t* data, std::size_t size) {
  if (size == 0) return;
  const int board_size = kMinSize + data[0] % (kMaxSize - kMinSize + 1);
  const std::string_view text = fuzz::as_text(data + 1, size - 1);
  std::string error;
  const auto m = parse_move(text, board_size, &error);
  if (!m) return;
  const std::string printed = move_to_string(*m);
  const auto again = parse_move(printed, board_size, &error);
  fuzz::check(again && *again == *m, "amazons: move print -> parse changed it", printed);
  Board b(board_size);
  if (!is_legal(b, *m)) return;
  const std::string before = to_fen(b);
  const uint64_t key = b.key();
  b.make(*m);
  b.unmake(*m);
  fuzz::check(to_fen(b) == before && b.key() == key, "amazons: make/unmake of a legal move changed the position",
              printed);
}

void fuzz_fen(std::string_view text) {
  std::string error;
  const auto b = parse_fen(text, &error);
  if (!b) return;
  const std::string fen = to_fen(*b);
  const auto again = parse_fen(fen, &error);
  fuzz::check(again.has_value(), "amazons: to_fen output does not parse", absl::StrCat(fen, "\n", error));
  fuzz::check(to_fen(*again) == fen && again->key() == b->key(), "amazons: FEN round trip changed the position", fen);
  (void)board_to_text(*b);

  MoveList list;
  generate_moves(*b, list);
  Board copy = *b;
  fuzz::check(perft(copy, 1) == list.size() && count_moves(*b) == list.size(),
              "amazons: perft(1), count_moves and generate_moves disagree", fen);
  std::size_t n = 0;
  for (Move m : list) {
    if (++n > 300) break;
    fuzz::check(is_legal(*b, m), "amazons: a generated move is not legal", absl::StrCat(fen, " ", move_to_string(m)));
    copy.make(m);
    copy.unmake(m);
    fuzz::check(copy.key() == b->key() && to_fen(copy) == fen, "amazons: make/unmake changed the position",
                absl::StrCat(fen, " ", move_to_string(m)));
  }
}

int fuzz_one(const uint8_t* data, std::size_t size) {
  unsigned selector = 0;
  if (!fuzz::take_selector(data, size, selector)) return 0;
  if (selector % 2 == 0) fuzz_move(data, size);
  else fuzz_fen(fuzz::as_text(data, size));
  return 0;
}

}  // namespace

FUZZ_ENTRY(amazons_notation)
