// Turn generation with deduplication: every distinct placement one legal turn (the steps left
// in the current turn, at least one) can reach, except the placement the turn started from.
// Intermediate placements are deduplicated too, keeping the most steps left, so each placement
// is expanded at most once per "steps left" improvement. The hash set and move lists are reused
// between calls: nothing is allocated in the loop once the set has grown to size.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "arimaa-engine/steps.h"

namespace arimaa {

// A whole turn as its moves (steps, pushes, pulls), at most four steps.
struct Turn {
  Move moves[4];
  uint8_t size = 0;
  uint64_t placement = 0;  // placement key after the turn
};

// Open-addressing set of 64-bit keys with a small value, emptied in O(1) by a generation stamp.
class KeyTable {
 public:
  KeyTable() { resize(1 << 14); }
  void clear() {
    if (++stamp_ == 0) {  // wrapped: old stamps could alias
      for (auto& s : slots_) s.stamp = 0;
      stamp_ = 1;
    }
    size_ = 0;
  }
  std::size_t size() const { return size_; }
  // Returns the slot's value pointer for `key`; `inserted` says whether it is new (value -1).
  int32_t* find_or_insert(uint64_t key, bool& inserted);
  const int32_t* find(uint64_t key) const;

 private:
  struct Slot {
    uint64_t key;
    uint32_t stamp;
    int32_t value;
  };
  void resize(std::size_t capacity);
  std::vector<Slot> slots_;
  std::size_t mask_ = 0;
  std::size_t size_ = 0;
  uint32_t stamp_ = 1;
};

class TurnGenerator {
 public:
  // Number of distinct placements reachable by a legal turn of the side to move from `pos`
  // (with its steps left), excluding the start placement. pos is restored on return.
  std::size_t count(Position& pos);
  // Same, and also records one turn (move sequence) per distinct placement, in turns().
  std::size_t enumerate(Position& pos);
  const std::vector<Turn>& turns() const { return turns_; }

 private:
  void search(Position& pos, int depth);
  void search_last_step(const Position& pos);

  KeyTable seen_;  // placement -> most steps left it was reached with
  MoveList lists_[4];
  Move path_[4];
  std::vector<Turn> turns_;
  bool record_ = false;
};

}  // namespace arimaa
