// raw-input-check gtp|aei -- <engine argv...>
//
// Feeds a real engine process input a transcript cannot express and checks what comes back:
//  - CRLF line endings are treated like LF;
//  - a 1 MB and a 10 MB line are refused with a clear error (GTP keeps the id), the engine keeps
//    serving, and its peak memory grows by far less than the line (bounded memory per line);
//  - NUL bytes, invalid UTF-8 and control bytes get an error, never a crash, never garbage back;
//  - leading/trailing spaces and tabs are ignored;
//  - a last command without newline before EOF is still answered, then the engine exits with 0.
// Exit status 0 when every check passed; 1 with a report on stderr otherwise.
#include <chrono>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "protocol/client/process.h"

// g++ 12 at -O1 (the Sanitize build) warns falsely inside <regex> (a std::function it thinks uninitialized).
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#include <regex>
#pragma GCC diagnostic pop

namespace {

using protocol::EngineProcess;
using protocol::Millis;

int failures = 0;

void fail(const std::string& what) {
  std::cerr << "FAIL: " << what << "\n";
  ++failures;
}

std::string escape(const std::string& s) {
  std::string out;
  for (unsigned char c : s.substr(0, 200)) {
    if (c >= 32 && c < 127) out.push_back(static_cast<char>(c));
    else {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\x%02x", c);
      out += buf;
    }
  }
  return out;
}

// The next line must fully match `pattern`.
void expect(EngineProcess& e, const std::string& pattern, int timeout_ms = 10000) {
  auto line = e.read_line(Millis(timeout_ms));
  if (!line) {
    fail("expected /" + pattern + "/, got " + (e.eof() ? "end of output" : "a timeout"));
    return;
  }
  for (unsigned char c : *line)
    if (c < 32 || c >= 127) {
      fail("non-printable byte in output line: " + escape(*line));
      break;
    }
  if (!std::regex_match(*line, std::regex(pattern))) fail("expected /" + pattern + "/, got '" + escape(*line) + "'");
}

// Peak resident memory of the engine (VmHWM, kB); -1 if unknown.
long peak_kb(const EngineProcess& e) {
  std::ifstream status("/proc/" + std::to_string(e.pid()) + "/status");
  std::string key;
  while (status >> key) {
    if (key == "VmHWM:") {
      long kb = -1;
      status >> kb;
      return kb;
    }
    std::string rest;
    std::getline(status, rest);
  }
  return -1;
}

void send(EngineProcess& e, const std::string& bytes) {
  if (!e.write_raw(bytes)) fail("cannot write to the engine: " + e.error());
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 4 || std::string(argv[2]) != "--" || (std::string(argv[1]) != "gtp" && std::string(argv[1]) != "aei")) {
    std::cerr << "usage: raw-input-check gtp|aei -- <engine argv...>\n";
    return 2;
  }
  const bool gtp = std::string(argv[1]) == "gtp";
  std::vector<std::string> engine_argv(argv + 3, argv + argc);
  EngineProcess e;
  protocol::SpawnOptions options;
  options.stderr_mode = protocol::StderrMode::kDiscard;
  options.write_timeout = Millis(60000);  // 10 MB to a slow (sanitized) engine
  if (!e.start(engine_argv, options)) {
    std::cerr << "cannot start engine: " << e.error() << "\n";
    return 1;
  }
  const std::string one_mb(std::size_t{1} << 20, 'x');
  const std::string ten_mb(std::size_t{10} << 20, 'y');
  const std::string garbage("\0\xff\xfe\x01\x80 \xc3\x28 \x1b[2J\x7f", 14);
  long before = -1, after = -1;
  if (gtp) {
    auto answer = [&](const std::string& pattern) {
      expect(e, pattern);
      expect(e, "");
    };
    send(e, "1 name\r\n");
    answer("=1 [a-z-]+");
    before = peak_kb(e);
    send(e, "2 genmove " + one_mb + "\n");
    answer("\\?2 line too long \\(1048586 bytes; the limit is 65536\\)");
    send(e, "3 " + ten_mb + "\r\n");
    answer("\\?3 line too long \\(10485763 bytes; the limit is 65536\\)");
    send(e, one_mb + "\n");
    answer("\\? line too long \\(1048576 bytes; the limit is 65536\\)");
    send(e, garbage + "\n");
    answer("\\? unknown command");
    send(e, "4 " + garbage + "\r\n");
    answer("\\?4 unknown command");
    send(e, " \t 5 \t protocol_version \t \r\n");
    answer("=5 2");
    send(e, "\t\r\n   \n# a comment\r\n");
    send(e, "6 known_command\tname  \n");
    answer("=6 true");
    send(e, "7 boardsize 1x\n");
    answer("\\?7 .+");
    after = peak_kb(e);
    send(e, "8 name");  // EOF in the middle of a line: still answered
    e.close_stdin();
    answer("=8 [a-z-]+");
  } else {
    send(e, "aei\r\n");
    expect(e, "protocol-version 1");
    expect(e, "id name .+");
    expect(e, "id author .+");
    expect(e, "id version .+");
    expect(e, "aeiok");
    before = peak_kb(e);
    send(e, "setposition g [" + one_mb + "]\n");
    expect(e, "log Error: line too long \\(1048592 bytes; the limit is 65536\\): ignored");
    send(e, "makemove " + ten_mb + "\r\n");
    expect(e, "log Error: line too long \\(10485770 bytes; the limit is 65536\\): ignored");
    send(e, "isready\r\n");
    expect(e, "readyok");
    send(e, garbage + "\n");
    expect(e, "log Error: unknown command: .+");
    send(e, "newgame\r\nmakemove " + garbage + "\r\n");
    expect(e, "log Error: .+");
    send(e, "setoption name\tfoo\x01 value 3\n");
    expect(e, "log Warning: unknown option ignored: foo");
    send(e, " \t isready \t \r\n");
    expect(e, "readyok");
    after = peak_kb(e);
    send(e, "isready");  // EOF in the middle of a line: still answered
    e.close_stdin();
    expect(e, "readyok");
  }
  std::cerr << "engine peak memory before the long lines " << before << " kB, after " << after << " kB\n";
  if (before > 0 && after > 0 && after - before > 6 * 1024)
    fail("peak memory grew by " + std::to_string(after - before) + " kB over 11 MB of overlong lines");
  auto status = e.wait_exit(Millis(10000));
  if (!status) fail("engine did not exit at EOF");
  else if (!status->success()) fail("engine ended with " + status->describe());
  if (auto extra = e.read_line(Millis(100))) fail("unexpected output after the last answer: " + escape(*extra));
  std::cerr << (failures ? "raw-input-check failed\n" : "raw-input-check passed\n");
  return failures ? 1 : 0;
}
