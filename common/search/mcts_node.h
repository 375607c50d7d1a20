// One node of the MCTS tree. Statistics are atomics so that several search threads can share
// the tree; the fields that describe the node (move, mover, prior, children) are written once,
// before the parent publishes its expansion with a release store.
#pragma once

#include <atomic>
#include <cstdint>

namespace common {

// A game-theoretic value proven by the solver (or read from a terminal position), seen from
// the side that made the node's move; for the root, from its side to move.
enum class Proven : uint8_t { kUnknown = 0, kWin, kLoss, kDraw };

constexpr Proven swap_view(Proven p) {
  return p == Proven::kWin ? Proven::kLoss : p == Proven::kLoss ? Proven::kWin : p;
}

// The reward a proven value is worth to the side it is seen from.
constexpr float proven_reward(Proven p) {
  return p == Proven::kWin ? 1.0f : p == Proven::kLoss ? 0.0f : 0.5f;
}

enum class MctsExpansion : uint8_t { kLeaf = 0, kExpanding, kExpanded, kTerminal };

template <class Move>
struct MctsNode {
  // Sum of rewards for `mover`. A double: a float stops counting half-rewards after a few
  // million visits.
  std::atomic<double> wins;
  Move move;
  uint32_t amaf;  // the move's AMAF identity, stored so RAVE updates need no game state
  // Visits are counted on the way down; the reward arrives on the way up, so a visit in flight
  // weighs as a loss: that is the virtual loss that spreads threads over the tree.
  std::atomic<uint32_t> visits;
  std::atomic<uint32_t> rave_visits;
  std::atomic<float> rave_wins;
  float prior_wins;    // progressive bias as virtual results for `mover`
  float prior_visits;
  uint32_t first_child;  // children are contiguous in the arena; valid once kExpanded
  uint32_t num_children;
  std::atomic<MctsExpansion> expansion;
  std::atomic<Proven> proven;
  uint8_t mover;  // the side that made `move` (the root: its side to move)

  void init(Move m, uint32_t amaf_index, int side, float prior_value, float prior_weight) {
    wins.store(0.0, std::memory_order_relaxed);
    move = m;
    amaf = amaf_index;
    visits.store(0, std::memory_order_relaxed);
    rave_visits.store(0, std::memory_order_relaxed);
    rave_wins.store(0.0f, std::memory_order_relaxed);
    prior_wins = prior_value * prior_weight;
    prior_visits = prior_weight;
    first_child = 0;
    num_children = 0;
    expansion.store(MctsExpansion::kLeaf, std::memory_order_relaxed);
    proven.store(Proven::kUnknown, std::memory_order_relaxed);
    mover = static_cast<uint8_t>(side);
  }

  // Only while no search runs (tree reuse).
  void copy_from(const MctsNode& o) {
    wins.store(o.wins.load(std::memory_order_relaxed), std::memory_order_relaxed);
    move = o.move;
    amaf = o.amaf;
    visits.store(o.visits.load(std::memory_order_relaxed), std::memory_order_relaxed);
    rave_visits.store(o.rave_visits.load(std::memory_order_relaxed), std::memory_order_relaxed);
    rave_wins.store(o.rave_wins.load(std::memory_order_relaxed), std::memory_order_relaxed);
    prior_wins = o.prior_wins;
    prior_visits = o.prior_visits;
    first_child = o.first_child;
    num_children = o.num_children;
    expansion.store(o.expansion.load(std::memory_order_relaxed), std::memory_order_relaxed);
    proven.store(o.proven.load(std::memory_order_relaxed), std::memory_order_relaxed);
    mover = o.mover;
  }
};

static_assert(sizeof(MctsNode<uint32_t>) <= 48, "keep MCTS nodes small: the tree is memory-bound");

}  // namespace common
