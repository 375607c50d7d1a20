#include "arimaa-engine/capture.h"

#include <algorithm>

namespace arimaa {

namespace {


struct CaptureSearch {
  MoveList lists[5];
  CaptureThreats* out = nullptr;
  Move first{};

  void record(const StepUndo& u, Color enemy, int steps_used) {
    if (u.captured == kNoPiece || piece_color(u.captured) != enemy) return;
    for (int i = 0; i < out->count; ++i) {
      CaptureThreat& t = out->items[i];
      if (t.trap == u.captured_sq && t.piece == u.captured) {
        if (steps_used < t.steps) {
          t.steps = static_cast<int8_t>(steps_used);
          t.first = first;
        }
        return;
      }
    }
    if (out->count < CaptureThreats::kCapacity)
      out->items[out->count++] = {u.captured_sq, u.captured, static_cast<int8_t>(steps_used), first};
  }

  void search(Position& pos, int k, int used, int depth) {
    if (k <= 0) return;
    const Color c = pos.side();
    const Color e = opponent(c);
    Bitboard zone = 0;
    for (int i = 0; i < 4; ++i)
      if (capture_lower_bound(pos, c, kTrapSquares[i]) <= k) zone |= ball(3, kTrapSquares[i]);
    if (!zone) return;
    MoveList& list = lists[depth];
    generate_moves(pos, list, zone);
    for (const Move m : list) {
      const int cost = m.step_count();
      if (cost > k) continue;
      if (depth == 0) first = m;
      const MoveUndo undo = make_move(pos, m);
      record(undo.first, e, used + 1);  // the first elementary step is the turn's next step
      record(undo.second, e, used + cost);
      search(pos, k - cost, used + cost, depth + 1);
      unmake_move(pos, m, undo);
    }
  }
};

thread_local CaptureSearch t_capture_search;

}  // namespace

int CaptureThreats::best_type() const {
  int best = -1;
  for (int i = 0; i < count; ++i) best = std::max(best, static_cast<int>(piece_type(items[i].piece)));
  return best;
}

bool CaptureThreats::contains_first(Move m) const {
  for (int i = 0; i < count; ++i)
    if (items[i].first == m) return true;
  return false;
}

int capture_lower_bound(const Position& pos, Color side, int trap) {
  const Color e = opponent(side);
  const Bitboard enemies = pos.occupied(e);
  const int defenders = popcount(neighbours(trap) & enemies);
  int bound;
  if (enemies & bit(trap)) {
    bound = 2 * defenders;  // each defender must be pushed or pulled away
  } else if (defenders) {
    bound = 2 * defenders;  // a defender is dragged in (2 steps), the others must leave (2 each)
  } else {
    if (!(ball(2, trap) & enemies)) return 99;
    bound = 4;  // a victim two squares away needs two pushes/pulls
  }
  // Our nearest pusher must get within two squares of the trap (behind a victim next to it)
  // before its first push or pull.
  const Bitboard pushers = pos.occupied(side) & ~pos.pieces(side, kRabbit);
  int reach = 99;
  for (int r = 0; r <= 6; ++r)
    if (ball(r, trap) & pushers) {
      reach = std::max(0, r - 2) + 2;
      break;
    }
  return std::max(bound, reach);
}

namespace {

// Steps `attacker` needs to move piece `d` (of the other side) off its square by a push or a
// pull: 2 with a stronger unfrozen attacker next to it, 3 if one has to step next to it first,
// 99 otherwise. `avoid` is a square the approach may not use (the trap itself).
int dislodge_cost(const Position& pos, int d, Color attacker, Bitboard attacker_frozen, int avoid) {
  const Color victim = opponent(attacker);
  const Bitboard empty = pos.empty();
  const Bitboard strong = pos.stronger_enemies(victim, piece_type(pos.at(d))) & ~attacker_frozen;
  if (!strong) return 99;
  const Bitboard d_room = neighbours(d) & empty & ~bit(avoid);
  Bitboard next_to = neighbours(d) & strong;
  while (next_to) {
    const int a = pop_lsb(next_to);
    if (d_room || (neighbours(a) & empty)) return 2;
  }
  // One approach step onto an empty square next to d (not the trap).
  const Bitboard landing = neighbours(d) & empty & ~bit(avoid);
  if (landing && (adjacent(strong) & landing)) return 3;
  return 99;
}

// Steps to push lone defender v (next to empty trap t) onto t.
int push_in_cost(const Position& pos, int v, int t, Color attacker, Bitboard attacker_frozen) {
  const Color victim = opponent(attacker);
  const Bitboard strong = pos.stronger_enemies(victim, piece_type(pos.at(v))) & ~attacker_frozen;
  if (!strong) return 99;
  if (neighbours(v) & strong & ~bit(t)) return 2;
  const Bitboard landing = neighbours(v) & pos.empty() & ~bit(t);
  if (landing && (adjacent(strong) & landing)) return 3;
  return 99;
}

}  // namespace

PatternThreats capture_threats_by_pattern(const Position& pos, Color attacker, int steps) {
  PatternThreats out;
  if (steps < 2) return out;
  const Color victim = opponent(attacker);
  const Bitboard frozen = pos.frozen(attacker);
  auto add = [&](int type) {
    if (type > out.best) {
      out.second = out.best;
      out.best = type;
    } else if (type > out.second) {
      out.second = type;
    }
  };
  for (int t : kTrapSquares) {
    const Bitboard defenders = neighbours(t) & pos.occupied(victim);
    const int n = popcount(defenders);
    const Piece on_trap = pos.at(t);
    int best_here = -1;
    if (on_trap == kNoPiece) {
      if (n == 1) {
        const int v = std::countr_zero(defenders);
        if (push_in_cost(pos, v, t, attacker, frozen) <= steps) best_here = piece_type(pos.at(v));
      } else if (n == 2 && steps >= 4) {
        const int a = std::countr_zero(defenders);
        const int b = std::countr_zero(defenders & (defenders - 1));
        if (push_in_cost(pos, a, t, attacker, frozen) == 2 && dislodge_cost(pos, b, attacker, frozen, t) == 2)
          best_here = piece_type(pos.at(a));
        if (push_in_cost(pos, b, t, attacker, frozen) == 2 && dislodge_cost(pos, a, attacker, frozen, t) == 2)
          best_here = std::max<int>(best_here, piece_type(pos.at(b)));
      }
    } else if (piece_color(on_trap) == victim) {
      if (n == 1) {
        if (dislodge_cost(pos, std::countr_zero(defenders), attacker, frozen, t) <= steps) best_here = piece_type(on_trap);
      } else if (n == 2 && steps >= 4) {
        const int a = std::countr_zero(defenders);
        const int b = std::countr_zero(defenders & (defenders - 1));
        if (dislodge_cost(pos, a, attacker, frozen, t) == 2 && dislodge_cost(pos, b, attacker, frozen, t) == 2)
          best_here = piece_type(on_trap);
      }
    }
    if (best_here >= 0) add(best_here);
  }
  return out;
}

void find_captures(const Position& pos, int max_steps, CaptureThreats& out) {
  out.count = 0;
  const int limit = std::min(max_steps, pos.steps_left());
  if (limit < 1) return;
  bool any = false;
  for (int t : kTrapSquares) any |= capture_lower_bound(pos, pos.side(), t) <= limit;
  if (!any) return;
  Position p = pos;
  t_capture_search.out = &out;
  t_capture_search.search(p, limit, 0, 0);
}

}  // namespace arimaa
