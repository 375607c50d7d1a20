#include "tests/arimaa/referee.h"

#include <algorithm>
#include <cmath>

#include <absl/container/flat_hash_map.h>

#include "arimaa-engine/steps.h"

namespace arimaa::referee {

namespace {

// One side's HarLog terms: G * ln(rabbits * pieces), plus per officer 1 / (Q + n) where n is the
// number of enemy officers stronger than it (2 / Q when none is).
double harlog_side(const Position& pos, Color c) {
  constexpr double kQ = 1.447530126, kG = 0.6314442034;
  const int rabbits = popcount(pos.pieces(c, kRabbit));
  const int pieces = pos.piece_count(c);
  if (rabbits == 0) return -1e6;
  double v = kG * std::log(static_cast<double>(rabbits * pieces));
  for (int t = kCat; t <= kElephant; ++t) {
    int stronger = 0;
    for (int u = t + 1; u <= kElephant; ++u) stronger += popcount(pos.pieces(opponent(c), static_cast<PieceType>(u)));
    const double each = stronger == 0 ? 2.0 / kQ : 1.0 / (kQ + stronger);
    v += each * popcount(pos.pieces(c, static_cast<PieceType>(t)));
  }
  return v;
}

}  // namespace

int harlog_milli(const Position& pos, Color side) {
  return static_cast<int>(std::lround(1000.0 * (harlog_side(pos, side) - harlog_side(pos, opponent(side)))));
}

namespace {

struct Walker {
  Color mover;
  int start;
  int enough;
  TurnOutcome out;
  absl::flat_hash_map<uint64_t, int> seen;  // placement -> most steps left it was reached with
  bool done = false;

  // The turn may end here: score it as the rules judge a finished turn.
  void judge(const Position& pos) {
    const Color enemy = opponent(mover);
    int v;
    if (pos.pieces(mover, kRabbit) & kGoalRank[mover]) {
      out.goal = true;
      v = kWin;
    } else if (pos.pieces(enemy, kRabbit) & kGoalRank[enemy]) {
      return;  // the opponent's goal: this turn loses, no mover plays it
    } else if (!pos.pieces(enemy, kRabbit)) {
      v = kWin;
    } else if (!pos.pieces(mover, kRabbit)) {
      return;  // own last rabbit gone: loses
    } else {
      v = harlog_milli(pos, mover) - start;
    }
    out.best_gain = std::max(out.best_gain, v);
    if (out.best_gain >= enough) done = true;
  }

  // One step left: a single step of our own cannot remove an enemy piece nor bring back one of
  // ours, so the best gain is already judged; only a rabbit stepping onto the goal rank matters.
  void last_step(const Position& pos) {
    const Bitboard rabbits = pos.pieces(mover, kRabbit) & ~pos.frozen(mover);
    const Bitboard arrive = mover == kGold ? shift_north(rabbits) : shift_south(rabbits);
    if (arrive & pos.empty() & kGoalRank[mover]) {
      out.goal = true;
      out.best_gain = kWin;
      done = true;
    }
  }

  void walk(Position& pos) {
    if (pos.steps_left() == 1) {
      last_step(pos);
      return;
    }
    MoveList list;
    generate_moves(pos, list);
    // Pushes and pulls first: they are what captures, so an early stop comes sooner.
    for (int pass = 0; pass < 2 && !done; ++pass) {
      for (const Move m : list) {
        if (done) return;
        if ((m.step_count() == 2) != (pass == 0)) continue;
        const MoveUndo undo = make_move(pos, m);
        auto [it, inserted] = seen.try_emplace(pos.placement_key(), pos.steps_left());
        if (inserted || it->second < pos.steps_left()) {
          it->second = pos.steps_left();
          if (inserted) judge(pos);
          if (pos.steps_left() > 0 && !done) walk(pos);
        }
        unmake_move(pos, m, undo);
      }
    }
  }
};

}  // namespace

Position fresh_turn(const Position& pos, Color side) {
  Position p = pos;
  p.begin_turn(side);
  return p;
}

TurnOutcome best_turn(const Position& pos, int enough) {
  Walker w;
  w.mover = pos.side();
  w.start = harlog_milli(pos, w.mover);
  w.enough = enough;
  w.seen.emplace(pos.placement_key(), pos.steps_left());
  Position p = pos;
  if (p.steps_left() > 0) w.walk(p);
  return w.out;
}

int value_after_reply(const Position& after, int gain, int floor) {
  if (gain >= kWin) return kWin;
  const int enough = floor == INT_MIN ? kWin : std::min(kWin, gain - floor);
  const TurnOutcome reply = best_turn(fresh_turn(after, after.side()), enough);
  if (reply.best_gain == INT_MIN) return kWin;  // every reply loses at once (or there is none)
  if (reply.best_gain >= kWin) return -kWin;
  return gain - reply.best_gain;
}

int material_gain(const Position& before, const Position& after, Color mover) {
  return harlog_milli(after, mover) - harlog_milli(before, mover);
}

}  // namespace arimaa::referee
