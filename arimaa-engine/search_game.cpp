#include "arimaa-engine/search_game.h"

#include <algorithm>
#include <optional>

#include "arimaa-engine/capture.h"
#include "arimaa-engine/eval.h"
#include "arimaa-engine/eval_weights.h"
#include "arimaa-engine/goal.h"
#include "arimaa-engine/notation.h"
#include "arimaa-engine/rules.h"
#include "common/search/move_ordering.h"
#include "common/util/key_cache.h"

namespace arimaa {

namespace {
inline uint64_t mix_turn_start(uint64_t start) { return (start * 0x9E3779B97F4A7C15ULL) ^ (start >> 31); }

// Quiescence meets the same positions again and again (the same steps in another order, the
// leaves of transposed lines): find_captures' answers by position key (placement, side, steps
// left), per thread, allocated once.
thread_local common::KeyCache<CaptureThreats, 1 << 14> t_capture_cache;

void find_captures_cached(const Position& pos, CaptureThreats& out) {
  out = t_capture_cache.get(pos.key(), [&] {
    CaptureThreats threats;
    find_captures(pos, pos.steps_left(), threats);
    return threats;
  });
}
}  // namespace

SearchPosition::SearchPosition(const Position& pos, const std::vector<uint64_t>& history) : pos_(pos) {
  for (uint64_t k : history) push_turn_key(k);
}

void SearchPosition::push_turn_key(uint64_t k) {
  turn_keys_.push_back(k);
  uint8_t& f = key_filter_[k & (key_filter_.size() - 1)];
  if (f < 255) ++f;
}

void SearchPosition::pop_turn_key() {
  const uint64_t k = turn_keys_.back();
  turn_keys_.pop_back();
  uint8_t& f = key_filter_[k & (key_filter_.size() - 1)];
  if (f > 0 && f < 255) --f;
}

bool SearchPosition::forbidden_turn_end(uint64_t placement_after) const {
  if (placement_after == pos_.turn_start_placement()) return true;
  const uint64_t k = Position::turn_key(placement_after, opponent(pos_.side()));
  if (key_filter_[k & (key_filter_.size() - 1)] < 2) return false;
  int seen = 0;
  for (uint64_t h : turn_keys_) seen += h == k;
  return seen >= 2;
}

void SearchPosition::generate(MoveList& list) const {
  generate_moves(pos_, list);
  const int steps_left = pos_.steps_left();
  // The step straight back of the piece that just stepped (nothing captured) only wastes steps.
  Move reversal{};
  if (ply_ > 0) {
    const Undo& last = undo_[ply_ - 1];
    if (!last.ended_turn && last.move.kind() == MoveKind::kStep && last.steps.first.captured == kNoPiece) {
      const int to = kNeighbours.step[last.move.from()][last.move.dir()];
      reversal = Move::step(to, reverse(last.move.dir()));
    }
  }
  std::size_t kept = 0;
  std::optional<Position> scratch;  // for pushes/pulls that would end the turn
  for (std::size_t i = 0; i < list.size(); ++i) {
    const Move m = list[i];
    if (!reversal.is_null() && m == reversal) continue;
    if (m.step_count() == steps_left) {
      uint64_t after;
      if (m.kind() == MoveKind::kStep) {
        after = pos_.placement_key_after(m.from(), kNeighbours.step[m.from()][m.dir()]);
      } else {
        if (!scratch) scratch.emplace(pos_);
        const MoveUndo u = make_move(*scratch, m);
        after = scratch->placement_key();
        unmake_move(*scratch, m, u);
      }
      if (forbidden_turn_end(after)) continue;
    }
    list[kept++] = m;
  }
  list.resize(kept);
  if (steps_left < 4 && !forbidden_turn_end(pos_.placement_key())) list.push_back(Move::pass());
}

bool SearchPosition::null_move_allowed() const {
  if (pos_.steps_left() != 4 || ply_ == 0 || undo_[ply_ - 1].null_move) return false;
  const Color us = pos_.side();
  return (pos_.occupied(us) & ~pos_.pieces(us, kRabbit) & ~pos_.frozen(us)) != 0;
}

void SearchPosition::make_null() {
  Undo& u = undo_[ply_++];
  u.move = Move{};
  u.side = pos_.side();
  u.steps_left = static_cast<int8_t>(pos_.steps_left());
  u.turn_start = pos_.turn_start_placement();
  u.ended_turn = true;
  u.null_move = true;
  pos_.end_turn();
  push_turn_key(pos_.key());
}

void SearchPosition::unmake_null() {
  const Undo& u = undo_[--ply_];
  pop_turn_key();
  pos_.restore_turn(u.side, u.steps_left, u.turn_start);
}

void SearchPosition::make(Move m) {
  Undo& u = undo_[ply_++];
  u.move = m;
  u.side = pos_.side();
  u.steps_left = static_cast<int8_t>(pos_.steps_left());
  u.turn_start = pos_.turn_start_placement();
  u.ended_turn = false;
  u.null_move = false;
  if (!m.is_pass()) u.steps = make_move(pos_, m);
  if (m.is_pass() || pos_.steps_left() == 0) {
    pos_.end_turn();
    push_turn_key(pos_.key());
    u.ended_turn = true;
  }
}

void SearchPosition::unmake(Move m) {
  const Undo& u = undo_[--ply_];
  if (u.ended_turn) pop_turn_key();
  if (!m.is_pass()) unmake_move(pos_, m, u.steps);
  pos_.restore_turn(u.side, u.steps_left, u.turn_start);
}

uint64_t SearchPosition::key() const {
  return pos_.steps_left() < 4 ? pos_.key() ^ mix_turn_start(pos_.turn_start_placement()) : pos_.key();
}

common::Score SearchPosition::evaluate() const { return arimaa::evaluate(pos_); }

common::Outcome SearchPosition::outcome() const {
  const Color us = pos_.side();
  if (pos_.steps_left() == 4) {
    if (const auto r = judge_goals_and_rabbits(pos_)) return r->winner == us ? common::Outcome::kWin : common::Outcome::kLoss;
    if (!has_any_move(pos_)) return common::Outcome::kLoss;
  } else {
    // Mid-turn: our rabbit on the goal stays there, and an opponent without rabbits stays so.
    if (pos_.pieces(us, kRabbit) & kGoalRank[us]) return common::Outcome::kWin;
    if (!pos_.pieces(opponent(us), kRabbit)) return common::Outcome::kWin;
  }
  if (can_goal(pos_)) return common::Outcome::kWin;
  return common::Outcome::kOngoing;
}

std::string SearchPosition::move_to_string(Move m) const {
  if (m.is_pass() || m.is_null()) return "";
  return arimaa::move_to_string(pos_, m);
}

void SearchPosition::score_moves(const MoveList& list, int32_t* scores) const {
  // At the root (once per iteration) the capture search marks the first moves of every
  // capture this turn can make.
  CaptureThreats root_captures;
  if (ply_ == 0 && pos_.steps_left() >= 2) find_captures(pos_, pos_.steps_left(), root_captures);
  score_with_plans(list, scores, root_captures);
}

void SearchPosition::score_tactical(const MoveList& list, int32_t* scores) const {
  CaptureThreats plans;
  quiescence_plans(plans);  // the cached answer generate_tactical() just used
  score_with_plans(list, scores, plans);
}

void SearchPosition::score_with_plans(const MoveList& list, int32_t* scores, const CaptureThreats& plans) const {
  const Color us = pos_.side();
  const Color them = opponent(us);
  const SearchWeights& sw = g_search_weights;
  const EvalWeights& ew = g_eval_weights;
  Position p = pos_;
  for (std::size_t i = 0; i < list.size(); ++i) {
    const Move m = list[i];
    int32_t s = 0;
    if (m.is_pass()) {
      scores[i] = sw.order_pass;
      continue;
    }
    const int from = m.from();
    const PieceType mover = piece_type(p.at(from));
    // Only steps onto a trap or away from a trap's side can capture: simulate just those.
    ElementaryStep steps[2];
    const int n = elementary_steps(m, steps);
    bool near_trap = false;
    for (int k = 0; k < n; ++k) near_trap |= (kTraps & bit(steps[k].to)) || kNeighbours.trap_next_to[steps[k].from] >= 0;
    if (near_trap) {
      const MoveUndo u = make_move(p, m);
      for (const StepUndo* su : {&u.first, &u.second}) {
        if (su->captured == kNoPiece) continue;
        const int value = ew.piece_value[piece_type(su->captured)];
        if (piece_color(su->captured) == them) s += common::kTacticalScore + value * sw.order_capture_per_value;
        else s -= value * sw.order_loss_per_value;
      }
      unmake_move(p, m, u);
    }
    if (mover == kRabbit && (bit(steps[0].to) & kGoalRank[us])) s += common::kTacticalScore * 2;
    for (int k = 0; k < plans.count; ++k)
      if (plans.items[k].first == m)
        s = std::max(s, common::kTacticalScore +
                            ew.piece_value[piece_type(plans.items[k].piece)] * sw.order_root_capture_per_value);
    if (m.kind() == MoveKind::kPush || m.kind() == MoveKind::kPull) s += sw.order_push_pull;
    if (mover == kElephant || mover == kCamel) s += sw.order_strong_piece;
    if (mover == kRabbit) {
      const int row = us == kGold ? rank_of(from) : 7 - rank_of(from);
      s += row * sw.order_rabbit_row + sw.order_rabbit_base;
    }
    scores[i] = s;
  }
}

// Quiescence moves: pushes and pulls that trap an enemy piece at once and, with
// search.qs_capture_plans, the first moves of longer capture plans within the steps left
// (find_captures: an approach step, a trap defender driven off first). Quiescence goes on
// mid-turn, so each later step of a plan is found again at the next node.
void SearchPosition::quiescence_plans(CaptureThreats& out) const {
  out.count = 0;
  if (g_search_weights.qs_capture_plans != 0 && pos_.steps_left() >= 3) find_captures_cached(pos_, out);
}

void SearchPosition::generate_tactical(MoveList& list) const {
  list.clear();
  if (pos_.steps_left() < 2) return;  // a single step never captures an enemy piece
  MoveList all;
  generate(all);
  const Color them = opponent(pos_.side());
  // An enemy dies only if the victim lands on a trap or leaves a trap's last defender post.
  const Bitboard enemy_on_traps = kTraps & pos_.occupied(them);
  const Bitboard hot = kTraps | adjacent(enemy_on_traps);
  Position p = pos_;
  for (const Move m : all) {
    if (m.step_count() != 2) continue;
    ElementaryStep steps[2];
    elementary_steps(m, steps);
    const ElementaryStep& victim = m.kind() == MoveKind::kPush ? steps[0] : steps[1];
    if (!((bit(victim.to) & kTraps) || (bit(victim.from) & hot))) continue;
    const MoveUndo u = make_move(p, m);
    const bool captures = (u.first.captured != kNoPiece && piece_color(u.first.captured) == them) ||
                          (u.second.captured != kNoPiece && piece_color(u.second.captured) == them);
    unmake_move(p, m, u);
    if (captures) list.push_back(m);
  }
  // With two steps left only a push or pull can capture: those are listed already.
  CaptureThreats plans;
  quiescence_plans(plans);
  auto listed = [](const MoveList& l, Move m) { return std::find(l.begin(), l.end(), m) != l.end(); };
  for (int k = 0; k < plans.count; ++k) {
    const Move first = plans.items[k].first;
    // Not twice, and only moves this position generates (no step back, no forbidden turn end).
    if (!listed(list, first) && listed(all, first)) list.push_back(first);
  }
}

}  // namespace arimaa
