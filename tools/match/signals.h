// Ctrl-C and SIGTERM for the command-line tools (game-match, game-tune): the first stops the run
// between moves (the flag the match loop watches), a second ends the process at once. The
// signals are blocked in every thread and taken by a watcher thread of their own; engines run in
// their own process groups, so a terminal's Ctrl-C reaches only the tool, which cleans up.
#pragma once

#include <atomic>
#include <string>
#include <thread>

namespace match {

class SignalWatcher {
 public:
  // Blocks SIGINT and SIGTERM (call before starting other threads) and starts watching;
  // `program` names the tool in the "stopping" message.
  explicit SignalWatcher(std::string program);
  ~SignalWatcher();  // stops watching
  SignalWatcher(const SignalWatcher&) = delete;
  SignalWatcher& operator=(const SignalWatcher&) = delete;

  const std::atomic<bool>* interrupted() const { return &interrupted_; }

 private:
  std::string program_;
  std::atomic<bool> interrupted_{false};
  std::atomic<bool> finished_{false};
  std::thread thread_;
};

}  // namespace match
