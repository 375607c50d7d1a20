// Settings of common::Mcts and what it tells about the root's moves.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>

#include "common/search/control.h"
#include "common/search/mcts_node.h"

namespace common {

struct MctsConfig {
  int threads = 1;
  std::size_t max_nodes_memory_mb = 512;  // memory bound of the tree
  std::size_t max_tree_nodes = 0;         // if set, a tighter bound in nodes (tests, tuning)
  float exploration = 0.4f;               // UCT constant on sqrt(ln N / n)
  float first_play_urgency = 1.0f;        // value of a child with neither visits, prior nor RAVE
  bool use_rave = true;
  float rave_equivalence = 1000.0f;  // visits at which RAVE and the real mean weigh the same
  bool use_priors = true;
  bool use_tree_moves = false;  // expand with G::tree_moves() where the game has it (HasTreeMoves)
  bool solver = true;
  uint32_t expand_visits = 1;  // a leaf is expanded on its first visit after this many
  // Progressive widening (off while widening_factor is 0): a node with n visits chooses among
  // its first floor(widening_base + widening_factor * n^widening_exponent) children only (at
  // least one), so the game must list its moves best first. Past them it looks further only
  // when every open child is proven.
  float widening_base = 0.0f;
  float widening_factor = 0.0f;
  float widening_exponent = 0.5f;
  // Pool-RAVE (common::PlayoutPool; games with HasPlayoutPool): each playout gets, per side, the
  // pool_size moves with the best RAVE means at the deepest path node with pool_min_visits
  // visits where that side chooses; 0: off (plain playout).
  int pool_size = 0;
  uint32_t pool_min_visits = 50;
  uint64_t seed = 1;
  int report_interval_ms = 500;  // <= 0: report only at the end
  bool reuse_tree = true;
  int reuse_max_plies = 2;  // how deep below the previous root the new root is looked for
};

// One root child, for analysis commands. Rates are from the view of the side to move at the
// root; `proven` too.
template <class Move>
struct MctsMoveStat {
  Move move{};
  std::string text;
  uint32_t visits = 0;
  double win_rate = 0.5;
  uint32_t rave_visits = 0;
  double rave_rate = 0.5;
  float prior_value = 0.0f;
  float prior_weight = 0.0f;
  Proven proven = Proven::kUnknown;
};

// Playouts still to come if the search runs to its soft deadline at the rate so far, capped by
// the playout limit.
inline double mcts_remaining_playouts(uint64_t done, uint64_t started, int64_t elapsed_ms, const SearchLimits& limits) {
  double remaining = std::numeric_limits<double>::infinity();
  if (limits.soft_ms > 0 && elapsed_ms > 0)
    remaining = static_cast<double>(done) / static_cast<double>(elapsed_ms) *
                static_cast<double>(std::max<int64_t>(0, limits.soft_ms - elapsed_ms));
  if (limits.max_nodes)
    remaining = std::min(remaining, started >= limits.max_nodes ? 0.0 : static_cast<double>(limits.max_nodes - started));
  return remaining;
}

}  // namespace common
