#include "arimaa-engine/engine.h"

#include <absl/strings/str_cat.h>

#include "arimaa-engine/eval.h"
#include "arimaa-engine/eval_weights.h"
#include "arimaa-engine/goal.h"
#include "arimaa-engine/setup.h"
#include "arimaa-engine/turns.h"

namespace arimaa {

namespace {

common::AlphaBetaConfig searcher_config(const EngineConfig& c) {
  common::AlphaBetaConfig a;
  a.threads = c.threads;
  a.aspiration_window = g_search_weights.aspiration_window;
  a.quiescence_max_ply = g_search_weights.quiescence_max_ply;
  a.null_move_reduction = g_search_weights.null_move_reduction;
  a.null_move_min_depth = g_search_weights.null_move_min_depth;
  a.lmr_min_depth = g_search_weights.lmr_min_depth;
  a.lmr_first_index = g_search_weights.lmr_first_index;
  a.lmr_deep_index = g_search_weights.lmr_deep_index;
  a.lmr_deep_depth = g_search_weights.lmr_deep_depth;
  a.lmr_very_late_index = g_search_weights.lmr_very_late_index;
  a.lmp_max_depth = g_search_weights.lmp_max_depth;
  a.lmp_base = g_search_weights.lmp_base;
  a.lmp_depth_squared = g_search_weights.lmp_depth_squared;
  // The evaluation runs goal searches: a node can cost ~100 us under ASan, so the default of
  // 1024 nodes between clock checks let a 1 ms search run on for ~100 ms.
  a.check_interval = 64;
  return a;
}

}  // namespace

Engine::Engine(EngineConfig config)
    : config_(config),
      tt_(std::make_unique<common::TranspositionTable>(static_cast<std::size_t>(config.hash_mb))),
      searcher_(std::make_unique<common::AlphaBeta<SearchPosition>>(*tt_, searcher_config(config))),
      rng_(config.seed) {}

void Engine::new_game() {
  game_.new_game();
  searcher_->clear();
  tt_->clear();
  ++games_started_;
}

std::optional<std::string> Engine::set_position(std::string_view args) {
  std::string error;
  auto pos = parse_setposition(args, &error);
  if (!pos) return error;
  game_.set_position(*pos);
  return std::nullopt;
}

std::optional<std::string> Engine::make_move(std::string_view text) {
  std::string error;
  if (!game_.play(text, &error)) return absl::StrCat("illegal move '", std::string(text), "': ", error);
  return std::nullopt;
}

bool Engine::set_hash_mb(int mb) {
  if (mb < 1) return false;
  if (!tt_->resize(static_cast<std::size_t>(mb))) return false;
  config_.hash_mb = mb;
  return true;
}

void Engine::set_threads(int n) {
  config_.threads = n;
  searcher_->set_config(searcher_config(config_));
}

std::string Engine::setup_text() {
  if (config_.random_setup) return setup_to_string(random_setup(game_.position().side(), rng_));
  // Vary with the seed and with every new game of the session.
  return setup_to_string(choose_setup(game_.position(), config_.seed * 1000003 + games_started_ + rng_.next() % 7));
}

std::string Engine::random_turn() {
  TurnGenerator gen;
  Position pos = game_.position();
  gen.enumerate(pos);
  std::vector<const Turn*> legal;
  for (const Turn& t : gen.turns())
    if (!game_.history().forbidden(t.placement, opponent(pos.side()))) legal.push_back(&t);
  if (legal.empty()) return "";
  const Turn& t = *legal[rng_.below(static_cast<uint32_t>(legal.size()))];
  return moves_to_string(game_.position(), t.moves, t.size);
}

common::SearchResult<Move> Engine::search(common::SearchControl& control, const common::ReportFn& report) {
  searcher_->set_config(searcher_config(config_));  // parameters may have changed since the last search
  const SearchPosition root(game_);
  return searcher_->search(root, control, report);
}

std::vector<Move> Engine::complete_turn(const std::vector<Move>& line, int64_t hard_ms) {
  const common::Clock::time_point started = common::Clock::now();
  SearchPosition sp(game_);
  const int us = sp.side_to_move();
  std::vector<Move> turn;
  MoveList legal;
  auto play = [&](Move m) {
    sp.make(m);
    turn.push_back(m);
  };
  for (const Move m : line) {
    if (sp.side_to_move() != us) break;
    sp.generate(legal);
    if (!legal.contains(m)) break;  // a stale line: finish the turn below
    play(m);
  }
  // The line may stop inside the turn: a goal the static detector saw, a horizon, a TT cut.
  while (sp.side_to_move() == us) {
    sp.generate(legal);
    if (legal.empty()) break;
    const GoalResult goal = find_goal(sp.position(), sp.position().steps_left());
    if (goal.steps == 0 && legal.contains(Move::pass())) {  // already scored: stop here
      play(Move::pass());
      break;
    }
    if (goal.steps > 0 && legal.contains(goal.first)) {
      play(goal.first);
      continue;
    }
    // A short search over the steps that are left (cheap: at most three steps).
    common::SearchControl control;
    common::SearchLimits limits;
    limits.max_depth = sp.position().steps_left();
    limits.max_nodes = 200000;  // a few tenths of a second at most, even in a tangled position
    if (hard_ms > 0) {  // and within what is left of the move's time (1 ms once it is gone)
      const int64_t used =
          std::chrono::duration_cast<std::chrono::milliseconds>(common::Clock::now() - started).count();
      limits.hard_ms = std::max<int64_t>(hard_ms - used, 1);
    }
    control.start(limits);
    const auto result = searcher_->search(sp, control);
    if (result.has_move && legal.contains(result.best)) {
      bool progressed = false;
      for (const Move m : result.pv) {
        if (sp.side_to_move() != us) break;
        sp.generate(legal);
        if (!legal.contains(m)) break;
        play(m);
        progressed = true;
      }
      if (progressed) continue;
    }
    play(legal.contains(Move::pass()) ? Move::pass() : legal[0]);
  }
  return turn;
}

std::string Engine::think(common::SearchControl& control, const common::ReportFn& report, const LogFn& log) {
  if (game_.over()) {
    if (log) log("Warning: the game is over; no move to make");
    return "";
  }
  if (game_.in_setup()) return setup_text();
  if (config_.random) return random_turn();

  std::vector<Move> turn;
  if (find_goal(game_.position(), 4).steps > 0) {
    turn = complete_turn({});  // a goal this turn: no need to search
    if (log) log("Debug: goal in this turn");
  } else {
    const common::SearchResult<Move> result = search(control, report);
    // The completion must not outlast the move's time: the searcher's line is often a single
    // step when the budget is a few milliseconds, and completing it untimed took up to 0.5 s
    // (ASan build) at 20 ms per move.
    int64_t left_ms = 0;
    const common::SearchLimits& limits = control.limits();
    if (control.stop_requested()) left_ms = 1;
    else if (!control.infinite() && limits.hard_ms > 0) left_ms = std::max<int64_t>(limits.hard_ms - control.elapsed_ms(), 1);
    turn = complete_turn(result.has_move ? result.pv : std::vector<Move>{}, left_ms);
  }
  // Every answer is checked against the rules; a surprise falls back to any legal turn.
  Game check = game_;
  std::string error;
  if (turn.empty() || !check.play_moves(turn, &error)) {
    if (log) log(absl::StrCat("Error: internal: search produced no legal turn (", error, "); playing a legal one"));
    return random_turn();
  }
  return moves_to_string(game_.position(), turn.data(), static_cast<int>(turn.size()));
}

}  // namespace arimaa
