// In-process matches for strength measurements: MCTS against a uniform-random player, RAVE
// against plain UCT at equal playouts, and so on. Colours alternate every game.
#include <cstdio>
#include <memory>
#include <stdexcept>
#include <string>

#include "common/search/alphabeta.h"
#include "common/search/mcts.h"
#include "common/search/tt.h"
#include "havannah-engine/bench.h"
#include "havannah-engine/game.h"
#include "havannah-engine/search_config.h"

namespace havannah {
namespace {

class Player {
 public:
  virtual ~Player() = default;
  virtual Move choose(const Game& g) = 0;
};

class RandomPlayer : public Player {
 public:
  explicit RandomPlayer(uint64_t seed) : rng_(seed) {}
  Move choose(const Game& g) override {
    Game::MoveList list;
    g.generate(list);
    return list[rng_.below(static_cast<uint32_t>(list.size()))];
  }

 private:
  common::Rng rng_;
};

class MctsPlayer : public Player {
 public:
  MctsPlayer(const common::MctsConfig& config, uint64_t playouts) : mcts_(config), playouts_(playouts) {}
  Move choose(const Game& g) override {
    common::SearchControl control;
    common::SearchLimits limits;
    limits.max_nodes = playouts_;
    control.start(limits);
    Game root = g;
    root.forget_undo();
    return mcts_.search(root, control).best;
  }

 private:
  common::Mcts<Game> mcts_;
  uint64_t playouts_;
};

class AlphaBetaPlayer : public Player {
 public:
  explicit AlphaBetaPlayer(int depth) : tt_(16), ab_(tt_), depth_(depth) {}
  Move choose(const Game& g) override {
    common::SearchControl control;
    common::SearchLimits limits;
    limits.max_depth = depth_;
    control.start(limits);
    Game root = g;
    root.forget_undo();
    return ab_.search(root, control).best;
  }

 private:
  common::TranspositionTable tt_;
  common::AlphaBeta<Game> ab_;
  int depth_;
};

std::unique_ptr<Player> make_player(const std::string& kind, const MatchOptions& o, uint64_t seed) {
  if (kind == "random") return std::make_unique<RandomPlayer>(seed);
  if (kind == "alphabeta") return std::make_unique<AlphaBetaPlayer>(o.depth);
  common::MctsConfig config = default_mcts_config();
  config.seed = seed;
  config.report_interval_ms = 0;
  config.max_nodes_memory_mb = 256;
  config.reuse_tree = false;
  if (kind == "uct") {
    config.use_rave = false;
  } else if (kind == "noprior") {
    config.use_priors = false;
  } else if (kind != "mcts") {
    throw std::invalid_argument("unknown player " + kind + " (mcts, uct, noprior, random, alphabeta)");
  }
  return std::make_unique<MctsPlayer>(config, o.playouts);
}

}  // namespace

int run_match(const MatchOptions& o) {
  double score1 = 0;
  int wins1 = 0, wins2 = 0, draws = 0;
  for (int game = 0; game < o.games; ++game) {
    const uint64_t seed = o.seed + 7919ULL * static_cast<uint64_t>(game);
    std::unique_ptr<Player> p1 = make_player(o.player1, o, seed), p2 = make_player(o.player2, o, seed + 1);
    const bool p1_white = game % 2 == 0;
    Game g(o.base, o.swap);
    while (!g.game_over()) {
      const bool p1_to_move = (g.side_to_move() == 0) == p1_white;
      const Move m = (p1_to_move ? p1 : p2)->choose(g);
      g.make(m);
    }
    const Result r = g.result();
    const bool white_won = r == Result::kWhite;
    const char* outcome;
    if (r == Result::kDraw) {
      ++draws;
      score1 += 0.5;
      outcome = "draw";
    } else if (white_won == p1_white) {
      ++wins1;
      score1 += 1;
      outcome = o.player1.c_str();
    } else {
      ++wins2;
      outcome = o.player2.c_str();
    }
    std::printf("game %3d: %s white, %d moves, %s wins (%s)\n", game + 1, p1_white ? o.player1.c_str() : o.player2.c_str(),
                g.ply(), outcome,
                (g.win_kind() & kRing) ? "ring" : (g.win_kind() & kBridge) ? "bridge" : (g.win_kind() & kFork) ? "fork" : "-");
    std::fflush(stdout);
  }
  std::printf("%s %d - %d %s, %d draws: %s scores %.1f/%d (%.1f%%)\n", o.player1.c_str(), wins1, wins2,
              o.player2.c_str(), draws, o.player1.c_str(), score1, o.games, 100.0 * score1 / std::max(1, o.games));
  return 0;
}

}  // namespace havannah
