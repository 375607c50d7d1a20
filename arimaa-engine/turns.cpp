#include "arimaa-engine/turns.h"

namespace arimaa {

void KeyTable::resize(std::size_t capacity) {
  std::vector<Slot> old = std::move(slots_);
  slots_.assign(capacity, Slot{0, 0, 0});
  mask_ = capacity - 1;
  const uint32_t live = stamp_;
  stamp_ = 1;
  size_ = 0;
  for (const Slot& s : old) {
    if (s.stamp != live) continue;
    bool inserted;
    *find_or_insert(s.key, inserted) = s.value;
  }
}

int32_t* KeyTable::find_or_insert(uint64_t key, bool& inserted) {
  if (2 * (size_ + 1) > slots_.size()) resize(slots_.size() * 2);
  // The low key bits are as random as any: Zobrist keys.
  std::size_t i = static_cast<std::size_t>(key ^ (key >> 29)) & mask_;
  while (true) {
    Slot& s = slots_[i];
    if (s.stamp != stamp_) {
      s = Slot{key, stamp_, -1};
      ++size_;
      inserted = true;
      return &s.value;
    }
    if (s.key == key) {
      inserted = false;
      return &s.value;
    }
    i = (i + 1) & mask_;
  }
}

const int32_t* KeyTable::find(uint64_t key) const {
  std::size_t i = static_cast<std::size_t>(key ^ (key >> 29)) & mask_;
  while (true) {
    const Slot& s = slots_[i];
    if (s.stamp != stamp_) return nullptr;
    if (s.key == key) return &s.value;
    i = (i + 1) & mask_;
  }
}

std::size_t TurnGenerator::count(Position& pos) {
  record_ = false;
  seen_.clear();
  bool inserted;
  *seen_.find_or_insert(pos.placement_key(), inserted) = pos.steps_left();
  if (pos.steps_left() > 0) search(pos, 0);
  return seen_.size() - 1;
}

std::size_t TurnGenerator::enumerate(Position& pos) {
  record_ = true;
  turns_.clear();
  seen_.clear();
  bool inserted;
  *seen_.find_or_insert(pos.placement_key(), inserted) = pos.steps_left();
  if (pos.steps_left() > 0) search(pos, 0);
  record_ = false;
  return seen_.size() - 1;
}

void TurnGenerator::search(Position& pos, int depth) {
  if (depth > 3) return;  // four steps at most; tells the compiler the arrays are big enough
  if (pos.steps_left() == 1 && !record_) {
    search_last_step(pos);
    return;
  }
  MoveList& list = lists_[depth];
  generate_moves(pos, list);
  for (const Move m : list) {
    const MoveUndo undo = make_move(pos, m);
    bool inserted;
    int32_t* best_left = seen_.find_or_insert(pos.placement_key(), inserted);
    const int left = pos.steps_left();
    if (inserted || *best_left < left) {
      *best_left = left;
      path_[depth] = m;
      if (record_ && inserted) {
        Turn t;
        for (int i = 0; i <= depth; ++i) t.moves[i] = path_[i];
        t.size = static_cast<uint8_t>(depth + 1);
        t.placement = pos.placement_key();
        turns_.push_back(t);
      }
      if (left > 0 && depth < 3) search(pos, depth + 1);
    }
    unmake_move(pos, m, undo);
  }
}

// The last step of a turn only adds leaves: their keys are computed without playing the step.
void TurnGenerator::search_last_step(const Position& pos) {
  const Color c = pos.side();
  const Bitboard empty = pos.empty();
  const Bitboard movable = pos.occupied(c) & ~pos.frozen(c);
  const Bitboard rabbits = pos.pieces(c, kRabbit);
  const Direction backward = c == kGold ? kSouth : kNorth;
  for (int d = 0; d < 4; ++d) {
    const Direction dir = static_cast<Direction>(d);
    Bitboard sources = movable & shift(empty, reverse(dir));
    if (dir == backward) sources &= ~rabbits;
    const int delta = kDirDelta[d];
    while (sources) {
      const int from = pop_lsb(sources);
      bool inserted;
      int32_t* best_left = seen_.find_or_insert(pos.placement_key_after(from, from + delta), inserted);
      if (inserted) *best_left = 0;
    }
  }
}

}  // namespace arimaa
