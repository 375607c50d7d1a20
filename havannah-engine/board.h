// Stones, groups and winning structures.
//
// Groups are a union-find forest over the slots; the root carries the group's size and its
// edge/corner bits, so bridge and fork are two popcounts after the merge. Every cell also keeps
// a 12-bit mask of which neighbours hold white (bits 0..5) and black (bits 6..11) stones: it
// gives ring detection (rings.h), neighbour colours without loads, and rollout patterns.
//
// place() keeps an undo record and never compresses paths (so undo is exact); place_fast() is
// for throw-away copies in playouts and halves paths as it goes.
#pragma once

#include <cstdint>
#include <cstring>

#include "havannah-engine/geometry.h"
#include "havannah-engine/rings.h"

namespace havannah {

enum Colour : uint8_t { kEmpty = 0, kWhite = 1, kBlack = 2, kOffBoard = 3 };

inline constexpr Colour colour_of_side(int side) { return side == 0 ? kWhite : kBlack; }
inline constexpr Colour opponent(Colour c) { return c == kWhite ? kBlack : kWhite; }

// Structures completed by a move (several at once are possible).
enum WinKind : uint8_t { kNoWin = 0, kRing = 1, kBridge = 2, kFork = 4 };

inline bool is_bridge(uint16_t border) { return __builtin_popcount(border & kCornerBits) >= 2; }
inline bool is_fork(uint16_t border) { return __builtin_popcount(border & kEdgeBits) >= 3; }

struct UndoRecord {
  struct Link {
    uint16_t child, root, root_size, root_border;
  };
  uint16_t slot = 0;
  uint8_t links = 0;
  Link link[3];
};

class Board {
 public:
  struct Cell {
    uint8_t colour;
    uint8_t unused;
    uint16_t parent;
    uint16_t size;    // at roots: stones in the group
    uint16_t border;  // at roots: the group's edge and corner bits
    uint16_t nbr;     // neighbour colours, see above
  };

  explicit Board(int base = 8);
  Board(const Board& other) { copy_from(other); }
  Board& operator=(const Board& other) {
    if (this != &other) copy_from(other);
    return *this;
  }

  const Geometry& geo() const { return *geo_; }
  int base() const { return geo_->base; }
  int stones() const { return stones_; }
  bool full() const { return stones_ == geo_->num_cells; }
  Colour colour(int slot) const { return static_cast<Colour>(cells_[slot].colour); }
  bool empty(int slot) const { return cells_[slot].colour == kEmpty; }
  // Mask of neighbours of colour c around slot, bit d = direction d.
  unsigned neighbours(int slot, Colour c) const { return (cells_[slot].nbr >> shift(c)) & 0x3F; }
  const Cell& cell(int slot) const { return cells_[slot]; }

  int root(int slot) const {
    while (cells_[slot].parent != slot) slot = cells_[slot].parent;
    return slot;
  }
  uint16_t group_border(int slot) const { return cells_[root(slot)].border; }
  int group_size(int slot) const { return cells_[root(slot)].size; }

  // Places a stone of colour c on an empty on-board slot; returns the WinKind bits it completes.
  uint8_t place(int slot, Colour c, UndoRecord& undo) { return place_impl<false>(slot, c, &undo); }
  uint8_t place_fast(int slot, Colour c) { return place_impl<true>(slot, c, nullptr); }
  void undo(const UndoRecord& undo);

  // Whether placing a stone of colour c on empty `slot` would win, without placing it: non-zero
  // (some WinKind bits of what it completes) iff it wins.
  uint8_t wins_if_placed(int slot, Colour c) const { return const_cast<Board*>(this)->wins_impl<false>(slot, c); }
  // The same for playouts: halves paths on the way (not on boards that will be undone).
  uint8_t wins_if_placed_fast(int slot, Colour c) { return wins_impl<true>(slot, c); }
  // Could this group win with one more stone? False means certainly not (no corner, at most one
  // edge, fewer than five stones); used to skip win checks in playouts.
  bool may_threaten(int root_slot) const {
    const Cell& r = cells_[root_slot];
    return r.size >= 5 || (r.border & kCornerBits) || __builtin_popcount(r.border & kEdgeBits) >= 2;
  }
  int root_fast(int slot) { return find_halving(slot); }

  void clear();

 private:
  static int shift(Colour c) { return (c - 1) * 6; }

  int find_halving(int slot) {
    while (cells_[slot].parent != slot) {
      const int grand = cells_[cells_[slot].parent].parent;
      cells_[slot].parent = static_cast<uint16_t>(grand);
      slot = grand;
    }
    return slot;
  }

