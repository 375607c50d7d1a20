// libFuzzer target: Arimaa notation parsers. The first byte chooses the parser, the rest is text:
//   0 steps of a turn (parse_moves): first line a "g [<64 chars>]" board (the standard opening
//     position if it does not parse), the other lines the steps; checks print -> parse gives the
//     same moves and that playing and taking them back keeps the position consistent;
//   1 setups (parse_setup): print -> parse round trip, then the setup played on a new game;
//   2 boards (parse_setposition, the AEI setposition argument): print -> parse round trip, every
//     generated move made and unmade on it;
//   3 game records (parse_record, Game::play_record): print -> parse round trip, replay.
#include <absl/strings/str_cat.h>

#include <string>
#include <vector>

#include "arimaa-engine/game.h"
#include "arimaa-engine/notation.h"
#include "arimaa-engine/steps.h"
#include "tests/fuzz/arimaa_checks.h"
#include "tests/fuzz/fuzz_util.h"

namespace {

using namespace arimaa;

constexpr std::string_view kStart = "g [rrrrrrrrdhcemchd                                DHCMECHDRRRRRRRR]";

void fuzz_steps(std::string_view text) {
  const std::size_t nl = text.find('\n');
  std::string_view board_text = text.substr(0, nl == std::string_view::npos ? text.size() : nl);
  std::string_view steps = nl == std::string_view::npos ? std::string_view{} : text.substr(nl + 1);
  auto pos = parse_setposition(board_text, nullptr);
  if (!pos) {
    pos = parse_setposition(kStart, nullptr);
    steps = text;
  }
  fuzz::check(pos.has_value(), "arimaa: the start position does not parse");
  std::string error;
  const auto moves = parse_moves(*pos, steps, &error);
  if (!moves) return;
  const std::string printed = moves_to_string(*pos, moves->data(), static_cast<int>(moves->size()));
  const auto again = parse_moves(*pos, printed, &error);
  fuzz::check(again.has_value(), "arimaa: printed steps do not parse", absl::StrCat(printed, "\n", error));
  std::vector<Move> without_pass;
  for (Move m : *moves)
    if (!m.is_pass()) without_pass.push_back(m);
  fuzz::check(*again == without_pass, "arimaa: steps print -> parse gives other moves", printed);

  Position p = *pos;
  std::vector<MoveUndo> undo;
  for (Move m : *moves) {
    undo.push_back(make_move(p, m));
    fuzz::check_arimaa_position(p);
  }
  for (std::size_t i = moves->size(); i-- > 0;) unmake_move(p, (*moves)[i], undo[i]);
  fuzz::check(p == *pos, "arimaa: unmaking the parsed moves does not restore the position", printed);
}

void fuzz_setup(std::string_view text) {
  std::string error;
  const auto setup = parse_setup(text, &error);
  if (!setup) return;
  const std::string printed = setup_to_string(*setup);
  const auto again = parse_setup(printed, &error);
  fuzz::check(again.has_value(), "arimaa: printed setup does not parse", absl::StrCat(printed, "\n", error));
  fuzz::check(again->size() == setup->size(), "arimaa: setup round trip changed the piece count", printed);
  for (std::size_t i = 0; i < setup->size(); ++i)
    fuzz::check((*again)[i].piece == (*setup)[i].piece && (*again)[i].sq == (*setup)[i].sq,
                "arimaa: setup round trip changed a placement", printed);
  Game game;
  if (game.play_setup(*setup, &error)) fuzz::check_arimaa_position(game.position());
  Game by_text;
  if (by_text.play(text, &error)) fuzz::check_arimaa_position(by_text.position());
}

void fuzz_board(std::string_view text) {
  std::string error;
  const auto pos = parse_setposition(text, &error);
  if (!pos) return;
  fuzz::check_arimaa_position(*pos);
  const std::string printed = setposition_string(*pos);
  const auto again = parse_setposition(printed, &error);
  fuzz::check(again.has_value(), "arimaa: printed position does not parse", absl::StrCat(printed, "\n", error));
  fuzz::check(*again == *pos, "arimaa: position print -> parse changed it", printed);
  (void)board_diagram(*pos);
  MoveList list;
  generate_moves(*pos, list);
  for (Move m : list) {
    Position p = *pos;
    const MoveUndo u = make_move(p, m);
    fuzz::check_arimaa_position(p);
    (void)move_to_string(*pos, m);
    unmake_move(p, m, u);
    fuzz::check(p == *pos, "arimaa: make/unmake of a generated move does not restore the position", printed);
  }
  Game game;
  game.set_position(*pos);
  fuzz::check_arimaa_position(game.position());
}

void fuzz_record(std::string_view text) {
  std::string error;
  const auto turns = parse_record(text, &error);
  if (turns) {
    std::string printed;
    for (const RecordTurn& t : *turns)
      absl::StrAppend(&printed, t.number, std::string(1, side_char(t.side)), t.moves.empty() ? "" : " ", t.moves, "\n");
    const auto again = parse_record(printed, &error);
    fuzz::check(again.has_value(), "arimaa: printed record does not parse", absl::StrCat(printed, "\n", error));
    fuzz::check(again->size() == turns->size(), "arimaa: record round trip changed the turn count", printed);
    for (std::size_t i = 0; i < turns->size(); ++i)
      fuzz::check((*again)[i].number == (*turns)[i].number && (*again)[i].side == (*turns)[i].side &&
                      (*again)[i].moves == (*turns)[i].moves,
                  "arimaa: record round trip changed a turn", printed);
  }
  Game game;
  game.play_record(text, &error);
  fuzz::check_arimaa_position(game.position());
}

int fuzz_one(const uint8_t* data, std::size_t size) {
  unsigned selector = 0;
  if (!fuzz::take_selector(data, size, selector)) return 0;
  const std::string_view text = fuzz::as_text(data, size);
  switch (selector % 4) {
    case 0: fuzz_steps(text); break;
    case 1: fuzz_setup(text); break;
    case 2: fuzz_board(text); break;
    default: fuzz_record(text); break;
  }
  return 0;
}

}  // namespace

FUZZ_ENTRY(arimaa_notation)
