// Separated regions and exact move counting inside them (the endgame). Once no empty square
// can be reached by both sides, the game is a counting race: each side can make exactly as many
// more moves as its queens can fill in their own regions, which may be fewer than the empty
// squares (defective territory). FillSolver finds that number by search, exact for small
// regions and a lower bound (usually exact: a perfect fill is found fast) for large ones.
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "amazons-engine/board.h"

namespace amazons {

// A king-connected component of empty squares and queens that holds at least one queen.
struct Region {
  Bitboard empty;
  Bitboard queens[2];
  bool contested() const { return queens[0].any() && queens[1].any(); }
};

std::vector<Region> find_regions(const Board& b);

struct FillCount {
  int moves = 0;      // best fill found: a lower bound, exact if `exact`
  int empty = 0;      // empty squares: the upper bound
  bool exact = false;
};

class FillSolver {
 public:
  using Clock = std::chrono::steady_clock;
  explicit FillSolver(int64_t node_budget = 200000, Clock::time_point deadline = Clock::time_point::max())
      : budget_(node_budget), deadline_(deadline) {}

  // Most moves the `queens` (one side) can make inside `empty`.
  FillCount count(Bitboard empty, Bitboard queens);
  // The first move of the best fill found, with its count; nullopt if the queens cannot move.
  std::optional<Move> best_move(Bitboard empty, Bitboard queens, FillCount* result = nullptr);
  // The last count or best_move stopped at the deadline (its result depends on the clock), or
  // ran out of nodes; the nodes it searched.
  bool out_of_time() const { return timed_out_; }
  bool out_of_nodes() const { return aborted_ && !timed_out_; }
  int64_t nodes() const { return nodes_; }

 private:
  int search(Bitboard empty, Bitboard queens);
  int search_component(Bitboard empty, Bitboard queens);

  int64_t budget_;
  Clock::time_point deadline_;
  int64_t nodes_ = 0;
  bool aborted_ = false;
  bool timed_out_ = false;
  absl::flat_hash_map<uint64_t, uint8_t> memo_;
};

// Moves left for each side once every region is settled; only meaningful when
// find_regions() shows no contested region.
struct EndgameCount {
  int moves[2] = {0, 0};
  bool exact = true;
};
// A search that runs out of nodes or time keeps the best fill found so far.
EndgameCount count_endgame(const Board& b, int64_t node_budget_per_region = 200000,
                           FillSolver::Clock::time_point deadline = FillSolver::Clock::time_point::max());

// Squares of `empty` that `side`'s queens cannot fill, summed over the regions only that side
// can enter (`own_area`: those regions' empty squares, e.g. its king reach minus the
// opponent's): a defective territory counts for fewer moves than it has squares. Regions the
// solver cannot count exactly within `node_budget_per_region` count as without defect.
int private_defects(const Board& b, int side, Bitboard own_area, int64_t node_budget_per_region);

// The best fill move for the side to move when every region is settled.
std::optional<Move> endgame_move(const Board& b, int64_t node_budget_per_region = 200000,
                                 FillSolver::Clock::time_point deadline = FillSolver::Clock::time_point::max());

// Outcome of a settled position with exact-or-best counts: the side to move wins iff it has
// more moves left than the opponent.
inline bool side_to_move_wins(const EndgameCount& c, int side_to_move) {
  return c.moves[side_to_move] > c.moves[side_to_move ^ 1];
}

}  // namespace amazons
