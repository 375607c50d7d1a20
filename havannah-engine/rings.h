// Ring detection in O(1) per stone.
//
// Let K be the complex of one colour's stones (lattice edges between adjacent stones, triangles
// between three mutually adjacent ones). Its Euler characteristic is components - holes, and a
// hole is a bounded region that holds at least one cell of another colour or an empty cell.
// Placing stone p changes V by 1, E by the number of own neighbours and F by the number of
// adjacent pairs of own neighbours, which works out to
//     new holes = (runs of own stones around p) - (distinct old groups among them).
// So p closes a ring around a non-own cell iff some old group touches p in two separate runs.
// A ring whose inside is entirely own stones has no hole; it always contains a cell whose six
// neighbours are all own stones, and such a cell must be a neighbour of p. Both tests are local,
// which is why rings cost no search at all.
#pragma once

#include <array>
#include <cstdint>

namespace havannah {

// Number of maximal runs of set bits in a circular 6-bit neighbour mask (0 for the full mask,
// where the one run has no start).
inline constexpr std::array<uint8_t, 64> kRingRuns = [] {
  std::array<uint8_t, 64> runs{};
  for (unsigned m = 0; m < 64; ++m) {
    const unsigned rotated = ((m << 1) | (m >> 5)) & 0x3F;  // bit d holds bit d-1
    runs[m] = static_cast<uint8_t>(__builtin_popcount(m & ~rotated));
  }
  return runs;
}();

// For a 6-bit own-neighbour mask around an empty cell p: the directions d whose neighbour has
// both of its neighbours next to p (directions d-1 and d+1) owned, i.e. the only neighbours that
// could end up fully surrounded when p is filled.
inline constexpr std::array<uint8_t, 64> kSurroundCandidates = [] {
  std::array<uint8_t, 64> t{};
  for (unsigned m = 0; m < 64; ++m) {
    unsigned out = 0;
    for (int d = 0; d < 6; ++d)
      if ((m >> ((d + 5) % 6) & 1) && (m >> ((d + 1) % 6) & 1)) out |= 1u << d;
    t[m] = static_cast<uint8_t>(out);
  }
  return t;
}();

// True if adding a stone with own-neighbour mask `own` that joins `distinct_groups` different old
// groups encloses a region (the Euler test above).
inline bool closes_hole(unsigned own, int distinct_groups) { return kRingRuns[own] > distinct_groups; }

}  // namespace havannah

namespace havannah {

class Board;
enum Colour : uint8_t;

// Reference check by flood fill, independent of the incremental bookkeeping (tests, debugging):
// does colour c have a ring anywhere on the board?
bool has_ring_by_flood_fill(const Board& board, Colour c);

}  // namespace havannah
