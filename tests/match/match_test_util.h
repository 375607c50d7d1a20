// Helpers for the match tests: configurations with the fake engines, running a match quietly.
#pragma once

#include <sstream>
#include <string>
#include <vector>

#include "tools/match/match.h"

namespace match_test {

inline match::EngineSpec engine(const std::string& cmd, const std::string& name) {
  std::string error;
  auto spec = match::parse_engine_spec({"cmd=" + cmd, "name=" + name}, &error);
  return *spec;
}

// Engine A is a well-behaved random fake, engine B the given fake command line.
inline match::MatchConfig fake_config(match::GameKind game, const std::string& b_args, int games = 2) {
  match::MatchConfig c;
  c.game = game;
  const bool aei = game == match::GameKind::kArimaa;
  const std::string fake = aei ? FAKE_AEI : FAKE_GTP;
  const std::string game_arg = aei ? "" : game == match::GameKind::kHavannah ? " --game havannah" : " --game amazons";
  if (game == match::GameKind::kHavannah) c.referee.size = 4;
  if (game == match::GameKind::kAmazons) c.referee.size = 6;
  c.engines[0] = engine(fake + game_arg + " --seed 11", "good");
  c.engines[1] = engine(fake + game_arg + " --seed 12 " + b_args, "bad");
  c.games = games;
  c.rules.tc.kind = match::TimeControl::Kind::kMoveTime;
  c.rules.tc.move_ms = 300;
  c.rules.margin_ms = 300;
  c.player.margin = protocol::Millis(300);
  c.player.hang_grace = protocol::Millis(700);
  c.quiet = true;
  return c;
}

struct Run {
  match::MatchSummary summary;
  std::string out;
};

inline Run run(const match::MatchConfig& config) {
  std::ostringstream out, err;
  Run r;
  r.summary = match::run_match(config, out, err);
  r.out = out.str();
  return r;
}

}  // namespace match_test
