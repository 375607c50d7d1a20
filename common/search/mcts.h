// Monte-Carlo tree search over any common::MctsGame: UCT with RAVE/AMAF (Gelly-Silver blend with
// an equivalence parameter), progressive bias from the game's priors, optional progressive
// widening (MctsConfig::widening_*: only the first children, best first, are open), an MCTS-solver that backs
// up proven wins/losses/draws, tree reuse between moves, a memory-bounded node arena, and
// several threads sharing one tree with virtual loss.
//
//   common::Mcts<G> mcts(config);
//   auto result = mcts.search(position, control, report);   // limits come from control
//
// Limits: SearchLimits::max_nodes counts playouts (exact with any thread count); past soft_ms no
// playout starts, and the search ends early once the second move cannot catch up with the first
// in the rest of the soft budget; hard_ms and request_stop() end it within one playout. A root
// solved by the solver ends the search, except an infinite one, which waits for its stop.
// Rewards: G::playout() returns the reward for side 0 in [0, 1]; every node keeps its results
// from the view of the side that made its move, so turns need not alternate. playout() may be
// called on a finished position (a leaf not yet expanded) and must then just score it.
// Deterministic with threads = 1: same tree, root, seed and playout limit -> same result.
// One search at a time; set_config() and clear() only between searches.
#pragma once

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <memory>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "common/search/control.h"
#include "common/search/game.h"
#include "common/search/helper_pool.h"
#include "common/search/mcts_config.h"
#include "common/search/mcts_node.h"
#include "common/search/mcts_tree.h"
#include "common/search/types.h"
#include "common/util/rng.h"

namespace common {

template <MctsGame G>
class Mcts {
 public:
  using Move = typename G::Move;
  using MoveStat = MctsMoveStat<Move>;
  using Tree = MctsTree<Move>;
  using Node = typename Tree::Node;

  explicit Mcts(const MctsConfig& config = {}) : config_(config) { resize_pool(); }
  Mcts(const Mcts&) = delete;
  Mcts& operator=(const Mcts&) = delete;

  const MctsConfig& config() const { return config_; }
  // Takes effect at the next search; a new memory bound drops the tree.
  // A new thread count starts its threads here, not in the next search's time.
  void set_config(const MctsConfig& config) {
    config_ = config;
    resize_pool();
  }

  // Forgets the tree (new game).
  void clear() {
    root_state_.reset();
    if (tree_.allocated()) tree_.clear(0);
  }

  SearchResult<Move> search(const G& root, SearchControl& control, const ReportFn& report = {}) {
    const int root_side = side_of(root);
    // Memory the machine cannot give is refused: the old arena (or a smaller one) serves instead.
    tree_.reserve(tree_capacity_for(config_), max_moves() + 1);
    reused_visits_ = 0;
    if (!reuse(root, root_side)) tree_.clear(root_side);
    root_state_.emplace(root);
    prepare_workers();

    SearchResult<Move> result;
    if (const Outcome outcome = root.outcome(); outcome != Outcome::kOngoing) {
      result.score = outcome == Outcome::kWin ? kScoreMate : outcome == Outcome::kLoss ? -kScoreMate : kScoreDraw;
      return result;
    }
    if (tree_.root().expansion.load(std::memory_order_relaxed) != MctsExpansion::kExpanded) {
      Worker& w = *workers_[0];
      w.state.emplace(root);
      if (expand(w, tree_.root()) != ExpandResult::kExpanded) {
        tree_.clear(root_side);  // no room left (or the tree said terminal): start afresh
        w.state.emplace(root);
        if (expand(w, tree_.root()) != ExpandResult::kExpanded) return result;
      }
    }
    reused_visits_ = tree_.root().visits.load(std::memory_order_relaxed);

    started_.store(0, std::memory_order_relaxed);
    completed_.store(0, std::memory_order_relaxed);
    stop_.store(false, std::memory_order_relaxed);
    {
      // The leader's end stops the helpers (stop_).
      HelperPool::Round helpers(
          pool_, [this, &control](int i) { work(*workers_[static_cast<std::size_t>(i)], control, nullptr); }, stop_);
      work(*workers_[0], control, &report);
    }

    const uint32_t best = best_child(tree_.root());
    result.best = tree_.node(best).move;
    result.has_move = true;
    result.pv = principal_variation();
    const SearchReport final_report = make_report(control);
    result.score = final_report.score;
    result.depth = final_report.depth;
    result.nodes = final_report.nodes;
    result.time_ms = final_report.time_ms;
    if (report) report(final_report);
    return result;
  }

