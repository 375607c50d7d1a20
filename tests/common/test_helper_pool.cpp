#include <doctest/doctest.h>

#include <atomic>
#include <chrono>
#include <set>
#include <stdexcept>
#include <thread>
#include <vector>

#include "common/search/helper_pool.h"

using common::HelperPool;

TEST_CASE("HelperPool runs each job once on every helper and keeps its threads between jobs") {
  HelperPool pool;
  pool.resize(5);
  CHECK(pool.size() == 5);
  std::vector<std::atomic<int>> runs(6);
  std::vector<std::thread::id> ids(6);
  for (int round = 0; round < 50; ++round) {
    pool.start([&](int i) {
      runs[static_cast<std::size_t>(i)].fetch_add(1);
      if (round == 0) ids[static_cast<std::size_t>(i)] = std::this_thread::get_id();
      else CHECK(ids[static_cast<std::size_t>(i)] == std::this_thread::get_id());
    });
    pool.wait();
    for (int i = 1; i <= 5; ++i) REQUIRE(runs[static_cast<std::size_t>(i)].load() == round + 1);
  }
  CHECK(runs[0].load() == 0);  // number 0 is the caller's thread: never run by the pool
  std::set<std::thread::id> distinct(ids.begin() + 1, ids.end());
  CHECK(distinct.size() == 5);
  CHECK(distinct.count(std::this_thread::get_id()) == 0);
}

TEST_CASE("HelperPool wait() returns only after slow helpers finish; resize between jobs") {
  HelperPool pool;
  std::atomic<int> finished{0};
  pool.wait();  // nothing started: returns at once
  pool.resize(3);
  pool.start([&](int i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(20 * i));
    finished.fetch_add(1);
  });
  pool.wait();
  CHECK(finished.load() == 3);
  pool.resize(1);
  CHECK(pool.size() == 1);
  pool.start([&](int i) { finished.fetch_add(10 * i); });
  pool.wait();
  CHECK(finished.load() == 13);
  pool.resize(0);
  pool.start([&](int) { finished.fetch_add(100); });  // no helpers: nothing runs
  pool.wait();
  CHECK(finished.load() == 13);
}

TEST_CASE("HelperPool::Round raises its flag and waits for the helpers, even when left by an exception") {
  HelperPool pool;
  pool.resize(2);
  std::atomic<bool> finished{false};
  std::atomic<int> stopped{0};
  auto job = [&](int) {
    while (!finished.load()) std::this_thread::yield();  // runs until the round ends
    stopped.fetch_add(1);
  };
  {
    HelperPool::Round round(pool, job, finished);
  }
  CHECK(finished.load());
  CHECK(stopped.load() == 2);
  finished = false;
  CHECK_THROWS_AS(([&] {
                    HelperPool::Round round(pool, job, finished);
                    throw std::runtime_error("report failed");
                  }()),
                  std::runtime_error);
  CHECK(stopped.load() == 4);
}
