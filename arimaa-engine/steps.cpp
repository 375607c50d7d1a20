#include "arimaa-engine/steps.h"

namespace arimaa {

namespace {

inline Direction backward(Color c) { return c == kGold ? kSouth : kNorth; }

}  // namespace

void generate_simple_steps(const Position& pos, MoveList& list) {
  const Color c = pos.side();
  const Bitboard empty = pos.empty();
  const Bitboard movable = pos.occupied(c) & ~pos.frozen(c);
  const Bitboard rabbits = pos.pieces(c, kRabbit);
  for (int d = 0; d < 4; ++d) {
    const Direction dir = static_cast<Direction>(d);
    Bitboard sources = movable & shift(empty, reverse(dir));
    if (dir == backward(c)) sources &= ~rabbits;
    while (sources) list.push_back(Move::step(pop_lsb(sources), dir));
  }
}

void generate_moves(const Position& pos, MoveList& list, Bitboard region) {
  list.clear();
  const Color c = pos.side();
  const Color e = opponent(c);
  const Bitboard empty = pos.empty();
  const Bitboard movable = pos.occupied(c) & ~pos.frozen(c);
  const Bitboard rabbits = pos.pieces(c, kRabbit);
  for (int d = 0; d < 4; ++d) {
    const Direction dir = static_cast<Direction>(d);
    Bitboard sources = movable & shift(empty, reverse(dir)) & (region | shift(region, reverse(dir)));
    if (dir == backward(c)) sources &= ~rabbits;
    while (sources) list.push_back(Move::step(pop_lsb(sources), dir));
  }
  if (pos.steps_left() < 2) return;

  // Pushers and pullers: unfrozen non-rabbits next to a weaker enemy. Every square a push or
  // pull touches is within two of the pusher.
  const Bitboard near_region = region | adjacent(region) | adjacent(adjacent(region));
  Bitboard strong = movable & ~rabbits & adjacent(pos.occupied(e)) & near_region;
  while (strong) {
    const int sq = pop_lsb(strong);
    const Bitboard victims = neighbours(sq) & pos.weaker_than(e, piece_type(pos.at(sq)));
    if (!victims) continue;
    const Bitboard pull_room = neighbours(sq) & empty;
    for (int d = 0; d < 4; ++d) {
      const int victim = kNeighbours.step[sq][d];
      if (victim < 0 || !(victims & bit(victim))) continue;
      const Direction to_victim = static_cast<Direction>(d);
      const Bitboard pair = bit(sq) | bit(victim);
      for (int d2 = 0; d2 < 4; ++d2) {
        const int dest = kNeighbours.step[victim][d2];
        if (dest >= 0 && (empty & bit(dest)) && ((pair | bit(dest)) & region))
          list.push_back(Move::push(sq, to_victim, static_cast<Direction>(d2)));
      }
      if (pull_room) {
        for (int d2 = 0; d2 < 4; ++d2) {
          const int dest = kNeighbours.step[sq][d2];
          if (dest >= 0 && (pull_room & bit(dest)) && ((pair | bit(dest)) & region))
            list.push_back(Move::pull(sq, static_cast<Direction>(d2), to_victim));
        }
      }
    }
  }
}

bool has_any_move(const Position& pos) {
  const Color c = pos.side();
  const Bitboard empty = pos.empty();
  const Bitboard movable = pos.occupied(c) & ~pos.frozen(c);
  const Bitboard rabbits = pos.pieces(c, kRabbit);
  const Bitboard non_rabbits = movable & ~rabbits;
  if (adjacent(empty) & non_rabbits) return true;
  // Rabbits may not step backward.
  const Bitboard my_rabbits = movable & rabbits;
  Bitboard rabbit_room = shift_east(empty) | shift_west(empty);
  rabbit_room |= c == kGold ? shift_south(empty) : shift_north(empty);
  if (rabbit_room & my_rabbits) return true;
  // No simple step is left, but a boxed-in piece may still push a victim that has room.
  if (pos.steps_left() < 2) return false;
  MoveList list;
  generate_moves(pos, list);
  return !list.empty();
}

}  // namespace arimaa
