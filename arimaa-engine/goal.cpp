#include "arimaa-engine/goal.h"

#include <algorithm>
#include "common/util/key_cache.h"

namespace arimaa {

namespace {


inline int rows_to_goal(Color c, int sq) { return c == kGold ? 7 - rank_of(sq) : rank_of(sq); }
inline Bitboard forward(Color c, Bitboard b) { return c == kGold ? shift_north(b) : shift_south(b); }
// Rabbits of c within k rows of their goal.
inline Bitboard rabbits_within(const Position& pos, Color c, int k) {
  if (k >= 7) return pos.pieces(c, kRabbit);
  const Bitboard rows = c == kGold ? ~((Bitboard{1} << (8 * (7 - k))) - 1) : ((Bitboard{1} << (8 * (k + 1))) - 1);
  return pos.pieces(c, kRabbit) & rows;
}

// Rabbits of c whose lower bound is <= k.
Bitboard candidates(const Position& pos, Color c, int k, Bitboard frozen) {
  Bitboard out = 0;
  Bitboard rabbits = rabbits_within(pos, c, k);
  const Bitboard occ = pos.occupied();
  while (rabbits) {
    const int r = pop_lsb(rabbits);
    const int lb = rows_to_goal(c, r) + ((frozen & bit(r)) ? 1 : 0) + ((forward(c, bit(r)) & occ) ? 1 : 0);
    if (lb <= k) out |= bit(r);
  }
  return out;
}

// A candidate that can simply walk straight in: every square ahead empty, never frozen or
// trapped on the way. Returns its square or -1.
int straight_run(const Position& pos, Color c, Bitboard cands, int k) {
  const Bitboard occ = pos.occupied();
  Bitboard strong_enemies = pos.occupied(opponent(c)) & ~pos.pieces(opponent(c), kRabbit);
  while (cands) {
    const int r = pop_lsb(cands);
    const int d = rows_to_goal(c, r);
    if (d > k) continue;
    const Bitboard friends = pos.occupied(c) & ~bit(r);
    int sq = r;
    bool ok = true;
    for (int i = 0; i < d && ok; ++i) {
      const int next = c == kGold ? sq + 8 : sq - 8;
      if (occ & bit(next)) ok = false;
      const bool last = i == d - 1;
      if (ok && !last) {
        const bool supported = (neighbours(next) & friends) != 0;
        if (!supported && ((neighbours(next) & strong_enemies) || (kTraps & bit(next)))) ok = false;
      }
      sq = next;
    }
    if (ok) return r;
  }
  return -1;
}

struct GoalSearch {
  MoveList lists[5];

  bool search(Position& pos, int k, int depth, Move* first) {
    const Color c = pos.side();
    if (pos.pieces(c, kRabbit) & kGoalRank[c]) return true;
    if (k <= 0) return false;
    const Bitboard frozen = pos.frozen(c);
    const Bitboard cands = candidates(pos, c, k, frozen);
    if (!cands) return false;
    // lb <= 1 means one row to go, unfrozen, square ahead free: the straight run finds it.
    if (const int runner = straight_run(pos, c, cands & ~frozen, k); runner >= 0) {
      if (first && depth == 0) *first = Move::step(runner, c == kGold ? kNorth : kSouth);
      return true;
    }
    if (k == 1) return false;
    // Moves that can matter: within (slack + 1) of a candidate's straight path to the goal,
    // where slack is what the rabbit can spare beyond walking straight in.
    Bitboard region = 0;
    for (Bitboard b = cands; b;) {
      const int r = pop_lsb(b);
      const int slack = k - rows_to_goal(c, r);
      if (slack <= 0) continue;  // only a straight run would do, and there is none
      Bitboard band = file_bb(file_of(r)) & (c == kGold ? ~ranks_below(rank_of(r)) : ~ranks_above(rank_of(r)));
      for (int i = 0; i <= slack; ++i) band |= adjacent(band);
      region |= band;
    }
    if (!region) return false;
    MoveList& list = lists[depth];
    generate_moves(pos, list, region);
    for (const Move m : list) {
      const int cost = m.step_count();
      if (cost > k) continue;
      const MoveUndo undo = make_move(pos, m);
      const bool found = search(pos, k - cost, depth + 1, nullptr);
      unmake_move(pos, m, undo);
      if (found) {
        if (first && depth == 0) *first = m;
        return true;
      }
    }
    return false;
  }
};

thread_local GoalSearch t_goal_search;

// Search nodes ask the same question again and again (iterative deepening, transpositions).
thread_local common::KeyCache<GoalResult, 1 << 17> t_goal_cache;  // 3 MB per searching thread

}  // namespace

int goal_lower_bound(const Position& pos, Color side) {
  Bitboard rabbits = pos.pieces(side, kRabbit);
  if (!rabbits) return 99;
  const Bitboard frozen = pos.frozen(side);
  const Bitboard occ = pos.occupied();
  int best = 99;
  while (rabbits) {
    const int r = pop_lsb(rabbits);
    const int lb = rows_to_goal(side, r) + ((frozen & bit(r)) ? 1 : 0) + ((forward(side, bit(r)) & occ) ? 1 : 0);
    best = std::min(best, lb);
  }
  return best;
}

namespace {

// `fewest`: find the fewest steps (one search per step count); otherwise only whether a goal is
// within reach (a single search at the limit: the search is monotone in its step budget), and
// `steps` is then just the limit.
GoalResult goal_search(const Position& pos, int max_steps, bool fewest) {
  GoalResult result;
  const Color c = pos.side();
  const int limit = std::min(max_steps, pos.steps_left());
  if (pos.pieces(c, kRabbit) & kGoalRank[c]) {
    result.steps = 0;
    return result;
  }
  if (limit <= 0 || !rabbits_within(pos, c, limit)) return result;
  const int lb = goal_lower_bound(pos, c);
  if (lb > limit) return result;
  const uint64_t query = static_cast<uint64_t>(limit) + (fewest ? 0 : 8);
  return t_goal_cache.get(pos.key() ^ (query * 0x9E3779B97F4A7C15ULL), [&] {
    Position p = pos;
    for (int k = fewest ? std::max(lb, 1) : limit; k <= limit; ++k) {
      Move first{};
      if (t_goal_search.search(p, k, 0, &first)) {
        result.steps = k;
        result.first = first;
        break;
      }
    }
    return result;
  });
}

}  // namespace

GoalResult find_goal(const Position& pos, int max_steps) { return goal_search(pos, max_steps, true); }

bool goal_within(const Position& pos, int max_steps) { return goal_search(pos, max_steps, false).steps >= 0; }

GoalResult find_goal_threat(const Position& pos, Color side) {
  if (!rabbits_within(pos, side, 4)) return {};
  Position p = pos;
  p.begin_turn(side);
  return find_goal(p, 4);
}

bool goal_threat(const Position& pos, Color side) {
  if (!rabbits_within(pos, side, 4)) return false;
  Position p = pos;
  p.begin_turn(side);
  return goal_within(p, 4);
}

}  // namespace arimaa
