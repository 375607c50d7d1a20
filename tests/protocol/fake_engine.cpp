// fake-engine: a tiny misbehaving engine for testing the protocol client and the transcript runner.
//
//   fake-engine [--mode echo|gtp|aei] [--ignore-eof] [--exit-at-start N] [--banner TEXT] [--think-ms N]
//
// Every mode obeys these commands (in GTP mode after an optional id):
//   crash          die by SIGSEGV            abort        die by SIGABRT
//   hang           stop reading, never answer exit N       exit with code N at once
//   slow MS TEXT   print TEXT after MS ms    partial TEXT print TEXT without a newline
//   crlf TEXT      print TEXT ending "\r\n"  garbage      print two lines of binary junk
//   lines N        print "line 1".."line N"  long N       print one line of N 'x'
//   stderr TEXT    print TEXT to stderr      flood-stderr N   N bytes to stderr, then "flooded"
//   grandchild     fork a child that prints "grandchild <pid>" and sleeps 30 s holding stdout
//   close-stdout   close stdout and keep running
//   ignore-eof     from now on, hang at EOF instead of exiting
// echo mode: "quit" exits 0, any other line is echoed back.
// gtp mode: GTP 2 framing ("=[id] text", "?[id] text", blank line); protocol_version, name, version,
//   list_commands, known_command, quit, echo ARGS, fail, multiline, noise, genmove, play, boardsize,
//   clear_board; anything else is "? unknown command".
// aei mode: aei/aeiok, isready/readyok, newgame, setposition, setoption (unknown names get a
//   "log Warning"), makemove (moves containing "bad" get "log Error"), go (info lines, then bestmove
//   after --think-ms), go ponder (bestmove only on stop), stop, quit; unknown: "log Error".
// At EOF every mode exits 0, unless --ignore-eof makes it hang there.

#include <poll.h>
#include <signal.h>
#include <sys/types.h>
#include <unistd.h>

#include <cctype>
#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>
#include <thread>

namespace {

using Clock = std::chrono::steady_clock;

bool ignore_eof = false;

void write_all(int fd, std::string_view data) {
  while (!data.empty()) {
    ssize_t n = ::write(fd, data.data(), data.size());
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return;
    data.remove_prefix(static_cast<std::size_t>(n));
  }
}

void say(std::string_view line) { write_all(1, std::string(line) + "\n"); }

[[noreturn]] void hang_forever() {
  for (;;) std::this_thread::sleep_for(std::chrono::hours(1));
}

// Stdin read with a timeout, so a "search" can watch for stop while it runs.
class Input {
 public:
  // A line, or nullopt on timeout (timeout_ms < 0: wait forever). Exits (or hangs) at EOF.
  std::optional<std::string> next(int timeout_ms) {
    for (;;) {
      auto newline = buffer_.find('\n');
      if (newline != std::string::npos) {
        std::string line = buffer_.substr(0, newline);
        buffer_.erase(0, newline + 1);
        if (!line.empty() && line.back() == '\r') line.pop_back();
        return line;
      }
      pollfd fd{0, POLLIN, 0};
      int ready = ::poll(&fd, 1, timeout_ms);
      if (ready < 0 && errno == EINTR) continue;
      if (ready == 0) return std::nullopt;
      char chunk[4096];
      ssize_t n = ::read(0, chunk, sizeof chunk);
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) {
        if (ignore_eof) hang_forever();
        std::exit(0);
      }
      buffer_.append(chunk, static_cast<std::size_t>(n));
    }
  }

  std::string next_line() {
    for (;;)
      if (auto line = next(-1)) return std::move(*line);
  }

 private:
  std::string buffer_;
};

std::pair<std::string, std::string> split_word(const std::string& line) {
  auto space = line.find(' ');
  if (space == std::string::npos) return {line, ""};
  return {line.substr(0, space), line.substr(space + 1)};
}

// The misbehaviours common to every mode. True when the command was one of them.
bool misbehave(const std::string& word, const std::string& args) {
  if (word == "crash") {
    signal(SIGSEGV, SIG_DFL);  // a sanitizer's handler would turn the crash into an exit code
    raise(SIGSEGV);
  } else if (word == "abort") {
    signal(SIGABRT, SIG_DFL);
    abort();
  } else if (word == "hang") {
    hang_forever();
  } else if (word == "exit") {
    std::exit(std::atoi(args.c_str()));
  } else if (word == "slow") {
    auto [ms, text] = split_word(args);
    std::this_thread::sleep_for(std::chrono::milliseconds(std::atoi(ms.c_str())));
    say(text);
  } else if (word == "partial") {
    write_all(1, args);
  } else if (word == "crlf") {
    write_all(1, args + "\r\n");
  } else if (word == "garbage") {
    using namespace std::literals;
    write_all(1, "\x01\x02\xff\xfe junk\tbytes\x7f\n"sv);
    write_all(1, "nul\0inside\n"sv);
  } else if (word == "lines") {
    std::string out;
    for (int i = 1; i <= std::atoi(args.c_str()); ++i) out += "line " + std::to_string(i) + "\n";
    write_all(1, out);
  } else if (word == "long") {
    say(std::string(static_cast<std::size_t>(std::atoi(args.c_str())), 'x'));
  } else if (word == "stderr") {
    write_all(2, args + "\n");
  } else if (word == "flood-stderr") {
    std::string block(1000, 'e');
    block.back() = '\n';
    for (int left = std::atoi(args.c_str()); left > 0; left -= 1000) write_all(2, block);
    say("flooded");
  } else if (word == "grandchild") {
    pid_t pid = fork();
    if (pid == 0) {
      say("grandchild " + std::to_string(getpid()));
      std::this_thread::sleep_for(std::chrono::seconds(30));
      _exit(0);
    }
  } else if (word == "ignore-eof") {
    ignore_eof = true;
  } else if (word == "close-stdout") {
    ::close(1);
  } else {
    return false;
  }
  return true;
}

