// Zobrist keys generated at compile time from a fixed seed: identical keys in every build,
// so hashes, bench signatures and transposition behaviour are reproducible.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include "common/util/rng.h"

namespace common {

template <std::size_t N>
constexpr std::array<uint64_t, N> make_zobrist_keys(uint64_t seed) {
  std::array<uint64_t, N> keys{};
  uint64_t state = seed;
  for (auto& k : keys) k = splitmix64(state);
  return keys;
}

}  // namespace common
