#pragma once
// Controller side of GTP version 2: one command, one response ("=[id] text" or "?[id] text", possibly
// several lines, ended by an empty line), each with a deadline.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "protocol/client/process.h"
#include "protocol/client/reply.h"

namespace protocol {

struct GtpReply {
  ReplyStatus status = ReplyStatus::kDisconnected;
  std::optional<int> id;           // as echoed by the engine
  std::string text;                // after "=" / "?" and the id; the lines of a multi-line answer joined by '\n'
  std::vector<std::string> noise;  // lines outside any response (protocol violations, kept for reports)
  bool ok() const { return status == ReplyStatus::kSuccess; }
};

class GtpClient {
 public:
  // The process must outlive the client. With use_ids, every command is sent as "<n> command" and
  // the echoed id is checked; many hosts do not send ids, so it is off by default.
  explicit GtpClient(EngineProcess& engine, bool use_ids = false) : engine_(engine), use_ids_(use_ids) {}

  GtpReply command(std::string_view command, Millis timeout);
  GtpReply command_until(std::string_view command, Clock::time_point deadline);

  // "quit", its answer, then the exit of the process within timeout (killed otherwise).
  // True when the engine answered and exited with code 0.
  bool quit(Millis timeout);

  EngineProcess& engine() { return engine_; }
  // Responses still owed by commands that timed out; they are skipped before the next answer.
  int stale_responses() const { return stale_responses_; }

 private:
  // Reads the next complete response. kTimeout leaves `inside` telling whether its header was read.
  GtpReply read_response(Clock::time_point deadline, bool& inside);

  EngineProcess& engine_;
  bool use_ids_;
  int next_id_ = 1;
  int stale_responses_ = 0;
  bool inside_stale_response_ = false;
};

// Splits a response header line ("=12 text", "? reason", "="): the status, id and text.
// Returns nullopt when the line is not a response header.
struct GtpHeader {
  bool success = false;
  std::optional<int> id;
  std::string text;
};
std::optional<GtpHeader> parse_gtp_header(std::string_view line);

}  // namespace protocol
