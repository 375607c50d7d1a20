// Generic alpha-beta searcher: negamax PVS inside iterative deepening with aspiration windows,
// a shared transposition table, killer and history move ordering, optional quiescence search,
// and lazy-SMP threads. A game plugs in through common::AlphaBetaGame (game.h).
//
// A "ply" is one game Move. Games whose turn has several plies (Arimaa steps) keep the side to
// move across plies; the searcher negates scores and windows only where the side changes.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>
#include <array>
#include <string>
#include <vector>

#include "common/search/control.h"
#include "common/search/game.h"
#include "common/search/helper_pool.h"
#include "common/search/move_ordering.h"
#include "common/search/tt.h"
#include "common/search/types.h"

namespace common {

struct AlphaBetaConfig {
  int threads = 1;
  bool late_move_reductions = true;
  // Late move reductions: a quiet move at index >= lmr_first_index of a node with depth >=
  // lmr_min_depth is searched one ply shallower first, two from lmr_deep_index at depth >=
  // lmr_deep_depth, three from lmr_very_late_index (0: never) at that depth too.
  int lmr_min_depth = 3;
  int lmr_first_index = 4;
  int lmr_deep_index = 12;
  int lmr_deep_depth = 5;
  int lmr_very_late_index = 0;
  int aspiration_window = 30;  // centi-units; 0 disables aspiration
  int min_aspiration_depth = 4;
  int quiescence_max_ply = 16;
  // Checked against control.should_abort every this many nodes (a power of two).
  uint32_t check_interval = 1024;
  // Null-move pruning, for games with the HasNullMove hook (0 = off, the default): at a non-PV
  // node of at least null_move_min_depth whose static evaluation is >= beta, a pass searched
  // to depth - null_move_depth() - null_move_reduction that still fails high cuts the node.
  int null_move_reduction = 0;
  int null_move_min_depth = 2;
  // Late move pruning (0 = off, the default): at a non-PV node of depth <= lmp_max_depth, quiet
  // moves (ordered below kTacticalScore, not TT move or killer) after the first lmp_base +
  // lmp_depth_squared * depth^2 are not searched, unless every move so far loses by force.
  int lmp_max_depth = 0;
  int lmp_base = 8;
  int lmp_depth_squared = 4;
};

template <AlphaBetaGame G>
class AlphaBeta {
 public:
  using Move = typename G::Move;
  using MoveList = typename G::MoveList;

  explicit AlphaBeta(TranspositionTable& tt, AlphaBetaConfig config = {}) : tt_(tt), config_(config) {
    prepare_workers();
  }

  // Between searches only. A new thread count takes effect here, not in the next search's time.
  void set_config(const AlphaBetaConfig& c) {
    config_ = c;
    prepare_workers();
  }
  const AlphaBetaConfig& config() const { return config_; }
  // Forget killers and history (new game).
  void clear() {
    for (auto& w : workers_) {
      w->killers.clear();
      w->history = HistoryTable{Worker::history_size()};
    }
  }

  // Searches `root` under control.limits(). The returned move is the best move of the last
  // completed iteration, or of the iteration the deadline cut short once one of its root moves
  // has been searched in full and beat the window's lower bound: root moves come best first, so
  // such a move is the better choice (as Stockfish keeps the partial iteration's PV). Without
  // any, the first legal move. Under SearchLimits::use_all_time iterations go on until the hard
  // deadline, since time saved is lost anyway.
  SearchResult<Move> search(const G& root, SearchControl& control, const ReportFn& report = {}) {
    tt_.new_search();
    const int nthreads = std::max(1, config_.threads);
    while (static_cast<int>(workers_.size()) > nthreads) workers_.pop_back();
    while (static_cast<int>(workers_.size()) < nthreads) workers_.push_back(std::make_unique<Worker>(*this));
    total_nodes_.store(0, std::memory_order_relaxed);
    main_finished_.store(false, std::memory_order_relaxed);

    // The main thread decides; helpers finish with it (main_finished_). A private flag, not
    // control.request_stop(): the caller's control must not look stopped by the user when the
    // search merely completed (a depth-limited ponder search would otherwise be answered at once).
    SearchResult<Move> result;
    {
      HelperPool::Round helpers(
          pool_, [this, &root, &control](int i) { workers_[i]->iterate(root, control, {}, i); }, main_finished_);
      result = workers_[0]->iterate(root, control, report, 0);
    }
    result.nodes = total_nodes_.load(std::memory_order_relaxed);
    result.time_ms = control.elapsed_ms();
    return result;
  }

