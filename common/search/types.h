// Scores, outcomes and limits shared by every searcher and every game.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace common {

using Score = int32_t;

inline constexpr Score kScoreInfinite = 32000;
// A win found at ply p scores kScoreMate - p so that shorter wins are preferred.
inline constexpr Score kScoreMate = 31000;
inline constexpr Score kScoreMateBound = kScoreMate - 1000;
inline constexpr Score kScoreDraw = 0;
inline constexpr int kMaxPly = 256;

inline constexpr bool is_mate_score(Score s) { return s >= kScoreMateBound || s <= -kScoreMateBound; }

// Game result seen from the side to move in the position being asked.
enum class Outcome : uint8_t { kOngoing, kWin, kLoss, kDraw };

// One progress report of a search: an alpha-beta iteration or an MCTS status tick.
struct SearchReport {
  int depth = 0;         // completed depth (alpha-beta) or average tree depth (MCTS)
  int seldepth = 0;
  Score score = 0;       // side to move at the root
  uint64_t nodes = 0;    // nodes (alpha-beta) or playouts (MCTS)
  uint64_t nps = 0;
  int64_t time_ms = 0;
  int hashfull = 0;      // permill
  double winrate = -1;   // MCTS only: root value for the side to move, 0..1
  bool in_progress = false;  // an iteration still running (AEI "10+")
  std::vector<std::string> pv;
  std::vector<int> pv_side;  // side to move before each pv move (AEI prints turn separators)
};

}  // namespace common
