// Reads input lines on a thread of its own into a queue, so that the command loop can be busy
// (a blocking genmove) while input still arrives. A hook sees every line, and EOF, as soon as it
// is read: that is how "quit" and a closed stdin interrupt a running search at once.
#pragma once

#include <chrono>
#include <condition_variable>
#include <deque>
#include <functional>
#include <istream>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

namespace protocol {

class LineReader {
 public:
  // Called on the reader thread with each line (nullopt at EOF) before it is queued.
  using Hook = std::function<void(const std::optional<std::string>&)>;

  static constexpr std::size_t kMaxLineBytes = 1 << 20;

  explicit LineReader(std::istream& in, Hook hook = {});
  // Joins the reader thread, which needs the stream at its end; only std::cin, which cannot be
  // interrupted, is left to a detached thread.
  ~LineReader();
  LineReader(const LineReader&) = delete;
  LineReader& operator=(const LineReader&) = delete;

  // Blocks for the next line; nullopt once input has ended and the queue is empty.
  std::optional<std::string> next();
  // True if next() would not block.
  bool pending() const;
  void set_hook(Hook hook);

 private:
  // Shared with the reader thread, which may outlive this object while blocked in a read of
  // stdin (it cannot be interrupted portably; the process is ending anyway).
  struct State {
    std::mutex mutex;
    std::condition_variable cv;
    std::deque<std::string> queue;
    bool eof = false;
    Hook hook;
  };
  static void run(std::istream& in, std::shared_ptr<State> state);

  std::shared_ptr<State> state_;
  bool detach_on_exit_;
  std::thread thread_;
};

// Strips the line ending (LF or CRLF) and caps absurd lengths so a garbage stream cannot
// exhaust memory; a capped line is still delivered (and will be rejected as malformed).
std::string normalize_line(std::string line);

}  // namespace protocol
