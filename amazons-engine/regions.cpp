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

  // The region after this move: the queen leaves `from` for `to` and the arrow fills a square.
  void play(Bitboard& empty, Bitboard& queens) const {
    empty.set(from);
    empty.clear(to);
    empty.clear(arrow);
    queens.clear(from);
    queens.set(to);
  }
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
      const int step = (king_neighbours(to) & after).count();
      const bool adjacent = king_neighbours(q).test(to);
      for_each_square(queen_targets(to, after), [&](Square arrow) {
        const int arrow_free = (king_neighbours(arrow) & after).count();
        int score = -4 * step - arrow_free + (adjacent ? 8 : 0) + (arrow == q ? 6 : 0);
        out.push_back({q, to, arrow, score});
      });
    });
  });
}

// Puts candidate i (i >= 1) in place, in the order of a stable sort by score, best first. The
// first is found by one scan (a perfect fill is usually found at once, so the rest is rarely
// needed); the rest is sorted only when the second is asked for.
void order_candidate(std::vector<Candidate>& c, std::size_t i) {
  const auto better = [](const Candidate& a, const Candidate& b) { return a.score > b.score; };
  if (i == 0) {
    std::size_t best = 0;
    for (std::size_t k = 1; k < c.size(); ++k)
      if (c[k].score > c[best].score) best = k;
    // Rotating keeps the others in their order, so that sorting them later gives the order a
    // stable sort of the whole list would.
    std::rotate(c.begin(), c.begin() + static_cast<std::ptrdiff_t>(best), c.begin() + static_cast<std::ptrdiff_t>(best) + 1);
  } else if (i == 1) {
    std::stable_sort(c.begin() + 1, c.end(), better);
  }
}

// Visits the fill moves best first (see order_candidate), each with the region after it, until
// `visit` returns false.
template <typename Visit>
void visit_fill_moves(std::vector<Candidate>& candidates, Bitboard empty, Bitboard queens, Visit&& visit) {
  for (std::size_t i = 0; i < candidates.size(); ++i) {
    order_candidate(candidates, i);
    const Candidate& c = candidates[i];
    Bitboard child_empty = empty;
    Bitboard child_queens = queens;
    c.play(child_empty, child_queens);
    if (!visit(c, child_empty, child_queens)) return;
  }
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
  if (++nodes_ > budget_) {
    aborted_ = true;
    return 0;
  }
  if ((nodes_ & 15) == 0 && Clock::now() >= deadline_) {
    aborted_ = timed_out_ = true;
    return 0;
  }
  std::vector<Candidate> candidates;
  fill_candidates(empty, queens, candidates);
  int best = 0;
  visit_fill_moves(candidates, empty, queens, [&](const Candidate&, Bitboard child_empty, Bitboard child_queens) {
    best = std::max(best, 1 + search(child_empty, child_queens));
    return best != upper && !aborted_;
  });
  if (!aborted_) memo_[key] = static_cast<uint8_t>(best);
  return best;
}

FillCount FillSolver::count(Bitboard empty, Bitboard queens) {
  nodes_ = 0;
  aborted_ = timed_out_ = false;
  FillCount result;
  result.empty = empty.count();
  result.moves = search(empty, queens);
  result.exact = !aborted_ || result.moves == result.empty;
  return result;
}

std::optional<Move> FillSolver::best_move(Bitboard empty, Bitboard queens, FillCount* result) {
  nodes_ = 0;
  aborted_ = timed_out_ = false;
  std::vector<Candidate> candidates;
  fill_candidates(empty, queens, candidates);
  if (candidates.empty()) {
    if (result) *result = FillCount{0, empty.count(), true};
    return std::nullopt;
  }
  const int upper = empty.count();
  int best = -1;
  Move best_move{};
  visit_fill_moves(candidates, empty, queens, [&](const Candidate& c, Bitboard child_empty, Bitboard child_queens) {
    const int value = 1 + search(child_empty, child_queens);
    if (value > best) {
      best = value;
      best_move = Move{c.from, c.to, c.arrow, 0};
    }
    return best != upper && !aborted_;
  });
  if (result) *result = FillCount{best, upper, !aborted_ || best == upper};
  return best_move;
}

namespace {

// The fill counts of regions met lately, per thread: a search evaluates many positions that
// share all but one region, and solving a region costs a hundred evaluations. A cached answer
// is always the one the solver would give with the budget asked for (so results never depend
// on what was solved before): a count found within budget B serves B, and one that needed N
// nodes without running out serves every budget >= N, since the solver's path does not depend
// on its budget until the budget runs out. A count cut short by a deadline is not kept.
class FillCache {
 public:
  const FillCount* find(Bitboard empty, Bitboard queens, int64_t budget) const {
    const Entry& e = entries_[slot(empty, queens)];
    if (!e.used || !(e.empty == empty) || !(e.queens == queens)) return nullptr;
    return e.budget == budget || (e.complete && budget >= e.nodes) ? &e.count : nullptr;
  }
  void store(Bitboard empty, Bitboard queens, int64_t budget, const FillSolver& solver, const FillCount& count) {
    entries_[slot(empty, queens)] = Entry{empty, queens, budget, solver.nodes(), !solver.out_of_nodes(), count, true};
  }

 private:
  static constexpr std::size_t kSlots = 4096;
  struct Entry {
    Bitboard empty, queens;
    int64_t budget = 0;
    int64_t nodes = 0;      // what the solver used
    bool complete = false;  // it did not run out of nodes
    FillCount count;
    bool used = false;
  };
  static std::size_t slot(Bitboard empty, Bitboard queens) { return state_hash(empty, queens) & (kSlots - 1); }
  std::vector<Entry> entries_ = std::vector<Entry>(kSlots);
};

FillCount cached_count(Bitboard empty, Bitboard queens, int64_t budget, FillSolver::Clock::time_point deadline) {
  thread_local FillCache cache;
  if (const FillCount* cached = cache.find(empty, queens, budget)) return *cached;
  FillSolver solver(budget, deadline);
  const FillCount c = solver.count(empty, queens);
  if (!solver.out_of_time()) cache.store(empty, queens, budget, solver, c);
  return c;
}

}  // namespace

EndgameCount count_endgame(const Board& b, int64_t node_budget_per_region, FillSolver::Clock::time_point deadline) {
  EndgameCount count;
  for (const Region& r : find_regions(b)) {
    for (int side = 0; side < 2; ++side) {
      if (r.queens[side].none()) continue;
      const FillCount c = cached_count(r.empty, r.queens[side], node_budget_per_region, deadline);
      count.moves[side] += c.moves;
      count.exact = count.exact && c.exact;
    }
  }
  return count;
}

int private_defects(const Board& b, int side, Bitboard own_area, int64_t node_budget_per_region) {
  if (own_area.none()) return 0;
  const Bitboard queens = b.queens(side);
  const Bitboard passable = own_area | queens;
  Bitboard left = queens & neighbours(own_area);  // queens next to such a region
  int defects = 0;
  while (left.any()) {
    const Bitboard area = king_flood(Bitboard::square(left.first()), passable);
    left -= area;
    const Bitboard empty = area & own_area;
    const FillCount c = cached_count(empty, area & queens, node_budget_per_region, FillSolver::Clock::time_point::max());
    if (c.exact) defects += empty.count() - c.moves;
  }
  return defects;
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
