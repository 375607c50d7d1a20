// One game between two started players under the referee's rules and the runner's clocks.
// Every way an engine can fail ends the game with that engine's loss and the reason; nothing an
// engine does can stop the runner.
#pragma once

#include <atomic>
#include <cstdint>
#include <string>
#include <vector>

#include "tools/match/clock.h"
#include "tools/match/player.h"
#include "tools/match/referee.h"

namespace match {

struct GameRules {
  TimeControl tc;
  int64_t margin_ms = 1000;
  int max_moves = 0;               // 0: no limit; counts every move (Arimaa: turns, setups included)
  bool adjudicate_settled = false; // Amazons: stop once every region is settled
};

struct GameOutcome {
  bool aborted = false;   // stopped from outside: not a result
  std::string setup_error;  // the opening itself is not playable (a bad openings file)
  GameEnd end;
  int fault_side = -1;      // the side whose engine failed (forfeits), else -1
  int64_t think_ms[2] = {0, 0};
  int moves_by[2] = {0, 0};
};

// Plays from the referee's start through `opening` (moves in the game's notation, alternating
// from the first mover) to the end. players[side] plays that side. The referee holds the game
// afterwards (moves, record).
GameOutcome play_game(Referee& referee, Player* players[2], const GameRules& rules,
                      const std::vector<std::string>& opening, const std::atomic<bool>* abort);

}  // namespace match
