// Every way an engine can fail, with tiny fake engines: the failing engine loses that game with
// the right reason, a fresh process plays the next game, and the match goes on to the end.
#include <doctest/doctest.h>

#include "tests/match/match_test_util.h"

using namespace match;
using match_test::fake_config;
using match_test::run;

namespace {

// Every game was lost by engine B for `reason`; B failed at its (after+1)-th move request of
// each game, so each game had a fresh, working B process.
void check_all_forfeited(const MatchSummary& s, int games, Reason reason, int after) {
  REQUIRE(s.error.empty());
  REQUIRE(static_cast<int>(s.games.size()) == games);
  for (const GameSummary& g : s.games) {
    CAPTURE(g.index);
    CAPTURE(g.end.detail);
    const int b_side = g.a_side ^ 1;
    CHECK(g.end.reason == reason);
    CHECK(g.end.winner == g.a_side);
    CHECK(g.fault_side == b_side);
    CHECK(g.moves_by[b_side] == after + 1);
    CHECK_FALSE(g.end.detail.empty());
  }
  CHECK(s.wdl.wins == games);
}

}  // namespace

TEST_CASE("GTP engine crashes mid-game: loses, and a fresh process plays on") {
  const MatchSummary s = run(fake_config(GameKind::kHavannah, "--mode crash --after 2", 4)).summary;
  check_all_forfeited(s, 4, Reason::kCrash, 2);
  CHECK(s.games[0].end.detail.find("signal 9") != std::string::npos);
}

TEST_CASE("GTP engine hangs: loses by hang") {
  check_all_forfeited(run(fake_config(GameKind::kHavannah, "--mode hang --after 1")).summary, 2, Reason::kHang, 1);
}

TEST_CASE("GTP engine answers after its time and the margin: loses on time") {
  // 300 ms + 300 ms margin; the answer comes at 1000 ms, inside the 700 ms grace: late, not hung.
  const MatchSummary s = run(fake_config(GameKind::kAmazons, "--mode slow --slow-ms 1000 --after 1")).summary;
  check_all_forfeited(s, 2, Reason::kTime, 1);
}

TEST_CASE("GTP engine plays an illegal move") {
  check_all_forfeited(run(fake_config(GameKind::kHavannah, "--mode illegal --after 2")).summary, 2, Reason::kIllegalMove,
                      2);
  check_all_forfeited(run(fake_config(GameKind::kAmazons, "--mode illegal --after 1")).summary, 2, Reason::kIllegalMove,
                      1);
}

TEST_CASE("GTP engine answers garbage") {
  check_all_forfeited(run(fake_config(GameKind::kAmazons, "--mode garbage --after 0")).summary, 2,
                      Reason::kUnparsableMove, 0);
}

TEST_CASE("GTP engine refuses genmove, or resigns") {
  check_all_forfeited(run(fake_config(GameKind::kHavannah, "--mode refuse --after 1")).summary, 2,
                      Reason::kProtocolError, 1);
  const MatchSummary s = run(fake_config(GameKind::kHavannah, "--mode resign --after 1")).summary;
  REQUIRE(s.games.size() == 2);
  for (const GameSummary& g : s.games) {
    CHECK(g.end.reason == Reason::kResign);
    CHECK(g.end.winner == g.a_side);
    CHECK(g.fault_side == -1);  // resigning is no fault
  }
}

TEST_CASE("AEI engine: crash, hang, illegal turn, garbage, slow") {
  check_all_forfeited(run(fake_config(GameKind::kArimaa, "--mode crash --after 1")).summary, 2, Reason::kCrash, 1);
  check_all_forfeited(run(fake_config(GameKind::kArimaa, "--mode hang --after 2")).summary, 2, Reason::kHang, 2);
  check_all_forfeited(run(fake_config(GameKind::kArimaa, "--mode illegal --after 1")).summary, 2, Reason::kIllegalMove,
                      1);
  check_all_forfeited(run(fake_config(GameKind::kArimaa, "--mode garbage --after 0")).summary, 2,
                      Reason::kUnparsableMove, 0);
  check_all_forfeited(run(fake_config(GameKind::kArimaa, "--mode slow --slow-ms 1000 --after 1")).summary, 2,
                      Reason::kTime, 1);
}

TEST_CASE("An engine that cannot start stops the match before it begins") {
  MatchConfig c = fake_config(GameKind::kHavannah, "");
  c.engines[1] = match_test::engine("/nonexistent/engine", "ghost");
  const MatchSummary s = run(c).summary;
  CHECK(s.games.empty());
  CHECK(s.error.find("engine B") != std::string::npos);
}

TEST_CASE("An unknown GTP option stops the match before it begins") {
  MatchConfig c = fake_config(GameKind::kHavannah, "");
  c.engines[0].options.emplace_back("no_such_command", "1");
  const MatchSummary s = run(c).summary;
  CHECK(s.games.empty());
  CHECK(s.error.find("no_such_command") != std::string::npos);
}
