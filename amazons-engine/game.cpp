#include "amazons-engine/game.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

#include "amazons-engine/regions.h"

namespace amazons {
namespace {

struct ScoredQueenMove {
  Square from, to;
  int32_t score;
};

// The last selective list of this thread with its scores, so that score_moves() on it is free.
struct SelectiveCache {
  uint64_t key = 0;
  std::vector<Move> moves;
  std::vector<int32_t> scores;
};
thread_local SelectiveCache t_cache;

// Evaluation units to ordering units: history (up to 2^16) is worth a few squares.
constexpr int32_t kOrderScale = 16;

void remember(uint64_t key, const std::vector<Move>& moves, const std::vector<int32_t>& scores) {
  t_cache.key = key;
  t_cache.moves = moves;
  t_cache.scores = scores;
}

SelectiveWidth width_for(const SearchParams& p, int depth) {
  SelectiveWidth w = depth <= 1 ? p.ab.shallow : depth == 2 ? p.ab.middle : p.ab.deep;
  w.arrows = p.ab.arrows;
  return w;
}

// Queen distance of one square (kMaxLayers + 1 when the side cannot reach it).
int distance_to(const DistanceLayers& layers, Square s) {
  for (int d = 1; d <= layers.count; ++d)
    if (layers.within(d).test(s)) return d;
  return kMaxLayers + 1;
}

// A cheap score of an arrow for the side that shoots it, once its queen has moved: best on a
// square the opponent reaches first (or as soon), then next to the opponent's queens, worst next
// to its own; nearer the opponent first.
int arrow_prescore(Square a, const DistanceLayers& own, const DistanceLayers& opponent, Bitboard own_queens,
                   Bitboard opponent_queens) {
  const int d_own = distance_to(own, a);
  const int d_opponent = distance_to(opponent, a);
  int score = d_opponent < d_own ? 4 : d_opponent == d_own ? 2 : 0;
  score += 3 * (king_neighbours(a) & opponent_queens).count() - 2 * (king_neighbours(a) & own_queens).count();
  return 16 * score - std::min(d_opponent, 15);
}

}  // namespace

void Game::score_moves(const MoveList& list, int32_t* scores) const {
  if (t_cache.key == board_.key() && t_cache.moves.size() == list.size() &&
      std::equal(list.begin(), list.end(), t_cache.moves.begin())) {
    std::copy(t_cache.scores.begin(), t_cache.scores.end(), scores);
    return;
  }
  Board b = board_;
  for (std::size_t i = 0; i < list.size(); ++i) {
    if (i % 64 == 63 && out_of_time()) {
      // The rest unscored, last: the search stops before it looks at them.
      std::fill(scores + i, scores + list.size(), std::numeric_limits<int32_t>::min());
      return;
    }
    b.make(list[i]);
    scores[i] = -amazons::evaluate(b, params_->eval) * kOrderScale;
    b.unmake(list[i]);
  }
}

void Game::generate(MoveList& list) const {
  switch (filter_) {
    case Filter::kAll:
      generate_moves(board_, list);
      return;
    case Filter::kBestByEvaluation:
      generate_moves(board_, list);
      select_by_evaluation(list, static_cast<std::size_t>(width_));
      return;
    case Filter::kSelective:
      selective(list, SelectiveWidth{std::max(4, width_ / 3), width_, params_->mcts.arrows});
      return;
  }
}

void Game::select_by_evaluation(MoveList& list, std::size_t keep) const {
  std::vector<int32_t> scores(list.size());
  score_moves(list, scores.data());
  std::vector<std::size_t> order(list.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  keep = std::min(keep, list.size());
  std::partial_sort(order.begin(), order.begin() + static_cast<std::ptrdiff_t>(keep), order.end(),
                    [&](std::size_t x, std::size_t y) { return scores[x] > scores[y] || (scores[x] == scores[y] && x < y); });
  std::vector<Move> kept_moves;
  std::vector<int32_t> kept_scores;
  for (std::size_t i = 0; i < keep; ++i) {
    kept_moves.push_back(list[order[i]]);
    kept_scores.push_back(scores[order[i]]);
  }
  list.clear();
  for (Move m : kept_moves) list.push_back(m);
  remember(board_.key(), kept_moves, kept_scores);
}

void Game::generate_for_search(MoveList& list, int depth, int /*ply*/) const { selective(list, width_for(*params_, depth)); }

void Game::selective(MoveList& list, const SelectiveWidth& width) const {
  list.clear();
  const int side = board_.side_to_move();
  if (!has_move(board_, side)) return;
  Board b = board_;
  const int sign = side == kWhite ? 1 : -1;

  // Pass 1: every queen move scored as if it shot no arrow.
  ScoredQueenMove queen_moves[kMaxQueens * 4 * 2 * kMaxSize];
  int num_queen_moves = 0;
  for_each_queen_move(board_, side, [&](Square from, Square to, int, uint32_t) {
    b.slide_queen(from, to);
    queen_moves[num_queen_moves++] = {from, to, sign * evaluate_white(b, params_->eval)};
    b.slide_queen(to, from);
  });
  const int kept_queen_moves = std::min(num_queen_moves, width.queen_moves);
  std::partial_sort(queen_moves, queen_moves + kept_queen_moves, queen_moves + num_queen_moves,
                    [](const ScoredQueenMove& x, const ScoredQueenMove& y) { return x.score > y.score; });

  // Pass 2: the arrows of the kept queen moves, scored by the full evaluation.
  struct ScoredMove {
    Move move;
    int32_t score;
  };
  std::vector<ScoredMove> scored;
  scored.reserve(static_cast<std::size_t>(kept_queen_moves) * 4 * kMaxSize);
  for (int i = 0; i < kept_queen_moves; ++i) {
    if (!scored.empty() && out_of_time()) break;
    const Square from = queen_moves[i].from;
    const Square to = queen_moves[i].to;
    Bitboard arrows{};
    b.slide_queen(from, to);
    for_each_reach(b, to, 0, 0, [&](Square a) { arrows.set(a); });
    if (width.arrows > 0 && arrows.count() > width.arrows) arrows = best_arrows(b, arrows, width.arrows);
    b.slide_queen(to, from);
    for_each_square(arrows, [&](Square a) {
      const Move m{from, to, a, 0};
      b.make(m);
      scored.push_back({m, -amazons::evaluate(b, params_->eval) * kOrderScale});
      b.unmake(m);
    });
  }
  const std::size_t kept = std::min(scored.size(), static_cast<std::size_t>(width.moves));
  std::partial_sort(scored.begin(), scored.begin() + static_cast<std::ptrdiff_t>(kept), scored.end(),
                    [](const ScoredMove& x, const ScoredMove& y) { return x.score > y.score; });
  std::vector<Move> kept_moves;
  std::vector<int32_t> kept_scores;
  for (std::size_t i = 0; i < kept; ++i) {
    list.push_back(scored[i].move);
    kept_moves.push_back(scored[i].move);
    kept_scores.push_back(scored[i].score);
  }
  remember(board_.key(), kept_moves, kept_scores);
}

Bitboard best_arrows(const Board& b, Bitboard arrows, int keep) {
  const int side = b.side_to_move();
  const Bitboard empty = b.empties();
  DistanceLayers own, opponent;
  queen_distance_layers(b.queens(side), empty, own);
  queen_distance_layers(b.queens(side ^ 1), empty, opponent);
  struct Scored {
    Square arrow;
    int score;
  };
  Scored scored[4 * 2 * kMaxSize];
  int n = 0;
  for_each_square(arrows, [&](Square a) {
    scored[n++] = {a, arrow_prescore(a, own, opponent, b.queens(side), b.queens(side ^ 1))};
  });
  // Ties keep the generation order, so the choice is the same on every platform.
  std::stable_sort(scored, scored + n, [](const Scored& x, const Scored& y) { return x.score > y.score; });
  Bitboard kept{};
  for (int i = 0; i < std::min(n, keep); ++i) kept.set(scored[i].arrow);
  return kept;
}

void Game::priors(const MoveList& list, float* value, float* weight) const {
  std::vector<int32_t> scores(list.size());
  score_moves(list, scores.data());
  const double scale = static_cast<double>(params_->mcts.playout_scale) * kOrderScale;
  for (std::size_t i = 0; i < list.size(); ++i) {
    value[i] = static_cast<float>(1.0 / (1.0 + std::exp(-scores[i] / scale)));
    weight[i] = params_->mcts.prior_weight;
  }
}

common::Outcome Game::settled_outcome() const {
  // Fill-solver nodes per region for the verdict: small regions are exact at once, and a count
  // left inexact keeps the node open for playouts.
  constexpr int64_t kVerdictFillBudget = 2000;
  SideLayers layers;
  compute_layers(board_, layers);
  if (!all_separated(layers)) return common::Outcome::kOngoing;
  const EndgameCount count = count_endgame(board_, kVerdictFillBudget);
  if (!count.exact) return common::Outcome::kOngoing;
  return side_to_move_wins(count, board_.side_to_move()) ? common::Outcome::kWin : common::Outcome::kLoss;
}

bool random_move(const Board& b, common::Rng& rng, Move& out) {
  const int side = b.side_to_move();
  Square movable[kMaxQueens];
  int n = 0;
  const Bitboard free = b.empties();
  for (int i = 0; i < b.queen_count(side); ++i) {
    const Square q = b.queen(side, i);
    if ((king_neighbours(q) & free).any()) movable[n++] = q;
  }
  if (n == 0) return false;
  const Square from = movable[rng.below(static_cast<uint32_t>(n))];
  const int destinations = reach_count(b, from);
  int pick = static_cast<int>(rng.below(static_cast<uint32_t>(destinations)));
  Square to = from;
  int orient = 0;
  uint32_t vacate = 0;
  {
    const SquareLines& l = b.geometry().lines[from];
    for (int o = 0; o < 4 && to == from; ++o) {
      const uint32_t w = b.line(l.line[o]);
      const int up = free_up(w, l.bit[o]);
      const int down = free_down(w, l.bit[o]);
      if (pick < up) {
        to = static_cast<Square>(from + (pick + 1) * kLineDelta[o]);
      } else if (pick < up + down) {
        to = static_cast<Square>(from - (pick - up + 1) * kLineDelta[o]);
      } else {
        pick -= up + down;
        continue;
      }
      orient = o;
      vacate = 1u << l.bit[o];
    }
  }
  const int arrows = reach_count(b, to, orient, vacate);
  int arrow_pick = static_cast<int>(rng.below(static_cast<uint32_t>(arrows)));
  Square arrow = to;
  for_each_reach(b, to, orient, vacate, [&](Square a) {
    if (arrow_pick-- == 0) arrow = a;
  });
  out = Move{from, to, arrow, 0};
  return true;
}

float Game::playout(common::Rng& rng, common::PlayoutTrace& trace) {
  const SearchParams& p = *params_;
  for (int i = 0; i < p.mcts.playout_plies; ++i) {
    Move m;
    if (!random_move(board_, rng, m)) return board_.side_to_move() == kWhite ? 0.0f : 1.0f;
    trace.add(board_.side_to_move(), amaf_index(m));
    board_.make(m);
  }
  const EvalDetail e = evaluate_detail(board_, p.eval);
  if (e.settled) return e.white_score > 0 ? 1.0f : 0.0f;
  return static_cast<float>(1.0 / (1.0 + std::exp(-e.white_score / static_cast<double>(p.mcts.playout_scale))));
}

}  // namespace amazons
