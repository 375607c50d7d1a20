#include "common/search/tt.h"

#include <new>

#include "common/util/memory.h"

namespace common {

namespace {
constexpr uint64_t pack(uint32_t move, Score score, int depth, Bound bound, bool has_move, uint8_t gen) {
  return static_cast<uint64_t>(move) << 32 | static_cast<uint64_t>(static_cast<uint16_t>(static_cast<int16_t>(score))) << 16 |
         static_cast<uint64_t>(static_cast<uint8_t>(depth)) << 8 | static_cast<uint64_t>(bound) << 6 |
         static_cast<uint64_t>(has_move) << 5 | gen;
}
constexpr uint32_t data_move(uint64_t d) { return static_cast<uint32_t>(d >> 32); }
constexpr Score data_score(uint64_t d) { return static_cast<int16_t>(static_cast<uint16_t>(d >> 16)); }
constexpr int data_depth(uint64_t d) { return static_cast<uint8_t>(d >> 8); }
constexpr Bound data_bound(uint64_t d) { return static_cast<Bound>((d >> 6) & 3); }
constexpr bool data_has_move(uint64_t d) { return (d >> 5) & 1; }
constexpr uint8_t data_generation(uint64_t d) { return static_cast<uint8_t>(d & 0x1F); }
}  // namespace

TranspositionTable::TranspositionTable(std::size_t mb) {
  if (!resize(mb)) resize(kMinMb);
}

bool TranspositionTable::resize(std::size_t mb) {
  if (mb < kMinMb || mb > kMaxMb || !memory_fits_mb(mb)) return false;
  const std::size_t count = mb * 1024 * 1024 / sizeof(Cluster);
  std::unique_ptr<Cluster[]> fresh(new (std::nothrow) Cluster[count]);
  if (!fresh) return false;
  clusters_ = std::move(fresh);
  cluster_count_ = count;
  size_mb_ = mb;
  return true;
}

void TranspositionTable::clear() {
  for (std::size_t i = 0; i < cluster_count_; ++i)
    for (auto& e : clusters_[i].entries) {
      e.check.store(0, std::memory_order_relaxed);
      e.data.store(0, std::memory_order_relaxed);
    }
  generation_ = 0;
}

bool TranspositionTable::probe(uint64_t key, int ply, TTHit& hit) const {
  const Cluster& c = cluster_for(key);
  for (const auto& e : c.entries) {
    const uint64_t data = e.data.load(std::memory_order_relaxed);
    const uint64_t check = e.check.load(std::memory_order_relaxed);
    if ((check ^ data) != key || data_bound(data) == Bound::kNone) continue;
    hit.move = data_move(data);
    hit.has_move = data_has_move(data);
    hit.score = score_from_tt(data_score(data), ply);
    hit.depth = data_depth(data);
    hit.bound = data_bound(data);
    return true;
  }
  return false;
}

void TranspositionTable::store(uint64_t key, int ply, Score score, Bound bound, int depth, uint32_t move, bool has_move) {
  Cluster& c = cluster_for(key);
  Entry* victim = &c.entries[0];
  int victim_worth = 1 << 30;
  for (auto& e : c.entries) {
    const uint64_t data = e.data.load(std::memory_order_relaxed);
    const uint64_t check = e.check.load(std::memory_order_relaxed);
    if ((check ^ data) == key) {
      // Same position: keep the old move if the new result has none, and keep a deeper exact
      // result from this search rather than overwrite it with a shallow bound.
      if (!has_move && data_has_move(data)) {
        move = data_move(data);
        has_move = true;
      }
      if (data_generation(data) == generation_ && data_depth(data) > depth + 2 && bound != Bound::kExact) return;
      victim = &e;
      break;
    }
    const int age = (generation_ - data_generation(data)) & kGenerationMask;
    const int worth = data_depth(data) - 8 * age;
    if (worth < victim_worth) {
      victim_worth = worth;
      victim = &e;
    }
  }
  if (depth < 0) depth = 0;
  if (depth > 255) depth = 255;
  const uint64_t data = pack(move, score_to_tt(score, ply), depth, bound, has_move, generation_);
  victim->data.store(data, std::memory_order_relaxed);
  victim->check.store(key ^ data, std::memory_order_relaxed);
}

int TranspositionTable::hashfull() const {
  const std::size_t sample = std::min<std::size_t>(cluster_count_, 250);
  int used = 0;
  for (std::size_t i = 0; i < sample; ++i)
    for (const auto& e : clusters_[i].entries) {
      const uint64_t data = e.data.load(std::memory_order_relaxed);
      if (data_bound(data) != Bound::kNone && data_generation(data) == generation_) ++used;
    }
  return sample ? static_cast<int>(used * 1000 / (sample * kEntriesPerCluster)) : 0;
}

}  // namespace common
