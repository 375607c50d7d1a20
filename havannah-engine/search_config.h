// The MCTS settings this game searches with (engine, bench and match share them).
#pragma once

#include "common/search/mcts.h"

namespace havannah {

inline common::MctsConfig default_mcts_config() {
  common::MctsConfig c;
  // Expanding a leaf allocates a child for every empty cell and computes its prior; waiting for a
  // few visits keeps that off most iterations and the tree small.
  c.expand_visits = 4;
  // With RAVE and priors no exploration term plays best (2000 playouts, base 8, 40 games each):
  // 0 beat 0.4 by 30-10, 0.05 by 24-16; 0.1 and 0.2 were even.
  c.exploration = 0.0f;
  return c;
}

}  // namespace havannah
