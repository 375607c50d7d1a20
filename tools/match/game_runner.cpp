#include "tools/match/game_runner.h"

#include <absl/strings/str_cat.h>

namespace match {

GameOutcome play_game(Referee& referee, Player* players[2], const GameRules& rules,
                      const std::vector<std::string>& opening, const std::atomic<bool>* abort) {
  GameOutcome out;
  // The game so far, lost by `side`'s engine.
  auto forfeit = [&out](int side, Reason reason, std::string detail) {
    GameOutcome lost = out;
    lost.fault_side = side;
    lost.end.winner = side ^ 1;
    lost.end.reason = reason;
    lost.end.detail = std::move(detail);
    return lost;
  };
  // A failure outside of a move request: the process died, or it refused what the rules allow.
  auto failure = [&](int side) {
    return forfeit(side, players[side]->crashed() ? Reason::kCrash : Reason::kProtocolError, players[side]->error());
  };

  referee.new_game();
  std::vector<std::pair<int, std::string>> opening_moves;
  for (const std::string& move : opening) {
    const int side = referee.side_to_move();
    const MoveVerdict v = referee.play(move);
    if (!v.legal()) out.setup_error = absl::StrCat("opening move ", opening_moves.size() + 1, " '", move, "': ", v.error);
    else if (referee.result()) out.setup_error = absl::StrCat("the opening ends the game at move ", opening_moves.size() + 1);
    if (!out.setup_error.empty()) return out;
    opening_moves.emplace_back(side, v.canonical);
  }

  for (int side = 0; side < 2; ++side)
    if (!players[side]->new_game(referee, rules.tc, opening_moves)) return failure(side);

  SideClock clocks[2] = {SideClock(rules.tc), SideClock(rules.tc)};
  for (;;) {
    if (auto end = referee.result()) {
      out.end = *end;
      return out;
    }
    if (rules.max_moves > 0 && referee.plies() >= rules.max_moves) {
      out.end = referee.adjudicate_max_moves();
      return out;
    }
    if (rules.adjudicate_settled) {
      if (auto end = referee.adjudicate_settled()) {
        out.end = *end;
        return out;
      }
    }
    if (abort && abort->load()) {
      out.aborted = true;
      return out;
    }

    const int side = referee.side_to_move();
    ClockView view;
    view.side[0] = &clocks[0];
    view.side[1] = &clocks[1];
    const MoveAnswer answer = players[side]->think(side, view, clocks[side].allowed_ms());
    out.think_ms[side] += answer.elapsed_ms;
    out.moves_by[side] += 1;
    switch (answer.status) {
      case MoveAnswer::Status::kAborted: out.aborted = true; return out;
      case MoveAnswer::Status::kCrash: return forfeit(side, Reason::kCrash, answer.detail);
      case MoveAnswer::Status::kTimeout: return forfeit(side, Reason::kHang, answer.detail);
      case MoveAnswer::Status::kLate: return forfeit(side, Reason::kTime, answer.detail);
      case MoveAnswer::Status::kProtocolError: return forfeit(side, Reason::kProtocolError, answer.detail);
      case MoveAnswer::Status::kResign:
        out.end.winner = side ^ 1;
        out.end.reason = Reason::kResign;
        return out;
      case MoveAnswer::Status::kMove: break;
    }
    if (!clocks[side].charge(answer.elapsed_ms, rules.margin_ms))
      return forfeit(side, Reason::kTime, absl::StrCat("used ", answer.elapsed_ms, " ms"));
    const MoveVerdict v = referee.play(answer.move);
    if (!v.legal()) {
      const Reason r = v.kind == MoveVerdict::Kind::kUnparsable ? Reason::kUnparsableMove : Reason::kIllegalMove;
      return forfeit(side, r, absl::StrCat("'", answer.move, "': ", v.error));
    }
    if (referee.result()) continue;  // nobody needs to hear the last move
    for (int s : {side, side ^ 1})
      if (!players[s]->notify(side, v.canonical, s == side) || !players[s]->sync()) return failure(s);
  }
}

}  // namespace match
