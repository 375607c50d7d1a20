#include "havannah-engine/history.h"

namespace havannah {
namespace {

// SGF RE[] value. (Returned by value: assigning literals in place trips a GCC 12 -Wrestrict
// false positive at -O3.)
std::string result_tag(Result r, bool resigned) {
  switch (r) {
    case Result::kWhite: return resigned ? "W+Resign" : "W";
    case Result::kBlack: return resigned ? "B+Resign" : "B";
    case Result::kDraw: return "0";
    case Result::kNone: break;
  }
  return std::string();
}

}  // namespace

GameHistory::GameHistory(int base, bool swap_enabled) : game_(base, swap_enabled) {}

void GameHistory::reset(int base) {
  const bool swap = game_.swap_enabled();
  const Notation notation = game_.notation();
  game_ = Game(base, swap);
  game_.set_notation(notation);
  moves_.clear();
  resigned_side_ = -1;
}

void GameHistory::set_swap_enabled(bool on) { game_.set_swap_enabled(on); }
void GameHistory::set_notation(Notation n) { game_.set_notation(n); }

bool GameHistory::play(Move m, std::string* error) {
  auto fail = [&](const char* why) {
    if (error) *error = why;
    return false;
  };
  if (result() != Result::kNone) return fail("game is over");
  if (m == kSwapMove && !game_.swap_legal())
    return fail(game_.swap_enabled() ? "swap is only allowed as the second move" : "swap is not enabled");
  if (m != kSwapMove && !game_.is_legal(m)) return fail("cell is occupied");
  game_.make(m);
  moves_.push_back(m);
  return true;
}

bool GameHistory::resign(int side, std::string* error) {
  if (result() != Result::kNone) {
    if (error) *error = "game is over";
    return false;
  }
  resigned_side_ = side;
  return true;
}

bool GameHistory::undo() {
  if (resigned_side_ >= 0) {
    resigned_side_ = -1;
    return true;
  }
  if (moves_.empty()) return false;
  game_.unmake(moves_.back());
  moves_.pop_back();
  return true;
}

Result GameHistory::result() const {
  if (resigned_side_ >= 0) return resigned_side_ == 0 ? Result::kBlack : Result::kWhite;
  return game_.result();
}

GameRecord GameHistory::record() const {
  GameRecord r;
  r.base = base();
  r.moves = moves_;
  r.swap_enabled = game_.swap_enabled();
  r.resigned_side = resigned_side_;
  r.result = result_tag(result(), resigned_side_ >= 0);
  return r;
}

bool GameHistory::load(const GameRecord& record, std::string* error) {
  if (!valid_base(record.base)) {
    if (error) *error = "board size out of range";
    return false;
  }
  Game fresh(record.base, record.swap_enabled || game_.swap_enabled());
  fresh.set_notation(game_.notation());
  for (Move m : record.moves) {
    if (!fresh.is_legal(m)) {
      if (error) *error = "illegal move in record";
      return false;
    }
    fresh.make(m);
  }
  game_ = fresh;
  moves_ = record.moves;
  resigned_side_ = fresh.game_over() ? -1 : record.resigned_side;
  return true;
}

}  // namespace havannah
