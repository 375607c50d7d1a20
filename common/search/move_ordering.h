// Game-agnostic move-ordering helpers for the alpha-beta searcher: killer moves per ply, a
// history table indexed by the game's history_index(), and lazy selection of the next move.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace common {

// Ordering bands. A game's score_moves() values are clamped to +-kGameScoreCap; a move it scores
// at kTacticalScore or more (a capture, a goal threat) is never reduced by LMR.
inline constexpr int32_t kTTMoveScore = 1 << 30;
inline constexpr int32_t kKillerScore = 1 << 28;
inline constexpr int32_t kGameScoreCap = 1 << 22;
inline constexpr int32_t kTacticalScore = 1 << 20;
inline constexpr int32_t kHistoryCap = 1 << 16;

template <class Move, std::size_t Plies>
class KillerTable {
 public:
  void clear() { used_.fill({false, false}); }
  void add(int ply, Move m) {
    auto& k = killers_[ply];
    if (used_[ply][0] && k[0] == m) return;
    k[1] = k[0];
    used_[ply][1] = used_[ply][0];
    k[0] = m;
    used_[ply][0] = true;
  }
  bool is_killer(int ply, Move m) const { return slot(ply, m) >= 0; }
  int slot(int ply, Move m) const {
    for (int i = 0; i < 2; ++i)
      if (used_[ply][i] && killers_[ply][i] == m) return i;
    return -1;
  }

 private:
  std::array<std::array<Move, 2>, Plies> killers_{};
  std::array<std::array<bool, 2>, Plies> used_{};
};

// History heuristic with gravity: values stay within +-kHistoryCap, so old successes fade.
class HistoryTable {
 public:
  explicit HistoryTable(uint32_t size) : table_(size, 0) {}
  int32_t get(uint32_t i) const { return table_[i]; }
  void reward(uint32_t i, int depth) { update(i, depth * depth); }
  void penalise(uint32_t i, int depth) { update(i, -depth * depth); }
  void age() {
    for (auto& v : table_) v /= 2;
  }

 private:
  void update(uint32_t i, int32_t bonus) {
    if (bonus > 4096) bonus = 4096;
    if (bonus < -4096) bonus = -4096;
    int32_t& v = table_[i];
    v += bonus - static_cast<int32_t>(static_cast<int64_t>(v) * (bonus < 0 ? -bonus : bonus) / kHistoryCap);
  }
  std::vector<int32_t> table_;
};

// Moves are tried best-first without sorting the whole list: most cut-offs come early.
template <class List>
void pick_next(List& moves, int32_t* scores, std::size_t from) {
  std::size_t best = from;
  for (std::size_t i = from + 1; i < moves.size(); ++i)
    if (scores[i] > scores[best]) best = i;
  if (best != from) {
    std::swap(moves[from], moves[best]);
    std::swap(scores[from], scores[best]);
  }
}

}  // namespace common
