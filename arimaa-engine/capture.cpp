#include "arimaa-engine/capture.h"

#include <algorithm>

namespace arimaa {

namespace {


// Enemies (of the side `e`) that are the only enemy next to their trap.
Bitboard lone_trap_neighbours(const Position& pos, Color e) {
  Bitboard out = 0;
  for (int t : kTrapSquares) {
    const Bitboard d = neighbours(t) & pos.occupied(e);
    if (d && !(d & (d - 1))) out |= d;
  }
  return out;
}

// Some piece of `c` stronger than a victim is next to it and unfrozen (`now`), or within two
// squares of it (one step can bring it next to the victim or unfreeze it there).
bool pusher_in_reach(const Position& pos, Bitboard victims, Color c, bool now) {
  const Color e = opponent(c);
  const Bitboard frozen = now ? pos.frozen(c) : 0;
  while (victims) {
    const int v = pop_lsb(victims);
    const Bitboard strong = pos.stronger_enemies(e, piece_type(pos.at(v))) & ~frozen;
    if (strong & (now ? neighbours(v) : ball(2, v))) return true;
  }
  return false;
}

// Squares within two steps of `b`.
Bitboard ball2(Bitboard b) {
  Bitboard out = 0;
  while (b) out |= ball(2, pop_lsb(b));
  return out;
}

struct CaptureSearch {
  static constexpr int kMaxMade = 64;
  MoveList lists[5];
  // A node with three steps left: the pushes and pulls it makes itself. After one of its
  // steps, the same push or pull captures the same (the step moves no enemy piece and the
  // victim's fate depends on the enemies only), one step later: the child skips it.
  Move made[kMaxMade];
  int made_count = 0;
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

  // `after_step`: the parent had three steps left and this node follows one of its steps.
  void search(Position& pos, int k, int used, int depth, bool after_step = false) {
    // A capture needs a push or a pull (our own steps never move an enemy piece): with one
    // step left nothing more can be found.
    if (k < 2) return;
    const Color c = pos.side();
    const Color e = opponent(c);
    // A push or pull captures only a victim that leaves a trap's side (onto the trap, or away
    // from a piece on it) where it is the trap's only enemy neighbour. Our steps do not change
    // that set: with three steps or fewer, one of them must be pushed or pulled at once or
    // after one step that brings a stronger piece next to it (or unfreezes one there).
    const Bitboard victims = lone_trap_neighbours(pos, e);
    if (k <= 3) {
      if (!victims) return;
      if (!pusher_in_reach(pos, victims, c, k == 2)) return;
    }
    Bitboard zone = 0;
    for (int i = 0; i < 4; ++i)
      if (capture_lower_bound(pos, c, kTrapSquares[i]) <= k) zone |= ball(3, kTrapSquares[i]);
    if (!zone) return;
    // Steps keep the victims: after one, the child's test above must pass. Where no stronger
    // piece is near enough yet, only a step that lands near a victim can pass it.
    Bitboard step_targets = ~Bitboard{0};
    if (k == 3 || k == 4) {
      const Bitboard near = k == 3 ? adjacent(victims) : ball2(victims);
      Bitboard strong_near = 0;
      for (Bitboard v = victims; v;) {
        const int sq = pop_lsb(v);
        strong_near |= pos.stronger_enemies(e, piece_type(pos.at(sq))) & (k == 3 ? neighbours(sq) : ball(2, sq));
      }
      if (!strong_near) step_targets = near;
    }
    MoveList& list = lists[depth];
    if (k == 2) generate_moves(pos, list, victims);  // their pushes and pulls: nothing else touches them
    else generate_moves(pos, list, zone);
    // Only a capture by this move counts where nothing is searched below it.
    auto capture_candidate = [&](Move m) {
      ElementaryStep steps[2];
      elementary_steps(m, steps);
      return (bit(m.kind() == MoveKind::kPush ? steps[0].from : steps[1].from) & victims) != 0;
    };
    if (k == 3) {
      made_count = 0;
      for (const Move m : list)
        if (m.step_count() == 2 && (squares_touched(m) & zone) && capture_candidate(m) && made_count < kMaxMade)
          made[made_count++] = m;
    }
    for (const Move m : list) {
      const int cost = m.step_count();
      if (cost > k) continue;
      if (!(squares_touched(m) & zone)) continue;
      if (cost == 1 && !(bit(kNeighbours.step[m.from()][m.dir()]) & step_targets)) continue;
      if (k - cost < 2) {
        if (cost == 1 || !capture_candidate(m)) continue;
        if (after_step && std::find(made, made + made_count, m) != made + made_count) continue;
      }
      if (depth == 0) first = m;
      const MoveUndo undo = make_move(pos, m);
      record(undo.first, e, used + 1);  // the first elementary step is the turn's next step
      record(undo.second, e, used + cost);
      search(pos, k - cost, used + cost, depth + 1, k == 3 && cost == 1);
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
