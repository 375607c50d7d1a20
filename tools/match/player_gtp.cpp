// A GTP engine (Havannah, Amazons) as a match player.
//
// Clocks: the runner keeps the real clock and sends "time_left <c> <seconds> <stones>" before
// every genmove. Settings sent after clear_board:
//   no clock            time_settings 0 1 0        (GTP 2: byo-yomi without stones = no limit)
//   --movetime-ms T     time_settings 0 T 1        (Canadian: T seconds for every single move)
//   absolute            time_settings M 0 0
//   Fischer             kgs-time_settings fischer M I, or time_settings M 0 0 if refused
//   Canadian            time_settings M B S
//   byo-yomi            kgs-time_settings byoyomi M B P, or time_settings M B 1 if unknown
// Engine options: option.X=Y is sent as the command "X Y" when the engine knows X
// (known_command); --nodes N as Castro's "time -i N".
#include <absl/strings/ascii.h>
#include <absl/strings/str_cat.h>
#include <absl/strings/str_format.h>

#include <algorithm>
#include <map>

#include "protocol/client/gtp_client.h"
#include "tools/match/player.h"

namespace match {

namespace {

using protocol::Millis;

class GtpPlayer final : public Player {
 public:
  GtpPlayer(const EngineSpec& spec, const PlayerSettings& settings, const std::atomic<bool>* abort)
      : spec_(spec), settings_(settings), abort_(abort) {}

  bool start() override {
    if (!start_process(process_, spec_)) return false;
    client_ = std::make_unique<protocol::GtpClient>(process_);
    std::string name;
    if (!command("name", settings_.handshake_timeout, &name)) return false;
    name_ = name;
    for (const auto& [key, value] : spec_.options) {
      if (!knows(key)) {
        error_ = "the engine does not know the command '" + key + "' (option." + key + ")";
        return false;
      }
      if (!command(key + " " + value, settings_.command_timeout)) return false;
    }
    if (settings_.nodes) {
      if (!knows("time")) {
        error_ = "--nodes needs Castro's 'time -i' command, which the engine does not know";
        return false;
      }
      if (!command(absl::StrCat("time -i ", *settings_.nodes), settings_.command_timeout)) return false;
    }
    if (settings_.swap && !knows("swap")) {
      error_ = "--swap needs the 'swap' command, which the engine does not know";
      return false;
    }
    return true;
  }

  const std::string& engine_name() const override { return name_; }

  bool new_game(const Referee& referee, const TimeControl& tc,
                const std::vector<std::pair<int, std::string>>& opening) override {
    colours_[0] = referee.protocol_colour(0);
    colours_[1] = referee.protocol_colour(1);
    tc_ = tc;
    if (!command(absl::StrCat("boardsize ", referee.size()), settings_.command_timeout)) return false;
    if (!command("clear_board", settings_.command_timeout)) return false;
    if (referee.kind() == GameKind::kHavannah && knows("swap") &&
        !command(settings_.swap ? "swap 1" : "swap 0", settings_.command_timeout))
      return false;
    if (!send_time_settings(tc)) return false;
    for (const auto& [side, move] : opening)
      if (!notify(side, move, false)) return false;
    return true;
  }

  bool notify(int side, const std::string& move, bool own) override {
    if (own) return true;  // genmove already played it on the engine's board
    return command(absl::StrCat("play ", colours_[side], " ", move), settings_.command_timeout);
  }

  bool sync() override { return true; }

  MoveAnswer think(int side, const ClockView& clocks, int64_t allowed_ms) override {
    MoveAnswer answer;
    if (tc_.limited() && clocks.side[side]) {
      const SideClock& c = *clocks.side[side];
      if (!command(absl::StrCat("time_left ", colours_[side], " ", seconds_text(c.time_left_ms()), " ",
                                c.time_left_stones()),
                   settings_.command_timeout)) {
        answer.status = crashed_ ? MoveAnswer::Status::kCrash : MoveAnswer::Status::kProtocolError;
        answer.detail = error_;
        return answer;
      }
    }
    if (!process_.write_line("genmove " + colours_[side])) {
      answer.status = MoveAnswer::Status::kCrash;
      answer.detail = "genmove not accepted: " + describe_death(process_);
      return answer;
    }
    const MoveWait wait(settings_, allowed_ms);
    bool inside = false, success = false;
    std::string text;
    for (;;) {
      auto line = process_.read_line_until(wait.next_poll());
      if (!line) {
        if (process_.eof()) {
          answer.status = MoveAnswer::Status::kCrash;
          answer.detail = "died during genmove: " + describe_death(process_);
          return answer;
        }
        if (abort_ && abort_->load()) {
          answer.status = MoveAnswer::Status::kAborted;
          return answer;
        }
        if (wait.expired()) return wait.timeout("answer to genmove");
        continue;
      }
      if (!inside) {
        if (line->empty()) continue;
        auto header = protocol::parse_gtp_header(*line);
        if (!header) continue;  // noise outside a response
        inside = true;
        success = header->success;
        text = header->text;
      } else if (line->empty()) {
        break;
      }
    }
    if (!success) {
      answer.elapsed_ms = wait.elapsed_ms();
      answer.status = MoveAnswer::Status::kProtocolError;
      answer.detail = "genmove failed: ? " + text;
      return answer;
    }
    answer.move = std::string(absl::StripAsciiWhitespace(text));
    if (wait.late(answer, "answered")) return answer;
    answer.status = absl::AsciiStrToLower(answer.move) == "resign" ? MoveAnswer::Status::kResign
                                                                   : MoveAnswer::Status::kMove;
    return answer;
  }

