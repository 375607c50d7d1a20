// Shared transposition table: clusters of four 16-byte entries (one cache line), generation
// aging, depth-minus-age replacement. Lock-free for several search threads: each entry stores
// key ^ data beside data (Hyatt's lockless hashing), so a torn write fails the key check
// instead of returning a mix of two positions.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <type_traits>

#include "common/search/types.h"

namespace common {

enum class Bound : uint8_t { kNone = 0, kUpper = 1, kLower = 2, kExact = 3 };

struct TTHit {
  uint32_t move = 0;
  bool has_move = false;
  Score score = 0;  // already adjusted to the probing ply
  int depth = 0;
  Bound bound = Bound::kNone;
};

class TranspositionTable {
 public:
  static constexpr int kEntriesPerCluster = 4;
  static constexpr std::size_t kMinMb = 1;
  static constexpr std::size_t kMaxMb = 1 << 20;

  explicit TranspositionTable(std::size_t mb = 16);

  // Returns false (and keeps the current table) if `mb` is out of range, more than the machine
  // has available (checked before allocating: never an OOM kill, never an ASan abort), or the
  // allocation fails.
  bool resize(std::size_t mb);
  std::size_t size_mb() const { return size_mb_; }
  void clear();
  // Called once per search: entries from older searches become preferred victims.
  void new_search() { generation_ = static_cast<uint8_t>((generation_ + 1) & kGenerationMask); }

  bool probe(uint64_t key, int ply, TTHit& hit) const;
  void store(uint64_t key, int ply, Score score, Bound bound, int depth, uint32_t move, bool has_move);

  // Permill of sampled entries written by the current search.
  int hashfull() const;

  template <class Move>
  static uint32_t encode(Move m) {
    static_assert(std::is_trivially_copyable_v<Move> && sizeof(Move) <= 4);
    uint32_t bits = 0;
    std::memcpy(&bits, &m, sizeof(Move));
    return bits;
  }
  template <class Move>
  static Move decode(uint32_t bits) {
    Move m{};
    std::memcpy(&m, &bits, sizeof(Move));
    return m;
  }

 private:
  static constexpr uint8_t kGenerationMask = 0x1F;  // 5 bits

  // data layout: move:32 | score:16 | depth:8 | bound:2 | has_move:1 | generation:5
  struct Entry {
    std::atomic<uint64_t> check{0};  // key ^ data
    std::atomic<uint64_t> data{0};
  };
  struct alignas(64) Cluster {
    Entry entries[kEntriesPerCluster];
  };

  Cluster& cluster_for(uint64_t key) const {
    return clusters_[static_cast<std::size_t>((static_cast<unsigned __int128>(key) * cluster_count_) >> 64)];
  }

  std::unique_ptr<Cluster[]> clusters_;
  std::size_t cluster_count_ = 0;
  std::size_t size_mb_ = 0;
  uint8_t generation_ = 0;
};

// Mate scores are stored relative to the node, not the root, so that a transposition found at
// another ply reports the right distance.
inline Score score_to_tt(Score s, int ply) {
  if (s >= kScoreMateBound) return s + ply;
  if (s <= -kScoreMateBound) return s - ply;
  return s;
}
inline Score score_from_tt(Score s, int ply) {
  if (s >= kScoreMateBound) return s - ply;
  if (s <= -kScoreMateBound) return s + ply;
  return s;
}

}  // namespace common
