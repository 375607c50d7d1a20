// Progressive bias for the tree and move ordering for alpha-beta, from the same local features
// of a candidate cell, seen by the side to move:
//  - a win in one (and, almost as urgent, the cell where the opponent would win in one);
//  - saving a bridge the opponent just intruded into;
//  - joining separate own groups, or reaching corners and edges the groups do not touch yet;
//  - a reply near the opponent's last stone, a bridge (two-step) link to an own stone;
//  - less for cells on the border with nothing around them and for filling own shapes.
// The tree counts a prior as virtual visits in both the mean and the exploration term, so every
// ordinary move gets the same weight (equal exploration) and the knowledge moves its mean away
// from 0.5; only a win or a forced block gets a heavy weight.
#include <algorithm>
#include <optional>

#include "havannah-engine/game.h"
#include "havannah-engine/params.h"
#include "havannah-engine/rollout.h"
#include "havannah-engine/threats.h"

namespace havannah {
namespace {


int hex_distance(const Geometry& g, int a, int b) {
  const int dx = g.x(a) - g.x(b), dy = g.y(a) - g.y(b);
  return std::max({std::abs(dx), std::abs(dy), std::abs(dx - dy)});
}

struct CellFeatures {
  float bonus = 0;  // added to the mean 0.5
  bool win = false;
  bool block = false;
};

CellFeatures features(const Board& board, int m, Colour me, int last) {
  const PriorParams& k = prior_params();
  const Geometry& g = board.geo();
  const Colour them = opponent(me);
  CellFeatures f;
  const unsigned own = board.neighbours(m, me);
  const unsigned opp = board.neighbours(m, them);
  if (own && board.wins_if_placed(m, me)) {
    f.win = true;
    return f;
  }
  if (opp && board.wins_if_placed(m, them)) f.block = true;
  if (last != kNoMove && last != kSwapMove) {
    if (board.colour(last) == them) {
      const unsigned carriers = kBridgeCarriers[board.neighbours(last, me)];
      for (int d = 0; d < 6; ++d)
        if ((carriers >> d & 1) && last + g.offset[d] == m) f.bonus += k.save_bridge;
    }
    if (hex_distance(g, m, last) <= 2) f.bonus += k.local_reply;
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
    if (gain > 0) f.bonus += k.connect * static_cast<float>(gain);
    if (__builtin_popcount(own) >= 3 && kRingRuns[own] == 1) f.bonus -= k.crowded_penalty;
  } else {
    for (int d = 0; d < 6; ++d) {
      const int b = m + g.bridge_offset[d];
      if (b < 0 || b >= g.slots || board.colour(b) != me) continue;
      if (board.empty(m + g.offset[d]) && board.empty(m + g.offset[(d + 1) % 6])) {
        f.bonus += k.bridge_link;
        break;
      }
    }
    if (g.edge_distance[m] == 0 && !opp) f.bonus -= k.empty_edge_penalty;
  }
  return f;
}

}  // namespace

void Game::priors(const MoveList& list, float* value, float* weight) const {
  const PriorParams& k = prior_params();
  const Colour me = colour_to_move();
  // Threats are looked for only next to own stones, on a scratch copy of the board.
  const bool threats = (k.double_threat_weight > 0 || k.threat != 0) && list.size() > 1;
  const bool denials = k.deny_double_threat != 0 && list.size() > 1;
  std::optional<Board> scratch;
  if (threats || denials) scratch.emplace(board_);
  for (std::size_t i = 0; i < list.size(); ++i) {
    const Move m = list[i];
    if (m == kSwapMove) {
      // Swap a first stone near the centre, keep one near the border.
      const int first = last_;
      const float centrality = static_cast<float>(geo().edge_distance[first]) / static_cast<float>(base() - 1);
      value[i] = k.swap_value + k.swap_centrality * centrality;
      weight[i] = k.weight;
      continue;
    }
    const CellFeatures f = features(board_, m, me, last_);
    if (f.win) {
      value[i] = 1.0f;
      weight[i] = k.win_weight;
    } else if (f.block) {
      value[i] = k.block_value;
      weight[i] = k.block_weight;
    } else {
      const int t = threats && board_.neighbours(m, me) ? threats_after(*scratch, m, me, 2) : 0;
      if (t >= 2 && k.double_threat_weight > 0) {
        value[i] = 1.0f;
        weight[i] = k.double_threat_weight;
      } else {
        const bool deny = denials && board_.neighbours(m, opponent(me)) && threats_after(*scratch, m, opponent(me), 2) >= 2;
        value[i] = std::clamp(0.5f + f.bonus + (t == 1 ? k.threat : 0.0f) + (deny ? k.deny_double_threat : 0.0f), 0.05f,
                              0.95f);
        weight[i] = k.weight;
      }
    }
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
    const int32_t s = static_cast<int32_t>(1000.0f * f.bonus);
    scores[i] = f.win ? (1 << 21) : f.block ? (1 << 20) + s : s;
  }
}

}  // namespace havannah