  // The root children of the last search, most visited first.
  std::vector<MoveStat> root_stats() const {
    std::vector<MoveStat> stats;
    if (!root_state_ || tree_.empty()) return stats;
    const Node& root = tree_.root();
    if (root.expansion.load(std::memory_order_acquire) != MctsExpansion::kExpanded) return stats;
    for (uint32_t i = 0; i < root.num_children; ++i) {
      const Node& c = tree_.node(root.first_child + i);
      MoveStat s;
      s.move = c.move;
      s.text = root_state_->move_to_string(c.move);
      s.visits = c.visits.load(std::memory_order_relaxed);
      if (s.visits) s.win_rate = c.wins.load(std::memory_order_relaxed) / s.visits;
      s.rave_visits = c.rave_visits.load(std::memory_order_relaxed);
      if (s.rave_visits) s.rave_rate = c.rave_wins.load(std::memory_order_relaxed) / s.rave_visits;
      s.prior_weight = c.prior_visits;
      s.prior_value = c.prior_visits > 0 ? c.prior_wins / c.prior_visits : 0.0f;
      s.proven = c.proven.load(std::memory_order_relaxed);
      stats.push_back(std::move(s));
    }
    std::stable_sort(stats.begin(), stats.end(),
                     [](const MoveStat& a, const MoveStat& b) { return a.visits > b.visits; });
    return stats;
  }

  // The root's proven value for its side to move after the last search.
  Proven root_proven() const {
    return tree_.empty() ? Proven::kUnknown : tree_.root().proven.load(std::memory_order_relaxed);
  }
  // Root visits carried over from the previous search by tree reuse (0: fresh tree).
  uint64_t reused_visits() const { return reused_visits_; }
  std::size_t tree_size() const { return tree_.size(); }
  std::size_t tree_capacity() const { return tree_.capacity(); }
  bool tree_consistent() const { return tree_.consistent(); }

 private:
  enum class ExpandResult { kExpanded, kTerminal, kBusy, kNoRoom };

  struct alignas(64) Worker {
    Rng rng;
    std::optional<G> state;
    PlayoutTrace trace;
    typename G::MoveList moves;
    std::vector<float> prior_value, prior_weight;
    std::vector<uint32_t> path;
    std::vector<uint32_t> amaf_stamp;  // (side, amaf index) -> playout that last played it
    PlayoutPool pool;
    uint32_t stamp = 0;
    std::atomic<uint64_t> depth_sum{0};
    std::atomic<uint32_t> max_depth{0};
  };

  static int side_of(const G& g) { return static_cast<int>(g.side_to_move()) & 1; }
  static float reward_for(int side, float reward0) { return side == 0 ? reward0 : 1.0f - reward0; }

  static std::size_t tree_capacity_for(const MctsConfig& c) {
    std::size_t nodes = c.max_nodes_memory_mb * (std::size_t{1} << 20) / sizeof(Node);
    if (c.max_tree_nodes) nodes = std::min(nodes, c.max_tree_nodes);
    return std::max(nodes, max_moves() + 1);  // the root must always fit its children
  }
  static constexpr std::size_t max_moves() {
    if constexpr (requires { G::MoveList::kCapacity; })
      return G::MoveList::kCapacity;
    else
      return 4096;
  }

  void resize_pool() { pool_.resize(std::max(1, config_.threads) - 1); }

  void prepare_workers() {
    const std::size_t n = static_cast<std::size_t>(std::max(1, config_.threads));
    while (workers_.size() > n) workers_.pop_back();
    while (workers_.size() < n) {
      workers_.push_back(std::make_unique<Worker>());
      workers_.back()->amaf_stamp.assign(2 * static_cast<std::size_t>(G::kAmafSize), 0);
      workers_.back()->path.reserve(kMaxPly);
    }
    for (std::size_t i = 0; i < n; ++i) {
      Worker& w = *workers_[i];
      w.rng.reseed(config_.seed + 0x9E3779B97F4A7C15ULL * i);
      w.depth_sum.store(0, std::memory_order_relaxed);
      w.max_depth.store(0, std::memory_order_relaxed);
    }
  }

