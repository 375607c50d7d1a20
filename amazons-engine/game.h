// The game as the searchers see it (common::AlphaBetaGame and common::MctsGame): rules from
// board/movegen, the evaluation, selective move generation for alpha-beta (Amazons has up to
// ~2,000 moves a ply: queen moves are scored first, then the arrows of the best of them) and
// short evaluation-cutoff playouts for MCTS.
#pragma once

#include <cstdint>
#include <string>

#include "amazons-engine/board.h"
#include "amazons-engine/eval.h"
#include "amazons-engine/movegen.h"
#include "amazons-engine/notation.h"
#include "amazons-engine/search_params.h"
#include "common/search/control.h"
#include "common/search/game.h"
#include "common/search/types.h"
#include "common/util/rng.h"

namespace amazons {

class Game {
 public:
  using Move = amazons::Move;
  using MoveList = amazons::MoveList;
  static constexpr uint32_t kHistorySize = kNumSquares * kNumSquares;
  static constexpr uint32_t kAmafSize = kNumSquares * kNumSquares;

  explicit Game(int size = 10) : board_(size) {}
  explicit Game(const Board& b) : board_(b) {}

  // The evaluation weights and search widths this game (and its copies) use; `params` must
  // outlive them.
  void set_params(const SearchParams* params) { params_ = params; }
  const SearchParams& params() const { return *params_; }

  const Board& board() const { return board_; }
  Board& board() { return board_; }

  // The search whose deadline the costly generators watch (alpha-beta only): past it they stop
  // scoring and return what they have (at least one move, best first as far as scored), since
  // the searcher is about to discard the node anyway. MCTS keeps every child list it expands
  // in its tree, so it runs without one.
  void set_control(common::SearchControl* control) { control_ = control; }

  // Searchers generate with generate() where they have no selective hook: the alpha-beta root
  // and MCTS expansions. With a width set, generate() keeps only that many moves: at the root
  // the best by one-ply evaluation of every move, in MCTS the selective generator's choice.
  // A side with a move always keeps at least one.
  enum class Filter : uint8_t { kAll, kBestByEvaluation, kSelective };
  void set_generate_filter(Filter filter, int width) {
    filter_ = filter;
    width_ = width;
  }

  int side_to_move() const { return board_.side_to_move(); }
  void generate(MoveList& list) const;
  void make(Move m) { board_.make(m); }
  void unmake(Move m) { board_.unmake(m); }
  uint64_t key() const { return board_.key(); }
  common::Score evaluate() const { return amazons::evaluate(board_, params_->eval); }
  common::Outcome outcome() const {
    if (!has_move(board_, board_.side_to_move())) return common::Outcome::kLoss;
    return settled_terminal_ ? settled_outcome() : common::Outcome::kOngoing;
  }
  // MCTS: a settled position whose regions count exactly is decided (a counting race), so the
  // solver proves it. Alpha-beta scores settled positions by their counts instead.
  void set_settled_terminal(bool on) { settled_terminal_ = on; }
  std::string move_to_string(Move m) const { return amazons::move_to_string(m); }

  // Ordering: each move's evaluation after it is made, scaled so the searcher's history bonus
  // only breaks near-ties (the generators' scores are reused when the list is the one one of
  // them just produced).
  void score_moves(const MoveList& list, int32_t* scores) const;
  void generate_for_search(MoveList& list, int depth, int ply) const;
  uint32_t history_index(Move m) const { return m.from * kNumSquares + m.to; }

  uint32_t amaf_index(Move m) const { return m.to * kNumSquares + m.arrow; }
  // Progressive bias for MCTS: each child's one-ply evaluation as a win rate, worth
  // params().mcts.prior_weight visits.
  void priors(const MoveList& list, float* value, float* weight) const;
  float playout(common::Rng& rng, common::PlayoutTrace& trace);

 private:
  void select_by_evaluation(MoveList& list, std::size_t keep) const;
  bool out_of_time() const { return control_ && control_->should_abort(0); }
  common::Outcome settled_outcome() const;
  void selective(MoveList& list, const SelectiveWidth& width) const;

  Board board_;
  const SearchParams* params_ = &kDefaultSearchParams;
  common::SearchControl* control_ = nullptr;
  bool settled_terminal_ = false;
  Filter filter_ = Filter::kAll;
  int width_ = 0;
};

// Of the arrows a queen that has just moved (on `b`, its side still to move) can shoot, the
// `keep` best by a cheap score (queen distances of both sides, queens next to the square).
Bitboard best_arrows(const Board& b, Bitboard arrows, int keep);

// A uniformly chosen queen (among those that can move), destination and arrow; false if the
// side to move has no move.
bool random_move(const Board& b, common::Rng& rng, Move& out);

static_assert(common::AlphaBetaGame<Game>);
static_assert(common::MctsGame<Game>);
static_assert(common::HasMoveScores<Game>);
static_assert(common::HasHistoryIndex<Game>);
static_assert(common::HasSelectiveMoves<Game>);
static_assert(common::HasPriors<Game>);

}  // namespace amazons
