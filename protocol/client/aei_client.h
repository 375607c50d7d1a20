#pragma once
// Controller side of AEI (protocol-version 1). AEI commands have no acknowledgement except
// aei -> aeiok, isready -> readyok and go -> bestmove; everything the engine says meanwhile
// (info, log lines) is collected with the awaited line so a referee can inspect it
// (e.g. a "log Error:" after an illegal makemove shows up in the next isready's lines).

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "protocol/client/process.h"
#include "protocol/client/reply.h"

namespace protocol {

struct AeiIdentity {
  std::string protocol_version;  // "1"
  std::string name;
  std::string author;
  std::string version;
};

struct AeiReply {
  ReplyStatus status = ReplyStatus::kDisconnected;  // kSuccess: the awaited line arrived
  std::vector<std::string> lines;                    // every line read, the awaited one last
  std::string value;                                 // the awaited line after its keyword (bestmove: the steps)
  bool ok() const { return status == ReplyStatus::kSuccess; }
  // The last "info <type> <value>" line's value.
  std::optional<std::string> info(std::string_view type) const;
  // "log ..." lines without the "log " prefix.
  std::vector<std::string> logs() const;
  // Whether some line starts with "log Error".
  bool has_error_log() const;
};

class AeiClient {
 public:
  // The process must outlive the client.
  explicit AeiClient(EngineProcess& engine) : engine_(engine) {}

  // "aei" ... "aeiok" (real controllers wait about 5 s). kMalformed without "protocol-version".
  AeiReply handshake(Millis timeout);
  const AeiIdentity& identity() const { return identity_; }

  AeiReply isready(Millis timeout);  // ... "readyok"

  // Commands without an answer: false when the engine is gone (see engine().error()).
  bool send(std::string_view line);
  bool setoption(std::string_view name, std::string_view value);
  bool newgame() { return send("newgame"); }
  // side 'g' or 's'; board: 64 characters, a8..h8 down to a1..h1, ' ' for empty.
  bool setposition(char side, std::string_view board);
  bool makemove(std::string_view steps);
  bool go() { return send("go"); }
  bool go_ponder() { return send("go ponder"); }
  bool stop() { return send("stop"); }

  // Waits for "bestmove <steps>"; value holds the steps.
  AeiReply wait_bestmove(Millis timeout) { return wait_bestmove_until(Clock::now() + timeout); }
  AeiReply wait_bestmove_until(Clock::time_point deadline) { return read_until("bestmove", deadline); }
  // go + wait_bestmove.
  AeiReply search(Millis timeout);

  // "quit", then the exit within timeout (killed otherwise). True on exit code 0.
  bool quit(Millis timeout);

  // Reads until a line whose first word is `keyword`.
  AeiReply read_until(std::string_view keyword, Clock::time_point deadline);

  EngineProcess& engine() { return engine_; }

 private:
  EngineProcess& engine_;
  AeiIdentity identity_;
};

}  // namespace protocol
