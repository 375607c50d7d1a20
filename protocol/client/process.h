#pragma once
// The controller's view of an engine: a child process spoken to line by line over pipes.
//
// Everything here is built for a referee that must survive any engine: every read has a deadline,
// writes to a dead or stuck engine fail instead of raising SIGPIPE or blocking forever, a crash is
// told apart from a normal exit, and the destructor always reaps the child (and its process group).
// One EngineProcess is used from one thread at a time; several may run in parallel threads.

#include <sys/types.h>

#include <chrono>
#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace protocol {

using Clock = std::chrono::steady_clock;
using Millis = std::chrono::milliseconds;

// How a child ended: a normal exit with a code, or death by a signal (a crash, or our own kill()).
struct ExitStatus {
  int code = 0;    // meaningful when signal == 0
  int signal = 0;  // non-zero: terminated by this signal
  bool by_signal() const { return signal != 0; }
  bool success() const { return signal == 0 && code == 0; }
  std::string describe() const;  // "exit code 3", "killed by signal 11 (SIGSEGV)"
  friend bool operator==(const ExitStatus&, const ExitStatus&) = default;
};

enum class StderrMode {
  kInherit,  // the engine writes to our stderr
  kDiscard,  // /dev/null
  kFile,     // appended to SpawnOptions::stderr_path
  kCapture,  // kept in memory, the last stderr_capture_bytes bytes: see stderr_tail()
};

struct SpawnOptions {
  StderrMode stderr_mode = StderrMode::kInherit;
  std::string stderr_path;
  std::size_t stderr_capture_bytes = 64 * 1024;
  std::string working_dir;  // empty: ours
  // A write that cannot complete (the engine does not read and the pipe is full) fails after this.
  Millis write_timeout{10000};
  // A run of output this long without a newline is handed out as a line (garbage must not eat memory).
  std::size_t max_line_bytes = 1 << 20;
  // The engine gets its own process group so kill() also takes down helpers it spawned
  // (wrapper scripts) and a terminal's Ctrl-C reaches only the controller, which cleans up.
  bool own_process_group = true;
};

enum class Direction { kToEngine, kFromEngine };
// Sees every line sent and received (for logs of a match); must not call back into the process.
using LineObserver = std::function<void(Direction, std::string_view)>;

class EngineProcess {
 public:
  EngineProcess() = default;
  ~EngineProcess();  // closes stdin; a still-running engine is SIGKILLed and reaped at once
  EngineProcess(const EngineProcess&) = delete;
  EngineProcess& operator=(const EngineProcess&) = delete;
  EngineProcess(EngineProcess&& other) noexcept;
  EngineProcess& operator=(EngineProcess&& other) noexcept;

  // Starts argv[0] (searched in PATH when it has no '/'). False, with error(), when it cannot run.
  bool start(std::vector<std::string> argv, SpawnOptions options = {});
  bool started() const { return pid_ > 0; }
  pid_t pid() const { return pid_; }
  const std::vector<std::string>& argv() const { return argv_; }
  // Why start() or the last failed operation failed.
  const std::string& error() const { return error_; }

  // Sends line + '\n'. False when stdin is closed, the engine is gone (EPIPE) or the write timed out.
  bool write_line(std::string_view line);
  // Sends bytes exactly as given (no newline added; not shown to the observer): partial lines,
  // CRLF, garbage, for robustness tests.
  bool write_raw(std::string_view data);
  void close_stdin();
  bool stdin_open() const { return stdin_fd_ >= 0; }

  // The next stdout line without its "\n" or "\r\n", or nullopt at the deadline or at EOF (see eof()).
  // A last line without a newline is returned once the engine closes stdout.
  std::optional<std::string> read_line(Millis timeout);
  std::optional<std::string> read_line_until(Clock::time_point deadline);
  // Stdout is closed and every byte of it has been handed out.
  bool eof() const { return stdout_fd_ < 0 && head_ == buffer_.size(); }
  // Bytes received after the last complete line (a prompt or a line still being written).
  std::string_view pending_partial() const;

  // Reads lines until `is_last` accepts one (kept as the last of `lines`), the deadline, or EOF.
  struct Lines {
    enum class End { kMatched, kTimeout, kEof } end = End::kTimeout;
    std::vector<std::string> lines;
    bool matched() const { return end == End::kMatched; }
  };
  Lines read_lines_until(const std::function<bool(std::string_view)>& is_last, Clock::time_point deadline);

  // False once the child has exited (it is then reaped and exit_status() is set).
  bool alive();
  // Waits up to timeout for the child to end. Output keeps being buffered meanwhile, so an engine
  // blocked on a full stdout pipe can still exit, and its last lines can still be read afterwards.
  std::optional<ExitStatus> wait_exit(Millis timeout);
  const std::optional<ExitStatus>& exit_status() const { return exit_status_; }
  // SIGKILL to the engine (and its process group), then reap. No-op once reaped.
  void kill();
  // The polite end: close stdin, give the engine `grace` to exit, then kill(). Always reaped.
  ExitStatus shutdown(Millis grace);

  // StderrMode::kCapture: the last bytes the engine wrote to stderr.
  std::string stderr_tail();

  void set_observer(LineObserver observer) { observer_ = std::move(observer); }

 private:
  std::optional<std::string> take_line();
  // Waits up to timeout_ms for output (and, with want_write, for room in the stdin pipe), buffering
  // whatever arrives on stdout and stderr. Returns true when stdin became writable.
  bool pump(int timeout_ms, bool want_write);
  void read_stdout();
  void drain_stderr();
  void record_exit(int wait_status);
  void close_fds();

  pid_t pid_ = -1;
  std::vector<std::string> argv_;
  SpawnOptions options_;
  std::string error_;
  int stdin_fd_ = -1;
  int stdout_fd_ = -1;
  int stderr_fd_ = -1;           // only with kCapture
  std::string buffer_;           // stdout bytes not yet handed out start at head_
  std::size_t head_ = 0;
  std::size_t scanned_ = 0;      // buffer_[head_, scanned_) is known to hold no '\n'
  std::string stderr_ring_;
  std::optional<ExitStatus> exit_status_;
  LineObserver observer_;
};

}  // namespace protocol
