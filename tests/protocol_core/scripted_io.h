// Test doubles for a live protocol session: an input stream fed line by line from the test
// (it blocks like stdin until the test sends or closes it), and an output stream whose lines the
// test can wait for.
#pragma once

#include <chrono>
#include <condition_variable>
#include <istream>
#include <mutex>
#include <ostream>
#include <sstream>
#include <streambuf>
#include <string>
#include <thread>

namespace testio {

class ScriptedInput {
 public:
  ScriptedInput() : stream_(&buf_) {}
  ~ScriptedInput() { close(); }
  std::istream& stream() { return stream_; }
  void send(const std::string& line) {
    std::lock_guard lock(buf_.mutex);
    buf_.pending += line + "\n";
    buf_.cv.notify_all();
  }
  // Bytes as they are: no newline added (a partial line, CRLF, garbage).
  void send_raw(const std::string& bytes) {
    std::lock_guard lock(buf_.mutex);
    buf_.pending += bytes;
    buf_.cv.notify_all();
  }
  void close() {
    std::lock_guard lock(buf_.mutex);
    buf_.closed = true;
    buf_.cv.notify_all();
  }

 private:
  struct Buf : std::streambuf {
    std::mutex mutex;
    std::condition_variable cv;
    std::string pending, current;
    bool closed = false;
    int_type underflow() override {
      std::unique_lock lock(mutex);
      cv.wait(lock, [&] { return !pending.empty() || closed; });
      if (pending.empty()) return traits_type::eof();
      current.swap(pending);
      pending.clear();
      setg(current.data(), current.data(), current.data() + current.size());
      return traits_type::to_int_type(current[0]);
    }
  };
  Buf buf_;
  std::istream stream_;
};

class SyncOutput {
 public:
  SyncOutput() : stream_(&buf_) {}
  std::ostream& stream() { return stream_; }
  bool wait_for(const std::string& text, std::chrono::milliseconds timeout = std::chrono::milliseconds(5000)) {
    std::unique_lock lock(buf_.mutex);
    return buf_.cv.wait_for(lock, timeout, [&] { return buf_.text.find(text) != std::string::npos; });
  }
  bool contains(const std::string& text) {
    std::lock_guard lock(buf_.mutex);
    return buf_.text.find(text) != std::string::npos;
  }
  void clear() {
    std::lock_guard lock(buf_.mutex);
    buf_.text.clear();
  }

 private:
  struct Buf : std::streambuf {
    std::mutex mutex;
    std::condition_variable cv;
    std::string text;
    int_type overflow(int_type c) override {
      if (c == traits_type::eof()) return c;
      std::lock_guard lock(mutex);
      text.push_back(static_cast<char>(c));
      cv.notify_all();
      return c;
    }
    std::streamsize xsputn(const char* s, std::streamsize n) override {
      std::lock_guard lock(mutex);
      text.append(s, static_cast<std::size_t>(n));
      cv.notify_all();
      return n;
    }
  };
  Buf buf_;
  std::ostream stream_;
};

}  // namespace testio
