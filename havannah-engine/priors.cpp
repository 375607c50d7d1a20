// Progressive bias for the tree and move ordering for alpha-beta, from the same local features
// of a candidate cell, seen by the side to move:
//  - a win in one (and, almost as urgent, the cell where the opponent would win in one);
//  - saving a bridge the opponent just intruded into;
//  - joining separate own groups, or reaching corners and edges the groups do not touch yet;
//  - a reply near the opponent's last stone, a bridge (two-step) link to an own stone;
//  - less for cells on the border with nothing around them and for filling own shapes.
// Knowledge is given as virtual wins in the manner of Castro: a bonus of k means k extra visits
// that all won.
#include <algorithm>

#include "havannah-engine/game.h"
#include "havannah-engine/rollout.h"

namespace havannah {
namespace {

struct Knowledge {
  float win = 1000;
  float block = 200;
  float save_bridge = 25;
  float connect = 15;  // per corner/edge gained or group joined
  float local_reply = 5;
  float bridge_link = 5;
  float empty_edge_penalty = 5;  // virtual losses
  float crowded_penalty = 3;
};
constexpr Knowledge kKnow;

int hex_distance(const Geometry& g, int a, int b) {
  const int dx = g.x(a) - g.x(b), dy = g.y(a) - g.y(b);
  return std::max({std::abs(dx), std::abs(dy), std::abs(dx - dy)});
}

struct CellFeatures {
  float wins = 0;    // virtual wins
  float losses = 0;  // virtual losses
  bool decisive = false;
};

CellFeatures features(const Board& board, int m, Colour me, int last) {
  const Geometry& g = board.geo();
  const Colour them = opponent(me);
  CellFeatures f;
  const unsigned own = board.neighbours(m, me);
  const unsigned opp = board.neighbours(m, them);
  if (own && board.wins_if_placed(m, me)) {
    f.wins += kKnow.win;
    f.decisive = true;
    return f;
  }
  if (opp && board.wins_if_placed(m, them)) {
    f.wins += kKnow.block;
    f.decisive = true;
  }
  if (last != kNoMove && last != kSwapMove) {
    if (board.colour(last) == them) {
      const unsigned carriers = kBridgeCarriers[board.neighbours(last, me)];
      for (int d = 0; d < 6; ++d)
        if ((carriers >> d & 1) && last + g.offset[d] == m) f.wins += kKnow.save_bridge;
    }
    if (hex_distance(g, m, last) <= 2) f.wins += kKnow.local_reply;
  }
  if (own) {
    // Groups joined and border reached.
    int roots[6], n = 0;
    uint16_t joined = g.border[m];
    int best_single = 0;
    for (unsigned b = own; b; b &= b - 1) {
      const int r = board.root(m + g.offset[__builtin_ctz(b)]);
      if (std::find(roots, roots + n, r) != roots + n) continue;
      roots[n++] = r;
      const uint16_t border = board.cell(r).border;
      joined |= border;
      best_single = std::max(best_single, __builtin_popcount(border));
    }
    const int gain = __builtin_popcount(joined) - best_single + (n - 1);
    if (gain > 0) f.wins += kKnow.connect * static_cast<float>(gain);
    if (__builtin_popcount(own) >= 3 && kRingRuns[own] == 1) f.losses += kKnow.crowded_penalty;
  } else {
    for (int d = 0; d < 6; ++d) {
      const int b = m + g.bridge_offset[d];
      if (b < 0 || b >= g.slots || board.colour(b) != me) continue;
      if (board.empty(m + g.offset[d]) && board.empty(m + g.offset[(d + 1) % 6])) {
        f.wins += kKnow.bridge_link;
        break;
      }
    }
    if (g.edge_distance[m] == 0 && !opp) f.losses += kKnow.empty_edge_penalty;
  }
  return f;
}

}  // namespace

void Game::priors(const MoveList& list, float* value, float* weight) const {
  const Colour me = colour_to_move();
  for (std::size_t i = 0; i < list.size(); ++i) {
    const Move m = list[i];
    if (m == kSwapMove) {
      // Swap a first stone near the centre, keep one near the border.
      const int first = last_;
      const float centrality = static_cast<float>(geo().edge_distance[first]) / static_cast<float>(base() - 1);
      value[i] = 0.3f + 0.5f * centrality;
      weight[i] = 10.0f;
      continue;
    }
    const CellFeatures f = features(board_, m, me, last_);
    const float total = f.wins + f.losses;
    value[i] = total > 0 ? f.wins / total : 0.5f;
    weight[i] = total;
  }
}

void Game::score_moves(const MoveList& list, int32_t* scores) const {
  const Colour me = colour_to_move();
  for (std::size_t i = 0; i < list.size(); ++i) {
    const Move m = list[i];
    if (m == kSwapMove) {
      scores[i] = 0;
      continue;
    }
    const CellFeatures f = features(board_, m, me, last_);
    const int32_t s = static_cast<int32_t>(10.0f * (f.wins - f.losses));
    scores[i] = f.decisive ? (1 << 20) + s : s;
  }
}

}  // namespace havannah
