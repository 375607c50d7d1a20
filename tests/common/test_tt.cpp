#include <doctest/doctest.h>

#include "common/search/tt.h"

using common::Bound;
using common::TranspositionTable;
using common::TTHit;

TEST_CASE("TT stores and probes entries, adjusting mate scores by ply") {
  TranspositionTable tt(1);
  tt.store(0x1234, 3, 25, Bound::kExact, 7, 0xABCD, true);
  TTHit hit;
  REQUIRE(tt.probe(0x1234, 3, hit));
  CHECK(hit.score == 25);
  CHECK(hit.depth == 7);
  CHECK(hit.bound == Bound::kExact);
  CHECK(hit.has_move);
  CHECK(hit.move == 0xABCD);
  CHECK_FALSE(tt.probe(0x1235, 3, hit));

  // Mate in 2 plies from a node at ply 5 is mate at ply 7; probed from ply 1 it is mate at ply 3.
  tt.store(0x777, 5, common::kScoreMate - 7, Bound::kExact, 4, 1, true);
  REQUIRE(tt.probe(0x777, 1, hit));
  CHECK(hit.score == common::kScoreMate - 3);
}

TEST_CASE("TT keeps a move when a result without one overwrites the entry") {
  TranspositionTable tt(1);
  tt.store(42, 0, 10, Bound::kLower, 3, 99, true);
  tt.store(42, 0, 5, Bound::kUpper, 4, 0, false);
  TTHit hit;
  REQUIRE(tt.probe(42, 0, hit));
  CHECK(hit.bound == Bound::kUpper);
  CHECK(hit.has_move);
  CHECK(hit.move == 99);
}

TEST_CASE("TT replacement prefers old generations and shallow entries") {
  TranspositionTable tt(1);
  // Fill one cluster: keys that map to the same cluster share the high bits used for indexing.
  const uint64_t base = 0x8000000000000000ULL;
  for (uint64_t i = 0; i < 4; ++i) tt.store(base + i, 0, 1, Bound::kExact, 2 + static_cast<int>(i), 0, false);
  tt.new_search();
  tt.store(base + 100, 0, 1, Bound::kExact, 1, 0, false);  // evicts an entry of the old search
  TTHit hit;
  CHECK(tt.probe(base + 100, 0, hit));
  int survivors = 0;
  for (uint64_t i = 0; i < 4; ++i) survivors += tt.probe(base + i, 0, hit);
  CHECK(survivors == 3);
  CHECK_FALSE(tt.probe(base + 0, 0, hit));  // the shallowest old entry went
  tt.store(base + 101, 0, 1, Bound::kExact, 2, 0, false);
  CHECK(tt.probe(base + 100, 0, hit));  // current-generation entries are kept over old ones
  CHECK(tt.hashfull() >= 0);
}

TEST_CASE("TT resize refuses impossible sizes and keeps the old table") {
  TranspositionTable tt(2);
  tt.store(5, 0, 1, Bound::kExact, 1, 0, false);
  CHECK_FALSE(tt.resize(0));
  CHECK_FALSE(tt.resize(TranspositionTable::kMaxMb + 1));
  CHECK(tt.size_mb() == 2);
  TTHit hit;
  CHECK(tt.probe(5, 0, hit));
  CHECK(tt.resize(4));
  CHECK(tt.size_mb() == 4);
  CHECK_FALSE(tt.probe(5, 0, hit));
  tt.store(5, 0, 1, Bound::kExact, 1, 0, false);
  tt.clear();
  CHECK_FALSE(tt.probe(5, 0, hit));
}
