#include "amazons-engine/movegen.h"

namespace amazons {

void generate_moves(const Board& b, MoveList& list) {
  list.clear();
  for_each_queen_move(b, b.side_to_move(), [&](Square from, Square to, int orient, uint32_t vacate) {
    for_each_reach(b, to, orient, vacate, [&](Square arrow) { list.push_back(Move{from, to, arrow, 0}); });
  });
}

uint64_t count_moves(const Board& b, int side) {
  uint64_t n = 0;
  for_each_queen_move(b, side, [&](Square, Square to, int orient, uint32_t vacate) {
    n += static_cast<uint64_t>(reach_count(b, to, orient, vacate));
  });
  return n;
}

namespace {

// True if `to` lies on a line through `from` and every square after `from` up to and including
// `to` is empty, with `vacated` (if on that line) counted as empty.
bool slides(const Board& b, Square from, Square to, int vacated) {
  if (from == to) return false;
  const SquareLines& lf = b.geometry().lines[from];
  const SquareLines& lt = b.geometry().lines[to];
  for (int o = 0; o < 4; ++o) {
    if (lf.line[o] != lt.line[o]) continue;
    uint32_t w = b.line(lf.line[o]);
    if (vacated >= 0 && b.geometry().lines[vacated].line[o] == lf.line[o])
      w &= ~(1u << b.geometry().lines[vacated].bit[o]);
    if (lt.bit[o] > lf.bit[o]) return lt.bit[o] - lf.bit[o] <= free_up(w, lf.bit[o]);
    return lf.bit[o] - lt.bit[o] <= free_down(w, lf.bit[o]);
  }
  return false;
}

bool on_board(const Board& b, Square s) { return s < kNumSquares && b.geometry().board.test(s); }

}  // namespace

bool is_legal(const Board& b, Move m) {
  if (!on_board(b, m.from) || !on_board(b, m.to) || !on_board(b, m.arrow)) return false;
  if (!b.queens(b.side_to_move()).test(m.from)) return false;
  return slides(b, m.from, m.to, -1) && slides(b, m.to, m.arrow, m.from);
}

uint64_t perft(Board& b, int depth) {
  if (depth <= 0) return 1;
  if (depth == 1) return count_moves(b);
  MoveList list;
  generate_moves(b, list);
  uint64_t total = 0;
  for (Move m : list) {
    b.make(m);
    total += perft(b, depth - 1);
    b.unmake(m);
  }
  return total;
}

}  // namespace amazons
