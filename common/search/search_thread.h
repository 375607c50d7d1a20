// Runs one search at a time on its own thread, so the protocol thread keeps reading input and
// can answer isready/stop/quit while the engine thinks.
#pragma once

#include <atomic>
#include <functional>
#include <thread>

namespace common {

class SearchThread {
 public:
  SearchThread() = default;
  SearchThread(const SearchThread&) = delete;
  SearchThread& operator=(const SearchThread&) = delete;
  ~SearchThread() { wait(); }

  // Waits for any previous job, then runs `job` on a fresh thread.
  void start(std::function<void()> job) {
    wait();
    running_.store(true);
    thread_ = std::thread([this, job = std::move(job)] {
      job();
      running_.store(false);
    });
  }
  // Blocks until the current job (if any) has finished. The caller stops the search first.
  void wait() {
    if (thread_.joinable()) thread_.join();
  }
  bool running() const { return running_.load(); }

 private:
  std::thread thread_;
  std::atomic<bool> running_{false};
};

}  // namespace common
