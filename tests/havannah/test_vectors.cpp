// Every reference game: the winner and the exact ply of the first winning structure.
#include <doctest/doctest.h>

#include "havannah-engine/game.h"
#include "havannah-engine/rings.h"
#include "vectors.h"

using havannah::Game;
using havannah::Result;

namespace {

// Replays the moves until the first win; returns the ply of that win (0 if none) and its winner.
struct Replay {
  int first_win_ply = 0;
  std::string winner = "none";
  bool all_moves_legal = true;
};

Replay replay(const havannah_test::VectorGame& vg, bool cross_check) {
  Game game(vg.base);
  Replay r;
  for (std::size_t i = 0; i < vg.moves.size(); ++i) {
    const auto m = game.parse_move(vg.moves[i]);
    if (!m || !game.is_legal(*m)) {
      r.all_moves_legal = false;
      return r;
    }
    game.make(*m);
    if (cross_check) {
      // The incremental ring test must agree with a flood fill on every ply.
      const bool ring_white = havannah::has_ring_by_flood_fill(game.board(), havannah::kWhite);
      const bool ring_black = havannah::has_ring_by_flood_fill(game.board(), havannah::kBlack);
      const bool incremental_ring = (game.win_kind() & havannah::kRing) != 0;
      CHECK_MESSAGE(incremental_ring == (ring_white || ring_black), vg.id << " ply " << i + 1);
    }
    if (game.game_over()) {
      r.first_win_ply = static_cast<int>(i + 1);
      r.winner = havannah::result_name(game.result());
      return r;
    }
  }
  return r;
}

void check_file(const char* name, int cross_check_every) {
  const auto games = havannah_test::load_vector_games(name);
  REQUIRE(games.size() > 1000);
  int checked = 0;
  for (std::size_t k = 0; k < games.size(); ++k) {
    const auto& vg = games[k];
    const Replay r = replay(vg, k % cross_check_every == 0);
    INFO(vg.id);
    REQUIRE(r.all_moves_legal);
    if (vg.result == "none") {
      CHECK(r.winner == "none");
    } else {
      CHECK(r.winner == vg.result);
      CHECK(r.first_win_ply == vg.ply);
      CHECK(r.first_win_ply == static_cast<int>(vg.moves.size()));
    }
    ++checked;
  }
  CHECK(checked == static_cast<int>(games.size()));
}

#if defined(__SANITIZE_ADDRESS__)
constexpr int kCrossCheckEvery = 50;
#else
constexpr int kCrossCheckEvery = 1;
#endif

}  // namespace

TEST_CASE("littlegolem games: winner and ply of the first win") {
  check_file("littlegolem-games.txt", kCrossCheckEvery);
}

TEST_CASE("random games: winner and ply of the first win") { check_file("random-games.txt", kCrossCheckEvery); }