 private:
  struct Worker {
    explicit Worker(AlphaBeta& owner)
        : owner(owner), lists(kMaxPly + 1), scores(kMaxPly + 1), pv(kMaxPly + 1) {}

    AlphaBeta& owner;
    std::optional<G> root_copy;  // the game needs only be copy-constructible
    G* game_ptr = nullptr;
    std::vector<MoveList> lists;                         // one per ply: generation never allocates
    // The root's moves in generation order, made once per search: every iteration starts from
    // them instead of generating again (a game's root generation may be costly, e.g. scored by
    // evaluation, and runs between two abort checks).
    MoveList root_generated;
    std::vector<std::array<int32_t, MoveList::kCapacity>> scores;
    std::vector<std::vector<Move>> pv;                   // triangular PV table
    KillerTable<Move, kMaxPly + 1> killers;
    HistoryTable history{history_size()};
    uint64_t nodes = 0;
    uint64_t nodes_flushed = 0;
    int seldepth = 0;
    bool aborted = false;
    SearchControl* control = nullptr;
    // The root move that last raised alpha in the running iteration, with its PV and score.
    std::optional<Move> partial_best;
    std::vector<Move> partial_pv;
    Score partial_score = 0;

    static uint32_t history_size() {
      if constexpr (HasHistoryIndex<G>) return G::kHistorySize;
      return 1;
    }

    void flush_nodes() {
      owner.total_nodes_.fetch_add(nodes - nodes_flushed, std::memory_order_relaxed);
      nodes_flushed = nodes;
    }

    bool check_abort() {
      if (aborted) return true;
      if ((nodes & (owner.config_.check_interval - 1)) == 0) {
        flush_nodes();
        if (control->should_abort(owner.total_nodes_.load(std::memory_order_relaxed)) ||
            owner.main_finished_.load(std::memory_order_relaxed))
          aborted = true;
      }
      return aborted;
    }

