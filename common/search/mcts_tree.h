// The MCTS tree: one preallocated arena of nodes, so expansion never calls malloc. The root is
// node 0; every expansion claims one contiguous block for all children of a node with a single
// atomic bump. When the arena is full the tree stops growing and search goes on from its leaves.
// Between searches the tree can be re-rooted at a descendant: its subtree is compacted to the
// front of the arena and everything else is dropped.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <new>
#include <vector>

#include "common/search/mcts_node.h"
#include "common/util/memory.h"

namespace common {

template <class Move>
class MctsTree {
 public:
  using Node = MctsNode<Move>;
  static constexpr uint32_t kRoot = 0;

  MctsTree() = default;
  MctsTree(const MctsTree&) = delete;
  MctsTree& operator=(const MctsTree&) = delete;

  // (Re)allocates room for `capacity` nodes, dropping the tree if the size changes. The memory
  // is only reserved: pages are touched as the tree grows. More than the machine has available
  // is refused up front (the tree may fill it), and a failed allocation too: then the current
  // arena is kept and false returned; with no arena yet, the largest of capacity/2, /4, ... down
  // to `min_capacity` that can be had is taken instead (still false).
  bool reserve(std::size_t capacity, std::size_t min_capacity = 2) {
    capacity = std::clamp<std::size_t>(capacity, 2, UINT32_MAX - 1);
    min_capacity = std::clamp<std::size_t>(min_capacity, 2, capacity);
    if (nodes_ && capacity == capacity_) return true;
    if (try_allocate(capacity)) return true;
    if (nodes_) return false;
    for (std::size_t c = capacity / 2; c >= min_capacity; c /= 2)
      if (try_allocate(c)) return false;
    try_allocate(min_capacity);
    return false;
  }
  bool allocated() const { return nodes_ != nullptr; }

  // Drops every node and starts over with a fresh root.
  void clear(int root_side) {
    new (&nodes_.get()[kRoot]) Node;
    nodes_.get()[kRoot].init(Move{}, 0, root_side, 0.0f, 0.0f);
    used_.store(1, std::memory_order_relaxed);
    full_.store(false, std::memory_order_relaxed);
  }
  bool empty() const { return used_.load(std::memory_order_relaxed) == 0; }

  Node& node(uint32_t i) { return nodes_.get()[i]; }
  const Node& node(uint32_t i) const { return nodes_.get()[i]; }
  Node& root() { return node(kRoot); }
  const Node& root() const { return node(kRoot); }

  std::size_t size() const { return used_.load(std::memory_order_relaxed); }
  std::size_t capacity() const { return capacity_; }
  bool full() const { return full_.load(std::memory_order_relaxed); }

  // Claims `count` contiguous nodes (constructed, not initialised); returns 0 when the arena
  // cannot hold them. Safe from several threads.
  uint32_t allocate(uint32_t count) {
    uint32_t first = used_.load(std::memory_order_relaxed);
    do {
      if (count > capacity_ - first) {
        full_.store(true, std::memory_order_relaxed);
        return 0;
      }
    } while (!used_.compare_exchange_weak(first, first + count, std::memory_order_relaxed));
    for (uint32_t i = 0; i < count; ++i) new (&nodes_.get()[first + i]) Node;
    return first;
  }