  // ---- tree reuse ----

  // Re-roots the previous tree at `root` if it lies within reuse_max_plies of the old root.
  bool reuse(const G& root, int root_side) {
    if (!config_.reuse_tree || !root_state_ || tree_.empty()) return false;
    const uint64_t key = root.key();
    const std::optional<uint32_t> found = find_descendant(*root_state_, Tree::kRoot, key, config_.reuse_max_plies);
    if (!found) return false;
    tree_.reroot(*found, root_side);
    return true;
  }

  std::optional<uint32_t> find_descendant(const G& state, uint32_t index, uint64_t key, int plies) const {
    if (state.key() == key) return index;
    const Node& n = tree_.node(index);
    if (plies <= 0 || n.expansion.load(std::memory_order_relaxed) != MctsExpansion::kExpanded) return std::nullopt;
    for (uint32_t i = 0; i < n.num_children; ++i) {
      const Node& c = tree_.node(n.first_child + i);
      if (c.visits.load(std::memory_order_relaxed) == 0) continue;  // nothing worth keeping
      G child = state;
      child.make(c.move);
      if (auto found = find_descendant(child, n.first_child + i, key, plies - 1)) return found;
    }
    return std::nullopt;
  }

  // ---- the search loop ----

  void work(Worker& w, SearchControl& control, const ReportFn* report) {
    int64_t next_report_ms = config_.report_interval_ms > 0 ? config_.report_interval_ms : -1;
    // The leader (the calling thread) also reports and decides on the early stop.
    auto lead = [&] {
      const int64_t now = control.elapsed_ms();
      if (next_report_ms >= 0 && now >= next_report_ms) {
        if (*report) (*report)(make_report(control));
        next_report_ms = now + config_.report_interval_ms;
      }
      if (decided(control, now)) stop_.store(true, std::memory_order_relaxed);
    };
    for (uint64_t iteration = 1;; ++iteration) {
      if (stop_.load(std::memory_order_relaxed)) break;
      if (tree_.root().proven.load(std::memory_order_relaxed) != Proven::kUnknown) {
        // Solved. An analysis or ponder search still waits for its stop.
        if (control.infinite() && !control.should_abort(0)) {
          std::this_thread::sleep_for(std::chrono::milliseconds(1));
          if (report) lead();
          continue;
        }
        break;
      }
      const uint64_t n = started_.fetch_add(1, std::memory_order_relaxed);
      if (control.should_abort(n) || control.past_soft()) {
        stop_.store(true, std::memory_order_relaxed);
        break;
      }
      run_playout(w);
      completed_.fetch_add(1, std::memory_order_relaxed);
      if (report && iteration % 16 == 0) lead();
    }
  }

  // Soft-time early stop: the second most visited move can no longer catch up with the first
  // even if every playout the rest of the budget allows (at the rate so far, with a margin for
  // a rate that rises) went to it. Never when unspent time is lost (use_all_time): the
  // playouts still deepen the tree that the next move reuses.
  bool decided(const SearchControl& control, int64_t now) const {
    if (control.infinite() || control.limits().soft_ms <= 0 || control.limits().use_all_time || now < 10)
      return false;
    const double remaining = mcts_remaining_playouts(completed_.load(std::memory_order_relaxed),
                                                     started_.load(std::memory_order_relaxed), now, control.limits());
    const Node& root = tree_.root();
    uint32_t first = 0, second = 0;
    for (uint32_t i = 0; i < root.num_children; ++i) {
      const uint32_t v = tree_.node(root.first_child + i).visits.load(std::memory_order_relaxed);
      if (v > first) {
        second = first;
        first = v;
      } else if (v > second) {
        second = v;
      }
    }
    constexpr double kRateMargin = 1.25;
    return static_cast<double>(first - second) > kRateMargin * remaining;
  }

