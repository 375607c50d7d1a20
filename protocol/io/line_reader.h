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
#include <string_view>
#include <thread>

namespace protocol {

class LineReader {
 public:
  // Called on the reader thread with each line (nullopt at EOF) before it is queued; never with
  // an overlong line.
  using Hook = std::function<void(const std::optional<std::string>&)>;

  // The longest command line accepted (bytes, without the line ending). Longer lines are read
  // to their end but only this much is kept: memory per line stays bounded whatever arrives, and
  // the line is handed out marked `overlong` for the session to refuse with a clear error.
  static constexpr std::size_t kMaxLineBytes = 64 * 1024;

  struct Line {
    std::string text;       // without "\n" / "\r\n"; cut at kMaxLineBytes when overlong
    std::size_t bytes = 0;  // the line's full length as received
    bool overlong = false;
    // When the reader had the whole line: a command's clock starts here, not when the command
    // loop gets to it (the hand-over between threads can take milliseconds under load).
    std::chrono::steady_clock::time_point received{};
  };

  explicit LineReader(std::istream& in, Hook hook = {});
  // Joins the reader thread, which needs the stream at its end; only std::cin, which cannot be
  // interrupted, is left to a detached thread.
  ~LineReader();
  LineReader(const LineReader&) = delete;
  LineReader& operator=(const LineReader&) = delete;

  // Blocks for the next line; nullopt once input has ended and the queue is empty. A last line
  // without a newline (EOF in the middle of a line) is still handed out.
  std::optional<Line> next();
  // True if next() would not block.
  bool pending() const;
  void set_hook(Hook hook);

 private:
  // Shared with the reader thread, which may outlive this object while blocked in a read of
  // stdin (it cannot be interrupted portably; the process is ending anyway).
  struct State {
    std::mutex mutex;
    std::condition_variable cv;
    std::deque<Line> queue;
    bool eof = false;
    Hook hook;
  };
  static void run(std::istream& in, std::shared_ptr<State> state);
  // Reads one line in bounded memory; false at the end of input with nothing read.
  static bool read_line(std::istream& in, Line& line);

  std::shared_ptr<State> state_;
  bool detach_on_exit_;
  std::thread thread_;
};

// Strips the line ending (LF or CRLF).
std::string normalize_line(std::string line);

// `text` with every byte that is not printable ASCII shown as \xHH, cut to `max` bytes (with
// "..."): for echoing garbage input in error messages without sending garbage back.
std::string printable(std::string_view text, std::size_t max = 80);

}  // namespace protocol
