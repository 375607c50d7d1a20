// Small, fast, seedable random numbers (xoshiro256**), identical on every platform so that
// "--threads 1 --seed N" reproduces a search exactly.
#pragma once

#include <cstdint>

namespace common {

constexpr uint64_t splitmix64(uint64_t& state) {
  uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

class Rng {
 public:
  explicit constexpr Rng(uint64_t seed = 0x5EED) { reseed(seed); }

  constexpr void reseed(uint64_t seed) {
    uint64_t sm = seed;
    for (auto& word : s_) word = splitmix64(sm);
  }

  constexpr uint64_t next() {
    const uint64_t result = rotl(s_[1] * 5, 7) * 9;
    const uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = rotl(s_[3], 45);
    return result;
  }

  // Uniform in [0, n) without modulo bias worth caring about (Lemire's multiply-shift).
  constexpr uint32_t below(uint32_t n) {
    return static_cast<uint32_t>((static_cast<uint64_t>(static_cast<uint32_t>(next() >> 32)) * n) >> 32);
  }

  // Uniform in [0, 1).
  double uniform() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

 private:
  static constexpr uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
  uint64_t s_[4]{};
};

}  // namespace common
