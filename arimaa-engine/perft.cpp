#include "arimaa-engine/perft.h"

#include <chrono>
#include <memory>
#include <ostream>
#include <vector>

#include <absl/strings/str_format.h>

#include "arimaa-engine/notation.h"
#include "arimaa-engine/turns.h"

namespace arimaa {

namespace {

uint64_t perft_recursive(Position& pos, int depth, std::vector<std::unique_ptr<TurnGenerator>>& gens) {
  TurnGenerator& gen = *gens[static_cast<std::size_t>(depth)];
  if (depth == 1) return gen.count(pos);
  gen.enumerate(pos);
  uint64_t total = 0;
  for (const Turn& t : gen.turns()) {
    Position child = pos;
    for (int i = 0; i < t.size; ++i) make_move(child, t.moves[i]);
    child.end_turn();
    total += perft_recursive(child, depth - 1, gens);
  }
  return total;
}

// The start position and middle-game positions from the reference vectors.
constexpr const char* kBenchPositions[] = {
    "g [rrrrrrrrdhcemchd                                DHCMECHDRRRRRRRR]",
    "g [rcrrr c   rd d rM mhErh e    H       r R D D  H R R RR    CRRRC ]",
    "g [  r r c rc drd rM r m     eE h     h  HR D D    R R RR   C RRRC ]",
    "g [rrrrrrrr  h  dccdh  m              Me   H  E CH  R RR DRDRR  R R]",
    "g [ rr  r  rcr  dcrRM dr m     h   R    EhHD   e H  CRD RC  RR    R]",
    "g [ r rr rrr r      d  r c   mE h    hc RR    e  R       R  RR     ]",
};

}  // namespace

uint64_t perft(const Position& pos, int depth) {
  if (depth <= 0) return 1;
  std::vector<std::unique_ptr<TurnGenerator>> gens;
  for (int i = 0; i <= depth; ++i) gens.push_back(std::make_unique<TurnGenerator>());
  Position p = pos;
  return perft_recursive(p, depth, gens);
}

void turn_generation_bench(std::ostream& out, int repeats) {
  TurnGenerator gen;
  uint64_t total_turns = 0;
  double total_seconds = 0;
  for (const char* text : kBenchPositions) {
    Position pos = *parse_setposition(text, nullptr);
    std::size_t turns = gen.count(pos);  // warm-up: grows the table
    const auto start = std::chrono::steady_clock::now();
    for (int i = 0; i < repeats; ++i) turns = gen.count(pos);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    total_turns += turns * static_cast<uint64_t>(repeats);
    total_seconds += seconds;
    out << absl::StrFormat("%6zu turns  %8.1f us/position  %s\n", turns, 1e6 * seconds / repeats, text);
  }
  out << absl::StrFormat("total %llu turns in %.3f s: %.0f distinct turns/s\n",
                         static_cast<unsigned long long>(total_turns), total_seconds, total_turns / total_seconds);
}

}  // namespace arimaa
