// The contract between a game and the searchers. A game is a plain class checked by these
// concepts at compile time; the searchers are templates over it, so the inner loop has no
// virtual calls. common/ never includes a game header.
#pragma once

#include <concepts>
#include <cstdint>
#include <string>
#include <type_traits>

#include "common/search/types.h"
#include "common/util/rng.h"

namespace common {

// What alpha-beta needs.
//  - Move: trivially copyable, at most 4 bytes (stored as-is in the transposition table),
//    equality comparable. Move{} never needs to be legal: the TT has its own "no move" flag.
//  - MoveList: common::MoveList<Move, N> with N large enough for any position.
//  - side_to_move(): 0 or 1. A game whose "ply" keeps the side (Arimaa steps inside a turn)
//    simply reports the same side after make(); the searcher negates only when it changes.
//  - generate(): every legal move (ply) from this position; empty iff outcome() != kOngoing
//    or the rules say the side has no move (then outcome() must say who won).
//  - make()/unmake(): unmake(m) restores exactly the state before make(m) (games keep their own
//    undo stack for captured pieces etc.).
//  - key(): 64-bit Zobrist key of everything that matters for the future (incl. side, steps left).
//  - evaluate(): static score in centi-units from the side to move's view, |score| < kScoreMateBound.
//  - outcome(): game over? seen from the side to move.
template <class G>
concept AlphaBetaGame = std::copy_constructible<G> && requires(G& g, const G& cg, typename G::Move m,
                                                               typename G::MoveList& list) {
  typename G::Move;
  typename G::MoveList;
  requires std::is_trivially_copyable_v<typename G::Move>;
  requires sizeof(typename G::Move) <= 4;
  requires std::equality_comparable<typename G::Move>;
  { cg.side_to_move() } -> std::convertible_to<int>;
  { cg.generate(list) } -> std::same_as<void>;
  { g.make(m) } -> std::same_as<void>;
  { g.unmake(m) } -> std::same_as<void>;
  { cg.key() } -> std::convertible_to<uint64_t>;
  { cg.evaluate() } -> std::convertible_to<Score>;
  { cg.outcome() } -> std::same_as<Outcome>;
  { cg.move_to_string(m) } -> std::convertible_to<std::string>;
};

// Optional alpha-beta hooks, used when present:
//  - void score_moves(const MoveList&, int32_t* scores) const: ordering hint, higher first
//    (captures, goal threats, territory gain), within +-2^22; a move scored >= 2^20
//    (common::kTacticalScore) is tactical and never reduced. The searcher adds TT move, killers
//    and history.
//  - static constexpr uint32_t kHistorySize; uint32_t history_index(Move) const: a slot in
//    [0, kHistorySize) for the history heuristic.
//  - void generate_tactical(MoveList&) const: moves for quiescence search (captures); with it the
//    searcher runs a stand-pat quiescence search at the horizon.
//  - void score_tactical(const MoveList&, int32_t* scores) const: ordering of the quiescence
//    lists, when it differs from score_moves() (a game that generated them from a plan).
//  - void generate_for_search(MoveList&, int depth, int ply) const: a selective (pruned) list
//    the searcher uses instead of generate() inside the tree (never at the root).
template <class G>
concept HasMoveScores = requires(const G& cg, const typename G::MoveList& list, int32_t* scores) {
  { cg.score_moves(list, scores) } -> std::same_as<void>;
};
template <class G>
concept HasHistoryIndex = requires(const G& cg, typename G::Move m) {
  { G::kHistorySize } -> std::convertible_to<uint32_t>;
  { cg.history_index(m) } -> std::convertible_to<uint32_t>;
};
template <class G>
concept HasTacticalMoves = requires(const G& cg, typename G::MoveList& list) {
  { cg.generate_tactical(list) } -> std::same_as<void>;
};
// Optional null-move hook (used only when AlphaBetaConfig::null_move_reduction > 0):
//  - bool null_move_allowed() const: passing the whole turn here is a sound-enough test (no
//    zugzwang to fear, not just after another null move);
//  - int null_move_depth() const: the depth a pass stands for (1 for one-move turns; Arimaa:
//    the steps left in the turn);
//  - make_null()/unmake_null(): hand the move to the opponent without playing.
template <class G>
concept HasTacticalScores = requires(const G& cg, const typename G::MoveList& list, int32_t* scores) {
  { cg.score_tactical(list, scores) } -> std::same_as<void>;
};
template <class G>
concept HasNullMove = requires(G& g, const G& cg) {
  { cg.null_move_allowed() } -> std::convertible_to<bool>;
  { cg.null_move_depth() } -> std::convertible_to<int>;
  { g.make_null() } -> std::same_as<void>;
  { g.unmake_null() } -> std::same_as<void>;
};
template <class G>
concept HasSelectiveMoves = requires(const G& cg, typename G::MoveList& list, int depth, int ply) {
  { cg.generate_for_search(list, depth, ply) } -> std::same_as<void>;
};

// Moves seen in one playout, for RAVE/AMAF: (side, amaf index) pairs, bounded.
class PlayoutTrace {
 public:
  static constexpr int kCapacity = 4096;
  void clear() { size_ = 0; }
  void add(int side, uint32_t amaf_index) {
    if (size_ < kCapacity) entries_[size_++] = {static_cast<uint32_t>(side), amaf_index};
  }
  int size() const { return size_; }
  int side(int i) const { return static_cast<int>(entries_[i].side); }
  uint32_t index(int i) const { return entries_[i].index; }

