// Each of our engines against a random player (the fake engine in its default mode): a pair of
// games from one random opening, which the engine must win with either colour.
#include <doctest/doctest.h>

#include "tests/match/match_test_util.h"

using namespace match;

namespace {

#if defined(__SANITIZE_ADDRESS__)
constexpr int64_t kMoveMs = 300;  // instrumented engines are several times slower
#else
constexpr int64_t kMoveMs = 100;
#endif

void engine_beats_random(GameKind game, const std::string& engine_cmd, int size) {
  MatchConfig c;
  c.game = game;
  c.referee.size = size;
  const bool aei = game == GameKind::kArimaa;
  const std::string random_cmd = aei ? std::string(FAKE_AEI) + " --seed 5"
                                     : std::string(FAKE_GTP) + " --seed 5 --game " + game_kind_name(game);
  c.engines[0] = match_test::engine(engine_cmd + " --threads 1 --hash-mb 16", "ours");
  c.engines[1] = match_test::engine(random_cmd, "random");
  c.games = 2;
  c.seed = 3;
  c.rules.tc.kind = TimeControl::Kind::kMoveTime;
  c.rules.tc.move_ms = kMoveMs;
  c.rules.margin_ms = 2000;  // a loaded machine must not turn a win into a time loss
  c.player.margin = protocol::Millis(c.rules.margin_ms);
  c.quiet = true;
  const match_test::Run r = match_test::run(c);
  INFO(r.out);
  REQUIRE_MESSAGE(r.summary.error.empty(), r.summary.error);
  REQUIRE(r.summary.games.size() == 2);
  for (const GameSummary& g : r.summary.games) {
    CAPTURE(g.index);
    CAPTURE(reason_name(g.end.reason));
    CAPTURE(g.end.detail);
    CAPTURE(join_moves(g.moves));
    CHECK(g.end.winner == g.a_side);
    CHECK(g.fault_side == -1);
  }
}

}  // namespace

TEST_CASE("havannah-engine beats a random player") { engine_beats_random(GameKind::kHavannah, HAVANNAH_ENGINE, 5); }
TEST_CASE("amazons-engine beats a random player") { engine_beats_random(GameKind::kAmazons, AMAZONS_ENGINE, 6); }
TEST_CASE("arimaa-engine beats a random player") { engine_beats_random(GameKind::kArimaa, ARIMAA_ENGINE, 0); }
