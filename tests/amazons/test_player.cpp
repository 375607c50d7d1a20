#include <doctest/doctest.h>

#include "amazons-engine/player.h"

namespace amazons {
namespace {

TEST_CASE("the hash memory goes to the table only when alpha-beta runs; a failed switch keeps the old search") {
  PlayerConfig config;
  config.algorithm = Algorithm::kMcts;
  // Beyond what the table accepts: MCTS never asks the table for it (and reserves its tree only
  // when it searches).
  config.hash_mb = static_cast<int>(common::TranspositionTable::kMaxMb) + 1;
  Player player(config);
  CHECK(player.config().algorithm == Algorithm::kMcts);

  PlayerConfig to_alphabeta = config;
  to_alphabeta.algorithm = Algorithm::kAlphaBeta;
  CHECK_FALSE(player.set_config(to_alphabeta));
  CHECK(player.config().algorithm == Algorithm::kMcts);

  to_alphabeta.hash_mb = 2;
  CHECK(player.set_config(to_alphabeta));
  CHECK(player.config().algorithm == Algorithm::kAlphaBeta);
  CHECK(player.config().hash_mb == 2);
}

}  // namespace
}  // namespace amazons