  template <bool kFast>
  uint8_t place_impl(int p, Colour c, UndoRecord* undo);
  template <bool kFast>
  uint8_t wins_impl(int p, Colour c);

  void copy_from(const Board& other) {
    geo_ = other.geo_;
    stones_ = other.stones_;
    std::memcpy(cells_, other.cells_, sizeof(Cell) * static_cast<std::size_t>(geo_->slots));
  }

  const Geometry* geo_;
  int stones_ = 0;
  Cell cells_[kMaxSlots];
};

template <bool kFast>
inline uint8_t Board::place_impl(int p, Colour c, UndoRecord* undo) {
  const Geometry& g = *geo_;
  const int sh = shift(c);
  const unsigned own = (cells_[p].nbr >> sh) & 0x3F;
  Cell& cp = cells_[p];
  cp.colour = c;
  cp.parent = static_cast<uint16_t>(p);
  cp.size = 1;
  cp.border = g.border[p];
  if constexpr (!kFast) {
    undo->slot = static_cast<uint16_t>(p);
    undo->links = 0;
  }

  int root = p;
  int groups = 0;
  for (unsigned m = own; m; m &= m - 1) {
    const int n = p + g.offset[__builtin_ctz(m)];
    int r;
    if constexpr (kFast) r = find_halving(n);
    else r = this->root(n);
    if (r == root) continue;
    ++groups;
    int child = r, parent = root;
    if (cells_[child].size > cells_[parent].size) std::swap(child, parent);
    if constexpr (!kFast) {
      undo->link[undo->links++] = {static_cast<uint16_t>(child), static_cast<uint16_t>(parent),
                                   cells_[parent].size, cells_[parent].border};
    }
    cells_[child].parent = static_cast<uint16_t>(parent);
    cells_[parent].size = static_cast<uint16_t>(cells_[parent].size + cells_[child].size);
    cells_[parent].border |= cells_[child].border;
    root = parent;
  }

  uint8_t result = closes_hole(own, groups) ? kRing : kNoWin;
  const uint16_t bit = static_cast<uint16_t>(1u << sh);
  for (int d = 0; d < 6; ++d) {
    Cell& nc = cells_[p + g.offset[d]];
    nc.nbr = static_cast<uint16_t>(nc.nbr | (bit << ((d + 3) % 6)));
    if (((nc.nbr >> sh) & 0x3F) == 0x3F) result |= kRing;  // a cell fully surrounded
  }
  const uint16_t border = cells_[root].border;
  if (is_bridge(border)) result |= kBridge;
  if (is_fork(border)) result |= kFork;
  ++stones_;
  return result;
}

template <bool kFast>
inline uint8_t Board::wins_impl(int p, Colour c) {
  const Geometry& g = *geo_;
  const int sh = shift(c);
  const unsigned own = (cells_[p].nbr >> sh) & 0x3F;
  if (!own) return kNoWin;
  // A neighbour with five own neighbours is surrounded once p (still empty) is filled.
  for (unsigned m = kSurroundCandidates[own]; m; m &= m - 1)
    if (__builtin_popcount((cells_[p + g.offset[__builtin_ctz(m)]].nbr >> sh) & 0x3F) == 5) return kRing;
  auto find = [&](int n) {
    if constexpr (kFast) return find_halving(n);
    else return root(n);
  };
  if (kRingRuns[own] <= 1) {
    // One group touches p, and it has no structure yet: only p's own corner or edge can add one.
    if (!g.border[p]) return kNoWin;
    const uint16_t border = cells_[find(p + g.offset[__builtin_ctz(own)])].border | g.border[p];
    return (is_bridge(border) ? kBridge : 0) | (is_fork(border) ? kFork : 0);
  }
  uint16_t border = g.border[p];
  int roots[3];
  int groups = 0;
  for (unsigned m = own; m; m &= m - 1) {
    const int r = find(p + g.offset[__builtin_ctz(m)]);
    if (groups > 0 && r == roots[0]) continue;
    if (groups > 1 && r == roots[1]) continue;
    if (groups > 2 && r == roots[2]) continue;
    roots[groups < 3 ? groups : 2] = r;  // at most three runs, so at most three groups
    ++groups;
    border |= cells_[r].border;
  }
  uint8_t result = closes_hole(own, groups) ? kRing : kNoWin;
  if (is_bridge(border)) result |= kBridge;
  if (is_fork(border)) result |= kFork;
  return result;
}

}  // namespace havannah
