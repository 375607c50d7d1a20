// The AEI session: handshake, the option and position commands, and search control
// (go / go ponder / stop / makemove while searching). The game supplies an AeiEngine; the
// session owns the clock, the search thread and all output framing.
#pragma once

#include <atomic>
#include <functional>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>

#include "common/search/control.h"
#include "common/search/search_thread.h"
#include "common/time/time_manager.h"
#include "protocol/aei/clock.h"
#include "protocol/io/line_writer.h"

namespace protocol {

// Sends "info"/"log" lines from the search thread.
class AeiOutput {
 public:
  explicit AeiOutput(LineWriter& w) : writer_(w) {}
  void info(std::string_view type, std::string_view value);
  void log(std::string_view text);
  // Standard info lines for one search report (depth with "+" while in progress, score,
  // nodes, time, pv with turn separators).
  void report(const common::SearchReport& r);

 private:
  LineWriter& writer_;
};

class AeiEngine {
 public:
  enum class OptionResult { kOk, kUnknown, kInvalid };
  virtual ~AeiEngine() = default;

  virtual std::string name() const = 0;
  virtual std::string author() const = 0;
  virtual std::string version() const = 0;

  virtual void new_game() = 0;
  // Each returns an error message, or nullopt on success (the position unchanged on error).
  virtual std::optional<std::string> set_position(std::string_view args) = 0;
  virtual std::optional<std::string> make_move(std::string_view move) = 0;
  // Engine options (hash, depth, threads, ...); clock options never reach here.
  virtual OptionResult set_option(std::string_view name, std::string_view value, std::string& message) = 0;

  // 0 gold, 1 silver; the turn number about to be played (1 = setup).
  virtual int side_to_move() const = 0;
  virtual int turn_number() const = 0;
  virtual common::TimeOptions time_options() const { return {}; }
  // A fixed depth or node limit from the engine's options.
  virtual void adjust_limits(common::SearchLimits&) const {}

  // Runs on the search thread. Returns the move for "bestmove"; must honour `control`.
  virtual std::string search(common::SearchControl& control, AeiOutput& out) = 0;
};

class AeiSession {
 public:
  explicit AeiSession(AeiEngine& engine) : engine_(engine) {}
  // Runs until quit or EOF; returns the process exit code.
  int run(std::istream& in, std::ostream& out);

 private:
  void handle(const std::string& line, LineWriter& writer);
  void start_search(bool ponder, LineWriter& writer);
  // Stops and joins a running search. `emit` false: its bestmove is dropped (makemove).
  void stop_search(bool emit);

  AeiEngine& engine_;
  AeiClock clock_;
  common::SearchControl control_;
  common::SearchThread thread_;
  std::atomic<bool> emit_bestmove_{true};
  std::atomic<bool> answered_{false};  // the running search has written its bestmove
  bool quit_ = false;
};

}  // namespace protocol