void run_echo(Input& in) {
  for (;;) {
    std::string line = in.next_line();
    auto [word, args] = split_word(line);
    if (word == "quit") std::exit(0);
    if (!misbehave(word, args)) say(line);
  }
}

void run_gtp(Input& in) {
  for (;;) {
    std::string line = in.next_line();
    if (line.empty() || line[0] == '#') continue;
    std::string id;
    std::size_t pos = 0;
    while (pos < line.size() && std::isdigit(static_cast<unsigned char>(line[pos]))) id += line[pos++];
    if (!id.empty()) line = line.substr(pos + (pos < line.size() ? 1 : 0));
    auto [word, args] = split_word(line);
    auto answer = [&](bool ok, std::string_view text) {
      std::string out(1, ok ? '=' : '?');
      out += id;
      if (!text.empty()) {
        out += ' ';
        out += text;
      }
      out += "\n\n";
      write_all(1, out);
    };
    if (word == "protocol_version") answer(true, "2");
    else if (word == "name") answer(true, "fake-gtp");
    else if (word == "version") answer(true, "1.0");
    else if (word == "list_commands") answer(true, "protocol_version\nname\nversion\nlist_commands\nquit");
    else if (word == "known_command") answer(true, args == "name" || args == "quit" ? "true" : "false");
    else if (word == "quit") {
      answer(true, "");
      std::exit(0);
    } else if (word == "echo") answer(true, args);
    else if (word == "fail") answer(false, "failure");
    else if (word == "multiline") answer(true, "line one\nline two");
    else if (word == "noise") {
      say("noise line");
      answer(true, "ok");
    } else if (word == "genmove") answer(true, "a1");
    else if (word == "play" || word == "boardsize" || word == "clear_board") answer(true, "");
    else if (word == "slow") {
      std::this_thread::sleep_for(std::chrono::milliseconds(std::atoi(args.c_str())));
      answer(true, "slept");
    } else if (!misbehave(word, args)) answer(false, "unknown command");
  }
}

void run_aei(Input& in, int think_ms) {
  std::optional<Clock::time_point> search_end;  // set while searching; time_point::max() when pondering
  bool searching = false;
  for (;;) {
    int timeout = -1;
    if (searching && *search_end != Clock::time_point::max()) {
      auto left = std::chrono::duration_cast<std::chrono::milliseconds>(*search_end - Clock::now()).count();
      timeout = static_cast<int>(left < 0 ? 0 : left);
    }
    auto next = in.next(timeout);
    if (!next) {
      if (searching) {
        say("bestmove Ed2n Ed3n");
        searching = false;
      }
      continue;
    }
    auto [word, args] = split_word(*next);
    if (word == "aei") {
      say("protocol-version 1");
      say("id name Fake AEI");
      say("id author Tests");
      say("id version 1.0");
      say("aeiok");
    } else if (word == "isready") {
      say("readyok");
    } else if (word == "newgame" || word == "setposition") {
    } else if (word == "setoption") {
      std::string name = split_word(split_word(args).second).first;
      bool known = name.rfind("tc", 0) == 0 || name == "hash" || name == "depth" || name == "greserve" ||
                   name == "sreserve" || name == "moveused" || name == "gused" || name == "sused";
      if (!known) say("log Warning: unknown option " + name);
    } else if (word == "makemove") {
      if (args.find("bad") != std::string::npos) say("log Error: illegal move " + args);
    } else if (word == "go") {
      searching = true;
      search_end = args == "ponder" ? Clock::time_point::max() : Clock::now() + std::chrono::milliseconds(think_ms);
      say("info depth 1");
      say("info score 12");
      say("log Debug: thinking");
      say("info pv Ed2n Ed3n");
    } else if (word == "stop") {
      if (searching) say("bestmove Ed2n Ed3n");
      searching = false;
    } else if (word == "quit") {
      std::exit(0);
    } else if (!misbehave(word, args)) {
      say("log Error: unknown command " + *next);
    }
  }
}

}  // namespace

int main(int argc, char** argv) {
  std::string mode = "echo";
  int think_ms = 0;
  for (int i = 1; i < argc; ++i) {
    std::string_view arg = argv[i];
    bool has_value = i + 1 < argc;
    if (arg == "--mode" && has_value) {
      mode = argv[++i];
    } else if (arg == "--ignore-eof") {
      ignore_eof = true;
    } else if (arg == "--exit-at-start" && has_value) {
      return std::atoi(argv[++i]);
    } else if (arg == "--banner" && has_value) {
      say(argv[++i]);
    } else if (arg == "--think-ms" && has_value) {
      think_ms = std::atoi(argv[++i]);
    } else {
      write_all(2, "fake-engine: bad argument " + std::string(arg) + "\n");
      return 2;
    }
  }
  Input in;
  if (mode == "gtp") run_gtp(in);
  if (mode == "aei") run_aei(in, think_ms);
  run_echo(in);
}
