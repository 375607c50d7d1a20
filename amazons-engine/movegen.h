// Move generation and counting. A queen's moves are read off the line words of geometry.h:
// the free run from a square along a line is a count-zeros, so counting the arrows of a queen
// move (the squares the queen reaches from its destination with its origin vacated) needs no
// list at all. Perft leaves and mobility use the counts.
#pragma once

#include <cstddef>
#include <cstdint>

#include "amazons-engine/board.h"
#include "common/search/move_list.h"

namespace amazons {

// 4 queens x 43 destinations x 43 arrows on 12x12 stays below this.
inline constexpr std::size_t kMaxMoves = 8192;
using MoveList = common::MoveList<Move, kMaxMoves>;

// Squares a queen on `s` reaches in one move; `vacate` is xored into the line of orientation
// `vacate_orient` (the origin of a queen that is moving along that line to `s`).
inline int reach_count(const Board& b, Square s, int vacate_orient = 0, uint32_t vacate = 0) {
  const SquareLines& l = b.geometry().lines[s];
  uint32_t xor_mask[4] = {0, 0, 0, 0};
  xor_mask[vacate_orient] = vacate;
  int n = 0;
  for (int o = 0; o < 4; ++o) {
    const uint32_t w = b.line(l.line[o]) ^ xor_mask[o];
    n += free_up(w, l.bit[o]) + free_down(w, l.bit[o]);
  }
  return n;
}

// Calls f(to) for each square a queen on `s` reaches (with the same vacate convention).
template <class F>
inline void for_each_reach(const Board& b, Square s, int vacate_orient, uint32_t vacate, F&& f) {
  const SquareLines& l = b.geometry().lines[s];
  for (int o = 0; o < 4; ++o) {
    const uint32_t w = b.line(l.line[o]) ^ (o == vacate_orient ? vacate : 0u);
    const int up = free_up(w, l.bit[o]);
    const int down = free_down(w, l.bit[o]);
    const int delta = kLineDelta[o];
    for (int k = 1; k <= up; ++k) f(static_cast<Square>(s + k * delta));
    for (int k = 1; k <= down; ++k) f(static_cast<Square>(s - k * delta));
  }
}

// Calls f(from, to, orient, vacate) for each queen move (without the arrow) of `side`;
// (orient, vacate) are what reach_count/for_each_reach need to see `from` as empty.
template <class F>
inline void for_each_queen_move(const Board& b, int side, F&& f) {
  for (int i = 0; i < b.queen_count(side); ++i) {
    const Square from = b.queen(side, i);
    const SquareLines& l = b.geometry().lines[from];
    for (int o = 0; o < 4; ++o) {
      const uint32_t w = b.line(l.line[o]);
      const int up = free_up(w, l.bit[o]);
      const int down = free_down(w, l.bit[o]);
      const int delta = kLineDelta[o];
      const uint32_t vacate = 1u << l.bit[o];
      for (int k = 1; k <= up; ++k) f(from, static_cast<Square>(from + k * delta), o, vacate);
      for (int k = 1; k <= down; ++k) f(from, static_cast<Square>(from - k * delta), o, vacate);
    }
  }
}

void generate_moves(const Board& b, MoveList& list);
// Number of legal moves of `side` if it were to move here.
uint64_t count_moves(const Board& b, int side);
inline uint64_t count_moves(const Board& b) { return count_moves(b, b.side_to_move()); }
// A queen that can move can always shoot back where it came from, so a side has a move iff
// one of its queens has an empty neighbour.
inline bool has_move(const Board& b, int side) { return (neighbours(b.queens(side)) & b.empties()).any(); }
bool is_legal(const Board& b, Move m);
// True if a queen on `from` can slide to `to` (on a shared line, every square after `from` up to
// and including `to` empty), counting `vacated` (if >= 0) as empty.
bool slides(const Board& b, Square from, Square to, int vacated = -1);
uint64_t perft(Board& b, int depth);

}  // namespace amazons