  void quit() override {
    if (client_ && process_.alive()) client_->quit(Millis(2000));
    process_.shutdown(Millis(500));
  }

 private:
  // Sends a command that must succeed; on failure error_ (and crashed_) say why.
  // *refused tells a "?" answer (the engine is fine) from a dead or hanging engine.
  bool command(const std::string& cmd, Millis timeout, std::string* reply_text = nullptr, bool* refused = nullptr) {
    protocol::GtpReply r = client_->command(cmd, timeout);
    if (refused) *refused = r.status == protocol::ReplyStatus::kFailure;
    if (r.ok()) {
      if (reply_text) *reply_text = r.text;
      return true;
    }
    switch (r.status) {
      case protocol::ReplyStatus::kFailure: error_ = absl::StrCat("'", cmd, "' refused: ? ", r.text); break;
      case protocol::ReplyStatus::kTimeout:
        error_ = absl::StrCat("no answer to '", cmd, "' within ", timeout.count(), " ms");
        break;
      case protocol::ReplyStatus::kDisconnected:
        crashed_ = true;
        error_ = absl::StrCat("died at '", cmd, "': ", describe_death(process_));
        break;
      default: error_ = absl::StrCat("bad answer to '", cmd, "': ", r.text); break;
    }
    return false;
  }

  bool knows(const std::string& cmd) {
    auto it = known_.find(cmd);
    if (it != known_.end()) return it->second;
    std::string text;
    const bool known = command("known_command " + cmd, settings_.command_timeout, &text) &&
                       absl::AsciiStrToLower(std::string(absl::StripAsciiWhitespace(text))) == "true";
    known_[cmd] = known;
    return known;
  }

  bool send_time_settings(const TimeControl& tc) {
    using Kind = TimeControl::Kind;
    const Millis t = settings_.command_timeout;
    switch (tc.kind) {
      case Kind::kNone: return command("time_settings 0 1 0", t);
      case Kind::kMoveTime: return command(absl::StrCat("time_settings 0 ", seconds_text(tc.move_ms), " 1"), t);
      case Kind::kAbsolute: return command(absl::StrCat("time_settings ", seconds_text(tc.main_ms), " 0 0"), t);
      case Kind::kFischer: {
        if (knows("kgs-time_settings")) {
          // "fischer" is a common extension of kgs-time_settings, not part of it: a refusal is fine.
          bool refused = false;
          if (command(absl::StrCat("kgs-time_settings fischer ", seconds_text(tc.main_ms), " ",
                                   seconds_text(tc.increment_ms)),
                      t, nullptr, &refused))
            return true;
          if (!refused) return false;
        }
        return command(absl::StrCat("time_settings ", seconds_text(tc.main_ms), " 0 0"), t);
      }
      case Kind::kCanadian:
        return command(absl::StrCat("time_settings ", seconds_text(tc.main_ms), " ", seconds_text(tc.byo_ms), " ",
                                    tc.byo_stones),
                       t);
      case Kind::kByoyomi:
        if (knows("kgs-time_settings"))
          return command(absl::StrCat("kgs-time_settings byoyomi ", seconds_text(tc.main_ms), " ", seconds_text(tc.byo_ms),
                                      " ", tc.byo_periods),
                         t);
        return command(absl::StrCat("time_settings ", seconds_text(tc.main_ms), " ", seconds_text(tc.byo_ms), " 1"), t);
      case Kind::kAei: break;
    }
    error_ = "AEI time controls do not apply to a GTP engine";
    return false;
  }

  EngineSpec spec_;
  PlayerSettings settings_;
  const std::atomic<bool>* abort_;
  protocol::EngineProcess process_;
  std::unique_ptr<protocol::GtpClient> client_;
  std::string name_;
  std::map<std::string, bool> known_;
  std::string colours_[2] = {"w", "b"};
  TimeControl tc_;
};

}  // namespace

std::unique_ptr<Player> make_gtp_player(const EngineSpec& spec, const PlayerSettings& settings,
                                        const std::atomic<bool>* abort) {
  return std::make_unique<GtpPlayer>(spec, settings, abort);
}

}  // namespace match
