#include "arimaa-engine/game.h"

#include <absl/strings/str_cat.h>
#include <absl/strings/strip.h>

namespace arimaa {

namespace {
constexpr int kStandardCount[kPieceTypeCount] = {8, 2, 2, 2, 1, 1};
}

void Game::new_game() {
  pos_.clear();
  pos_.begin_turn(kGold);
  history_.clear();
  result_.reset();
  setup_done_[0] = setup_done_[1] = false;
  turn_number_ = 1;
}

void Game::set_position(const Position& pos) {
  pos_ = pos;
  pos_.begin_turn(pos.side());
  history_.clear();
  result_.reset();
  setup_done_[kGold] = pos_.occupied(kGold) != 0;
  setup_done_[kSilver] = pos_.occupied(kSilver) != 0;
  turn_number_ = setup_done_[0] && setup_done_[1] ? 2 : 1;
  if (!in_setup()) history_.push(pos_.key());
}

bool Game::play(std::string_view text, std::string* error) {
  if (in_setup()) {
    auto setup = parse_setup(text, error);
    return setup && play_setup(*setup, error);
  }
  if (over()) {
    if (error) *error = "the game is over";
    return false;
  }
  auto moves = parse_moves(pos_, text, error);
  return moves && play_moves(*moves, error);
}

bool Game::play_setup(const std::vector<Placement>& setup, std::string* error) {
  const Color side = pos_.side();
  if (!in_setup()) {
    if (error) *error = "not in the setup phase";
    return false;
  }
  const Bitboard home = side == kGold ? (rank_bb(0) | rank_bb(1)) : (rank_bb(6) | rank_bb(7));
  int count[kPieceTypeCount] = {};
  Position p = pos_;
  for (const Placement& pl : setup) {
    if (piece_color(pl.piece) != side) {
      if (error) *error = absl::StrCat("setup piece of the wrong colour on ", square_name(pl.sq));
      return false;
    }
    if (!(home & bit(pl.sq)) || p.at(pl.sq) != kNoPiece) {
      if (error) *error = absl::StrCat("setup square ", square_name(pl.sq), " is not a free home square");
      return false;
    }
    ++count[piece_type(pl.piece)];
    p.put(pl.sq, pl.piece);
  }
  for (int t = 0; t < kPieceTypeCount; ++t) {
    if (count[t] != kStandardCount[t]) {
      if (error) *error = "setup must place exactly 8 R, 2 C, 2 D, 2 H, 1 M, 1 E";
      return false;
    }
  }
  setup_done_[side] = true;
  p.end_turn();
  pos_ = p;
  if (side == kSilver) ++turn_number_;
  if (!in_setup()) history_.push(pos_.key());
  return true;
}

bool Game::play_moves(const std::vector<Move>& moves, std::string* error) {
  if (over() || in_setup()) {
    if (error) *error = over() ? "the game is over" : "a setup is expected";
    return false;
  }
  Position p = pos_;
  MoveList legal;
  for (const Move m : moves) {
    if (m.is_pass()) break;
    generate_moves(p, legal);
    if (!legal.contains(m)) {
      if (error) *error = absl::StrCat("illegal move '", move_to_string(p, m), "'");
      return false;
    }
    make_move(p, m);
  }
  if (!p.changed_since_turn_start()) {
    if (error) *error = "the turn does not change the position";
    return false;
  }
  const Color next = opponent(p.side());
  if (history_.forbidden(p.placement_key(), next)) {
    if (error) *error = "the turn repeats a position for the third time";
    return false;
  }
  p.end_turn();
  pos_ = p;
  history_.push(pos_.key());
  if (next == kGold) ++turn_number_;
  result_ = judge_turn_end(pos_, history_, turn_gen_);
  return true;
}

bool Game::play_record(std::string_view record, std::string* error) {
  auto turns = parse_record(record, error);
  if (!turns) return false;
  for (std::size_t i = 0; i < turns->size(); ++i) {
    const RecordTurn& t = (*turns)[i];
    if (t.moves.empty() && i + 1 == turns->size()) break;
    if (t.side != pos_.side()) {
      if (error) *error = absl::StrCat("turn ", t.number, std::string(1, side_char(t.side)), ": wrong side to move");
      return false;
    }
    std::string why;
    if (!play(t.moves, &why)) {
      if (error) *error = absl::StrCat("turn ", t.number, std::string(1, side_char(t.side)), ": ", why);
      return false;
    }
  }
  return true;
}

}  // namespace arimaa
