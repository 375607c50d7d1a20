#include "protocol/io/line_reader.h"

#include <absl/strings/str_format.h>

#include <iostream>

namespace protocol {

std::string normalize_line(std::string line) {
  while (!line.empty() && (line.back() == '\r' || line.back() == '\n')) line.pop_back();
  return line;
}

std::string printable(std::string_view text, std::size_t max) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (out.size() >= max) {
      out += "...";
      break;
    }
    const auto c = static_cast<unsigned char>(text[i]);
    if (c >= 32 && c < 127 && c != '\\') out.push_back(static_cast<char>(c));
    else out += absl::StrFormat("\\x%02x", c);
  }
  return out;
}

bool LineReader::read_line(std::istream& in, Line& line) {
  line = Line{};
  // istream::getline into a fixed buffer: reads in chunks, never grows past the buffer, and
  // counts NUL bytes like any other (gcount, not strlen).
  char buf[4096];
  bool any = false;
  for (;;) {
    in.getline(buf, sizeof buf);
    std::streamsize got = in.gcount();
    const bool delimited = !in.fail() && !in.eof();        // stopped at '\n' (counted in got)
    const bool full = in.fail() && !in.eof() && got > 0;  // buffer full, no '\n' yet
    if (delimited) --got;
    const auto n = static_cast<std::size_t>(got);
    if (line.text.size() < kMaxLineBytes) line.text.append(buf, std::min(n, kMaxLineBytes - line.text.size()));
    line.bytes += n;
    any = any || delimited || n > 0;
    if (full) {
      in.clear();
      continue;
    }
    break;  // a whole line, or the end of input (a last line without newline if anything was read)
  }
  if (!any) return false;
  if (!line.text.empty() && line.text.size() == line.bytes && line.text.back() == '\r') {
    line.text.pop_back();
    --line.bytes;
  }
  line.overlong = line.bytes > kMaxLineBytes;
  return true;
}

LineReader::LineReader(std::istream& in, Hook hook) : state_(std::make_shared<State>()), detach_on_exit_(&in == &std::cin) {
  state_->hook = std::move(hook);
  thread_ = std::thread(&LineReader::run, std::ref(in), state_);
}

LineReader::~LineReader() {
  {
    std::lock_guard lock(state_->mutex);
    state_->hook = nullptr;
  }
  // A blocking read of stdin cannot be interrupted portably: after "quit" with the pipe still
  // open, the thread is left blocked (the process is ending). Any other stream is the caller's
  // to close, and the thread must not outlive it.
  if (detach_on_exit_) {
    std::unique_lock lock(state_->mutex);
    const bool done = state_->cv.wait_for(lock, std::chrono::milliseconds(20), [this] { return state_->eof; });
    lock.unlock();
    if (!done) {
      thread_.detach();
      return;
    }
  }
  thread_.join();
}

void LineReader::set_hook(Hook hook) {
  std::lock_guard lock(state_->mutex);
  state_->hook = std::move(hook);
}

void LineReader::run(std::istream& in, std::shared_ptr<State> state) {
  auto call_hook = [&](const std::optional<std::string>& line) {
    Hook hook;
    {
      std::lock_guard lock(state->mutex);
      hook = state->hook;
    }
    if (hook) hook(line);
  };
  Line line;
  while (read_line(in, line)) {
    line.received = std::chrono::steady_clock::now();
    if (!line.overlong) call_hook(line.text);
    {
      std::lock_guard lock(state->mutex);
      state->queue.push_back(std::move(line));
    }
    state->cv.notify_one();
  }
  call_hook(std::nullopt);
  {
    std::lock_guard lock(state->mutex);
    state->eof = true;
  }
  state->cv.notify_all();
}

std::optional<LineReader::Line> LineReader::next() {
  std::unique_lock lock(state_->mutex);
  state_->cv.wait(lock, [this] { return !state_->queue.empty() || state_->eof; });
  if (state_->queue.empty()) return std::nullopt;
  Line line = std::move(state_->queue.front());
  state_->queue.pop_front();
  return line;
}

bool LineReader::pending() const {
  std::lock_guard lock(state_->mutex);
  return !state_->queue.empty() || state_->eof;
}

}  // namespace protocol
