// The MCTS settings this game searches with (engine, bench and match share them).
#pragma once

#include "common/search/mcts.h"

namespace havannah {

inline common::MctsConfig default_mcts_config() {
  common::MctsConfig c;
  // Expanding a leaf allocates a child for every empty cell and computes its prior; waiting for a
  // few visits keeps that off most iterations and the tree small.
  c.expand_visits = 4;
  return c;
}

}  // namespace havannah
