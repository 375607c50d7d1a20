// Shared by the fake engines of the match tests: the command line and the ways to misbehave.
//   --game G        arimaa | havannah | amazons (the referee the fake uses to play random moves)
//   --mode M        ok (random legal moves) | crash | hang | illegal | garbage | slow | resign | refuse
//   --after K       behave for K move requests, misbehave from the next one on
//   --slow-ms N     "slow": answer after N ms
//   --seed S        random moves
//   --name N        the name given in the handshake
#pragma once

#include <csignal>
#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <iostream>
#include <memory>
#include <string>
#include <thread>

#include "tools/match/referee.h"

namespace fake {

struct Options {
  match::GameKind game = match::GameKind::kHavannah;
  std::string mode = "ok";
  int after = 0;
  int slow_ms = 2000;
  uint64_t seed = 1;
  std::string name = "fake";
};

inline Options parse_options(int argc, char** argv) {
  Options o;
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string key = argv[i], value = argv[i + 1];
    if (key == "--game") o.game = match::parse_game_kind(value).value_or(match::GameKind::kHavannah);
    else if (key == "--mode") o.mode = value;
    else if (key == "--after") o.after = std::atoi(value.c_str());
    else if (key == "--slow-ms") o.slow_ms = std::atoi(value.c_str());
    else if (key == "--seed") o.seed = std::strtoull(value.c_str(), nullptr, 10);
    else if (key == "--name") o.name = value;
  }
  return o;
}

// What to answer to the n-th move request (1-based): a move text, or one of the failures.
// Returns the text to send as the move; crash and hang never return.
inline std::string choose_move(const Options& o, int request, match::Referee& referee, common::Rng& rng) {
  const bool misbehave = request > o.after;
  if (misbehave) {
    if (o.mode == "crash") {
      std::raise(SIGKILL);
    } else if (o.mode == "hang") {
      for (;;) std::this_thread::sleep_for(std::chrono::hours(1));
    } else if (o.mode == "garbage") {
      return "zz99!?";
    } else if (o.mode == "illegal") {
      // The previous move again: its cell is taken (Havannah), its queen has left (Amazons), its
      // pieces are the opponent's (Arimaa). Without one, a well-formed move the start forbids.
      if (!referee.moves().empty()) return referee.moves().back();
      switch (referee.kind()) {
        case match::GameKind::kArimaa: return "Ra4 Rb4 Rc4 Rd4 Re4 Rf4 Rg4 Rh4 Ea3 Mb3 Hc3 Hd3 De3 Df3 Cg3 Ch3";
        case match::GameKind::kHavannah: return "swap";
        case match::GameKind::kAmazons: return "b2-b3/b4";
      }
    } else if (o.mode == "slow") {
      std::this_thread::sleep_for(std::chrono::milliseconds(o.slow_ms));
    }
  }
  auto move = referee.random_move(rng);
  return move ? *move : std::string();
}

}  // namespace fake