    SearchResult<Move> iterate(const G& root, SearchControl& ctl, const ReportFn& report, int thread_index) {
      root_copy.emplace(root);
      game_ptr = &*root_copy;
      control = &ctl;
      nodes = nodes_flushed = 0;
      aborted = false;
      killers.clear();
      history.age();

      SearchResult<Move> best;
      MoveList& root_moves = root_generated;
      root_moves.clear();
      root.generate(root_moves);
      if (root_moves.empty()) return best;
      best.best = root_moves[0];
      best.has_move = true;
      best.pv = {root_moves[0]};

      const int max_depth = ctl.limits().max_depth > 0 ? std::min(ctl.limits().max_depth, kMaxPly - 1) : kMaxPly - 1;
      Score prev_score = 0;
      int best_changes = 0;
      int64_t last_iteration_ms = 0;
      for (int depth = 1 + (thread_index & 1); depth <= max_depth; ++depth) {
        if (thread_index != 0 && owner.main_finished_.load(std::memory_order_relaxed)) break;
        const int64_t iteration_start = ctl.elapsed_ms();
        if (thread_index == 0 && depth > 1 && report) {
          SearchReport progress = make_report(root, best, depth - 1);
          progress.in_progress = true;
          report(progress);
        }
        Score alpha = -kScoreInfinite, beta = kScoreInfinite;
        int window = owner.config_.aspiration_window;
        if (window > 0 && depth >= owner.config_.min_aspiration_depth && !is_mate_score(prev_score)) {
          alpha = std::max<Score>(prev_score - window, -kScoreInfinite);
          beta = std::min<Score>(prev_score + window, kScoreInfinite);
        }
        Score score;
        partial_best.reset();
        for (;;) {
          seldepth = 0;
          score = pvs(depth, alpha, beta, 0, true);
          if (aborted) break;
          if (score <= alpha) {
            alpha = std::max<Score>(score - window, -kScoreInfinite);
            window *= 2;
          } else if (score >= beta) {
            beta = std::min<Score>(score + window, kScoreInfinite);
            window *= 2;
          } else {
            break;
          }
          if (window > 1000) alpha = -kScoreInfinite, beta = kScoreInfinite;
        }
        if (aborted) {
          if (partial_best) {
            best.best = *partial_best;
            best.pv = partial_pv;
            best.score = partial_score;
          }
          break;
        }

        if (!pv[0].empty() && !(pv[0][0] == best.best)) ++best_changes;
        best.score = score;
        best.depth = depth;
        if (!pv[0].empty()) {
          best.best = pv[0][0];
          best.pv = pv[0];
        }
        prev_score = score;
        flush_nodes();
        if (thread_index == 0 && report) report(make_report(root, best, depth));

        if (thread_index != 0) continue;
        if (root_moves.size() == 1 && !ctl.infinite() && ctl.limits().soft_ms) break;  // forced
        if (is_mate_score(score) && depth > kScoreMate - std::abs(score) + 2 && !ctl.infinite()) break;
        // Do not start an iteration that cannot finish: the next one costs several times the
        // last. Unstable best moves earn more time, a settled one less.
        last_iteration_ms = ctl.elapsed_ms() - iteration_start;
        const double instability = 0.7 + 0.35 * std::min(best_changes, 4);
        best_changes = best_changes / 2;
        const auto& lim = ctl.limits();
        if (lim.use_all_time) continue;
        if (ctl.past_soft(std::min(instability, 2.5))) break;
        if (!ctl.infinite() && lim.hard_ms && ctl.elapsed_ms() + 2 * last_iteration_ms > lim.hard_ms) break;
      }
      flush_nodes();
      best.nodes = nodes;
      return best;
    }

    SearchReport make_report(const G& root, const SearchResult<Move>& r, int depth) const {
      SearchReport rep;
      rep.depth = depth;
      rep.seldepth = std::max(seldepth, depth);
      rep.score = r.score;
      rep.nodes = owner.total_nodes_.load(std::memory_order_relaxed);
      rep.time_ms = control->elapsed_ms();
      rep.nps = rep.time_ms > 0 ? rep.nodes * 1000 / static_cast<uint64_t>(rep.time_ms) : rep.nodes * 1000;
      rep.hashfull = owner.tt_.hashfull();
      G line = root;
      for (const Move& m : r.pv) {
        rep.pv.push_back(line.move_to_string(m));
        rep.pv_side.push_back(line.side_to_move());
        line.make(m);
      }
      return rep;
    }

    static Score terminal_score(Outcome o, int ply) {
      switch (o) {
        case Outcome::kWin: return kScoreMate - ply;
        case Outcome::kLoss: return -(kScoreMate - ply);
        default: return kScoreDraw;
      }
    }

    // Search a child: negate only when the side to move changed.
    Score child(int depth, Score alpha, Score beta, int ply, bool pv_node, int side_before) {
      G& game = *game_ptr;
      if (game.side_to_move() != side_before) return -pvs(depth, -beta, -alpha, ply, pv_node);
      return pvs(depth, alpha, beta, ply, pv_node);
    }

