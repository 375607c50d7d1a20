#include <doctest/doctest.h>

#include "common/util/key_cache.h"

TEST_CASE("KeyCache computes once per key and recomputes after a colliding key took the slot") {
  common::KeyCache<int, 8> cache;
  int calls = 0;
  auto value_of = [&](uint64_t key) {
    return cache.get(key, [&] {
      ++calls;
      return static_cast<int>(key * 10);
    });
  };
  CHECK(value_of(2) == 20);
  CHECK(value_of(2) == 20);
  CHECK(calls == 1);
  CHECK(value_of(0) == 0);  // key 0 is a real key, not an empty slot
  CHECK(value_of(0) == 0);
  CHECK(calls == 2);
  CHECK(value_of(2 + 8) == 100);  // same slot as 2
  CHECK(calls == 3);
  CHECK(value_of(2) == 20);
  CHECK(calls == 4);
}
