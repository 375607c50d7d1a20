// Territory by distances (Lieberum's evaluation terms), computed on whole sets at once:
// the squares at queen (or king) distance d from a side are one bitboard, grown layer by layer
// with occluded fills, so no per-square BFS is needed.
#pragma once

#include "amazons-engine/board.h"

namespace amazons {

inline constexpr int kMaxLayers = 40;
// Value of a square both sides reach at the same distance, for the side to move: small, or the
// evaluation swings with the parity of the search depth.
inline constexpr double kTempo = 0.05;

// within[d] = empty squares at distance <= d (within[0] is empty); distances past `count` do
// not exist (the reach is complete) except when count == kMaxLayers (treated as unreachable).
struct DistanceLayers {
  int count = 0;
  // Raw words, not Bitboards: the evaluation builds these for every leaf and must not pay for
  // zeroing 40 layers it never reads.
  uint64_t words[kMaxLayers + 1][3];

  Bitboard within(int d) const { return Bitboard{{words[d][0], words[d][1], words[d][2]}}; }
  void set_within(int d, Bitboard b) {
    words[d][0] = b.w[0];
    words[d][1] = b.w[1];
    words[d][2] = b.w[2];
  }
  Bitboard at(int d) const { return within(d < count ? d : count); }
  Bitboard reach() const { return within(count); }
  Bitboard exactly(int d) const { return within(d) - within(d - 1); }
};

void queen_distance_layers(Bitboard sources, Bitboard empty, DistanceLayers& out);
void king_distance_layers(Bitboard sources, Bitboard empty, DistanceLayers& out);

// The terms of Lieberum's evaluation, from White's point of view, in squares.
//  t1, t2: squares White reaches first minus squares Black reaches first, by queen / king
//          distance; squares reached at the same distance count `tempo` for the side to move.
//  c1 = 2 * sum(2^-Dw - 2^-Db) (queen distance), c2 = sum(clamp((Db - Dw) / 6, -1, 1)) (king).
//  w  = sum over squares both reach of 2^-|Dw - Db| (queen): how much is still contested,
//       the phase of the game (0 once every region is settled).
struct TerritoryTerms {
  double t1 = 0, t2 = 0, c1 = 0, c2 = 0, w = 0;
};

struct SideLayers {
  DistanceLayers queen[2];
  DistanceLayers king[2];
};

void compute_layers(const Board& b, SideLayers& layers);
TerritoryTerms territory_terms(const SideLayers& layers, int side_to_move, double tempo = kTempo);

// True when no empty square is reachable by both sides: every region is settled.
inline bool all_separated(const SideLayers& layers) {
  return (layers.queen[kWhite].reach() & layers.queen[kBlack].reach()).none();
}

}  // namespace amazons