    Score pvs(int depth, Score alpha, Score beta, int ply, bool pv_node) {
      G& game = *game_ptr;
      pv[ply].clear();
      if (ply > 0) {
        ++nodes;
        if (check_abort()) return 0;
        const Outcome o = game.outcome();
        if (o != Outcome::kOngoing) return terminal_score(o, ply);
        if (ply >= kMaxPly - 1) return game.evaluate();
        // Mate distance pruning: no line from here beats a mate already found closer to the root.
        alpha = std::max<Score>(alpha, -(kScoreMate - ply));
        beta = std::min<Score>(beta, kScoreMate - ply - 1);
        if (alpha >= beta) return alpha;
      }
      if (depth <= 0) return quiescence(alpha, beta, ply, 0);
      seldepth = std::max(seldepth, ply);

      const uint64_t key = game.key();
      TTHit hit;
      const bool tt_hit = owner.tt_.probe(key, ply, hit);
      if (tt_hit && !pv_node && hit.depth >= depth) {
        if (hit.bound == Bound::kExact || (hit.bound == Bound::kLower && hit.score >= beta) ||
            (hit.bound == Bound::kUpper && hit.score <= alpha))
          return hit.score;
      }

      if constexpr (HasNullMove<G>) {
        const int r = owner.config_.null_move_reduction;
        if (r > 0 && !pv_node && ply > 0 && depth >= owner.config_.null_move_min_depth && !is_mate_score(beta) &&
            game.null_move_allowed() && game.evaluate() >= beta) {
          const int reduced = depth - game.null_move_depth() - r;
          game.make_null();
          const Score score = -pvs(reduced, -beta, -beta + 1, ply + 1, false);
          game.unmake_null();
          if (aborted) return 0;
          if (score >= beta) return is_mate_score(score) ? beta : score;
        }
      }

      MoveList& moves = lists[ply];
      moves.clear();
      if (ply == 0) {
        for (const Move m : root_generated) moves.push_back(m);
      } else if constexpr (HasSelectiveMoves<G>) {
        game.generate_for_search(moves, depth, ply);
      } else {
        game.generate(moves);
      }
      if (moves.empty()) return -(kScoreMate - ply);  // no legal move loses (outcome() said ongoing)

      auto& move_scores = scores[ply];
      order(moves, move_scores.data(), ply, tt_hit && hit.has_move ? std::optional<Move>(TranspositionTable::decode<Move>(hit.move)) : std::nullopt);

      const int side = game.side_to_move();
      const Score original_alpha = alpha;
      Score best_score = -kScoreInfinite;
      Move best_move = moves[0];
      for (std::size_t i = 0; i < moves.size(); ++i) {
        pick_next(moves, move_scores.data(), i);
        const Move m = moves[i];
        if (late_move_pruned(depth, i, move_scores[i], pv_node, ply, best_score)) continue;
        game.make(m);
        Score score;
        if (i == 0) {
          score = child(depth - 1, alpha, beta, ply + 1, pv_node, side);
        } else {
          // Late quiet moves are searched shallower first; a surprise is re-searched in full.
          int reduction = 0;
          const AlphaBetaConfig& c = owner.config_;
          if (c.late_move_reductions && depth >= c.lmr_min_depth && static_cast<int>(i) >= c.lmr_first_index &&
              move_scores[i] < kTacticalScore) {
            reduction = 1;
            if (depth >= c.lmr_deep_depth && static_cast<int>(i) >= c.lmr_deep_index)
              reduction = c.lmr_very_late_index > 0 && static_cast<int>(i) >= c.lmr_very_late_index ? 3 : 2;
          }
          score = child(depth - 1 - reduction, alpha, alpha + 1, ply + 1, false, side);
          if (!aborted && score > alpha && reduction)
            score = child(depth - 1, alpha, alpha + 1, ply + 1, false, side);
          if (!aborted && score > alpha && score < beta)
            score = child(depth - 1, alpha, beta, ply + 1, pv_node, side);
        }
        game.unmake(m);
        if (aborted) return 0;

        if (score > best_score) {
          best_score = score;
          best_move = m;
          if (score > alpha) {
            alpha = score;
            pv[ply].assign(1, m);
            pv[ply].insert(pv[ply].end(), pv[ply + 1].begin(), pv[ply + 1].end());
            if (ply == 0) {
              partial_best = m;
              partial_pv = pv[0];
              partial_score = score;
            }
            if (score >= beta) {
              if (move_scores[i] < kKillerScore) {
                killers.add(ply, m);
                if constexpr (HasHistoryIndex<G>) history.reward(game.history_index(m), depth);
              }
              if constexpr (HasHistoryIndex<G>) {
                for (std::size_t j = 0; j < i; ++j)
                  if (move_scores[j] < kKillerScore) history.penalise(game.history_index(moves[j]), depth);
              }
              break;
            }
          }
        }
      }

      const Bound bound = best_score >= beta ? Bound::kLower : best_score > original_alpha ? Bound::kExact : Bound::kUpper;
      owner.tt_.store(key, ply, best_score, bound, depth, TranspositionTable::encode(best_move), true);
      return best_score;
    }

