// Moves inside a turn. A Move is one step, or a whole push or pull (two steps that must
// follow each other, so no search can stop half way through one), or a pass that ends the turn
// early. Encoded in 16 bits: kind, the acting piece's square, two directions.
#pragma once

#include <cstdint>

#include "arimaa-engine/board.h"
#include "common/search/move_list.h"

namespace arimaa {

enum class MoveKind : uint8_t { kNone = 0, kStep, kPush, kPull, kPass };

struct Move {
  uint16_t bits;  // no initializer: trivial, so the TT may memcpy it; Move{} is the null move

  // The piece on `from` steps in direction d.
  static constexpr Move step(int from, Direction d) { return make(MoveKind::kStep, from, d, kNorth); }
  // The piece on `from` pushes the enemy next to it in direction `to_victim`; the enemy first
  // steps in direction `victim_dir`, then the pusher takes its square.
  static constexpr Move push(int from, Direction to_victim, Direction victim_dir) {
    return make(MoveKind::kPush, from, to_victim, victim_dir);
  }
  // The piece on `from` steps in direction `puller_dir`, then the enemy next to it in direction
  // `to_victim` takes the square it left.
  static constexpr Move pull(int from, Direction puller_dir, Direction to_victim) {
    return make(MoveKind::kPull, from, puller_dir, to_victim);
  }
  static constexpr Move pass() { return make(MoveKind::kPass, 0, kNorth, kNorth); }

  constexpr MoveKind kind() const { return static_cast<MoveKind>(bits >> 10); }
  constexpr int from() const { return bits & 63; }
  constexpr Direction dir() const { return static_cast<Direction>((bits >> 6) & 3); }
  constexpr Direction dir2() const { return static_cast<Direction>((bits >> 8) & 3); }
  constexpr bool is_null() const { return kind() == MoveKind::kNone; }
  constexpr bool is_pass() const { return kind() == MoveKind::kPass; }
  // Steps of the turn this move uses (a pass uses none; it gives up the rest).
  constexpr int step_count() const {
    return kind() == MoveKind::kStep ? 1 : (kind() == MoveKind::kPush || kind() == MoveKind::kPull) ? 2 : 0;
  }
  constexpr bool operator==(const Move&) const = default;

 private:
  static constexpr Move make(MoveKind k, int from, Direction d1, Direction d2) {
    return Move{static_cast<uint16_t>((static_cast<int>(k) << 10) | (d2 << 8) | (d1 << 6) | from)};
  }
};

// One elementary step of a move (a push or pull has two), in the order they happen.
struct ElementaryStep {
  int from;
  int to;
};
// Fills `out` with the move's steps; returns how many (0 for a pass).
inline int elementary_steps(Move m, ElementaryStep out[2]) {
  const int from = m.from();
  switch (m.kind()) {
    case MoveKind::kStep:
      out[0] = {from, kNeighbours.step[from][m.dir()]};
      return 1;
    case MoveKind::kPush: {
      const int victim = kNeighbours.step[from][m.dir()];
      out[0] = {victim, kNeighbours.step[victim][m.dir2()]};
      out[1] = {from, victim};
      return 2;
    }
    case MoveKind::kPull: {
      const int victim = kNeighbours.step[from][m.dir2()];
      out[0] = {from, kNeighbours.step[from][m.dir()]};
      out[1] = {victim, from};
      return 2;
    }
    default:
      return 0;
  }
}

// Every square the move's pieces leave or enter: the detectors skip moves that touch nothing
// near what they look for.
inline Bitboard squares_touched(Move m) {
  ElementaryStep steps[2];
  const int n = elementary_steps(m, steps);
  Bitboard touched = 0;
  for (int i = 0; i < n; ++i) touched |= bit(steps[i].from) | bit(steps[i].to);
  return touched;
}

// Upper bound of moves in one position: 16 * 4 simple steps plus at most 6 pushes/pulls for
// each of at most 64 adjacent (own, enemy) pairs, plus pass.
using MoveList = common::MoveList<Move, 512>;

// All steps, pushes and pulls (if two steps are left) of the side to move; no pass. With a
// region: only the moves that leave or enter a square of it (squares_touched), in the same
// order (the detectors look only near their targets).
void generate_moves(const Position& pos, MoveList& list, Bitboard region = ~Bitboard{0});
// Simple steps only.
void generate_simple_steps(const Position& pos, MoveList& list);
// True if the side to move has at least one step, push or pull.
bool has_any_move(const Position& pos);

struct MoveUndo {
  StepUndo first;
  StepUndo second;
};
// Plays the steps of m and takes them from steps_left; a pass changes nothing here (ending the
// turn is the caller's business).
inline MoveUndo make_move(Position& pos, Move m) {
  ElementaryStep steps[2];
  const int n = elementary_steps(m, steps);
  MoveUndo undo;
  if (n >= 1) undo.first = pos.move_piece(steps[0].from, steps[0].to);
  if (n == 2) undo.second = pos.move_piece(steps[1].from, steps[1].to);
  pos.set_steps_left(pos.steps_left() - n);
  return undo;
}
inline void unmake_move(Position& pos, Move m, MoveUndo undo) {
  ElementaryStep steps[2];
  const int n = elementary_steps(m, steps);
  if (n == 2) pos.undo_move_piece(steps[1].from, steps[1].to, undo.second);
  if (n >= 1) pos.undo_move_piece(steps[0].from, steps[0].to, undo.first);
  pos.set_steps_left(pos.steps_left() + n);
}

}  // namespace arimaa
