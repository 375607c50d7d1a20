#pragma once
// What a controller learns from waiting for an engine's answer.

#include <string_view>

namespace protocol {

enum class ReplyStatus {
  kSuccess,       // the awaited answer arrived (GTP: "=")
  kFailure,       // GTP "?": the engine refused the command, the connection is fine
  kTimeout,       // no (complete) answer before the deadline: a hang
  kDisconnected,  // stdout closed or stdin refused: the engine exited or crashed
  kMalformed,     // the answer breaks the protocol's framing
};

constexpr std::string_view to_string(ReplyStatus status) {
  switch (status) {
    case ReplyStatus::kSuccess: return "success";
    case ReplyStatus::kFailure: return "failure";
    case ReplyStatus::kTimeout: return "timeout";
    case ReplyStatus::kDisconnected: return "disconnected";
    case ReplyStatus::kMalformed: return "malformed";
  }
  return "?";
}

}  // namespace protocol
