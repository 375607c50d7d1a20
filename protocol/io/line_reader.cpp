#include "protocol/io/line_reader.h"

#include <iostream>

namespace protocol {

std::string normalize_line(std::string line) {
  if (line.size() > LineReader::kMaxLineBytes) line.resize(LineReader::kMaxLineBytes);
  while (!line.empty() && (line.back() == '\r' || line.back() == '\n')) line.pop_back();
  return line;
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
  std::string line;
  while (std::getline(in, line)) {
    std::string normalized = normalize_line(std::move(line));
    call_hook(normalized);
    {
      std::lock_guard lock(state->mutex);
      state->queue.push_back(std::move(normalized));
    }
    state->cv.notify_one();
    line.clear();
  }
  call_hook(std::nullopt);
  {
    std::lock_guard lock(state->mutex);
    state->eof = true;
  }
  state->cv.notify_all();
}

std::optional<std::string> LineReader::next() {
  std::unique_lock lock(state_->mutex);
  state_->cv.wait(lock, [this] { return !state_->queue.empty() || state_->eof; });
  if (state_->queue.empty()) return std::nullopt;
  std::string line = std::move(state_->queue.front());
  state_->queue.pop_front();
  return line;
}

bool LineReader::pending() const {
  std::lock_guard lock(state_->mutex);
  return !state_->queue.empty() || state_->eof;
}

}  // namespace protocol
