// Havannah's tunable constants, in one place: the MCTS settings the engine searches with, the
// weights of the tree's priors (priors.cpp) and the playout policy's switches (rollout.cpp).
// Each is registered in common::params() by register_params() under `mcts.*`, `priors.*` and
// `playout.*`, so GTP `params`/`param`, `--param`, `--params FILE` and `--list-params` read and
// set them; genmove, bench and the in-process match all read these variables.
#pragma once

namespace havannah {

struct MctsParams {
  // With RAVE and priors no exploration term plays best (2000 playouts, base 8, 40 games each):
  // 0 beat 0.4 by 30-10, 0.05 by 24-16; 0.1 and 0.2 were even.
  float exploration = 0.0f;
  // rave_equivalence 300 vs 1000 at 150 ms on base 8: -47.3 +- 35.2 (384 games, H0); 3000 vs
  // 1000: -6.1 +- 32.0 (456 games, stopped), so it stays 1000.
  float rave_equivalence = 1000.0f;  // visits at which RAVE and the real mean weigh the same
  float first_play_urgency = 1.0f;   // a child with neither visits, prior nor RAVE
  // Expanding a leaf allocates a child for every empty cell and computes its prior; waiting for
  // a few visits keeps that off most iterations and the tree small. 2 against 4 at 150 ms on
  // base 8: -11.8 +- 33.6 (414 games, undecided); 8 against 4: -7.6 +- 21.6 (1000 games,
  // undecided). Neither gains, so it stays 4.
  int expand_visits = 4;
  // A node whose position forces a move (a win in one, or blocking the opponent's) gets only
  // that child (forced_moves.cpp); 0/1.
  int forced_moves = 1;
  // Pool-RAVE (common::PlayoutPool): the size of each side's pool of best-RAVE moves that
  // playouts draw from (playout.pool_probability), and the visits its tree node needs; 0: off.
  // 10 vs 0 (probability 0.5, 50 visits) at 150 ms on base 8: +9.0 +- 21.6 (1000 games,
  // undecided), so it stays off.
  int pool_size = 0;
  int pool_min_visits = 50;
};

// Priors are virtual visits: `weight` for every ordinary move at a mean of 0.5 plus the bonuses
// of its features (priors.cpp). Measured at 2000 playouts on base 8 against the same search
// without priors: weight 3: 78%, 5: 95%, 7: 92%, 10: 75% (40 games each). With the threat
// priors in, 7 against 5 at 150 ms on base 8: +18.9 +- 18.2 over 1400 games (LLR 1.99,
// undecided, LOS 97.9%), so 7. On base 10 it was even: -3.5 +- 34.2 (400 games).
// 9 against 7 on base 8: +4.2 +- 21.6 (1000 games, undecided), so it stays 7.
struct PriorParams {
  float weight = 7;           // virtual visits of every ordinary move
  float win_weight = 1000;    // a win in one
  float block_weight = 50;    // the opponent's win in one
  float block_value = 0.9f;
  // save_bridge 0.4 vs 0.25 at 150 ms, base 8: +1.4 +- 21.6 (1000 games, undecided), so 0.25.
  float save_bridge = 0.25f;  // the rest are added to a mean of 0.5
  // Per corner/edge gained or group joined. 0.2 vs 0.1 at 150 ms on base 8: -17.1 +- 27.7
  // (610 games, leaning H0), so it stays 0.1.
  float connect = 0.1f;
  float local_reply = 0.05f;  // 0.1 vs 0.05: +3.5 +- 21.6 on base 8 (1000 games, undecided)
  float bridge_link = 0.05f;  // 0.1 vs 0.05: -16.7 +- 30.6 on base 8 (500 games, undecided)
  // empty_edge_penalty 0.2 vs 0.1: -3.5 +- 21.6 on base 8 (1000 games, undecided), so 0.1.
  float empty_edge_penalty = 0.1f;
  // crowded_penalty 0.2 vs 0.1: +9.0 +- 21.6 on base 8 (1000 games, undecided), so 0.1.
  float crowded_penalty = 0.1f;
  // A move that creates two winning threats (threats.h), and one that creates one; 0: not looked for.
  // The three threat priors together (100, 0.1, 0.1) against all off: SPRT +25.1 +- 19.3 at
  // 150 ms on base 8 (1250 games), H1 accepted. Alone each leaned positive without proof:
  // double_threat_weight=100 +6.9 +- 24.1, threat=0.1 +8.7 +- 24.1 (800 games each).
  float double_threat_weight = 100;
  // threat 0.2 vs 0.1 on base 8: +9.7 +- 21.6 (1000 games, undecided); again on 197db8d:
  // +11.9 +- 18.2 (1400 games, LOS 90%, undecided). Leans positive, not proven, so it stays 0.1.
  float threat = 0.1f;
  // Bonus: the cell where the opponent would make two threats (taking it first); 0: not looked for.
  // 0.1 alone against 0: +13.9 +- 24.1 at 150 ms on base 8 (800 games, undecided).
  // 0.2 vs 0.1: +6.2 +- 25.3 (727 games, undecided).
  float deny_double_threat = 0.1f;
  float swap_value = 0.3f;       // swap: this much for a first stone on the border,
  float swap_centrality = 0.5f;  // plus this much more for one in the centre
};

// The playout policy (rollout.h). Switches are 0/1.
struct PlayoutParams {
  int save_bridges = 1;
  int win_and_block = 1;
  // The threat scan around the opponent's last stone also finds the sixth stone of a ring
  // around one of its neighbours (a cell two steps away).
  int ring_scan = 1;
  // Bridge saving also keeps a stone on the second row connected to the edge (the border
  // counts as an own stone in the pattern, as Castro's rollout pattern does). On: SPRT
  // +28.4 +- 20.1 at 150 ms on base 8 (1163 games).
  int edge_templates = 1;
  // Last good reply with forgetting (Baier & Drake 2010): reply to the opponent's last move as
  // the side last did in a playout it won; a lost playout forgets that reply. On: SPRT
  // +31.2 +- 21.5 at 150 ms on base 8 (1026 games), +44.9 +- 27.2 on base 10 (638 games).
  int last_good_reply = 1;
  float bridge_save_probability = 1.0f;  // of saving an intruded bridge when nothing is urgent
  // With mcts.pool_size > 0: how often a move that would be random comes from the mover's pool
  // instead (when that cell is still empty).
  float pool_probability = 0.5f;
};

MctsParams& mcts_params();
PriorParams& prior_params();
PlayoutParams& playout_params();

// Registers every parameter above in common::params() (once per process; later calls do
// nothing, so the defaults stay the compiled values).
void register_params();

}  // namespace havannah
