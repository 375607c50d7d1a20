#include "amazons-engine/regions.h"

#include <algorithm>

namespace amazons {
namespace {

Bitboard king_flood(Bitboard seed, Bitboard passable) {
  Bitboard region = seed & passable;
  for (;;) {
    const Bitboard grown = region | (neighbours(region) & passable);
    if (grown == region) return region;
    region = grown;
  }
}

// Squares a single queen on `s` reaches through `empty`.
Bitboard queen_targets(Square s, Bitboard empty) { return queen_reach(Bitboard::square(s), empty); }

uint64_t state_hash(Bitboard empty, Bitboard queens) {
  uint64_t h = 0x9E3779B97F4A7C15ULL;
  for (int i = 0; i < 3; ++i) {
    h = (h ^ empty.w[i]) * 0xBF58476D1CE4E5B9ULL;
    h = (h ^ (h >> 29)) + queens.w[i];
    h *= 0x94D049BB133111EBULL;
    h ^= h >> 31;
  }
  return h;
}

struct Candidate {
  Square from, to, arrow;
  int score;
};

// Fill ordering, after Warnsdorff: step to the square with the fewest free neighbours, and
// shoot the arrow where it cuts off the least (the square just left first, dead ends next).
void fill_candidates(Bitboard empty, Bitboard queens, std::vector<Candidate>& out) {
  out.clear();
  for_each_square(queens, [&](Square q) {
    for_each_square(queen_targets(q, empty), [&](Square to) {
      Bitboard after = empty;
      after.set(q);
      after.clear(to);
      const Bitboard to_bb = Bitboard::square(to);
      const int step = (neighbours(to_bb) & after).count();
      const bool adjacent = neighbours(Bitboard::square(q)).test(to);
      for_each_square(queen_targets(to, after), [&](Square arrow) {
        const int arrow_free = (neighbours(Bitboard::square(arrow)) & after).count();
        int score = -4 * step - arrow_free + (adjacent ? 8 : 0) + (arrow == q ? 6 : 0);
        out.push_back({q, to, arrow, score});
      });
    });
  });
  std::stable_sort(out.begin(), out.end(), [](const Candidate& a, const Candidate& b) { return a.score > b.score; });
}

}  // namespace

std::vector<Region> find_regions(const Board& b) {
  std::vector<Region> regions;
  const Bitboard all_queens = b.queens(kWhite) | b.queens(kBlack);
  const Bitboard passable = b.empties() | all_queens;
  Bitboard left = all_queens;
  while (left.any()) {
    const Bitboard area = king_flood(Bitboard::square(left.first()), passable);
    Region r;
    r.empty = area & b.empties();
    r.queens[kWhite] = area & b.queens(kWhite);
    r.queens[kBlack] = area & b.queens(kBlack);
    regions.push_back(r);
    left -= area;
  }
  return regions;
}

int FillSolver::search(Bitboard empty, Bitboard queens) {
  // Independent components add up; squares no queen can reach are lost.
  const Bitboard passable = empty | queens;
  Bitboard left = queens;
  int total = 0;
  bool first = true;
  while (left.any()) {
    const Bitboard area = king_flood(Bitboard::square(left.first()), passable);
    left -= area;
    if (first && left.none()) return search_component(empty & area, queens & area);
    first = false;
    total += search_component(empty & area, queens & area);
  }
  return total;
}

int FillSolver::search_component(Bitboard empty, Bitboard queens) {
  const int upper = empty.count();
  if (upper <= 1) return upper;  // a queen beside one empty square steps there and shoots back
  const uint64_t key = state_hash(empty, queens);
  if (auto it = memo_.find(key); it != memo_.end()) return it->second;
  if (++nodes_ > budget_ || ((nodes_ & 255) == 0 && Clock::now() >= deadline_)) {
    aborted_ = true;
    return 0;
  }
  std::vector<Candidate> candidates;
  fill_candidates(empty, queens, candidates);
  int best = 0;
  for (const Candidate& c : candidates) {
    Bitboard child_empty = empty;
    child_empty.set(c.from);
    child_empty.clear(c.to);
    child_empty.clear(c.arrow);
    Bitboard child_queens = queens;
    child_queens.clear(c.from);
    child_queens.set(c.to);
    best = std::max(best, 1 + search(child_empty, child_queens));
    if (best == upper || aborted_) break;
  }
  if (!aborted_) memo_[key] = static_cast<uint8_t>(best);
  return best;
}

FillCount FillSolver::count(Bitboard empty, Bitboard queens) {
  nodes_ = 0;
  aborted_ = false;
  FillCount result;
  result.empty = empty.count();
  result.moves = search(empty, queens);
  result.exact = !aborted_ || result.moves == result.empty;
  return result;
}

std::optional<Move> FillSolver::best_move(Bitboard empty, Bitboard queens, FillCount* result) {
  nodes_ = 0;
  aborted_ = false;
  std::vector<Candidate> candidates;
  fill_candidates(empty, queens, candidates);
  if (candidates.empty()) {
    if (result) *result = FillCount{0, empty.count(), true};
    return std::nullopt;
  }
  const int upper = empty.count();
  int best = -1;
  Move best_move{};
  for (const Candidate& c : candidates) {
    Bitboard child_empty = empty;
    child_empty.set(c.from);
    child_empty.clear(c.to);
    child_empty.clear(c.arrow);
    Bitboard child_queens = queens;
    child_queens.clear(c.from);
    child_queens.set(c.to);
    const int value = 1 + search(child_empty, child_queens);
    if (value > best) {
      best = value;
      best_move = Move{c.from, c.to, c.arrow, 0};
    }
    if (best == upper || aborted_) break;
  }
  if (result) *result = FillCount{best, upper, !aborted_ || best == upper};
  return best_move;
}

EndgameCount count_endgame(const Board& b, int64_t node_budget_per_region, FillSolver::Clock::time_point deadline) {
  EndgameCount count;
  for (const Region& r : find_regions(b)) {
    for (int side = 0; side < 2; ++side) {
      if (r.queens[side].none()) continue;
      FillSolver solver(node_budget_per_region, deadline);
      const FillCount c = solver.count(r.empty, r.queens[side]);
      count.moves[side] += c.moves;
      count.exact = count.exact && c.exact;
    }
  }
  return count;
}

std::optional<Move> endgame_move(const Board& b, int64_t node_budget_per_region,
                                 FillSolver::Clock::time_point deadline) {
  const int side = b.side_to_move();
  // Fill the smallest live region first: its count is the most likely to be exact, and the
  // order does not matter to the total when each region is filled optimally.
  std::vector<Region> regions = find_regions(b);
  std::sort(regions.begin(), regions.end(),
            [](const Region& x, const Region& y) { return x.empty.count() < y.empty.count(); });
  for (const Region& r : regions) {
    if (r.queens[side].none() || r.empty.none()) continue;
    FillSolver solver(node_budget_per_region, deadline);
    if (auto m = solver.best_move(r.empty, r.queens[side])) return m;
  }
  return std::nullopt;
}

}  // namespace amazons
