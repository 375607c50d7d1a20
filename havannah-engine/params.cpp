#include "havannah-engine/params.h"

#include "common/params/params.h"
#include "common/search/game.h"

namespace havannah {
namespace {
MctsParams g_mcts;
PriorParams g_priors;
PlayoutParams g_playout;
}  // namespace

MctsParams& mcts_params() { return g_mcts; }
PriorParams& prior_params() { return g_priors; }
PlayoutParams& playout_params() { return g_playout; }

void register_params() {
  static bool registered = false;
  if (registered) return;
  registered = true;
  common::ParamRegistry& r = common::params();
  MctsParams& m = g_mcts;
  r.add_float("mcts.exploration", &m.exploration, 0, 2, 0.05, "UCT exploration constant on sqrt(ln N / n)");
  r.add_float("mcts.rave_equivalence", &m.rave_equivalence, 10, 100000, 200,
              "visits at which the RAVE and the real mean weigh the same");
  r.add_float("mcts.first_play_urgency", &m.first_play_urgency, 0, 2, 0.1,
              "value of a child with neither visits, prior nor RAVE");
  r.add_int("mcts.expand_visits", &m.expand_visits, 0, 1000, 1, "visits a leaf needs before it is expanded");
  r.add_int("mcts.forced_moves", &m.forced_moves, 0, 1, 1,
            "expand a node that must win or block in one with that move only (0/1)");
  r.add_int("mcts.pool_size", &m.pool_size, 0, common::PlayoutPool::kCapacity, 2,
            "Pool-RAVE: moves with the best RAVE means that playouts draw from, per side; 0: off");
  r.add_int("mcts.pool_min_visits", &m.pool_min_visits, 1, 100000, 10,
            "Pool-RAVE: visits of the tree node whose RAVE means fill a side's pool");

  PriorParams& p = g_priors;
  r.add_float("priors.weight", &p.weight, 0, 100, 1, "virtual visits of every ordinary move");
  r.add_float("priors.win_weight", &p.win_weight, 0, 100000, 100, "virtual visits of a win in one");
  r.add_float("priors.block_weight", &p.block_weight, 0, 10000, 5, "virtual visits of blocking the opponent's win in one");
  r.add_float("priors.block_value", &p.block_value, 0, 1, 0.02, "prior mean of blocking the opponent's win in one");
  r.add_float("priors.save_bridge", &p.save_bridge, -0.45, 0.45, 0.03, "bonus: save a bridge the opponent intruded into");
  r.add_float("priors.connect", &p.connect, -0.45, 0.45, 0.02, "bonus per corner/edge gained or group joined");
  r.add_float("priors.local_reply", &p.local_reply, -0.45, 0.45, 0.02, "bonus: within two cells of the opponent's last stone");
  r.add_float("priors.bridge_link", &p.bridge_link, -0.45, 0.45, 0.02, "bonus: a bridge to an own stone");
  r.add_float("priors.empty_edge_penalty", &p.empty_edge_penalty, -0.45, 0.45, 0.02,
              "malus: a border cell with no stone around it");
  r.add_float("priors.crowded_penalty", &p.crowded_penalty, -0.45, 0.45, 0.02, "malus: filling an own shape");
  r.add_float("priors.double_threat_weight", &p.double_threat_weight, 0, 10000, 10,
              "virtual wins of a move that creates two winning threats (a win in two); 0: not looked for");
  r.add_float("priors.threat", &p.threat, -0.45, 0.45, 0.02, "bonus: a move that creates one winning threat");
  r.add_float("priors.deny_double_threat", &p.deny_double_threat, -0.45, 0.45, 0.02,
              "bonus: the cell where the opponent would create two winning threats; 0: not looked for");
  r.add_float("priors.swap_value", &p.swap_value, 0, 1, 0.05, "prior mean of swapping a first stone on the border");
  r.add_float("priors.swap_centrality", &p.swap_centrality, -1, 1, 0.05,
              "added to the swap prior for a first stone in the centre");

  PlayoutParams& o = g_playout;
  r.add_int("playout.save_bridges", &o.save_bridges, 0, 1, 1, "playouts save intruded bridges (0/1)");
  r.add_int("playout.win_and_block", &o.win_and_block, 0, 1, 1, "playouts take wins in one and block the opponent's (0/1)");
  r.add_int("playout.ring_scan", &o.ring_scan, 0, 1, 1,
            "the threat scan also finds the cell that closes a ring around a neighbour of the last stone (0/1)");
  r.add_int("playout.edge_templates", &o.edge_templates, 0, 1, 1,
            "bridge saving also keeps second-row stones connected to the edge (0/1)");
  r.add_int("playout.last_good_reply", &o.last_good_reply, 0, 1, 1,
            "replay the last reply that won a playout, forget it when it loses one (0/1)");
  r.add_float("playout.bridge_save_probability", &o.bridge_save_probability, 0, 1, 0.05,
              "chance that a playout saves an intruded bridge");
  r.add_float("playout.pool_probability", &o.pool_probability, 0, 1, 0.05,
              "with mcts.pool_size > 0: chance that a random playout move comes from the mover's pool");
}

}  // namespace havannah
