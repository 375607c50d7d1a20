// A direct-mapped memo of a pure function of a position, by its 64-bit key: one entry per slot,
// a colliding key overwrites it. Allocated on the heap at first use, so a thread_local instance
// costs nothing in threads that never search.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>

namespace common {

template <class Value, std::size_t Size>
class KeyCache {
  static_assert(Size > 0 && (Size & (Size - 1)) == 0, "Size must be a power of two");

 public:
  // The value for `key`, computed by `compute()` unless this key holds the slot already.
  template <class Compute>
  const Value& get(uint64_t key, Compute&& compute) {
    if (!entries_) entries_ = std::make_unique<Entry[]>(Size);
    key |= 1;  // an empty slot (key 0) never matches; keys differing only in bit 0 share a value
    Entry& e = entries_[key & (Size - 1)];
    if (e.key != key) {
      e.value = compute();
      e.key = key;
    }
    return e.value;
  }

 private:
  struct Entry {
    uint64_t key;
    Value value;
  };
  std::unique_ptr<Entry[]> entries_;
};

}  // namespace common
