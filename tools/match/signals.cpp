#include "tools/match/signals.h"

#include <csignal>
#include <cstdlib>
#include <iostream>

namespace match {

SignalWatcher::SignalWatcher(std::string program) : program_(std::move(program)) {
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGINT);
  sigaddset(&set, SIGTERM);
  pthread_sigmask(SIG_BLOCK, &set, nullptr);
  thread_ = std::thread([this, set] {
    timespec tick{0, 200 * 1000 * 1000};
    while (!finished_.load()) {
      const int sig = sigtimedwait(&set, nullptr, &tick);
      if (sig <= 0) continue;
      if (interrupted_.exchange(true)) std::_Exit(130);
      std::cerr << "\n" << program_ << ": stopping (again to quit at once)" << std::endl;
    }
  });
}

SignalWatcher::~SignalWatcher() {
  finished_ = true;
  thread_.join();
}

}  // namespace match
