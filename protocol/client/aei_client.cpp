#include "protocol/client/aei_client.h"

namespace protocol {
namespace {

// The first word of a line and the rest after the separating spaces.
std::pair<std::string_view, std::string_view> split_word(std::string_view line) {
  std::size_t end = line.find(' ');
  if (end == std::string_view::npos) return {line, {}};
  std::string_view rest = line.substr(end);
  while (!rest.empty() && rest.front() == ' ') rest.remove_prefix(1);
  return {line.substr(0, end), rest};
}

}  // namespace

std::optional<std::string> AeiReply::info(std::string_view type) const {
  for (auto it = lines.rbegin(); it != lines.rend(); ++it) {
    auto [word, rest] = split_word(*it);
    if (word != "info") continue;
    auto [info_type, info_value] = split_word(rest);
    if (info_type == type) return std::string(info_value);
  }
  return std::nullopt;
}

std::vector<std::string> AeiReply::logs() const {
  std::vector<std::string> result;
  for (const auto& line : lines) {
    auto [word, rest] = split_word(line);
    if (word == "log") result.emplace_back(rest);
  }
  return result;
}

bool AeiReply::has_error_log() const {
  for (const auto& line : lines)
    if (line.starts_with("log Error")) return true;
  return false;
}

AeiReply AeiClient::read_until(std::string_view keyword, Clock::time_point deadline) {
  AeiReply reply;
  auto lines = engine_.read_lines_until([&](std::string_view line) { return split_word(line).first == keyword; },
                                        deadline);
  reply.lines = std::move(lines.lines);
  switch (lines.end) {
    case EngineProcess::Lines::End::kMatched:
      reply.status = ReplyStatus::kSuccess;
      reply.value = std::string(split_word(reply.lines.back()).second);
      break;
    case EngineProcess::Lines::End::kTimeout: reply.status = ReplyStatus::kTimeout; break;
    case EngineProcess::Lines::End::kEof: reply.status = ReplyStatus::kDisconnected; break;
  }
  return reply;
}

AeiReply AeiClient::handshake(Millis timeout) {
  identity_ = {};
  if (!send("aei")) return AeiReply{};
  AeiReply reply = read_until("aeiok", Clock::now() + timeout);
  for (const auto& line : reply.lines) {
    auto [word, rest] = split_word(line);
    if (word == "protocol-version") {
      identity_.protocol_version = std::string(rest);
    } else if (word == "id") {
      auto [field, value] = split_word(rest);
      if (field == "name") identity_.name = std::string(value);
      if (field == "author") identity_.author = std::string(value);
      if (field == "version") identity_.version = std::string(value);
    }
  }
  if (reply.ok() && identity_.protocol_version.empty()) reply.status = ReplyStatus::kMalformed;
  return reply;
}

AeiReply AeiClient::isready(Millis timeout) {
  if (!send("isready")) return AeiReply{};
  return read_until("readyok", Clock::now() + timeout);
}

bool AeiClient::send(std::string_view line) { return engine_.write_line(line); }

bool AeiClient::setoption(std::string_view name, std::string_view value) {
  std::string line = "setoption name " + std::string(name);
  if (!value.empty()) line += " value " + std::string(value);
  return send(line);
}

bool AeiClient::setposition(char side, std::string_view board) {
  return send("setposition " + std::string(1, side) + " [" + std::string(board) + "]");
}

bool AeiClient::makemove(std::string_view steps) { return send("makemove " + std::string(steps)); }

AeiReply AeiClient::search(Millis timeout) {
  auto deadline = Clock::now() + timeout;
  if (!go()) return AeiReply{};
  return wait_bestmove_until(deadline);
}

bool AeiClient::quit(Millis timeout) {
  bool sent = send("quit");
  return engine_.shutdown(timeout).success() && sent;
}

}  // namespace protocol
