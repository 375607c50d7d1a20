// A synthetic game for testing searchers: a uniform tree whose positions are multisets of moves
// (so different move orders transpose, exercising the TT), with hashed evaluations. Optionally
// a side keeps the move for `plies_per_turn` plies, like Arimaa steps.
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "common/search/game.h"
#include "common/search/move_list.h"
#include "common/util/rng.h"

namespace testgame {

class SyntheticGame {
 public:
  using Move = uint8_t;
  using MoveList = common::MoveList<Move, 16>;
  static constexpr uint32_t kHistorySize = 16;

  SyntheticGame() = default;
  SyntheticGame(int branching, int max_depth, int plies_per_turn, uint64_t salt)
      : branching_(branching), max_depth_(max_depth), plies_per_turn_(plies_per_turn), salt_(salt) {}

  int side_to_move() const { return (ply_ / plies_per_turn_) & 1; }
  void generate(MoveList& list) const {
    if (ply_ >= max_depth_) return;
    for (int i = 0; i < branching_; ++i) list.push_back(static_cast<Move>(i));
  }
  void make(Move m) {
    counts_[m]++;
    ply_++;
  }
  void unmake(Move m) {
    counts_[m]--;
    ply_--;
  }
  uint64_t key() const {
    uint64_t h = salt_ ^ static_cast<uint64_t>(ply_) * 0x9E3779B97F4A7C15ULL;
    for (int i = 0; i < branching_; ++i) {
      uint64_t s = h + counts_[i] * 1315423911ULL + i;
      h ^= common::splitmix64(s);
    }
    return h;
  }
  // Value for side 0, a function of the multiset only; returned from the side to move's view.
  common::Score evaluate() const {
    uint64_t s = key() ^ 0xABCDEF;
    const int v = static_cast<int>(common::splitmix64(s) % 2001) - 1000;
    return side_to_move() == 0 ? v : -v;
  }
  common::Outcome outcome() const { return common::Outcome::kOngoing; }
  std::string move_to_string(Move m) const { return std::string(1, static_cast<char>('a' + m)); }
  uint32_t history_index(Move m) const { return m; }
  int ply() const { return ply_; }

 private:
  int branching_ = 3;
  int max_depth_ = 6;
  int plies_per_turn_ = 1;
  uint64_t salt_ = 1;
  int ply_ = 0;
  std::array<uint8_t, 16> counts_{};
};

static_assert(common::AlphaBetaGame<SyntheticGame>);
static_assert(common::HasHistoryIndex<SyntheticGame>);

// Plain minimax without any pruning: the reference value. Leaves (depth 0 or no moves) are
// evaluated, as the searcher does without quiescence.
inline common::Score naive_negamax(SyntheticGame& g, int depth) {
  SyntheticGame::MoveList moves;
  if (depth > 0) g.generate(moves);
  if (moves.empty()) return g.evaluate();
  common::Score best = -common::kScoreInfinite;
  const int side = g.side_to_move();
  for (auto m : moves) {
    g.make(m);
    common::Score v = naive_negamax(g, depth - 1);
    if (g.side_to_move() != side) v = -v;
    g.unmake(m);
    best = std::max(best, v);
  }
  return best;
}

}  // namespace testgame
