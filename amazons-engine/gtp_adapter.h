// The GTP face of the engine: Amazons commands on top of protocol::GtpEngine (which already
// answers protocol_version, name, version, known_command, list_commands, quit and the clock
// commands). Every rejected command leaves the position exactly as it was.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "amazons-engine/game.h"
#include "amazons-engine/player.h"
#include "protocol/gtp/engine.h"
#include "protocol/gtp/search_driver.h"

namespace amazons {

struct EngineOptions {
  PlayerConfig player;
  int size = 10;
  int64_t move_time_ms = 5000;  // per genmove when no clock has been set
  int max_depth = 0;            // 0 = no limit
  bool ponder = false;
};

class GtpAdapter {
 public:
  GtpAdapter(protocol::GtpEngine& engine, const EngineOptions& options);

  const Game& game() const { return game_; }
  const Player& player() const { return player_; }

 private:
  void register_commands();
  void new_game(const Board& start);
  const Board& board() const { return game_.board(); }
  int side_to_move() const { return game_.board().side_to_move(); }
  bool game_over() const;

  std::string play(const protocol::GtpCommand& cmd);
  std::string genmove(const protocol::GtpCommand& cmd);
  std::string final_score() const;
  common::SearchLimits limits_for_move() const;

  protocol::GtpEngine& engine_;
  protocol::GtpSearchDriver driver_;
  EngineOptions options_;
  Player player_;
  Game game_;
  std::vector<Move> history_;
  uint64_t params_seen_;  // params_generation() the player's tunables were taken at
};

// The GTP front end as the executable runs it: the protocol core with the Amazons commands
// (main.cpp and the fuzz harness both build it from here).
class GtpFrontEnd {
 public:
  explicit GtpFrontEnd(const EngineOptions& options)
      : engine_("amazons-engine", ENGINES_VERSION), adapter_(engine_, options) {}
  protocol::GtpEngine& engine() { return engine_; }
  const GtpAdapter& adapter() const { return adapter_; }

 private:
  protocol::GtpEngine engine_;
  GtpAdapter adapter_;
};

// Why a move is illegal in this position, or "" if it is legal.
std::string illegal_reason(const Board& b, Move m);

// One progress line for stderr: depth, score, nodes, nps, pv.
std::string format_report(const common::SearchReport& r);

}  // namespace amazons
