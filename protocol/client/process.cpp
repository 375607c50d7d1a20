#include "protocol/client/process.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <utility>

extern char** environ;

namespace protocol {
namespace {

std::string errno_text(std::string_view what, int err) {
  return std::string(what) + ": " + std::strerror(err);
}

const char* signal_name(int sig) {
  switch (sig) {
    case SIGSEGV: return "SIGSEGV";
    case SIGABRT: return "SIGABRT";
    case SIGKILL: return "SIGKILL";
    case SIGTERM: return "SIGTERM";
    case SIGBUS: return "SIGBUS";
    case SIGFPE: return "SIGFPE";
    case SIGILL: return "SIGILL";
    case SIGINT: return "SIGINT";
    case SIGPIPE: return "SIGPIPE";
    case SIGHUP: return "SIGHUP";
    case SIGQUIT: return "SIGQUIT";
    case SIGTRAP: return "SIGTRAP";
    case SIGXCPU: return "SIGXCPU";
    case SIGALRM: return "SIGALRM";
    default: return "signal";
  }
}

// Pipe ends must never be 0, 1 or 2 in the parent: dup2 onto the same number would keep FD_CLOEXEC.
int above_stdio(int fd) {
  if (fd > 2) return fd;
  int moved = fcntl(fd, F_DUPFD_CLOEXEC, 3);
  ::close(fd);
  return moved;
}

bool make_pipe(int fds[2]) {
  if (pipe2(fds, O_CLOEXEC) != 0) return false;
  fds[0] = above_stdio(fds[0]);
  fds[1] = above_stdio(fds[1]);
  return fds[0] >= 0 && fds[1] >= 0;
}

void close_fd(int& fd) {
  if (fd >= 0) ::close(fd);
  fd = -1;
}

void set_nonblocking(int fd) { fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK); }

int millis_until(Clock::time_point deadline) {
  auto left = std::chrono::ceil<Millis>(deadline - Clock::now()).count();
  return static_cast<int>(std::clamp<long long>(left, 0, 1 << 30));
}

// A write to a pipe whose reader is gone raises SIGPIPE in the writing thread. Block it around the
// write and swallow the one we caused, so neither the process-wide disposition nor other threads are
// touched (a controller must not die because an engine did).
class SigpipeGuard {
 public:
  SigpipeGuard() {
    sigemptyset(&pipe_set_);
    sigaddset(&pipe_set_, SIGPIPE);
    pthread_sigmask(SIG_BLOCK, &pipe_set_, &old_mask_);
    sigset_t pending;
    sigpending(&pending);
    was_pending_ = sigismember(&pending, SIGPIPE) == 1;
  }
  ~SigpipeGuard() {
    if (!was_pending_) {
      sigset_t pending;
      sigpending(&pending);
      if (sigismember(&pending, SIGPIPE) == 1) {
        timespec zero{};
        while (sigtimedwait(&pipe_set_, nullptr, &zero) < 0 && errno == EINTR) {
        }
      }
    }
    pthread_sigmask(SIG_SETMASK, &old_mask_, nullptr);
  }
  SigpipeGuard(const SigpipeGuard&) = delete;
  SigpipeGuard& operator=(const SigpipeGuard&) = delete;

 private:
  sigset_t pipe_set_;
  sigset_t old_mask_;
  bool was_pending_ = false;
};

}  // namespace

std::string ExitStatus::describe() const {
  if (signal != 0) return "killed by signal " + std::to_string(signal) + " (" + signal_name(signal) + ")";
  return "exit code " + std::to_string(code);
}

EngineProcess::~EngineProcess() {
  close_stdin();
  kill();
  close_fds();
}

EngineProcess::EngineProcess(EngineProcess&& other) noexcept { *this = std::move(other); }

EngineProcess& EngineProcess::operator=(EngineProcess&& other) noexcept {
  if (this == &other) return *this;
  close_stdin();
  kill();
  close_fds();
  pid_ = std::exchange(other.pid_, -1);
  argv_ = std::move(other.argv_);
  options_ = std::move(other.options_);
  error_ = std::move(other.error_);
  stdin_fd_ = std::exchange(other.stdin_fd_, -1);
  stdout_fd_ = std::exchange(other.stdout_fd_, -1);
  stderr_fd_ = std::exchange(other.stderr_fd_, -1);
  buffer_ = std::move(other.buffer_);
  head_ = std::exchange(other.head_, 0);
  scanned_ = std::exchange(other.scanned_, 0);
  stderr_ring_ = std::move(other.stderr_ring_);
  exit_status_ = std::exchange(other.exit_status_, std::nullopt);
  observer_ = std::move(other.observer_);
  other.buffer_.clear();
  return *this;
}

