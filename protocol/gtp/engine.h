// The GTP engine core: a command registry (name -> handler with help text), response framing
// ("=[id] result" / "?[id] reason" and an empty line), the standard commands, and the clock
// commands. A game registers its own commands; the core never knows which game it serves.
//
// Input is read on a thread of its own; commands run one at a time on the calling thread, so a
// genmove may block. "quit" and EOF are seen at once by the reader and reported through the
// interrupt hook, which a game uses to stop a running search.
#pragma once

#include <atomic>
#include <chrono>
#include <functional>
#include <iosfwd>
#include <map>
#include <string>
#include <vector>

#include "protocol/gtp/clock.h"
#include "protocol/gtp/command.h"
#include "protocol/io/line_reader.h"
#include "protocol/io/line_writer.h"

namespace protocol {

class GtpEngine {
 public:
  // Returns the response text (may be empty or span several lines); throw GtpError to fail.
  using Handler = std::function<std::string(const GtpCommand&)>;

  GtpEngine(std::string name, std::string version);

  void add(const std::string& name, const std::string& help, Handler handler);
  bool known(const std::string& name) const { return commands_.count(name) > 0; }
  std::vector<std::string> command_names() const;

  // Called on the reader thread as soon as "quit" or EOF arrives (stop the search!).
  void set_interrupt_hook(std::function<void()> hook) { interrupt_ = std::move(hook); }
  // Called before each command (stop pondering) and when the engine is idle with no input
  // waiting (start pondering).
  void set_idle_hooks(std::function<void()> before_command, std::function<void()> when_idle) {
    before_command_ = std::move(before_command);
    when_idle_ = std::move(when_idle);
  }

  GtpClock& clock() { return clock_; }
  // Max playouts/nodes from Castro's "time -i", 0 if none.
  uint64_t max_simulations() const { return max_simulations_; }

  // True once "quit" or EOF has been read (it may still wait in the queue behind a genmove):
  // a search starting now must stop at once.
  bool input_ending() const { return input_ending_.load(); }

  // When the command now running was read, or when the command before it ended if that was
  // later (by execute(): when it was called). A search's clock starts here, so that the time
  // between the host sending the command and its search starting counts against the move's
  // budget, as it does on the host's clock.
  std::chrono::steady_clock::time_point command_received() const { return received_; }

  // Runs until quit or EOF; returns the process exit code.
  int run(std::istream& in, std::ostream& out);
  // Runs one command line and returns the full framed response (for tests and scripting).
  std::string execute(const std::string& line);

 private:
  struct Entry {
    std::string help;
    Handler handler;
  };
  std::string respond(const GtpCommand& cmd);
  std::string overlong_response(const LineReader::Line& line);

  std::string name_;
  std::string version_;
  std::map<std::string, Entry> commands_;
  GtpClock clock_;
  uint64_t max_simulations_ = 0;
  bool quit_ = false;
  std::chrono::steady_clock::time_point received_ = std::chrono::steady_clock::now();
  std::atomic<bool> input_ending_{false};
  std::function<void()> interrupt_;
  std::function<void()> before_command_;
  std::function<void()> when_idle_;
};

}  // namespace protocol
