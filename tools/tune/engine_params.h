// What an engine says about its tunable parameters, asked over its own protocol: GTP `params`
// (one line per parameter) or AEI `params` (one "log Debug: param ..." line each, then
// `isready`). The lines are common::format_param's; common::parse_param reads them.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "common/params/params.h"
#include "tools/match/engine_spec.h"
#include "tools/match/referee.h"

namespace tune {

// Starts the engine, asks, quits it. nullopt with *error when the engine cannot start, does not
// answer or lists nothing.
std::optional<std::vector<common::ParamInfo>> ask_engine_params(match::GameKind game, const match::EngineSpec& spec,
                                                                 std::string* error);

}  // namespace tune