  // One iteration: select down the tree (expanding a leaf that has earned it), play out, back up.
  void run_playout(Worker& w) {
    w.state.emplace(*root_state_);
    G& state = *w.state;
    w.path.clear();
    w.trace.clear();
    uint32_t index = Tree::kRoot;
    Node* node = &tree_.root();
    node->visits.fetch_add(1, std::memory_order_relaxed);
    w.path.push_back(index);
    float reward0 = 0.5f;  // for side 0
    for (;;) {
      const Proven proven = node->proven.load(std::memory_order_acquire);
      if (proven != Proven::kUnknown) {
        reward0 = reward_for(node->mover, proven_reward(proven));
        break;
      }
      const MctsExpansion e = node->expansion.load(std::memory_order_acquire);
      if (e != MctsExpansion::kExpanded) {
        const bool try_expand = e == MctsExpansion::kLeaf &&
                                node->visits.load(std::memory_order_relaxed) > config_.expand_visits;
        const ExpandResult r = try_expand ? expand(w, *node) : ExpandResult::kBusy;
        if (r == ExpandResult::kTerminal) continue;  // now proven
        if (r != ExpandResult::kExpanded) {
          reward0 = play_out(w, state);
          break;
        }
      }
      index = select(*node);
      node = &tree_.node(index);
      state.make(node->move);
      node->visits.fetch_add(1, std::memory_order_relaxed);
      w.path.push_back(index);
    }
    back_up(w, reward0);
  }

  float play_out(Worker& w, G& state) {
    if constexpr (HasPlayoutPool<G>) {
      if (config_.pool_size > 0) {
        fill_pool(w);
        return state.playout(w.rng, w.trace, w.pool);
      }
    }
    return state.playout(w.rng, w.trace);
  }

  // Pool-RAVE: for each side, the best RAVE means among the children of the deepest node on the
  // path that has pool_min_visits visits and where that side chooses. A child needs a few AMAF
  // results of its own, or one lucky playout would put it first.
  void fill_pool(Worker& w) const {
    constexpr uint32_t kMinRaveVisits = 8;
    PlayoutPool& pool = w.pool;
    pool.size[0] = pool.size[1] = 0;
    const int k = std::min(config_.pool_size, PlayoutPool::kCapacity);
    bool done[2] = {false, false};
    float mean[PlayoutPool::kCapacity];
    for (std::size_t i = w.path.size(); i-- > 0;) {
      const Node& n = tree_.node(w.path[i]);
      if (n.expansion.load(std::memory_order_acquire) != MctsExpansion::kExpanded || n.num_children == 0 ||
          n.visits.load(std::memory_order_relaxed) < config_.pool_min_visits)
        continue;
      const int side = tree_.node(n.first_child).mover & 1;
      if (done[side]) continue;
      done[side] = true;
      uint32_t* amaf = pool.amaf[side];
      int size = 0;
      for (uint32_t c = 0; c < n.num_children; ++c) {
        const Node& child = tree_.node(n.first_child + c);
        const uint32_t rn = child.rave_visits.load(std::memory_order_relaxed);
        if (rn < kMinRaveVisits) continue;
        const float v = child.rave_wins.load(std::memory_order_relaxed) / static_cast<float>(rn);
        if (size == k && v <= mean[k - 1]) continue;
        int j = size < k ? size++ : k - 1;  // insertion into the sorted pool, dropping the last
        for (; j > 0 && mean[j - 1] < v; --j) {
          mean[j] = mean[j - 1];
          amaf[j] = amaf[j - 1];
        }
        mean[j] = v;
        amaf[j] = child.amaf;
      }
      pool.size[side] = size;
      if (done[0] && done[1]) break;
    }
  }

