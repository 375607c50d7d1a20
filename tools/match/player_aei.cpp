// An AEI engine (Arimaa) as a match player.
//
// As the AEI conventions ask: engine options (option.X=Y, --depth) once after the handshake;
// the clock options before every newgame (tcmove, tcreserve, tcpercent, tcmax, tcturntime; a
// fixed --movetime-ms T is sent as tcmove T with no reserve); every turn, our own included, as
// makemove; greserve, sreserve and moveused 0 before every go, from the runner's own clocks.
// A makemove the engine answers with "log Error" is caught by the isready that follows it.
#include <absl/strings/str_cat.h>
#include <absl/strings/str_format.h>

#include <algorithm>

#include "protocol/client/aei_client.h"
#include "tools/match/player.h"

namespace match {

namespace {

using protocol::Millis;

class AeiPlayer final : public Player {
 public:
  AeiPlayer(const EngineSpec& spec, const PlayerSettings& settings, const std::atomic<bool>* abort)
      : spec_(spec), settings_(settings), abort_(abort) {}

  bool start() override {
    if (!start_process(process_, spec_)) return false;
    client_ = std::make_unique<protocol::AeiClient>(process_);
    protocol::AeiReply hello = client_->handshake(settings_.handshake_timeout);
    if (!hello.ok()) return fail_reply("aei", hello, settings_.handshake_timeout);
    name_ = client_->identity().name;
    for (const auto& [key, value] : spec_.options)
      if (!send(client_->setoption(key, value))) return false;
    if (settings_.depth && !send(client_->setoption("depth", std::to_string(*settings_.depth)))) return false;
    return sync();
  }

  const std::string& engine_name() const override { return name_; }

  bool new_game(const Referee&, const TimeControl& tc, const std::vector<std::pair<int, std::string>>& opening) override {
    tc_ = tc;
    using Kind = TimeControl::Kind;
    struct Option {
      const char* name;
      int64_t ms;
    };
    std::vector<Option> clock;
    switch (tc.kind) {
      case Kind::kAei:
        clock = {{"tcmove", tc.tc_move_ms}, {"tcreserve", tc.tc_reserve_ms}, {"tcmax", tc.tc_max_ms},
                 {"tcturntime", tc.tc_turn_ms}};
        break;
      case Kind::kMoveTime: clock = {{"tcmove", tc.move_ms}, {"tcreserve", 0}, {"tcmax", 0}, {"tcturntime", 0}}; break;
      case Kind::kNone: clock = {{"tcmove", 0}, {"tcreserve", 0}, {"tcmax", 0}, {"tcturntime", 0}}; break;
      default: error_ = "GTP time controls do not apply to an AEI engine"; return false;
    }
    for (const Option& o : clock)
      if (!send(client_->setoption(o.name, seconds_text(o.ms)))) return false;
    const double percent = tc.kind == Kind::kAei ? tc.tc_percent : tc.kind == Kind::kMoveTime ? 0.0 : 100.0;
    if (!send(client_->setoption("tcpercent", absl::StrFormat("%g", percent)))) return false;
    if (!send(client_->newgame())) return false;
    for (const auto& [side, move] : opening)
      if (!notify(side, move, false)) return false;
    return sync();
  }

  bool notify(int, const std::string& move, bool) override { return send(client_->makemove(move)); }

  bool sync() override {
    protocol::AeiReply r = client_->isready(settings_.command_timeout);
    if (!r.ok()) return fail_reply("isready", r, settings_.command_timeout);
    for (const std::string& line : r.lines) {
      if (line.starts_with("log Error")) {
        error_ = "engine reported: " + line.substr(4);
        return false;
      }
    }
    return true;
  }

  MoveAnswer think(int, const ClockView& clocks, int64_t allowed_ms) override {
    MoveAnswer answer;
    if (tc_.limited() && clocks.side[0] && clocks.side[1]) {
      const bool sent = send(client_->setoption("greserve", seconds_text(clocks.side[0]->reserve_ms()))) &&
                        send(client_->setoption("sreserve", seconds_text(clocks.side[1]->reserve_ms()))) &&
                        send(client_->setoption("moveused", "0"));
      if (!sent) {
        answer.status = MoveAnswer::Status::kCrash;
        answer.detail = error_;
        return answer;
      }
    }
    if (!client_->go()) {
      answer.status = MoveAnswer::Status::kCrash;
      answer.detail = "go not accepted: " + describe_death(process_);
      return answer;
    }
    const MoveWait wait(settings_, allowed_ms);
    protocol::AeiReply r;
    for (;;) {
      r = client_->wait_bestmove_until(wait.next_poll());
      if (r.ok()) break;
      if (r.status == protocol::ReplyStatus::kDisconnected) {
        answer.status = MoveAnswer::Status::kCrash;
        answer.detail = "died during go: " + describe_death(process_);
        return answer;
      }
      if (abort_ && abort_->load()) {
        answer.status = MoveAnswer::Status::kAborted;
        return answer;
      }
      if (wait.expired()) return wait.timeout("bestmove");
    }
    answer.move = r.value;
    if (wait.late(answer, "bestmove")) return answer;
    answer.status = MoveAnswer::Status::kMove;
    return answer;
  }

  void quit() override {
    if (client_ && process_.alive()) client_->quit(Millis(2000));
    process_.shutdown(Millis(500));
  }

 private:
  bool send(bool ok) {
    if (ok) return true;
    crashed_ = true;
    error_ = "the engine stopped reading: " + describe_death(process_);
    return false;
  }

  bool fail_reply(const std::string& what, const protocol::AeiReply& r, Millis timeout) {
    switch (r.status) {
      case protocol::ReplyStatus::kTimeout: error_ = absl::StrCat("no answer to ", what, " within ", timeout.count(), " ms"); break;
      case protocol::ReplyStatus::kDisconnected:
        crashed_ = true;
        error_ = absl::StrCat("died at ", what, ": ", describe_death(process_));
        break;
      default: error_ = absl::StrCat("bad answer to ", what, r.lines.empty() ? "" : ": " + r.lines.back()); break;
    }
    return false;
  }

  EngineSpec spec_;
  PlayerSettings settings_;
  const std::atomic<bool>* abort_;
  protocol::EngineProcess process_;
  std::unique_ptr<protocol::AeiClient> client_;
  std::string name_;
  TimeControl tc_;
};

}  // namespace

std::unique_ptr<Player> make_aei_player(const EngineSpec& spec, const PlayerSettings& settings,
                                        const std::atomic<bool>* abort) {
  return std::make_unique<AeiPlayer>(spec, settings, abort);
}

}  // namespace match