void EngineProcess::close_fds() {
  close_fd(stdin_fd_);
  close_fd(stdout_fd_);
  close_fd(stderr_fd_);
}

bool EngineProcess::start(std::vector<std::string> argv, SpawnOptions options) {
  if (started()) {
    error_ = "engine already started";
    return false;
  }
  if (argv.empty() || argv[0].empty()) {
    error_ = "empty engine command line";
    return false;
  }
  argv_ = std::move(argv);
  options_ = std::move(options);
  error_.clear();
  buffer_.clear();
  head_ = scanned_ = 0;
  stderr_ring_.clear();
  exit_status_.reset();

  int in_pipe[2] = {-1, -1}, out_pipe[2] = {-1, -1}, err_pipe[2] = {-1, -1};
  int err_file = -1;
  auto cleanup = [&] {
    for (int* fd : {&in_pipe[0], &in_pipe[1], &out_pipe[0], &out_pipe[1], &err_pipe[0], &err_pipe[1], &err_file})
      close_fd(*fd);
  };
  if (!make_pipe(in_pipe) || !make_pipe(out_pipe)) {
    error_ = errno_text("pipe", errno);
    cleanup();
    return false;
  }
  if (options_.stderr_mode == StderrMode::kCapture && !make_pipe(err_pipe)) {
    error_ = errno_text("pipe", errno);
    cleanup();
    return false;
  }
  if (options_.stderr_mode == StderrMode::kFile) {
    err_file = ::open(options_.stderr_path.c_str(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
    if (err_file < 0 || (err_file = above_stdio(err_file)) < 0) {
      error_ = errno_text("open " + options_.stderr_path, errno);
      cleanup();
      return false;
    }
  }

  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, in_pipe[0], 0);
  posix_spawn_file_actions_adddup2(&actions, out_pipe[1], 1);
  switch (options_.stderr_mode) {
    case StderrMode::kInherit: break;
    case StderrMode::kDiscard: posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0); break;
    case StderrMode::kFile: posix_spawn_file_actions_adddup2(&actions, err_file, 2); break;
    case StderrMode::kCapture: posix_spawn_file_actions_adddup2(&actions, err_pipe[1], 2); break;
  }
  if (!options_.working_dir.empty())
    posix_spawn_file_actions_addchdir_np(&actions, options_.working_dir.c_str());

  // The engine starts with default signal handling whatever the controller did (a controller that
  // ignores SIGPIPE or SIGINT must not pass that on).
  posix_spawnattr_t attr;
  posix_spawnattr_init(&attr);
  short flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF;
  sigset_t empty, defaults;
  sigemptyset(&empty);
  sigemptyset(&defaults);
  for (int sig : {SIGPIPE, SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGCHLD, SIGSEGV, SIGABRT}) sigaddset(&defaults, sig);
  posix_spawnattr_setsigmask(&attr, &empty);
  posix_spawnattr_setsigdefault(&attr, &defaults);
  if (options_.own_process_group) {
    flags |= POSIX_SPAWN_SETPGROUP;
    posix_spawnattr_setpgroup(&attr, 0);
  }
  posix_spawnattr_setflags(&attr, flags);

  std::vector<char*> args;
  for (auto& a : argv_) args.push_back(a.data());
  args.push_back(nullptr);
  pid_t pid = -1;
  int rc = posix_spawnp(&pid, args[0], &actions, &attr, args.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  posix_spawnattr_destroy(&attr);
  if (rc != 0) {
    error_ = errno_text("cannot start " + argv_[0], rc);
    cleanup();
    return false;
  }
  pid_ = pid;
  stdin_fd_ = std::exchange(in_pipe[1], -1);
  stdout_fd_ = std::exchange(out_pipe[0], -1);
  stderr_fd_ = std::exchange(err_pipe[0], -1);
  cleanup();  // the child's ends
  set_nonblocking(stdin_fd_);
  set_nonblocking(stdout_fd_);
  if (stderr_fd_ >= 0) set_nonblocking(stderr_fd_);
  return true;
}

bool EngineProcess::write_line(std::string_view line) {
  if (stdin_fd_ >= 0 && observer_) observer_(Direction::kToEngine, line);
  std::string data(line);
  data.push_back('\n');
  return write_raw(data);
}

bool EngineProcess::write_raw(std::string_view data) {
  if (stdin_fd_ < 0) {
    error_ = started() ? "engine stdin is closed" : "engine not started";
    return false;
  }
  auto deadline = Clock::now() + options_.write_timeout;
  std::size_t done = 0;
  SigpipeGuard guard;
  while (done < data.size()) {
    ssize_t n = ::write(stdin_fd_, data.data() + done, data.size() - done);
    if (n > 0) {
      done += static_cast<std::size_t>(n);
      continue;
    }
    if (n < 0 && errno == EINTR) continue;
    if (n < 0 && errno == EAGAIN) {
      if (Clock::now() >= deadline) {
        error_ = "write to engine timed out (it does not read its input)";
        return false;
      }
      pump(std::min(millis_until(deadline), 50), true);
      continue;
    }
    error_ = n < 0 && errno == EPIPE ? "engine closed its input (EPIPE)" : errno_text("write to engine", errno);
    close_fd(stdin_fd_);
    return false;
  }
  return true;
}

void EngineProcess::close_stdin() { close_fd(stdin_fd_); }

std::string_view EngineProcess::pending_partial() const {
  return std::string_view(buffer_).substr(head_);
}

std::optional<std::string> EngineProcess::take_line() {
  std::size_t newline = buffer_.find('\n', scanned_);
  std::size_t end;
  std::size_t next;
  std::size_t limit = head_ + options_.max_line_bytes;
  if (newline != std::string::npos && newline <= limit) {
    end = newline;
    next = newline + 1;
  } else if (buffer_.size() >= limit) {
    end = next = head_ + options_.max_line_bytes;
  } else if (stdout_fd_ < 0 && head_ < buffer_.size()) {
    end = next = buffer_.size();  // the last line, without a newline
  } else {
    scanned_ = buffer_.size();
    return std::nullopt;
  }
  std::string line = buffer_.substr(head_, end - head_);
  if (!line.empty() && line.back() == '\r') line.pop_back();
  head_ = scanned_ = next;
  if (head_ == buffer_.size()) {
    buffer_.clear();
    head_ = scanned_ = 0;
  } else if (head_ > 64 * 1024 && head_ > buffer_.size() / 2) {
    buffer_.erase(0, head_);
    scanned_ -= head_;
    head_ = 0;
  }
  if (observer_) observer_(Direction::kFromEngine, line);
  return line;
}

void EngineProcess::read_stdout() {
  char chunk[65536];
  for (;;) {
    ssize_t n = ::read(stdout_fd_, chunk, sizeof chunk);
    if (n > 0) {
      buffer_.append(chunk, static_cast<std::size_t>(n));
      if (static_cast<std::size_t>(n) < sizeof chunk) return;
      continue;
    }
    if (n < 0 && errno == EINTR) continue;
    if (n < 0 && errno == EAGAIN) return;
    close_fd(stdout_fd_);  // EOF (or an error, which we treat the same)
    return;
  }
}

void EngineProcess::drain_stderr() {
  if (stderr_fd_ < 0) return;
  char chunk[65536];
  for (;;) {
    ssize_t n = ::read(stderr_fd_, chunk, sizeof chunk);
    if (n > 0) {
      stderr_ring_.append(chunk, static_cast<std::size_t>(n));
      if (stderr_ring_.size() > options_.stderr_capture_bytes)
        stderr_ring_.erase(0, stderr_ring_.size() - options_.stderr_capture_bytes);
      continue;
    }
    if (n < 0 && errno == EINTR) continue;
    if (n < 0 && errno == EAGAIN) return;
    close_fd(stderr_fd_);
    return;
  }
}

bool EngineProcess::pump(int timeout_ms, bool want_write) {
  pollfd fds[3];
  nfds_t count = 0;
  int out_index = -1, err_index = -1, in_index = -1;
  if (stdout_fd_ >= 0) {
    out_index = static_cast<int>(count);
    fds[count++] = {stdout_fd_, POLLIN, 0};
  }
  if (stderr_fd_ >= 0) {
    err_index = static_cast<int>(count);
    fds[count++] = {stderr_fd_, POLLIN, 0};
  }
  if (want_write && stdin_fd_ >= 0) {
    in_index = static_cast<int>(count);
    fds[count++] = {stdin_fd_, POLLOUT, 0};
  }
  int ready = ::poll(count ? fds : nullptr, count, timeout_ms);
  if (ready <= 0) return false;
  if (err_index >= 0 && fds[err_index].revents != 0) drain_stderr();
  if (out_index >= 0 && fds[out_index].revents != 0) read_stdout();
  return in_index >= 0 && fds[in_index].revents != 0;
}

std::optional<std::string> EngineProcess::read_line(Millis timeout) {
  return read_line_until(Clock::now() + timeout);
}

std::optional<std::string> EngineProcess::read_line_until(Clock::time_point deadline) {
  if (!started()) return std::nullopt;
  for (;;) {
    if (auto line = take_line()) return line;
    if (stdout_fd_ < 0) return std::nullopt;  // EOF, everything handed out
    int wait_ms = millis_until(deadline);
    std::size_t before = buffer_.size();
    bool was_open = stdout_fd_ >= 0;
    pump(wait_ms, false);
    bool progressed = buffer_.size() != before || (was_open && stdout_fd_ < 0);
    if (!progressed && Clock::now() >= deadline) {
      if (auto line = take_line()) return line;
      return std::nullopt;
    }
  }
}

EngineProcess::Lines EngineProcess::read_lines_until(const std::function<bool(std::string_view)>& is_last,
                                                     Clock::time_point deadline) {
  Lines result;
  for (;;) {
    auto line = read_line_until(deadline);
    if (!line) {
      result.end = eof() ? Lines::End::kEof : Lines::End::kTimeout;
      return result;
    }
    result.lines.push_back(std::move(*line));
    if (is_last(result.lines.back())) {
      result.end = Lines::End::kMatched;
      return result;
    }
  }
}

void EngineProcess::record_exit(int wait_status) {
  ExitStatus status;
  if (WIFSIGNALED(wait_status)) {
    status.signal = WTERMSIG(wait_status);
  } else {
    status.code = WEXITSTATUS(wait_status);
  }
  exit_status_ = status;
}

bool EngineProcess::alive() {
  if (!started() || exit_status_) return false;
  int wait_status = 0;
  pid_t r;
  do {
    r = ::waitpid(pid_, &wait_status, WNOHANG);
  } while (r < 0 && errno == EINTR);
  if (r == 0) return true;
  if (r == pid_) {
    record_exit(wait_status);
  } else {
    // Someone else reaped it (SIGCHLD ignored by the controller): gone, status unknown.
    error_ = errno_text("waitpid", errno);
    exit_status_ = ExitStatus{-1, 0};
  }
  return false;
}

std::optional<ExitStatus> EngineProcess::wait_exit(Millis timeout) {
  auto deadline = Clock::now() + timeout;
  int step_ms = 1;
  while (alive()) {
    int left = millis_until(deadline);
    if (left <= 0) return std::nullopt;
    // Keep the pipes flowing while we wait: the engine may be blocked writing its last output.
    pump(std::min(left, step_ms), false);
    step_ms = std::min(step_ms * 2, 20);
  }
  return exit_status_;
}

void EngineProcess::kill() {
  if (!started() || exit_status_) return;
  // The leader is not reaped yet, so the group id is still ours.
  if (options_.own_process_group) ::kill(-pid_, SIGKILL);
  ::kill(pid_, SIGKILL);
  int wait_status = 0;
  pid_t r;
  do {
    r = ::waitpid(pid_, &wait_status, 0);
  } while (r < 0 && errno == EINTR);
  if (r == pid_) {
    record_exit(wait_status);
  } else {
    exit_status_ = ExitStatus{-1, 0};
  }
}

ExitStatus EngineProcess::shutdown(Millis grace) {
  close_stdin();
  if (!started()) return ExitStatus{-1, 0};
  if (!wait_exit(grace)) kill();
  return *exit_status_;
}

std::string EngineProcess::stderr_tail() {
  drain_stderr();
  return stderr_ring_;
}

}  // namespace protocol
