#pragma once
// Starting the fake engine (tests/protocol/fake_engine.cpp) from the unit tests.

#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "protocol/client/process.h"

namespace fake {

inline std::vector<std::string> argv(std::vector<std::string> args = {}) {
  args.insert(args.begin(), FAKE_ENGINE);
  return args;
}

inline void start(protocol::EngineProcess& engine, std::vector<std::string> args = {},
                  protocol::SpawnOptions options = {}) {
  REQUIRE_MESSAGE(engine.start(argv(std::move(args)), options), engine.error());
}

// Generous: only a broken client waits this long; the machine may be slow (sanitizers, 2 cores).
inline constexpr protocol::Millis kLong{10000};

}  // namespace fake
