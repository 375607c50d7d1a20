// One engine process seen by the game runner, whatever its protocol. The process may serve many
// games; after a failure the runner throws it away and starts a fresh one.
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "protocol/client/process.h"
#include "tools/match/clock.h"
#include "tools/match/engine_spec.h"
#include "tools/match/referee.h"

namespace match {

// Timeouts and limits every player needs.
struct PlayerSettings {
  protocol::Millis handshake_timeout{10000};  // aei -> aeiok; GTP name / protocol_version
  protocol::Millis command_timeout{15000};    // isready, boardsize, play ... (no thinking)
  protocol::Millis margin{1000};              // --timeout-margin-ms: lag forgiven beyond the clock
  protocol::Millis hang_grace{1000};          // after allowed + margin: a late answer is "time", none is "hang"
  protocol::Millis unlimited_timeout{60000};  // --hang-timeout-ms: a move without a clock
  std::optional<int> depth;                   // AEI depth option
  std::optional<int64_t> nodes;               // GTP (Castro) time -i
  bool swap = false;                          // Havannah: tell GTP engines "swap 1"
};

// What the engine said to "your move".
struct MoveAnswer {
  enum class Status {
    kMove,           // `move` holds the text
    kResign,
    kTimeout,        // no answer within allowed + margin + grace (a hang), or no answer in time
    kLate,           // answered, but after allowed + margin (flag fell)
    kCrash,          // the process died
    kProtocolError,  // "? ..." to genmove, a broken answer
    kAborted,        // the match is being stopped
  };
  Status status = Status::kProtocolError;
  std::string move;
  int64_t elapsed_ms = 0;
  std::string detail;
};

// The clock state of both sides at the moment of a move request.
struct ClockView {
  const SideClock* side[2] = {nullptr, nullptr};
};

class Player {
 public:
  virtual ~Player() = default;

  // Starts the process and completes the handshake. False with error().
  virtual bool start() = 0;
  // The name the engine gave in the handshake (GTP name / AEI id name).
  virtual const std::string& engine_name() const = 0;
  // Readies a new game: board size, clock settings, options, then the opening moves.
  // `referee` is fresh (new_game called); opening moves are given as (side, canonical text).
  virtual bool new_game(const Referee& referee, const TimeControl& tc,
                        const std::vector<std::pair<int, std::string>>& opening) = 0;
  // A move was played by `side` (own: this engine chose it).
  virtual bool notify(int side, const std::string& move, bool own) = 0;
  // Waits until the engine has taken in the moves notified so far (AEI: isready, checking for
  // "log Error" replies to makemove). False with error() if it refused one.
  virtual bool sync() = 0;
  // Asks for a move of `side` under `clocks`, allowing `allowed_ms` (-1: unlimited).
  virtual MoveAnswer think(int side, const ClockView& clocks, int64_t allowed_ms) = 0;
  // The polite end of the process (quit, then kill after a grace period).
  virtual void quit() = 0;

  // Why the last operation failed; for crashes with the exit status and the end of stderr.
  const std::string& error() const { return error_; }
  // Whether the last failure was the process dying.
  bool crashed() const { return crashed_; }

 protected:
  // Starts the engine's process; false (a crash, with error()) if it cannot run.
  bool start_process(protocol::EngineProcess& process, const EngineSpec& spec);

  std::string error_;
  bool crashed_ = false;
};

// The protocol of each game: AEI for Arimaa, GTP otherwise.
std::unique_ptr<Player> make_player(GameKind game, const EngineSpec& spec, const PlayerSettings& settings,
                                    const std::atomic<bool>* abort);

// Shared by the two players: process start options and the description of a death.
protocol::SpawnOptions spawn_options(const EngineSpec& spec);
std::string describe_death(protocol::EngineProcess& process);

// Seconds as both protocols read them: "30", "12.5", "0.25".
std::string seconds_text(int64_t ms);

// The deadlines of one move request: the answer is due by allowed + margin; after that a late
// answer counts as "time", and none within the grace as a hang. allowed_ms < 0: no clock, only
// the unlimited timeout.
class MoveWait {
 public:
  MoveWait(const PlayerSettings& settings, int64_t allowed_ms);

  // When to wake up next: the give-up time, or sooner to look at the abort flag.
  protocol::Clock::time_point next_poll() const;
  bool expired() const { return protocol::Clock::now() >= give_up_; }
  int64_t elapsed_ms() const;
  // The answer for "nothing came": `what` names the awaited answer ("bestmove").
  MoveAnswer timeout(const std::string& what) const;
  // An answer arrived: stamps the time; true (and `answer` marked late) when the flag fell.
  bool late(MoveAnswer& answer, const std::string& what) const;

 private:
  const PlayerSettings& settings_;
  int64_t allowed_ms_;
  protocol::Clock::time_point start_;
  protocol::Clock::time_point give_up_;
};

}  // namespace match
