// A Havannah position with everything the searchers need (common::AlphaBetaGame and
// common::MctsGame): moves, make/unmake with an undo log, Zobrist key, outcome, swap rule,
// playouts (rollout.cpp), priors and move ordering (priors.cpp), a static evaluation (eval.cpp).
//
// Sides: 0 = White (moves first), 1 = Black. After `swap` the first stone turns black and White
// is to move again, so the side to move is kept explicitly rather than derived from the ply.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "common/search/game.h"
#include "common/search/move_list.h"
#include "common/search/types.h"
#include "common/util/rng.h"
#include "havannah-engine/board.h"
#include "havannah-engine/notation.h"

namespace havannah {

// A move is a slot; two padding slots that never hold a cell stand for "none" and "swap".
using Move = uint16_t;
inline constexpr Move kNoMove = 0;
inline constexpr Move kSwapMove = 1;
inline constexpr int kMaxGameMoves = kMaxCells + 1;  // every cell plus one swap

enum class Result : uint8_t { kNone, kWhite, kBlack, kDraw };

class Game {
 public:
  using Move = havannah::Move;
  using MoveList = common::MoveList<Move, kMaxGameMoves + 10>;
  static constexpr uint32_t kAmafSize = kMaxSlots;
  static constexpr uint32_t kHistorySize = kMaxSlots;

  explicit Game(int base = 8, bool swap_enabled = false);
  Game(const Game& other) : board_(other.board_) { copy_state(other); }
  Game& operator=(const Game& other) {
    if (this != &other) {
      board_ = other.board_;
      copy_state(other);
    }
    return *this;
  }

  // --- Rules -------------------------------------------------------------------------------
  int base() const { return board_.base(); }
  const Board& board() const { return board_; }
  const Geometry& geo() const { return board_.geo(); }
  int side_to_move() const { return side_; }
  Colour colour_to_move() const { return colour_of_side(side_); }
  int ply() const { return ply_; }
  Move last_move() const { return last_; }
  bool swap_enabled() const { return swap_enabled_; }
  void set_swap_enabled(bool on) { swap_enabled_ = on; }
  bool swap_legal() const { return swap_enabled_ && ply_ == 1 && result_ == Result::kNone; }
  bool game_over() const { return result_ != Result::kNone; }
  Result result() const { return result_; }
  uint8_t win_kind() const { return win_kind_; }  // WinKind bits of the winning move
  bool is_legal(Move m) const;

  void generate(MoveList& list) const;
  void make(Move m);
  void unmake(Move m);  // exact inverse of make(m) on the same line
  // Drops the undo log so copies for search are cheap; unmake beyond this point is not allowed.
  void forget_undo() { undo_count_ = 0; }
  uint64_t key() const;
  common::Outcome outcome() const;

  // --- Notation ----------------------------------------------------------------------------
  Notation notation() const { return notation_; }
  void set_notation(Notation n) { notation_ = n; }
  std::string move_to_string(Move m) const;
  // Parses a cell or "swap" (not checking legality); nullopt with a reason otherwise.
  std::optional<Move> parse_move(std::string_view text, std::string* error = nullptr) const;

  // --- Search hooks ------------------------------------------------------------------------
  common::Score evaluate() const;                                       // eval.cpp
  void score_moves(const MoveList& list, int32_t* scores) const;        // priors.cpp
  void priors(const MoveList& list, float* value, float* weight) const;  // priors.cpp
  void tree_moves(MoveList& list) const;                                 // forced_moves.cpp
  uint32_t history_index(Move m) const { return m; }
  uint32_t amaf_index(Move m) const { return m; }
  // Random playout to the end with the rollout policy; reward for White. Leaves this copy at the
  // end of the playout without undo information (rollout.cpp).
  float playout(common::Rng& rng, common::PlayoutTrace& trace) { return play_out(rng, trace, nullptr); }
  // The same, playing a move of the mover's Pool-RAVE pool instead of a random one with
  // probability playout.pool_probability.
  float playout(common::Rng& rng, common::PlayoutTrace& trace, const common::PlayoutPool& pool) {
    return play_out(rng, trace, &pool);
  }

 private:
  struct Undo {
    UndoRecord board;
    Move prev_last, prev_prev;
  };

  float play_out(common::Rng& rng, common::PlayoutTrace& trace, const common::PlayoutPool* pool);
  void copy_state(const Game& other);  // everything but the board
  void set_result_after_move(uint8_t win);

  Board board_;
  uint64_t stones_key_ = 0;
  int side_ = 0;
  int ply_ = 0;
  Move last_ = kNoMove;  // the previous move, and the one before it (rollout policy, priors)
  Move prev_ = kNoMove;
  Result result_ = Result::kNone;
  uint8_t win_kind_ = kNoWin;
  bool swap_enabled_ = false;
  Notation notation_ = Notation::kGui;
  int undo_count_ = 0;
  Undo undo_[kMaxGameMoves];
};

static_assert(common::AlphaBetaGame<Game>);
static_assert(common::MctsGame<Game>);
static_assert(common::HasPriors<Game>);
static_assert(common::HasTreeMoves<Game>);
static_assert(common::HasPlayoutPool<Game>);
static_assert(common::HasMoveScores<Game>);
static_assert(common::HasHistoryIndex<Game>);

const char* result_name(Result r);  // "none", "white", "black", "draw"

}  // namespace havannah
