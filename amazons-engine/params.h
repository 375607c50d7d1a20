// The Amazons tunables in the process-wide registry (common::params()): every field of
// SearchParams (search_params.h) under eval.*, mcts.*, ab.* and endgame.*, bound to one live
// SearchParams. The command line (--param, --params), GTP `param` and amazons-selfplay change
// the live values; a Player takes them through with_params().
#pragma once

#include <cstdint>

#include "amazons-engine/player.h"

namespace amazons {

// Registers every parameter once (later calls do nothing); before CommandLine::parse.
void register_params();
// The live values (the defaults until a parameter is set).
const SearchParams& live_params();
// `base` with the live tunables: its algorithm, threads, hash and seed are kept.
PlayerConfig with_params(PlayerConfig base);
// Counts the registry's changes, so that a long-lived player sees a `param` set between moves.
uint64_t params_generation();

}  // namespace amazons
