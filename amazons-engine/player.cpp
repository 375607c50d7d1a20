#include "amazons-engine/player.h"

#include <algorithm>
#include <chrono>

#include "amazons-engine/regions.h"
#include "amazons-engine/territory.h"

namespace amazons {

const char* algorithm_name(Algorithm a) { return a == Algorithm::kAlphaBeta ? "alphabeta" : "mcts"; }

namespace {

SearchParams without_move_bonus(SearchParams p) {
  p.eval.move_bonus_open = p.eval.move_bonus_end = 0;
  return p;
}

}  // namespace

Player::Player(const PlayerConfig& config)
    : config_(config),
      mcts_params_(without_move_bonus(config.search)),
      tt_(tt_mb(config)),
      alphabeta_(tt_, alphabeta_config()),
      mcts_(mcts_config()) {}

common::AlphaBetaConfig Player::alphabeta_config() const {
  common::AlphaBetaConfig c;
  c.threads = config_.threads;
  c.aspiration_window = config_.search.ab.aspiration_window;
  // Every node: a node costs 0.1-3 ms (selective generation evaluates hundreds of children),
  // a clock read ~25 ns, and the deadline must hold to the millisecond.
  c.check_interval = 1;
  return c;
}

common::MctsConfig Player::mcts_config() const {
  common::MctsConfig c;
  c.threads = config_.threads;
  c.seed = config_.seed;
  const MctsParams& p = config_.search.mcts;
  c.expand_visits = static_cast<uint32_t>(p.expand_visits);
  c.max_nodes_memory_mb = static_cast<std::size_t>(config_.hash_mb);
  c.use_priors = p.prior_weight > 0;
  c.exploration = p.exploration;
  c.use_rave = p.rave_equivalence > 0;
  c.rave_equivalence = p.rave_equivalence;
  c.widening_base = p.widening_base;
  c.widening_factor = p.widening_factor;
  c.widening_exponent = p.widening_exponent;
  return c;
}

std::size_t Player::tt_mb(const PlayerConfig& config) {
  // The hash memory goes to the search that runs: MCTS keeps its tree instead of a table.
  return config.algorithm == Algorithm::kAlphaBeta ? static_cast<std::size_t>(config.hash_mb) : 1;
}

bool Player::set_config(const PlayerConfig& config) {
  if (tt_mb(config) != tt_mb(config_) && !tt_.resize(tt_mb(config))) return false;
  config_ = config;
  mcts_params_ = without_move_bonus(config.search);
  alphabeta_.set_config(alphabeta_config());
  mcts_.set_config(mcts_config());
  return true;
}

void Player::new_game() {
  tt_.clear();
  alphabeta_.clear();
  mcts_.clear();
}

Decision Player::choose(const Game& game, common::SearchControl& control, const common::ReportFn& report) {
  Decision d;
  const Board& b = game.board();
  if (!has_move(b, b.side_to_move())) return d;

  SideLayers layers;
  compute_layers(b, layers);
  if (all_separated(layers)) {
    // Settled: no search can change who wins, only filling well can lose moves. The solver
    // gets a share of the hard limit; out of time it plays the best fill found so far.
    auto deadline = FillSolver::Clock::time_point::max();
    const common::SearchLimits& limits = control.limits();
    if (limits.hard_ms > 0 && !limits.infinite)
      deadline = FillSolver::Clock::now() + std::chrono::milliseconds(std::max<int64_t>(1, limits.hard_ms / 3));
    const auto m = endgame_move(b, config_.search.fill_budget, deadline);
    if (m) {
      const EndgameCount count = count_endgame(b, config_.search.fill_budget, deadline);
      const int side = b.side_to_move();
      d.has_move = true;
      d.move = *m;
      d.endgame = true;
      d.pv = {*m};
      const common::Score white = settled_score_white(count.moves[kWhite], count.moves[kBlack], side);
      d.score = side == kWhite ? white : -white;
      if (report) {
        common::SearchReport r;
        r.score = d.score;
        r.time_ms = control.elapsed_ms();
        r.pv = {move_to_string(*m)};
        report(r);
      }
      return d;
    }
  }

  Game root = game;
  const auto take = [&d](const common::SearchResult<Move>& r) {
    d.has_move = r.has_move;
    d.move = r.best;
    d.score = r.score;
    d.depth = r.depth;
    d.nodes = r.nodes;
    d.pv = r.pv;
  };
  if (config_.algorithm == Algorithm::kAlphaBeta) {
    root.set_params(&config_.search);
    root.set_control(&control);
    root.set_generate_filter(Game::Filter::kBestByEvaluation, config_.search.ab.root_width);
    take(alphabeta_.search(root, control, report));
  } else {
    root.set_params(&mcts_params_);
    root.set_settled_terminal(config_.search.mcts.solve_settled != 0);
    root.set_generate_filter(Game::Filter::kSelective, config_.search.mcts.width);
    take(mcts_.search(root, control, report));
  }
  if (!d.has_move || !is_legal(b, d.move)) {
    // Never answer an illegal move, whatever happened in the search.
    MoveList list;
    generate_moves(b, list);
    d.has_move = !list.empty();
    if (d.has_move) d.move = list[0];
  }
  return d;
}

}  // namespace amazons
