#include "amazons-engine/movegen.h"

namespace amazons {

void generate_moves(const Board& b, MoveList& list) {
  list.clear();
  for_each_queen_move(b, b.side_to_move(), [&](Square from, Square to, int orient, uint32_t vacate) {
    for_each_reach(b, to, orient, vacate, [&](Square arrow) { list.push_back(Move{from, to, arrow, 0}); });
  });
}

uint64_t count_moves(const Board& b, int side) {
  // A destination on the line the queen moved along sees that whole free run (the origin is
  // vacated), so only the other three lines through it need reading.
  const Geometry& g = b.geometry();
  uint64_t n = 0;
  for (int i = 0; i < b.queen_count(side); ++i) {
    const Square from = b.queen(side, i);
    const SquareLines& l = g.lines[from];
    for (int o = 0; o < 4; ++o) {
      const uint32_t w = b.line(l.line[o]);
      const int up = free_up(w, l.bit[o]);
      const int down = free_down(w, l.bit[o]);
      const int run = up + down;
      const int delta = kLineDelta[o];
      auto other_lines = [&](Square to) {
        const SquareLines& t = g.lines[to];
        int c = run;
        for (int o2 = 0; o2 < 4; ++o2) {
          if (o2 == o) continue;
          const uint32_t w2 = b.line(t.line[o2]);
          c += free_up(w2, t.bit[o2]) + free_down(w2, t.bit[o2]);
        }
        return c;
      };
      for (int k = 1; k <= up; ++k) n += static_cast<uint64_t>(other_lines(static_cast<Square>(from + k * delta)));
      for (int k = 1; k <= down; ++k) n += static_cast<uint64_t>(other_lines(static_cast<Square>(from - k * delta)));
    }
  }
  return n;
}

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

namespace {

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
  if (depth == 2) {
    // The replies are only counted, and counting reads the line words and the opponent's
    // queens, so a move here needs only its three squares flipped in the line words.
    const int opponent = b.side_to_move() ^ 1;
    uint64_t total = 0;
    for_each_queen_move(b, b.side_to_move(), [&](Square from, Square to, int, uint32_t) {
      b.flip_line_occupancy(from);
      b.flip_line_occupancy(to);
      for_each_reach(b, to, 0, 0, [&](Square arrow) {
        b.flip_line_occupancy(arrow);
        total += count_moves(b, opponent);
        b.flip_line_occupancy(arrow);
      });
      b.flip_line_occupancy(to);
      b.flip_line_occupancy(from);
    });
    return total;
  }
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
