#include "arimaa-engine/eval.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <cmath>

#include <absl/strings/str_format.h>

#include "arimaa-engine/capture.h"
#include "arimaa-engine/eval_features.h"
#include "arimaa-engine/eval_weights.h"
#include "arimaa-engine/goal.h"
#include "common/util/key_cache.h"

namespace arimaa {

namespace {

// HarLog's constants (the formula, not weights to tune).
constexpr double kHarlogQ = 1.447530126;
constexpr double kHarlogG = 0.6314442034;

struct Tables {
  double log[17];
  int pst[2][6][64];  // [phase][type][gold square]
  Tables() { build(); }
  void build() {
    log[0] = 0;
    for (int i = 1; i <= 16; ++i) log[i] = std::log(static_cast<double>(i));
    const int centre[4] = {27, 28, 35, 36};
    const int home_traps[2] = {18, 21};
    for (int ph = 0; ph < 2; ++ph)
      for (int t = 0; t < 6; ++t)
        for (int sq = 0; sq < 64; ++sq) {
          const PstShape& s = g_eval_weights.pst_shape[ph][t];
          int dc = 99, dh = 99, dt = 99;
          for (int c : centre) dc = std::min(dc, distance(sq, c));
          for (int h : home_traps) dh = std::min(dh, distance(sq, h));
          for (int tr : kTrapSquares) dt = std::min(dt, distance(sq, tr));
          pst[ph][t][sq] = s.centre * (6 - dc) + s.home_trap * std::max(0, 3 - dh) + s.any_trap * std::max(0, 3 - dt) +
                           s.advance * rank_of(sq);
        }
  }
};
Tables& mutable_tables() {
  static Tables t;
  return t;
}
const Tables& tables() { return mutable_tables(); }

struct Terms {
  int material = 0, pst = 0, traps = 0, frozen = 0, threats = 0, danger = 0, mobility = 0, rabbits = 0, goal = 0,
      tempo = 0;
  int total() const { return material + pst + traps + frozen + threats + danger + mobility + rabbits + goal + tempo; }
};

inline int sign(Color c) { return c == kGold ? 1 : -1; }
// Rank seen from c's side: 0 = own back rank.
inline int row_for(Color c, int sq) { return c == kGold ? rank_of(sq) : 7 - rank_of(sq); }

int harlog_centi(const Position& pos) {
  const EvalWeights& w = g_eval_weights;
  const auto& tb = tables();
  int count[2][6];
  int total[2] = {0, 0};
  for (int c = 0; c < 2; ++c)
    for (int t = 0; t < 6; ++t) {
      count[c][t] = popcount(pos.pieces(static_cast<Color>(c), static_cast<PieceType>(t)));
      total[c] += count[c][t];
    }
  if (count[kGold][kRabbit] == 0 || count[kSilver][kRabbit] == 0)
    return (count[kGold][kRabbit] - count[kSilver][kRabbit]) * 2000;
  double score = kHarlogG * (tb.log[count[0][0]] + tb.log[total[0]] - tb.log[count[1][0]] - tb.log[total[1]]);
  for (int c = 0; c < 2; ++c) {
    const int e = c ^ 1;
    double side = 0;
    int stronger = 0;  // enemy pieces stronger than type t
    for (int t = kElephant; t >= kCat; --t) {
      if (count[c][t]) side += count[c][t] * (stronger == 0 ? 2.0 / kHarlogQ : 1.0 / (kHarlogQ + stronger));
      stronger += count[e][t];
    }
    score += c == kGold ? side : -side;
  }
  return static_cast<int>(std::lround(score * w.harlog_scale));
}

// Squares reachable from sq in up to three steps over empty squares.
int reach(const Position& pos, int sq) {
  const Bitboard empty = pos.empty();
  Bitboard seen = bit(sq), frontier = bit(sq);
  for (int i = 0; i < 3; ++i) {
    frontier = adjacent(frontier) & empty & ~seen;
    seen |= frontier;
  }
  return popcount(seen) - 1;
}

Terms compute_terms(const Position& pos) {
  const EvalWeights& w = g_eval_weights;
  const auto& tb = tables();
  Terms t;
  t.material = harlog_centi(pos);

  int non_rabbits = 0;
  for (int c = 0; c < 2; ++c)
    for (int ty = kCat; ty <= kElephant; ++ty) non_rabbits += popcount(pos.pieces(static_cast<Color>(c), static_cast<PieceType>(ty)));
  const int open = std::min(non_rabbits, 16);  // 16 = opening, 0 = bare endgame

  Bitboard frozen[2] = {pos.frozen(kGold), pos.frozen(kSilver)};

  for (int c = 0; c < 2; ++c) {
    const Color col = static_cast<Color>(c);
    const int s = sign(col);
    // Piece-square tables, blended by phase.
    for (int ty = 0; ty < 6; ++ty) {
      Bitboard b = pos.pieces(col, static_cast<PieceType>(ty));
      while (b) {
        const int sq = pop_lsb(b);
        const int gsq = col == kGold ? sq : sq ^ 56;
        t.pst += s * (tb.pst[0][ty][gsq] * open + tb.pst[1][ty][gsq] * (16 - open)) / 16;
      }
    }
    // Frozen pieces, hostages (frozen next to a trap the enemy holds), framed pieces.
    Bitboard f = frozen[c];
    while (f) {
      const int sq = pop_lsb(f);
      const PieceType ty = piece_type(pos.at(sq));
      int pct = w.frozen_percent;
      const int trap = kNeighbours.trap_next_to[sq];
      if (trap >= 0 && popcount(neighbours(trap) & pos.occupied(opponent(col))) >= 2) pct = w.hostage_percent;
      t.frozen -= s * w.piece_value[ty] * pct / 100;
    }
    for (int trap : kTrapSquares) {
      const Piece p = pos.at(trap);
      if (p == kNoPiece || piece_color(p) != col) continue;
      const Bitboard friends = neighbours(trap) & pos.occupied(col);
      if (popcount(friends) == 1 && (neighbours(trap) & pos.stronger_enemies(col, piece_type(p))))
        t.frozen -= s * w.piece_value[piece_type(p)] * w.framed_percent / 100;
    }
    // Mobility of the two strongest pieces.
    if (Bitboard e = pos.pieces(col, kElephant)) {
      const int r = reach(pos, std::countr_zero(e));
      t.mobility += s * (r * w.elephant_mobility - (r <= 2 ? w.elephant_blockaded : 0));
    }
    if (Bitboard m = pos.pieces(col, kCamel)) {
      const int sq = std::countr_zero(m);
      const int r = (frozen[c] & m) ? 0 : reach(pos, sq);
      t.mobility += s * (r * w.camel_mobility - (r <= 2 ? w.camel_blockaded : 0));
    }
    // Rabbits: advancement by phase, open paths.
    const Bitboard enemy_strong = pos.occupied(opponent(col)) & ~pos.pieces(opponent(col), kRabbit);
    Bitboard rabbits = pos.pieces(col, kRabbit);
    while (rabbits) {
      const int sq = pop_lsb(rabbits);
      const int row = row_for(col, sq);
      t.rabbits += s * (w.rabbit_row_opening[row] * open + w.rabbit_row_endgame[row] * (16 - open)) / 16;
      const int f = file_of(sq);
      Bitboard files = file_bb(f) | (f > 0 ? file_bb(f - 1) : 0) | (f < 7 ? file_bb(f + 1) : 0);
      const Bitboard ahead = col == kGold ? ranks_above(rank_of(sq)) : ranks_below(rank_of(sq));
      if (!(files & ahead & enemy_strong)) t.rabbits += s * w.rabbit_free_path * row * (16 - open) / 16;
    }
  }

  // Trap control: by strength and distance (eval_trap_control.cpp), or pieces next to each trap.
  if (w.trap_control_v2) {
    t.traps = eval_features::trap_control(pos);
  } else {
    for (int i = 0; i < 4; ++i) {
      const int trap = kTrapSquares[i];
      int control[2] = {0, 0};
      int count[2] = {0, 0};
      for (int c = 0; c < 2; ++c) {
        Bitboard b = neighbours(trap) & pos.occupied(static_cast<Color>(c));
        count[c] = popcount(b);
        while (b) control[c] += w.trap_neighbour_weight[piece_type(pos.at(pop_lsb(b)))];
        if (neighbours(trap) & pos.pieces(static_cast<Color>(c), kElephant)) control[c] += w.trap_elephant_bonus;
      }
      int diff = (control[0] - control[1]) * w.trap_control_scale;
      if (count[0] >= 2) diff += w.trap_two_defenders_bonus;
      if (count[1] >= 2) diff -= w.trap_two_defenders_bonus;
      // A home trap that the enemy is contesting matters more.
      const Color owner = i < 2 ? kGold : kSilver;
      if (count[opponent(owner)] > 0) diff = diff * w.home_trap_factor / 2;
      t.traps += diff;
    }
  }

  // Capture threats: the side to move can carry one out with the steps it has; the other side
  // gets a full turn later, and we can usually parry one threat but not two.
  const Color us = pos.side();
  const Color them = opponent(us);
  const PatternThreats ours = capture_threats_by_pattern(pos, us, pos.steps_left());
  const PatternThreats theirs = capture_threats_by_pattern(pos, them, 4);
  int threat = 0;
  if (ours.best >= 0) threat += w.piece_value[ours.best] * w.threatened_mover_percent;
  if (ours.second >= 0 && pos.steps_left() == 4) threat += w.piece_value[ours.second] * w.second_threat_mover_percent;
  if (theirs.best >= 0) threat -= w.piece_value[theirs.best] * w.threatened_wait_percent;
  if (theirs.second >= 0) threat -= w.piece_value[theirs.second] * w.second_threat_wait_percent;
  t.threats += sign(us) * threat / 100;

  // Goal: lower bounds for both, and a real search for the opponent's threat next turn.
  const int lb_us = goal_lower_bound(pos, us);
  const int lb_them = goal_lower_bound(pos, them);
  if (lb_us >= 1 && lb_us <= 4) t.goal += sign(us) * w.goal_lower_bound_bonus[lb_us];
  if (lb_them >= 1 && lb_them <= 4) {
    t.goal -= sign(us) * w.goal_lower_bound_bonus[lb_them];
    if (goal_threat(pos, them)) t.goal -= sign(us) * w.goal_threat_next_turn;
  }
  t.danger = eval_features::danger(pos);
  t.tempo = sign(us) * pos.steps_left() * w.step_in_hand;
  return t;
}

// The search meets the same position again and again: the same steps in another order, and the
// quiescence leaves below nodes that the transposition table does not cover. The evaluation
// depends on the position (its key: placement, side, steps left) and on the weights, so a
// change of weights starts a new generation that no older entry matches.
std::atomic<uint64_t> g_eval_generation{1};

thread_local common::KeyCache<common::Score, 1 << 16> t_eval_cache;

}  // namespace

void rebuild_eval_tables() {
  mutable_tables().build();
  g_eval_generation.fetch_add(1, std::memory_order_relaxed);
}

int material_score(const Position& pos) { return harlog_centi(pos); }

common::Score evaluate(const Position& pos) {
  const uint64_t key = pos.key() ^ (g_eval_generation.load(std::memory_order_relaxed) * 0xD6E8FEB86659FD93ULL);
  return t_eval_cache.get(key, [&] {
    const int gold_view = compute_terms(pos).total();
    const int v = pos.side() == kGold ? gold_view : -gold_view;
    return std::clamp(v, -common::kScoreMateBound + 1, common::kScoreMateBound - 1);
  });
}

std::string explain_evaluation(const Position& pos) {
  const Terms t = compute_terms(pos);
  return absl::StrFormat(
      "material %d pst %d traps %d frozen %d threats %d danger %d mobility %d rabbits %d goal %d tempo %d total(gold) %d",
      t.material, t.pst, t.traps, t.frozen, t.threats, t.danger, t.mobility, t.rabbits, t.goal, t.tempo, t.total());
}

}  // namespace arimaa
