#include "protocol/io/line_reader.h"

namespace protocol {

std::string normalize_line(std::string line) {
  if (line.size() > LineReader::kMaxLineBytes) line.resize(LineReader::kMaxLineBytes);
  while (!line.empty() && (line.back() == '\r' || line.back() == '\n')) line.pop_back();
  return line;
}

LineReader::LineReader(std::istream& in, Hook hook) : state_(std::make_shared<State>()) {
  state_->hook = std::move(hook);
  thread_ = std::thread(&LineReader::run, std::ref(in), state_);
}

LineReader::~LineReader() {
  bool done;
  {
    // A stream that is not a terminal or pipe (a file, a string) reaches its end at once: wait a
    // little for it so the thread never outlives the stream it reads.
    std::unique_lock lock(state_->mutex);
    state_->hook = nullptr;
    done = state_->cv.wait_for(lock, std::chrono::milliseconds(100), [this] { return state_->eof; });
  }
  if (done) thread_.join();
  else thread_.detach();
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
