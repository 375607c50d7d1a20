// Engine output: whole lines, flushed at once, safe to call from the search thread and the
// protocol thread together (an info line never interleaves with readyok).
#pragma once

#include <mutex>
#include <ostream>
#include <string_view>

namespace protocol {

class LineWriter {
 public:
  explicit LineWriter(std::ostream& out) : out_(out) {}
  void line(std::string_view text) {
    std::lock_guard lock(mutex_);
    out_ << text << '\n';
    out_.flush();
  }
  // Several lines as one unit (a GTP response with its blank terminator).
  void raw(std::string_view text) {
    std::lock_guard lock(mutex_);
    out_ << text;
    out_.flush();
  }

 private:
  std::ostream& out_;
  std::mutex mutex_;
};

}  // namespace protocol
