// libFuzzer target: Havannah notation parsers. The first byte chooses the parser:
//   even: a cell name (parse_cell). The second byte picks the base (3..13) and the notation
//     (HavannahGui or LittleGolem); the rest is the text. Checks: an accepted cell prints back
//     to a name that parses to the same cell, in both notations; Game::parse_move agrees.
//   odd: an hgf/SGF game record (read_hgf). Checks: write_hgf -> read_hgf gives the same game,
//     and GameHistory::load accepts it and gives back the same record.
#include <absl/strings/str_cat.h>

#include <string>

#include "havannah-engine/game.h"
#include "havannah-engine/geometry.h"
#include "havannah-engine/history.h"
#include "havannah-engine/notation.h"
#include "havannah-engine/sgf.h"
#include "tests/fuzz/fuzz_util.h"

namespace {

using namespace havannah;

void fuzz_cell(const uint8_t* data, std::size_t size) {
  if (size == 0) return;
  const int base = kMinBase + data[0] % (kMaxBase - kMinBase + 1);
  const Notation notation = (data[0] / 16) % 2 ? Notation::kLittleGolem : Notation::kGui;
  const std::string_view text = fuzz::as_text(data + 1, size - 1);
  const Geometry& g = geometry(base);
  std::string error;
  const auto slot = parse_cell(g, text, notation, &error);
  Game game(base);
  game.set_notation(notation);
  const auto move = game.parse_move(text, &error);
  if (!slot) {
    fuzz::check(!move || *move == kSwapMove, "havannah: Game::parse_move accepts what parse_cell rejects",
                std::string(text));
    return;
  }
  fuzz::check(g.on_board[*slot] != 0, "havannah: parse_cell returned an off-board slot", std::string(text));
  fuzz::check(move && *move == *slot, "havannah: Game::parse_move disagrees with parse_cell", std::string(text));
  for (Notation n : {Notation::kGui, Notation::kLittleGolem}) {
    const std::string name = cell_name(g, *slot, n);
    const auto again = parse_cell(g, name, n, &error);
    fuzz::check(again && *again == *slot, "havannah: cell name does not parse back to the cell", name);
  }
}

void fuzz_hgf(std::string_view text) {
  std::string error;
  const auto record = read_hgf(text, &error);
  if (!record) return;
  const std::string written = write_hgf(*record);
  const auto again = read_hgf(written, &error);
  fuzz::check(again.has_value(), "havannah: write_hgf output does not parse", absl::StrCat(written, "\n", error));
  fuzz::check(again->base == record->base && again->moves == record->moves &&
                  again->resigned_side == record->resigned_side && again->swap_enabled == record->swap_enabled,
              "havannah: hgf write -> read changed the game", written);
  GameHistory history(record->base, record->swap_enabled);
  fuzz::check(history.load(*record, &error), "havannah: GameHistory rejects a record read_hgf accepted",
              absl::StrCat(written, "\n", error));
  const GameRecord back = history.record();
  fuzz::check(back.base == record->base && back.moves == record->moves && back.resigned_side == record->resigned_side,
              "havannah: GameHistory::record differs from the record loaded", written);
}

int fuzz_one(const uint8_t* data, std::size_t size) {
  unsigned selector = 0;
  if (!fuzz::take_selector(data, size, selector)) return 0;
  if (selector % 2 == 0) fuzz_cell(data, size);
  else fuzz_hgf(fuzz::as_text(data, size));
  return 0;
}

}  // namespace

FUZZ_ENTRY(havannah_notation)