  // Claims the leaf, reads the game's verdict, and creates all children at once.
  ExpandResult expand(Worker& w, Node& node) {
    MctsExpansion expected = MctsExpansion::kLeaf;
    if (!node.expansion.compare_exchange_strong(expected, MctsExpansion::kExpanding, std::memory_order_acquire))
      return ExpandResult::kBusy;
    const G& state = *w.state;
    const int side = side_of(state);
    Outcome outcome = state.outcome();
    if (outcome == Outcome::kOngoing) {
      if (tree_.full()) {  // terminal positions are still recognised, nothing else grows
        node.expansion.store(MctsExpansion::kLeaf, std::memory_order_release);
        return ExpandResult::kNoRoom;
      }
      w.moves.clear();
      if constexpr (HasTreeMoves<G>) {
        if (config_.use_tree_moves) state.tree_moves(w.moves);
        else state.generate(w.moves);
      } else {
        state.generate(w.moves);
      }
      if (w.moves.empty()) outcome = Outcome::kDraw;  // a broken game; never loop on it
    }
    if (outcome != Outcome::kOngoing) {
      const Proven p = outcome == Outcome::kWin ? Proven::kWin : outcome == Outcome::kLoss ? Proven::kLoss : Proven::kDraw;
      node.proven.store(side == node.mover ? p : swap_view(p), std::memory_order_release);
      node.expansion.store(MctsExpansion::kTerminal, std::memory_order_release);
      return ExpandResult::kTerminal;
    }
    const uint32_t count = static_cast<uint32_t>(w.moves.size());
    const uint32_t first = tree_.allocate(count);
    if (!first) {
      node.expansion.store(MctsExpansion::kLeaf, std::memory_order_release);
      return ExpandResult::kNoRoom;
    }
    bool have_priors = false;
    if constexpr (HasPriors<G>) {
      if (config_.use_priors) {
        if (w.prior_value.size() < count) {
          w.prior_value.resize(count);
          w.prior_weight.resize(count);
        }
        state.priors(w.moves, w.prior_value.data(), w.prior_weight.data());
        have_priors = true;
      }
    }
    for (uint32_t i = 0; i < count; ++i) {
      const Move m = w.moves[i];
      tree_.node(first + i).init(m, static_cast<uint32_t>(state.amaf_index(m)), side,
                                 have_priors ? w.prior_value[i] : 0.0f, have_priors ? w.prior_weight[i] : 0.0f);
    }
    node.first_child = first;
    node.num_children = count;
    node.expansion.store(MctsExpansion::kExpanded, std::memory_order_release);
    return ExpandResult::kExpanded;
  }

  // UCT + RAVE: the child maximising the blended mean plus exploration. A child proven won for
  // the chooser is taken at once; children proven lost are avoided. With the solver, proven
  // draws are passed over too while some child is unproven (score-bounded search): only those
  // can still beat the draw, and visiting a proven child teaches nothing.
  uint32_t select(const Node& node) const {
    const float log_n = std::log(static_cast<float>(std::max<uint32_t>(1, node.visits.load(std::memory_order_relaxed))));
    const float explore = config_.exploration * std::sqrt(log_n);
    const bool rave = config_.use_rave;
    uint32_t best = node.first_child;
    bool found = false;
    uint32_t draw = UINT32_MAX;
    float best_value = -std::numeric_limits<float>::infinity();
    const uint32_t open = open_children(node);
    for (uint32_t i = 0; i < node.num_children; ++i) {
      if (i >= open && found) break;
      const uint32_t index = node.first_child + i;
      const Node& c = tree_.node(index);
      const Proven p = c.proven.load(std::memory_order_relaxed);
      if (p == Proven::kWin) return index;
      if (p == Proven::kLoss || (p == Proven::kDraw && config_.solver)) {
        if (p == Proven::kDraw) draw = index;
        continue;
      }
      const float n = static_cast<float>(c.visits.load(std::memory_order_relaxed)) + c.prior_visits;
      float value = config_.first_play_urgency;
      if (n > 0) value = (static_cast<float>(c.wins.load(std::memory_order_relaxed)) + c.prior_wins) / n;
      if (rave) {
        const float rn = static_cast<float>(c.rave_visits.load(std::memory_order_relaxed));
        if (rn > 0) {
          const float rave_value = c.rave_wins.load(std::memory_order_relaxed) / rn;
          const float beta = rn / (rn + n + rn * n / config_.rave_equivalence);
          value = n > 0 ? (1.0f - beta) * value + beta * rave_value : rave_value;
        }
      }
      if (explore > 0.0f) value += explore / std::sqrt(n + 1.0f);
      if (!found || value > best_value) {
        best_value = value;
        best = index;
        found = true;
      }
    }
    // Everything proven: only a race with another thread's proof gets here.
    if (!found && draw != UINT32_MAX) return draw;
    return best;
  }

  // Children a node chooses among: all, or with progressive widening a number growing with
  // its visits.
  uint32_t open_children(const Node& node) const {
    if (config_.widening_factor <= 0.0f) return node.num_children;
    const float n = static_cast<float>(node.visits.load(std::memory_order_relaxed));
    const float open = config_.widening_base + config_.widening_factor * std::pow(n, config_.widening_exponent);
    if (!(open < static_cast<float>(node.num_children))) return node.num_children;
    return std::max<uint32_t>(1, static_cast<uint32_t>(open));
  }