    bool late_move_pruned(int depth, std::size_t index, int32_t move_score, bool pv_node, int ply,
                          Score best_score) const {
      const AlphaBetaConfig& c = owner.config_;
      if (c.lmp_max_depth <= 0 || pv_node || ply == 0 || depth > c.lmp_max_depth) return false;
      if (move_score >= kTacticalScore || best_score <= -kScoreMateBound) return false;
      return static_cast<int>(index) >= c.lmp_base + c.lmp_depth_squared * depth * depth;
    }

    Score quiescence(Score alpha, Score beta, int ply, int qply) {
      G& game = *game_ptr;
      const Score stand_pat = game.evaluate();
      if constexpr (!HasTacticalMoves<G>) {
        (void)alpha, (void)beta, (void)qply;
        return stand_pat;
      } else {
        if (stand_pat >= beta || qply >= owner.config_.quiescence_max_ply || ply >= kMaxPly - 1) return stand_pat;
        alpha = std::max(alpha, stand_pat);
        MoveList& moves = lists[ply];
        moves.clear();
        game.generate_tactical(moves);
        auto& move_scores = scores[ply];
        order(moves, move_scores.data(), ply, std::nullopt, true);
        Score best = stand_pat;
        const int side = game.side_to_move();
        for (std::size_t i = 0; i < moves.size(); ++i) {
          pick_next(moves, move_scores.data(), i);
          game.make(moves[i]);
          ++nodes;
          Score score;
          if (check_abort()) {
            score = 0;
          } else {
            const Outcome o = game.outcome();
            if (o != Outcome::kOngoing) score = game.side_to_move() != side ? -terminal_score(o, ply + 1) : terminal_score(o, ply + 1);
            else if (game.side_to_move() != side) score = -quiescence(-beta, -alpha, ply + 1, qply + 1);
            else score = quiescence(alpha, beta, ply + 1, qply + 1);
          }
          game.unmake(moves[i]);
          if (aborted) return 0;
          if (score > best) {
            best = score;
            if (score > alpha) alpha = score;
            if (score >= beta) break;
          }
        }
        seldepth = std::max(seldepth, ply);
        return best;
      }
    }

    void order(const MoveList& moves, int32_t* s, int ply, std::optional<Move> tt_move, bool tactical = false) {
      const G& game = *game_ptr;
      if constexpr (HasTacticalScores<G>) {
        if (tactical) game.score_tactical(moves, s);
        else game.score_moves(moves, s);
      } else if constexpr (HasMoveScores<G>) {
        game.score_moves(moves, s);
      } else {
        std::fill(s, s + moves.size(), 0);
      }
      for (std::size_t i = 0; i < moves.size(); ++i) {
        const Move m = moves[i];
        if (tt_move && m == *tt_move) s[i] = kTTMoveScore;
        else if (killers.is_killer(ply, m)) s[i] = kKillerScore + (killers.slot(ply, m) == 0 ? 1 : 0);
        else {
          s[i] = std::clamp<int32_t>(s[i], -kGameScoreCap, kGameScoreCap);
          if constexpr (HasHistoryIndex<G>) s[i] += history.get(game.history_index(m));
        }
      }
    }
  };

  // Threads start when the count is set; workers (their tables can be large, e.g. Amazons move
  // lists) are made by the first search that needs them.
  void prepare_workers() { pool_.resize(std::max(1, config_.threads) - 1); }

  TranspositionTable& tt_;
  AlphaBetaConfig config_;
  std::vector<std::unique_ptr<Worker>> workers_;
  std::atomic<uint64_t> total_nodes_{0};
  std::atomic<bool> main_finished_{false};
  HelperPool pool_;  // last: its threads stop before the workers they run go away
};

}  // namespace common