 private:
  struct Entry {
    uint32_t side;
    uint32_t index;
  };
  Entry entries_[kCapacity];
  int size_ = 0;
};

// Pool-RAVE (Rimmel, Teytaud & Teytaud 2010): per side, the AMAF indices of the moves with the
// best RAVE means at the deepest node of the playout's tree path where that side chooses and
// that has enough visits, best first; a playout may play one of them instead of a random move.
struct PlayoutPool {
  static constexpr int kCapacity = 32;
  int size[2] = {0, 0};
  uint32_t amaf[2][kCapacity];
};

// What MCTS needs, on top of copy, generate, make, outcome, side_to_move, key:
//  - kAmafSize and amaf_index(Move) < kAmafSize: the move's identity for RAVE (a cell for
//    Havannah, e.g. destination+arrow for Amazons).
//  - playout(Rng&, PlayoutTrace&): play on from this (copied) state to the end, or to a cutoff
//    scored by evaluation, recording each move; return the reward for side 0 in [0, 1]
//    (1 = side 0 wins, 0.5 = draw or even).
// Optional: void priors(const MoveList&, float* value, float* weight) const: progressive bias as
// virtual results for the side to move: `weight` virtual visits with mean `value` in [0, 1].
// Optional: void tree_moves(MoveList&) const: the moves a tree node is expanded with, a subset
// of generate() with the same game value (e.g. only a winning move, or only the block of the
// opponent's win); used when MctsConfig::use_tree_moves is set.
template <class G>
concept MctsGame = std::copy_constructible<G> && requires(G& g, const G& cg, typename G::Move m,
                                                          typename G::MoveList& list, Rng& rng,
                                                          PlayoutTrace& trace) {
  typename G::Move;
  typename G::MoveList;
  { G::kAmafSize } -> std::convertible_to<uint32_t>;
  { cg.side_to_move() } -> std::convertible_to<int>;
  { cg.generate(list) } -> std::same_as<void>;
  { g.make(m) } -> std::same_as<void>;
  { cg.key() } -> std::convertible_to<uint64_t>;
  { cg.outcome() } -> std::same_as<Outcome>;
  { cg.amaf_index(m) } -> std::convertible_to<uint32_t>;
  { g.playout(rng, trace) } -> std::convertible_to<float>;
  { cg.move_to_string(m) } -> std::convertible_to<std::string>;
};
// Optional: float playout(Rng&, PlayoutTrace&, const PlayoutPool&): the playout with a
// Pool-RAVE pool (used when MctsConfig::pool_size > 0).
template <class G>
concept HasPlayoutPool = requires(G& g, Rng& rng, PlayoutTrace& trace, const PlayoutPool& pool) {
  { g.playout(rng, trace, pool) } -> std::convertible_to<float>;
};
template <class G>
concept HasTreeMoves = requires(const G& cg, typename G::MoveList& list) {
  { cg.tree_moves(list) } -> std::same_as<void>;
};
template <class G>
concept HasPriors = requires(const G& cg, const typename G::MoveList& list, float* v, float* w) {
  { cg.priors(list, v, w) } -> std::same_as<void>;
};

}  // namespace common