  void back_up(Worker& w, float reward0) {
    for (const uint32_t index : w.path) {
      Node& n = tree_.node(index);
      n.wins.fetch_add(reward_for(n.mover, reward0), std::memory_order_relaxed);
    }
    if (config_.use_rave) update_rave(w, reward0);
    if (config_.solver) prove_up(w);
    const uint32_t depth = static_cast<uint32_t>(w.path.size() - 1);
    w.depth_sum.store(w.depth_sum.load(std::memory_order_relaxed) + depth, std::memory_order_relaxed);
    if (depth > w.max_depth.load(std::memory_order_relaxed)) w.max_depth.store(depth, std::memory_order_relaxed);
  }

  // AMAF: every child of a node on the path whose move its mover played later in this
  // iteration (in the tree or in the playout) shares the result.
  void update_rave(Worker& w, float reward0) {
    const uint32_t amaf_size = G::kAmafSize;
    if (++w.stamp == 0) {
      std::fill(w.amaf_stamp.begin(), w.amaf_stamp.end(), 0);
      w.stamp = 1;
    }
    auto mark = [&](int side, uint32_t amaf) {
      if (amaf < amaf_size) w.amaf_stamp[static_cast<uint32_t>(side & 1) * amaf_size + amaf] = w.stamp;
    };
    for (int i = 0; i < w.trace.size(); ++i) mark(w.trace.side(i), w.trace.index(i));
    for (std::size_t i = w.path.size(); i-- > 0;) {
      if (i + 1 < w.path.size()) {
        const Node& next = tree_.node(w.path[i + 1]);
        mark(next.mover, next.amaf);
      }
      const Node& n = tree_.node(w.path[i]);
      if (n.expansion.load(std::memory_order_acquire) != MctsExpansion::kExpanded) continue;
      for (uint32_t k = 0; k < n.num_children; ++k) {
        Node& c = tree_.node(n.first_child + k);
        if (c.amaf >= amaf_size || w.amaf_stamp[c.mover * amaf_size + c.amaf] != w.stamp) continue;
        c.rave_visits.fetch_add(1, std::memory_order_relaxed);
        c.rave_wins.fetch_add(reward_for(c.mover, reward0), std::memory_order_relaxed);
      }
    }
  }

  // MCTS-solver: a proven leaf may settle its parent, and so on up. A node is won for the side
  // to move in it if one child is won for that side, and otherwise, once every child is proven,
  // worth the best of them.
  void prove_up(Worker& w) {
    for (std::size_t i = w.path.size() - 1; i-- > 0;) {
      Node& n = tree_.node(w.path[i]);
      const Node& child = tree_.node(w.path[i + 1]);
      const Proven cp = child.proven.load(std::memory_order_acquire);
      if (cp == Proven::kUnknown || n.proven.load(std::memory_order_relaxed) != Proven::kUnknown) return;
      Proven best = cp;
      if (cp != Proven::kWin) {
        bool all_proven = true;
        for (uint32_t k = 0; k < n.num_children && best != Proven::kWin; ++k) {
          const Proven p = tree_.node(n.first_child + k).proven.load(std::memory_order_acquire);
          if (p == Proven::kUnknown) all_proven = false;
          else if (p == Proven::kWin || (p == Proven::kDraw && best == Proven::kLoss)) best = p;
        }
        if (best != Proven::kWin && !all_proven) return;
      }
      n.proven.store(child.mover == n.mover ? best : swap_view(best), std::memory_order_release);
    }
  }

  // ---- results ----

