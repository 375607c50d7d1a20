#include "havannah-engine/game.h"

#include <cctype>
#include <cstring>

#include "common/util/zobrist.h"

namespace havannah {
namespace {

// Keys: one per (colour, slot), then side to move, then "swap still available".
constexpr auto kKeys = common::make_zobrist_keys<2 * kMaxSlots + 2>(0x4A7A22A4ULL);
constexpr uint64_t stone_key(Colour c, int slot) { return kKeys[(c - 1) * kMaxSlots + slot]; }
constexpr uint64_t kSideKey = kKeys[2 * kMaxSlots];
constexpr uint64_t kSwapKey = kKeys[2 * kMaxSlots + 1];

}  // namespace

const char* result_name(Result r) {
  switch (r) {
    case Result::kWhite: return "white";
    case Result::kBlack: return "black";
    case Result::kDraw: return "draw";
    case Result::kNone: break;
  }
  return "none";
}

Game::Game(int base, bool swap_enabled) : board_(base), swap_enabled_(swap_enabled) {}

void Game::copy_state(const Game& o) {
  stones_key_ = o.stones_key_;
  side_ = o.side_;
  ply_ = o.ply_;
  last_ = o.last_;
  prev_ = o.prev_;
  result_ = o.result_;
  win_kind_ = o.win_kind_;
  swap_enabled_ = o.swap_enabled_;
  notation_ = o.notation_;
  undo_count_ = o.undo_count_;
  std::memcpy(undo_, o.undo_, sizeof(Undo) * static_cast<std::size_t>(undo_count_));
}

bool Game::is_legal(Move m) const {
  if (game_over()) return false;
  if (m == kSwapMove) return swap_legal();
  return m < geo().slots && board_.colour(m) == kEmpty;
}

void Game::generate(MoveList& list) const {
  list.clear();
  if (game_over()) return;
  const Geometry& g = geo();
  for (int i = 0; i < g.num_cells; ++i)
    if (board_.empty(g.cells[i])) list.push_back(g.cells[i]);
  if (swap_legal()) list.push_back(kSwapMove);
}

void Game::set_result_after_move(uint8_t win) {
  if (win) {
    result_ = side_ == 0 ? Result::kWhite : Result::kBlack;
    win_kind_ = win;
  } else if (board_.full()) {
    result_ = Result::kDraw;
  }
}

void Game::make(Move m) {
  Undo& u = undo_[undo_count_++];
  u.prev_last = last_;
  u.prev_prev = prev_;
  if (m == kSwapMove) {
    // The only stone changes colour; the swapper now owns it and White moves again.
    const int first = last_;
    board_.clear();
    board_.place(first, kBlack, u.board);
    stones_key_ ^= stone_key(kWhite, first) ^ stone_key(kBlack, first);
  } else {
    const Colour c = colour_of_side(side_);
    const uint8_t win = board_.place(m, c, u.board);
    stones_key_ ^= stone_key(c, m);
    set_result_after_move(win);
  }
  side_ ^= 1;
  ++ply_;
  prev_ = last_;
  last_ = m;
}

void Game::unmake(Move m) {
  const Undo& u = undo_[--undo_count_];
  side_ ^= 1;
  --ply_;
  result_ = Result::kNone;
  win_kind_ = kNoWin;
  last_ = u.prev_last;
  prev_ = u.prev_prev;
  if (m == kSwapMove) {
    const int first = last_;
    board_.clear();
    UndoRecord scratch;
    board_.place(first, kWhite, scratch);
    stones_key_ ^= stone_key(kWhite, first) ^ stone_key(kBlack, first);
  } else {
    stones_key_ ^= stone_key(board_.colour(m), m);
    board_.undo(u.board);
  }
}

uint64_t Game::key() const {
  return stones_key_ ^ (side_ ? kSideKey : 0) ^ (swap_legal() ? kSwapKey : 0);
}

common::Outcome Game::outcome() const {
  switch (result_) {
    case Result::kNone: return common::Outcome::kOngoing;
    case Result::kDraw: return common::Outcome::kDraw;
    case Result::kWhite: return side_ == 0 ? common::Outcome::kWin : common::Outcome::kLoss;
    case Result::kBlack: return side_ == 1 ? common::Outcome::kWin : common::Outcome::kLoss;
  }
  return common::Outcome::kOngoing;
}

std::string Game::move_to_string(Move m) const {
  if (m == kSwapMove) return "swap";
  if (m == kNoMove || m >= geo().slots || !geo().on_board[m]) return "none";
  return cell_name(geo(), m, notation_);
}

std::optional<Move> Game::parse_move(std::string_view text, std::string* error) const {
  std::string lower(text);
  for (char& ch : lower) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  if (lower == "swap" || lower == "swap-pieces" || lower == "swap-sides") return kSwapMove;
  const auto slot = parse_cell(geo(), lower, notation_, error);
  if (!slot) return std::nullopt;
  return static_cast<Move>(*slot);
}

}  // namespace havannah
