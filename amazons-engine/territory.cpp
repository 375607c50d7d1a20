#include "amazons-engine/territory.h"

#include <algorithm>

namespace amazons {

void queen_distance_layers(Bitboard sources, Bitboard empty, DistanceLayers& out) {
  Bitboard reached{};
  Bitboard frontier = sources;
  int d = 0;
  out.set_within(0, reached);
  while (d < kMaxLayers) {
    const Bitboard next = queen_reach(frontier, empty) - reached;
    if (next.none()) break;
    reached |= next;
    out.set_within(++d, reached);
    frontier = next;
  }
  out.count = d;
}

void king_distance_layers(Bitboard sources, Bitboard empty, DistanceLayers& out) {
  Bitboard reached{};
  Bitboard frontier = sources;
  int d = 0;
  out.set_within(0, reached);
  while (d < kMaxLayers) {
    const Bitboard next = (neighbours(frontier) & empty) - reached;
    if (next.none()) break;
    reached |= next;
    out.set_within(++d, reached);
    frontier = next;
  }
  out.count = d;
}

void compute_layers(const Board& b, SideLayers& layers) {
  const Bitboard empty = b.empties();
  for (int side = 0; side < 2; ++side) {
    queen_distance_layers(b.queens(side), empty, layers.queen[side]);
    king_distance_layers(b.queens(side), empty, layers.king[side]);
  }
}

namespace {

// Squares `a` reaches strictly first, and squares both reach at the same distance.
void closeness(const DistanceLayers& a, const DistanceLayers& b, int& a_first, int& tied) {
  a_first = tied = 0;
  for (int d = 1; d <= a.count; ++d) {
    const Bitboard layer = a.exactly(d);
    a_first += (layer - b.at(d)).count();
    if (d <= b.count) tied += (layer & b.exactly(d)).count();
  }
}

double distance_term(const DistanceLayers& w, const DistanceLayers& b, int side_to_move, double tempo) {
  int w_first, b_first, tied;
  closeness(w, b, w_first, tied);
  closeness(b, w, b_first, tied);
  return w_first - b_first + (side_to_move == kWhite ? tempo : -tempo) * tied;
}

// sum over squares of clamp((Db - Dw) / 6, -1, 1) = 1/6 sum_k (#{Db - Dw >= k} - #{Dw - Db >= k})
// with unreachable squares at infinite distance.
double king_closeness(const DistanceLayers& w, const DistanceLayers& b) {
  int total = 0;
  for (int k = 1; k <= 6; ++k) {
    for (int d = 1; d <= w.count; ++d) total += (w.exactly(d) - b.at(d + k - 1)).count();
    for (int d = 1; d <= b.count; ++d) total -= (b.exactly(d) - w.at(d + k - 1)).count();
  }
  return total / 6.0;
}

}  // namespace

TerritoryTerms territory_terms(const SideLayers& layers, int side_to_move, double tempo) {
  const DistanceLayers& qw = layers.queen[kWhite];
  const DistanceLayers& qb = layers.queen[kBlack];
  TerritoryTerms t;
  t.t1 = distance_term(qw, qb, side_to_move, tempo);
  t.t2 = distance_term(layers.king[kWhite], layers.king[kBlack], side_to_move, tempo);
  double scale = 1.0;
  for (int d = 1; d <= std::max(qw.count, qb.count); ++d) {
    scale *= 0.5;
    const int nw = d <= qw.count ? qw.exactly(d).count() : 0;
    const int nb = d <= qb.count ? qb.exactly(d).count() : 0;
    t.c1 += 2 * scale * (nw - nb);
  }
  t.c2 = king_closeness(layers.king[kWhite], layers.king[kBlack]);
  // Contested squares weighted by 2^-|Dw - Db|; differences above 3 add too little to count.
  static constexpr double kWeight[4] = {1.0, 0.5, 0.25, 0.125};
  for (int d = 1; d <= qw.count; ++d) {
    const Bitboard layer = qw.exactly(d);
    for (int e = std::max(1, d - 3); e <= std::min(qb.count, d + 3); ++e)
      t.w += kWeight[std::abs(d - e)] * (layer & qb.exactly(e)).count();
  }
  return t;
}

}  // namespace amazons
