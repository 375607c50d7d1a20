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

// "kind" or "kind:key=value,key=value" with keys explore, rave (equivalence), expand, playouts.
std::unique_ptr<Player> make_player(const std::string& spec, const MatchOptions& o, uint64_t seed) {
  const std::string kind = spec.substr(0, spec.find(':'));
  if (kind == "random") return std::make_unique<RandomPlayer>(seed);
  if (kind == "alphabeta") return std::make_unique<AlphaBetaPlayer>(o.depth);
  common::MctsConfig config = default_mcts_config();
  config.seed = seed;
  config.report_interval_ms = 0;
  config.max_nodes_memory_mb = 256;
  config.reuse_tree = false;
  if (kind == "uct") {
    config.use_rave = false;
    config.exploration = 0.4f;  // plain UCT needs its exploration term
  } else if (kind == "noprior") {
    config.use_priors = false;
  } else if (kind != "mcts") {
    throw std::invalid_argument("unknown player " + kind + " (mcts, uct, noprior, random, alphabeta)");
  }
  uint64_t playouts = o.playouts;
  if (const std::size_t colon = spec.find(':'); colon != std::string::npos) {
    std::size_t start = colon + 1;
    while (start < spec.size()) {
      std::size_t end = spec.find(',', start);
      if (end == std::string::npos) end = spec.size();
      const std::string item = spec.substr(start, end - start);
      const std::size_t eq = item.find('=');
      if (eq == std::string::npos) throw std::invalid_argument("bad player setting " + item);
      const std::string key = item.substr(0, eq);
      const double value = std::stod(item.substr(eq + 1));
      if (key == "explore") config.exploration = static_cast<float>(value);
      else if (key == "rave") config.rave_equivalence = static_cast<float>(value);
      else if (key == "expand") config.expand_visits = static_cast<uint32_t>(value);
      else if (key == "playouts") playouts = static_cast<uint64_t>(value);
      else throw std::invalid_argument("unknown player setting " + key + " (explore, rave, expand, playouts)");
      start = end + 1;
    }
  }
  return std::make_unique<MctsPlayer>(config, playouts);
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
