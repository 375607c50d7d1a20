#include "havannah-engine/rollout.h"

#include <cstring>

#include "havannah-engine/game.h"
#include "havannah-engine/params.h"

namespace havannah {
namespace {

inline float reward_for_white(Result r) {
  return r == Result::kWhite ? 1.0f : r == Result::kBlack ? 0.0f : 0.5f;
}

// The cells next to `stone` where its owner `who` would win at once, if its group could win
// with one more stone at all (the filter skips nearly every scan early in a playout); with
// `rings`, also a cell two steps away that would close a ring of six around a neighbour of
// `stone`. Returns how many were found (0..2 recorded).
int winning_cells_next_to(Board& board, int stone, Colour who, bool rings, int found[2]) {
  if (!board.may_threaten(board.root_fast(stone))) return 0;
  const Geometry& g = board.geo();
  int n = 0;
  for (int d = 0; d < 6; ++d) {
    const int c = stone + g.offset[d];
    if (board.empty(c) && board.wins_if_placed_fast(c, who)) {
      found[n++] = c;
      if (n == 2) return n;
    }
  }
  if (!rings) return n;
  for (int d = 0; d < 6; ++d) {
    const int centre = stone + g.offset[d];
    if (!g.on_board[centre]) continue;
    const unsigned around = board.neighbours(centre, who);
    if (__builtin_popcount(around) != 5) continue;
    const int c = centre + g.offset[__builtin_ctz(~around & 0x3F)];
    if (!board.empty(c) || (n == 1 && found[0] == c)) continue;
    found[n++] = c;
    if (n == 2) return n;
  }
  return n;
}

// Last good replies, per search thread: reply[side][previous move] (kNoMove: none), emptied when
// the board size changes (slot numbers differ between sizes).
struct ReplyTable {
  int base = 0;  // 0: empty
  uint16_t reply[2][kMaxSlots];

  void reset(int new_base) {
    std::memset(reply, 0, sizeof reply);
    base = new_base;
  }
};

ReplyTable& thread_reply_table() {
  thread_local ReplyTable table;
  return table;
}

ReplyTable& reply_table(int base) {
  ReplyTable& table = thread_reply_table();
  if (table.base != base) table.reset(base);
  return table;
}

// After a playout won by `winner`: each of the winner's replies becomes its last good reply to
// the move before it; a loser's reply that was stored is forgotten.
void learn_replies(ReplyTable& table, const common::PlayoutTrace& trace, int from, int first_prev, int winner) {
  int prev = first_prev;
  for (int i = from; i < trace.size(); ++i) {
    const int side = trace.side(i);
    const auto move = static_cast<uint16_t>(trace.index(i));
    if (prev != kNoMove) {
      uint16_t& r = table.reply[side][prev];
      if (side == winner) r = move;
      else if (r == move) r = kNoMove;
    }
    prev = move;
  }
}

}  // namespace

int last_good_reply(int base, int side, int prev) {
  const ReplyTable& table = thread_reply_table();
  return table.base == base ? table.reply[side][prev] : kNoMove;
}

void clear_last_good_replies() { thread_reply_table().reset(0); }

float Game::play_out(common::Rng& rng, common::PlayoutTrace& trace, const common::PlayoutPool* pool) {
  if (result_ != Result::kNone) return reward_for_white(result_);
  const PlayoutParams options = playout_params();
  const Geometry& g = geo();

  // Empty cells in a list with back-pointers, so both random and chosen cells leave in O(1).
  uint16_t empties[kMaxCells];
  uint16_t where[kMaxSlots];
  int n = 0;
  for (int i = 0; i < g.num_cells; ++i) {
    const int s = g.cells[i];
    if (board_.empty(s)) {
      where[s] = static_cast<uint16_t>(n);
      empties[n++] = static_cast<uint16_t>(s);
    }
  }

  int side = side_;
  // The opponent's last stone, and a cell where each side is known to win (its threats are
  // found when the other side scans around its last stone; a winning cell stays winning while
  // it is empty, since groups only grow).
  int theirs = last_ == kSwapMove ? kNoMove : last_;
  int known_win[2] = {kNoMove, kNoMove};
  ReplyTable* replies = options.last_good_reply ? &reply_table(base()) : nullptr;
  const int first_prev = theirs, trace_from = trace.size();
  if (options.win_and_block && prev_ != kNoMove && prev_ != kSwapMove) {
    // The mover's own threats from before the playout started (later ones are found by the
    // opponent's scans).
    int threats[2];
    if (winning_cells_next_to(board_, prev_, colour_of_side(side), options.ring_scan, threats) > 0)
      known_win[side] = threats[0];
  }
  for (;;) {
    const Colour me = colour_of_side(side);
    int move = -1;
    if (options.win_and_block) {
      if (known_win[side] != kNoMove && board_.empty(known_win[side])) {
        move = known_win[side];
      } else if (theirs != kNoMove) {
        int threats[2];
        const int found = winning_cells_next_to(board_, theirs, opponent(me), options.ring_scan, threats);
        if (found > 0) move = threats[0];  // block; with two threats the opponent wins anyway
        if (found > 1) known_win[side ^ 1] = threats[1];
      }
    }
    if (move < 0 && options.save_bridges && theirs != kNoMove) {
      unsigned mine = board_.neighbours(theirs, me);
      if (options.edge_templates) mine |= g.off_board_dirs[theirs];
      for (unsigned carriers = kBridgeCarriers[mine]; carriers; carriers &= carriers - 1) {
        const int c = theirs + g.offset[__builtin_ctz(carriers)];
        if (board_.empty(c)) {
          move = c;
          break;
        }
      }
      if (move >= 0 && options.bridge_save_probability < 1.0f && rng.uniform() >= options.bridge_save_probability)
        move = -1;
    }
    if (move < 0 && replies && theirs != kNoMove) {
      const int r = replies->reply[side][theirs];
      if (r != kNoMove && board_.empty(r)) move = r;
    }
    if (move < 0 && pool && pool->size[side] > 0 && rng.uniform() < options.pool_probability) {
      const uint32_t c = pool->amaf[side][rng.below(static_cast<uint32_t>(pool->size[side]))];
      if (c < static_cast<uint32_t>(kMaxSlots) && c != kSwapMove && g.on_board[c] && board_.empty(static_cast<int>(c)))
        move = static_cast<int>(c);
    }
    if (move < 0) move = empties[rng.below(static_cast<uint32_t>(n))];

    const int at = where[move];
    empties[at] = empties[--n];
    where[empties[at]] = static_cast<uint16_t>(at);
    trace.add(side, static_cast<uint32_t>(move));

    if (board_.place_fast(move, me)) {
      result_ = side == 0 ? Result::kWhite : Result::kBlack;
      break;
    }
    if (n == 0) {
      result_ = Result::kDraw;
      break;
    }
    theirs = move;
    side ^= 1;
  }
  if (replies && result_ != Result::kDraw)
    learn_replies(*replies, trace, trace_from, first_prev, result_ == Result::kWhite ? 0 : 1);
  undo_count_ = 0;
  return reward_for_white(result_);
}

}  // namespace havannah
