#include "protocol/client/gtp_client.h"

#include <cctype>
#include <charconv>

namespace protocol {
namespace {

std::string_view trim(std::string_view text) {
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front()))) text.remove_prefix(1);
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) text.remove_suffix(1);
  return text;
}

}  // namespace

std::optional<GtpHeader> parse_gtp_header(std::string_view line) {
  if (line.empty() || (line[0] != '=' && line[0] != '?')) return std::nullopt;
  GtpHeader header;
  header.success = line[0] == '=';
  std::size_t pos = 1;
  while (pos < line.size() && std::isdigit(static_cast<unsigned char>(line[pos]))) ++pos;
  int id = 0;
  if (pos > 1 && std::from_chars(line.data() + 1, line.data() + pos, id).ec == std::errc()) header.id = id;
  header.text = std::string(trim(line.substr(pos)));
  return header;
}

GtpReply GtpClient::read_response(Clock::time_point deadline, bool& inside) {
  GtpReply reply;
  auto fail = [&] {
    reply.status = engine_.eof() ? ReplyStatus::kDisconnected : ReplyStatus::kTimeout;
    return reply;
  };
  while (!inside) {
    auto line = engine_.read_line_until(deadline);
    if (!line) return fail();
    if (line->empty()) continue;  // stray blank lines between responses are harmless
    auto header = parse_gtp_header(*line);
    if (!header) {
      reply.noise.push_back(std::move(*line));
      continue;
    }
    reply.status = header->success ? ReplyStatus::kSuccess : ReplyStatus::kFailure;
    reply.id = header->id;
    reply.text = std::move(header->text);
    inside = true;
  }
  for (;;) {
    auto line = engine_.read_line_until(deadline);
    if (!line) return fail();
    if (line->empty()) {
      inside = false;
      return reply;
    }
    reply.text += '\n';
    reply.text += *line;
  }
}

GtpReply GtpClient::command(std::string_view command, Millis timeout) {
  return command_until(command, Clock::now() + timeout);
}

GtpReply GtpClient::command_until(std::string_view command, Clock::time_point deadline) {
  int id = next_id_++;
  std::string line = use_ids_ ? std::to_string(id) + " " + std::string(command) : std::string(command);
  if (!engine_.write_line(line)) {
    GtpReply reply;
    reply.status = ReplyStatus::kDisconnected;
    reply.text = engine_.error();
    return reply;
  }
  // Earlier commands that timed out still owe their responses; GTP answers in order, so ours is
  // the last of them.
  ++stale_responses_;
  std::vector<std::string> noise;
  for (;;) {
    GtpReply reply = read_response(deadline, inside_stale_response_);
    noise.insert(noise.end(), reply.noise.begin(), reply.noise.end());
    if (reply.status == ReplyStatus::kTimeout || reply.status == ReplyStatus::kDisconnected) {
      reply.noise = std::move(noise);
      return reply;
    }
    bool ours_by_id = use_ids_ && reply.id == id;
    if (--stale_responses_ > 0 && !ours_by_id) continue;  // a late answer to an earlier command
    stale_responses_ = 0;
    reply.noise = std::move(noise);
    if (use_ids_ && reply.id && *reply.id != id) {
      reply.status = ReplyStatus::kMalformed;
      reply.text = "response id " + std::to_string(*reply.id) + " to command id " + std::to_string(id) + ": " +
                   reply.text;
    }
    return reply;
  }
}

bool GtpClient::quit(Millis timeout) {
  auto deadline = Clock::now() + timeout;
  GtpReply reply = command_until("quit", deadline);
  engine_.close_stdin();
  auto left = std::chrono::duration_cast<Millis>(deadline - Clock::now());
  auto status = engine_.shutdown(std::max(left, Millis(0)));
  return reply.ok() && status.success();
}

}  // namespace protocol
