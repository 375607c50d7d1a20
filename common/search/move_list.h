// Fixed-capacity move container: move generation never allocates.
#pragma once

#include <array>
#include <cassert>
#include <cstddef>

namespace common {

template <class Move, std::size_t Capacity>
class MoveList {
 public:
  using value_type = Move;
  static constexpr std::size_t kCapacity = Capacity;

  void push_back(Move m) {
    assert(size_ < Capacity);
    moves_[size_++] = m;
  }
  void clear() { size_ = 0; }
  void resize(std::size_t n) { size_ = n; }
  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  Move& operator[](std::size_t i) { return moves_[i]; }
  const Move& operator[](std::size_t i) const { return moves_[i]; }
  Move* begin() { return moves_.data(); }
  Move* end() { return moves_.data() + size_; }
  const Move* begin() const { return moves_.data(); }
  const Move* end() const { return moves_.data() + size_; }
  bool contains(Move m) const {
    for (std::size_t i = 0; i < size_; ++i)
      if (moves_[i] == m) return true;
    return false;
  }

 private:
  std::array<Move, Capacity> moves_;
  std::size_t size_ = 0;
};

}  // namespace common