  // Makes node `index` the root and keeps only its subtree, compacted to the front of the
  // arena. `root_side` is the new root's side to move; the root's statistics are kept from its
  // side's view. Only while no search runs.
  void reroot(uint32_t index, int root_side) {
    if (index == kRoot) return;
    struct Block {
      uint32_t old_first;
      uint32_t count;
      uint32_t parent;  // old index of the node whose children these are
      uint32_t new_first;
    };
    std::vector<Block> blocks;
    std::vector<uint32_t> stack{index};
    while (!stack.empty()) {
      const uint32_t n = stack.back();
      stack.pop_back();
      const Node& nd = node(n);
      if (nd.expansion.load(std::memory_order_relaxed) != MctsExpansion::kExpanded) continue;
      blocks.push_back({nd.first_child, nd.num_children, n, 0});
      for (uint32_t c = 0; c < nd.num_children; ++c) stack.push_back(nd.first_child + c);
    }
    // A block always lies after the block holding its parent (bump allocation, and compaction
    // keeps the order), so moving blocks to the front in address order never overwrites a
    // block still to be moved, and every parent has already reached its new place.
    std::sort(blocks.begin(), blocks.end(),
              [](const Block& a, const Block& b) { return a.old_first < b.old_first; });

    Node& new_root = root();
    new_root.copy_from(node(index));
    if (new_root.mover != root_side) {
      const double visits = new_root.visits.load(std::memory_order_relaxed);
      new_root.wins.store(visits - new_root.wins.load(std::memory_order_relaxed), std::memory_order_relaxed);
      new_root.proven.store(swap_view(new_root.proven.load(std::memory_order_relaxed)), std::memory_order_relaxed);
      new_root.mover = static_cast<uint8_t>(root_side);
    }
    new_root.move = Move{};
    new_root.amaf = 0;
    new_root.prior_wins = new_root.prior_visits = 0.0f;
    new_root.rave_visits.store(0, std::memory_order_relaxed);
    new_root.rave_wins.store(0.0f, std::memory_order_relaxed);

    auto relocate = [&](uint32_t old_index) -> uint32_t {
      if (old_index == index) return kRoot;
      auto it = std::upper_bound(blocks.begin(), blocks.end(), old_index,
                                 [](uint32_t i, const Block& b) { return i < b.old_first; });
      --it;  // the block holding old_index: already moved, its new_first is set
      return it->new_first + (old_index - it->old_first);
    };

    uint32_t next = 1;
    for (Block& b : blocks) {
      b.new_first = next;
      if (b.new_first != b.old_first) {
        // Forward copy: the destination never lies after the source.
        for (uint32_t i = 0; i < b.count; ++i) node(b.new_first + i).copy_from(node(b.old_first + i));
      }
      node(relocate(b.parent)).first_child = b.new_first;
      next += b.count;
    }
    used_.store(next, std::memory_order_relaxed);
    full_.store(false, std::memory_order_relaxed);
  }

  // Structural check for tests: every expanded node's children lie inside the used arena, no
  // two nodes share a child block, siblings share a mover, and no node has fewer visits than its
  // children together. Only while no search runs.
  bool consistent() const {
    const uint32_t used = used_.load(std::memory_order_relaxed);
    if (used == 0) return true;
    std::vector<bool> owned(used, false);
    std::vector<uint32_t> stack{kRoot};
    while (!stack.empty()) {
      const Node& n = node(stack.back());
      stack.pop_back();
      if (n.expansion.load(std::memory_order_relaxed) != MctsExpansion::kExpanded) continue;
      if (n.num_children == 0 || n.first_child == kRoot || n.first_child + n.num_children > used) return false;
      uint64_t child_visits = 0;
      for (uint32_t c = n.first_child; c < n.first_child + n.num_children; ++c) {
        if (owned[c] || node(c).mover != node(n.first_child).mover) return false;
        owned[c] = true;
        child_visits += node(c).visits.load(std::memory_order_relaxed);
        stack.push_back(c);
      }
      if (child_visits > n.visits.load(std::memory_order_relaxed)) return false;
    }
    return true;
  }

 private:
  bool try_allocate(std::size_t capacity) {
    const std::size_t bytes = capacity * sizeof(Node);
    if (!memory_fits_mb(bytes >> 20)) return false;
    Node* fresh = static_cast<Node*>(::operator new(bytes, std::align_val_t{64}, std::nothrow));
    if (!fresh) return false;
    nodes_.reset(fresh);
    capacity_ = static_cast<uint32_t>(capacity);
    used_.store(0, std::memory_order_relaxed);
    full_.store(false, std::memory_order_relaxed);
    return true;
  }

  struct Free {
    void operator()(Node* p) const { ::operator delete(p, std::align_val_t{64}); }
  };
  std::unique_ptr<Node, Free> nodes_;
  uint32_t capacity_ = 0;
  std::atomic<uint32_t> used_{0};
  std::atomic<bool> full_{false};
};

}  // namespace common
