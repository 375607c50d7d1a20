// Arimaa for the generic alpha-beta searcher: a ply is one Move (a step, or a push/pull as one
// unbreakable two-step move, or a pass ending the turn early). The side keeps the move until
// its four steps are used or it passes; key() includes the steps left and the turn's start.
// Turn-ending moves that would leave the position unchanged or repeat a position for the third
// time are not generated; an immediate step back of the piece just moved is not generated
// either (it reaches a position already searched with two more steps in hand).
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "arimaa-engine/capture.h"
#include "arimaa-engine/game.h"
#include "arimaa-engine/steps.h"
#include "common/search/game.h"
#include "common/search/types.h"

namespace arimaa {

class SearchPosition {
 public:
  using Move = arimaa::Move;
  using MoveList = arimaa::MoveList;
  static constexpr uint32_t kHistorySize = 2 * 8192;

  SearchPosition() = default;
  // `history`: turn keys of the game so far (RepetitionHistory::keys()), current one included.
  SearchPosition(const Position& pos, const std::vector<uint64_t>& history);
  explicit SearchPosition(const Game& game) : SearchPosition(game.position(), game.history().keys()) {}

  int side_to_move() const { return pos_.side(); }
  void generate(MoveList& list) const;
  void make(Move m);
  void unmake(Move m);
  uint64_t key() const;
  common::Score evaluate() const;
  common::Outcome outcome() const;
  std::string move_to_string(Move m) const;

  // Optional searcher hooks.
  void score_moves(const MoveList& list, int32_t* scores) const;
  // Quiescence lists: as score_moves(), with the capture plans generate_tactical() took them from.
  void score_tactical(const MoveList& list, int32_t* scores) const;
  uint32_t history_index(Move m) const { return static_cast<uint32_t>(pos_.side()) * 8192u + (m.bits & 0x1FFFu); }
  void generate_tactical(MoveList& list) const;
  // Null move: at the start of a turn, pass the whole turn (not after another null move, and
  // only with a piece that is not a rabbit: zugzwang needs a crippled army).
  bool null_move_allowed() const;
  int null_move_depth() const { return pos_.steps_left(); }
  void make_null();
  void unmake_null();

  const Position& position() const { return pos_; }
  int ply() const { return ply_; }

 private:
  struct Undo {
    MoveUndo steps;
    Move move;
    Color side;
    int8_t steps_left;
    bool ended_turn;
    bool null_move;
    uint64_t turn_start;
  };
  static constexpr int kMaxUndo = common::kMaxPly + 8;

  bool forbidden_turn_end(uint64_t placement_after) const;
  // Quiescence's capture plans here (search.qs_capture_plans, 3+ steps left), else none.
  void quiescence_plans(CaptureThreats& out) const;
  // Ordering with `plans`: their first moves count as tactical.
  void score_with_plans(const MoveList& list, int32_t* scores, const CaptureThreats& plans) const;
  void push_turn_key(uint64_t k);
  void pop_turn_key();

  Position pos_;
  std::array<Undo, kMaxUndo> undo_{};
  int ply_ = 0;
  // Turn-start keys of the game and the search path; a small counting filter makes "seen
  // twice already?" a table lookup in the usual case.
  std::vector<uint64_t> turn_keys_;
  std::array<uint8_t, 1024> key_filter_{};
};

static_assert(common::AlphaBetaGame<SearchPosition>);
static_assert(common::HasMoveScores<SearchPosition>);
static_assert(common::HasHistoryIndex<SearchPosition>);
static_assert(common::HasTacticalMoves<SearchPosition>);
static_assert(common::HasTacticalScores<SearchPosition>);
static_assert(common::HasNullMove<SearchPosition>);

}  // namespace arimaa
