// Small solved games for the MCTS tests: tic-tac-toe (a draw; with and without priors) and a
// Nim variant with bonus moves, so turns do not alternate.
#pragma once

#include <cstdint>
#include <string>

#include "common/search/game.h"
#include "common/search/move_list.h"
#include "common/search/types.h"
#include "common/util/rng.h"

namespace mcts_test {

using common::Outcome;

// Cells 0..8, row by row. Side 0 is X and moves first.
class TicTacToe {
 public:
  using Move = uint8_t;
  using MoveList = common::MoveList<Move, 9>;
  static constexpr uint32_t kAmafSize = 9;

  // From a string of 9 characters 'x', 'o', '.', and the side to move.
  static TicTacToe from(const std::string& cells, int side_to_move) {
    TicTacToe t;
    for (int i = 0; i < 9; ++i) t.cells_[i] = cells[i] == 'x' ? 1 : cells[i] == 'o' ? 2 : 0;
    t.side_ = side_to_move;
    t.update_winner();
    return t;
  }

  int side_to_move() const { return side_; }
  void generate(MoveList& list) const {
    list.clear();
    if (winner_ >= 0) return;
    for (uint8_t c = 0; c < 9; ++c)
      if (!cells_[c]) list.push_back(c);
  }
  void make(Move m) {
    cells_[m] = static_cast<uint8_t>(side_ + 1);
    side_ ^= 1;
    update_winner();
  }
  uint64_t key() const {
    uint64_t k = static_cast<uint64_t>(side_);
    for (int i = 0; i < 9; ++i) k = k * 3 + cells_[i];
    return k;
  }
  Outcome outcome() const {
    if (winner_ < 0) return Outcome::kOngoing;
    if (winner_ == 2) return Outcome::kDraw;
    return winner_ == side_ ? Outcome::kWin : Outcome::kLoss;
  }
  uint32_t amaf_index(Move m) const { return m; }
  float playout(common::Rng& rng, common::PlayoutTrace& trace) {
    MoveList list;
    for (;;) {
      generate(list);
      if (list.empty()) break;
      const Move m = list[rng.below(static_cast<uint32_t>(list.size()))];
      trace.add(side_, amaf_index(m));
      make(m);
    }
    return winner_ == 0 ? 1.0f : winner_ == 1 ? 0.0f : 0.5f;
  }
  std::string move_to_string(Move m) const { return std::string(1, static_cast<char>('a' + m % 3)) + char('1' + m / 3); }

  bool empty(int cell) const { return cells_[cell] == 0; }

 private:
  void update_winner() {
    static constexpr int kLines[8][3] = {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6},
                                         {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}};
    for (const auto& l : kLines) {
      if (cells_[l[0]] && cells_[l[0]] == cells_[l[1]] && cells_[l[1]] == cells_[l[2]]) {
        winner_ = cells_[l[0]] - 1;
        return;
      }
    }
    winner_ = -1;
    for (int i = 0; i < 9; ++i)
      if (!cells_[i]) return;
    winner_ = 2;
  }

  uint8_t cells_[9] = {};
  int side_ = 0;
  int winner_ = -1;  // -1 ongoing, 0/1 the winning side, 2 draw
};

// Tic-tac-toe with a prior that likes the centre and corners, as a game's knowledge would.
class TicTacToeWithPriors : public TicTacToe {
 public:
  TicTacToeWithPriors() = default;
  explicit TicTacToeWithPriors(const TicTacToe& t) : TicTacToe(t) {}
  void priors(const MoveList& list, float* value, float* weight) const {
    for (std::size_t i = 0; i < list.size(); ++i) {
      const Move m = list[i];
      value[i] = m == 4 ? 0.7f : m % 2 == 0 ? 0.6f : 0.4f;
      weight[i] = 10.0f;
    }
  }
};

// Tic-tac-toe whose playouts take a Pool-RAVE pool: it records the pools it was given (in
// `seen`, shared by the copies the search makes) and plays like the plain game.
class TicTacToeWithPool : public TicTacToe {
 public:
  struct Seen {
    int calls = 0;
    common::PlayoutPool last;
  };
  explicit TicTacToeWithPool(Seen* seen) : seen_(seen) {}
  using TicTacToe::playout;
  float playout(common::Rng& rng, common::PlayoutTrace& trace, const common::PlayoutPool& pool) {
    ++seen_->calls;
    seen_->last = pool;
    return playout(rng, trace);
  }

 private:
  Seen* seen_;
};

// Take 1, 2 or 3 stones; whoever takes the last stone wins. A move that leaves a non-empty
// multiple of 5 earns another move: the same side is to move again, so turns do not alternate.
// Lost positions are 4 mod 5 (plain alternating Nim would lose at multiples of 4).
class BonusNim {
 public:
  using Move = uint8_t;  // stones taken
  using MoveList = common::MoveList<Move, 3>;
  static constexpr uint32_t kAmafSize = 4;

  BonusNim(int pile, int side_to_move) : pile_(pile), side_(side_to_move) {}

  static bool earns_bonus(int pile_left) { return pile_left > 0 && pile_left % 5 == 0; }

  int side_to_move() const { return side_; }
  void generate(MoveList& list) const {
    list.clear();
    for (uint8_t t = 1; t <= 3 && t <= pile_; ++t) list.push_back(t);
  }
  void make(Move m) {
    pile_ -= m;
    if (!earns_bonus(pile_)) side_ ^= 1;
  }
  uint64_t key() const { return static_cast<uint64_t>(pile_) * 2 + static_cast<uint64_t>(side_); }
  // At an empty pile the side to move is the one who did not take the last stone.
  Outcome outcome() const { return pile_ == 0 ? Outcome::kLoss : Outcome::kOngoing; }
  uint32_t amaf_index(Move m) const { return m; }
  float playout(common::Rng& rng, common::PlayoutTrace& trace) {
    while (pile_ > 0) {
      const Move m = static_cast<Move>(1 + rng.below(static_cast<uint32_t>(pile_ < 3 ? pile_ : 3)));
      trace.add(side_, amaf_index(m));
      make(m);
    }
    return side_ == 1 ? 1.0f : 0.0f;  // side 1 to move at the end: side 0 took the last stone
  }
  std::string move_to_string(Move m) const { return "take" + std::to_string(m); }

  int pile() const { return pile_; }

 private:
  int pile_;
  int side_;
};

static_assert(common::MctsGame<TicTacToe>);
static_assert(!common::HasPriors<TicTacToe>);
static_assert(common::HasPriors<TicTacToeWithPriors>);
static_assert(common::MctsGame<BonusNim>);

}  // namespace mcts_test