  // The move to play: a proven win; else the most visited unproven move, unless its mean is
  // no better than a proven draw; never a proven loss while anything else remains.
  uint32_t best_child(const Node& node) const {
    struct Pick {
      uint32_t index = UINT32_MAX;
      uint32_t visits = 0;
      double wins = -1;
      void offer(uint32_t i, uint32_t v, double w) {
        if (index == UINT32_MAX || v > visits || (v == visits && w > wins)) {
          index = i;
          visits = v;
          wins = w;
        }
      }
    };
    Pick win, open, draw, loss;
    for (uint32_t i = 0; i < node.num_children; ++i) {
      const uint32_t index = node.first_child + i;
      const Node& c = tree_.node(index);
      const uint32_t v = c.visits.load(std::memory_order_relaxed);
      const double w = c.wins.load(std::memory_order_relaxed);
      switch (c.proven.load(std::memory_order_relaxed)) {
        case Proven::kWin: win.offer(index, v, w); break;
        case Proven::kDraw: draw.offer(index, v, w); break;
        case Proven::kLoss: loss.offer(index, v, w); break;
        default: open.offer(index, v, w); break;
      }
    }
    if (win.index != UINT32_MAX) return win.index;
    if (open.index != UINT32_MAX &&
        (draw.index == UINT32_MAX || (open.visits > 0 && open.wins > 0.5 * open.visits)))
      return open.index;
    if (draw.index != UINT32_MAX) return draw.index;
    return loss.index;
  }

  std::vector<Move> principal_variation() const {
    std::vector<Move> pv;
    const Node* node = &tree_.root();
    while (pv.size() < static_cast<std::size_t>(kMaxPly) &&
           node->expansion.load(std::memory_order_acquire) == MctsExpansion::kExpanded) {
      const Node& c = tree_.node(best_child(*node));
      if (c.visits.load(std::memory_order_relaxed) == 0 && !pv.empty()) break;
      pv.push_back(c.move);
      node = &c;
    }
    return pv;
  }

  // Root value for its side to move: proven, else the chosen move's mean.
  double root_winrate() const {
    const Node& root = tree_.root();
    const Proven p = root.proven.load(std::memory_order_relaxed);
    if (p != Proven::kUnknown) return proven_reward(p);
    if (root.expansion.load(std::memory_order_acquire) != MctsExpansion::kExpanded) return 0.5;
    const Node& c = tree_.node(best_child(root));
    const uint32_t v = c.visits.load(std::memory_order_relaxed);
    const double rate = v ? c.wins.load(std::memory_order_relaxed) / v : 0.5;
    return c.mover == root.mover ? rate : 1.0 - rate;
  }

  Score root_score() const {
    const Proven p = tree_.root().proven.load(std::memory_order_relaxed);
    if (p == Proven::kWin) return kScoreMate - 1;  // distance unknown
    if (p == Proven::kLoss) return -(kScoreMate - 1);
    if (p == Proven::kDraw) return kScoreDraw;
    // Elo-like logit: 400 * log10(odds).
    const double w = std::clamp(root_winrate(), 1e-3, 1.0 - 1e-3);
    return static_cast<Score>(std::lround(400.0 * std::log10(w / (1.0 - w))));
  }

  SearchReport make_report(const SearchControl& control) const {
    SearchReport r;
    r.nodes = completed_.load(std::memory_order_relaxed);
    r.time_ms = control.elapsed_ms();
    r.nps = r.nodes * 1000 / static_cast<uint64_t>(std::max<int64_t>(1, r.time_ms));
    uint64_t depth_sum = 0;
    uint32_t max_depth = 0;
    for (const auto& w : workers_) {
      depth_sum += w->depth_sum.load(std::memory_order_relaxed);
      max_depth = std::max(max_depth, w->max_depth.load(std::memory_order_relaxed));
    }
    r.depth = r.nodes ? static_cast<int>((depth_sum + r.nodes / 2) / r.nodes) : 0;
    r.seldepth = static_cast<int>(max_depth);
    r.winrate = root_winrate();
    r.score = root_score();
    r.hashfull = static_cast<int>(tree_.size() * 1000 / std::max<std::size_t>(1, tree_.capacity()));
    G state = *root_state_;
    for (const Move m : principal_variation()) {
      r.pv.push_back(state.move_to_string(m));
      state.make(m);
    }
    return r;
  }

  MctsConfig config_;
  Tree tree_;
  std::optional<G> root_state_;  // the root of the tree, kept for reuse and move names
  std::vector<std::unique_ptr<Worker>> workers_;
  std::atomic<uint64_t> started_{0};
  std::atomic<uint64_t> completed_{0};
  std::atomic<bool> stop_{false};
  uint64_t reused_visits_ = 0;
  HelperPool pool_;  // last: its threads stop before the workers they run go away
};

}  // namespace common
