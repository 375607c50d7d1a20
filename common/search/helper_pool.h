// Helper threads that live as long as their searcher, as Stockfish's ThreadPool: a search wakes
// them instead of creating them. Creating 63 threads cost 0.2-0.5 s under ASan on a loaded
// 2-core machine, more than a short move's whole budget.
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace common {

class HelperPool {
 public:
  HelperPool() = default;
  HelperPool(const HelperPool&) = delete;
  HelperPool& operator=(const HelperPool&) = delete;
  ~HelperPool() { resize(0); }

  // Helper threads 1..n (the caller's own thread is number 0). Only between jobs.
  void resize(int n) {
    if (n == size()) return;
    {
      std::lock_guard lock(mutex_);
      quit_ = true;
    }
    wake_.notify_all();
    for (auto& t : threads_) t.join();
    threads_.clear();
    quit_ = false;
    for (int i = 1; i <= n; ++i) threads_.emplace_back([this, i] { loop(i); });
  }
  int size() const { return static_cast<int>(threads_.size()); }

  // Runs job(i) on every helper i and returns at once; wait() before the job's data goes away.
  void start(std::function<void(int)> job) {
    if (threads_.empty()) return;
    {
      std::lock_guard lock(mutex_);
      job_ = std::move(job);
      pending_ = size();
      ++generation_;
    }
    wake_.notify_all();
  }

  // Blocks until every helper has finished the last job.
  void wait() {
    std::unique_lock lock(mutex_);
    done_.wait(lock, [this] { return pending_ == 0; });
    job_ = nullptr;
  }

  // One search's helpers: started when made; when it goes away (however the leader leaves the
  // search, even by an exception) `finished` is raised so that the helpers stop, and they are
  // waited for.
  class Round {
   public:
    Round(HelperPool& pool, std::function<void(int)> job, std::atomic<bool>& finished)
        : pool_(pool), finished_(finished) {
      pool_.start(std::move(job));
    }
    ~Round() {
      finished_.store(true, std::memory_order_relaxed);
      pool_.wait();
    }
    Round(const Round&) = delete;
    Round& operator=(const Round&) = delete;

   private:
    HelperPool& pool_;
    std::atomic<bool>& finished_;
  };

 private:
  void loop(int index) {
    uint64_t seen = 0;
    for (;;) {
      std::function<void(int)> job;
      {
        std::unique_lock lock(mutex_);
        wake_.wait(lock, [&] { return quit_ || generation_ != seen; });
        if (quit_) return;
        seen = generation_;
        job = job_;
      }
      job(index);
      {
        std::lock_guard lock(mutex_);
        --pending_;
      }
      done_.notify_all();
    }
  }

  std::vector<std::thread> threads_;
  std::mutex mutex_;
  std::condition_variable wake_, done_;
  std::function<void(int)> job_;
  uint64_t generation_ = 0;
  int pending_ = 0;
  bool quit_ = false;
};

}  // namespace common
