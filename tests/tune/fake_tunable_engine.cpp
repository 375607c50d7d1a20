// A tiny GTP Havannah player with tunable parameters, for the tuner's tests: built on the
// protocol layer's GtpEngine and CommandLine, so `params`, `param`, --param, --params and
// --list-params are the real routes. Its strength depends on fake.skill (best at 70): before
// each move it samples 1 + round(6 * max(0, 1 - |skill - 70| / 50)) random moves and plays one
// that wins at once if there is one. fake.spare does nothing (a second parameter to carry),
// except above 0.95, where genmove crashes the process (a forfeit the tuner must show).
// Random choices restart from --seed at every clear_board, so a game depends only on its moves.
#include <cmath>
#include <cstdlib>
#include <iostream>

#include "common/params/params.h"
#include "common/util/rng.h"
#include "protocol/cli/options.h"
#include "protocol/gtp/engine.h"
#include "tools/match/referee.h"

namespace {

int g_skill = 30;
float g_spare = 0.5f;

std::unique_ptr<match::Referee> replay(const match::Referee& r) {
  auto copy = r.clone_empty();
  copy->new_game();
  for (const auto& m : r.moves()) copy->play(m);
  return copy;
}

}  // namespace

int main(int argc, char** argv) {
  common::params().add_int("fake.skill", &g_skill, 0, 100, 10, "sampled moves checked for a win (best at 70)");
  common::params().add_float("fake.spare", &g_spare, 0.0, 1.0, 0.1, "unused");
  protocol::CommandLine cl("fake-tunable", "1", "fake-tunable [options]");
  if (auto rc = cl.parse(argc, argv, {})) return *rc;
  const uint64_t seed = cl.common().seed;

  protocol::GtpEngine gtp("fake-tunable", "1");
  match::RefereeOptions options;
  options.size = 4;
  std::unique_ptr<match::Referee> referee = match::make_referee(match::GameKind::kHavannah, options, nullptr);
  referee->new_game();
  common::Rng rng(seed);
  gtp.add("boardsize", "boardsize <base>", [&](const protocol::GtpCommand& c) {
    c.expect_args(1);
    options.size = static_cast<int>(c.int_arg(0, 3, 13));
    referee = match::make_referee(match::GameKind::kHavannah, options, nullptr);
    referee->new_game();
    return std::string();
  });
  gtp.add("clear_board", "clear_board", [&](const protocol::GtpCommand&) {
    referee->new_game();
    rng.reseed(seed);
    return std::string();
  });
  gtp.add("play", "play <colour> <move>", [&](const protocol::GtpCommand& c) {
    c.expect_args(2);
    if (!referee->play(c.arg(1)).legal()) throw protocol::GtpError("illegal move");
    return std::string();
  });
  gtp.add("genmove", "genmove <colour>", [&](const protocol::GtpCommand&) {
    if (g_spare > 0.95f) std::abort();
    const int samples = 1 + static_cast<int>(std::lround(6.0 * std::max(0.0, 1.0 - std::abs(g_skill - 70) / 50.0)));
    std::optional<std::string> chosen;
    const int mover = referee->side_to_move();
    for (int i = 0; i < samples; ++i) {
      auto move = referee->random_move(rng);
      if (!move) break;
      if (!chosen) chosen = move;
      auto trial = replay(*referee);
      trial->play(*move);
      if (auto end = trial->result(); end && end->winner == mover) {
        chosen = move;
        break;
      }
    }
    if (!chosen) return std::string("resign");
    referee->play(*chosen);
    return *chosen;
  });
  return gtp.run(std::cin, std::cout);
}
