#include "amazons-engine/gtp_adapter.h"

#include <algorithm>

#include "absl/strings/ascii.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "amazons-engine/notation.h"
#include "amazons-engine/params.h"
#include "amazons-engine/regions.h"
#include "amazons-engine/territory.h"
#include "amazons-engine/time_plan.h"
#include "common/util/memory.h"
#include "protocol/gtp/command.h"
#include "protocol/io/log.h"

namespace amazons {
namespace {

using protocol::GtpCommand;
using protocol::GtpError;
using protocol::gtp_color_name;

const char* side_letter(int side) { return side == kWhite ? "W" : "B"; }

int parse_color(const GtpCommand& cmd) {
  const auto color = protocol::parse_gtp_color(cmd.arg(0));
  if (!color) throw GtpError(absl::StrCat("invalid color '", cmd.arg(0), "' (expected w, b, white or black)"));
  return *color;
}

}  // namespace

std::string illegal_reason(const Board& b, Move m) {
  const int side = b.side_to_move();
  if (!b.queens(side).test(m.from))
    return absl::StrCat("no ", gtp_color_name(side), " queen on ", square_name(m.from));
  if (!slides(b, m.from, m.to))
    return absl::StrCat("the queen on ", square_name(m.from), " cannot move to ", square_name(m.to));
  if (m.arrow == m.to || !slides(b, m.to, m.arrow, m.from))
    return absl::StrCat("no arrow from ", square_name(m.to), " can reach ", square_name(m.arrow));
  return "";
}

std::string format_report(const common::SearchReport& r) {
  std::string line = absl::StrFormat("depth %d seldepth %d score %d nodes %d nps %d time %d", r.depth, r.seldepth,
                                     r.score, r.nodes, r.nps, r.time_ms);
  if (r.winrate >= 0) absl::StrAppend(&line, absl::StrFormat(" winrate %.3f", r.winrate));
  if (r.hashfull > 0) absl::StrAppend(&line, " hashfull ", r.hashfull);
  absl::StrAppend(&line, " pv ", absl::StrJoin(r.pv, " "));
  return line;
}

GtpAdapter::GtpAdapter(protocol::GtpEngine& engine, const EngineOptions& options)
    : engine_(engine), driver_(engine), options_(options), player_(options.player), game_(Board(options.size)),
      params_seen_(params_generation()) {
  driver_.set_pondering_enabled(options.ponder);
  register_commands();
}

void GtpAdapter::new_game(const Board& start) {
  game_ = Game(start);
  history_.clear();
  player_.new_game();
}

bool GtpAdapter::game_over() const { return !has_move(board(), side_to_move()); }

void GtpAdapter::register_commands() {
  engine_.add("boardsize", absl::StrCat("boardsize <n>: a new game on an n x n board (", kMinSize, "..", kMaxSize, ")"),
              [this](const GtpCommand& cmd) {
                cmd.expect_args(1);
                int n = 0;
                if (!absl::SimpleAtoi(cmd.arg(0), &n)) throw GtpError("boardsize needs a number");
                if (n < kMinSize || n > kMaxSize)
                  throw GtpError(absl::StrCat("unacceptable size (", kMinSize, "..", kMaxSize, ")"));
                new_game(Board(n));
                return std::string();
              });
  engine_.add("clear_board", "clear_board: the start position of the current size", [this](const GtpCommand& cmd) {
    cmd.expect_args(0);
    new_game(Board(board().size()));
    engine_.clock().reset_for_new_game();
    return std::string();
  });
  engine_.add("play", "play <color> <move>: e.g. play w d1-d7/g7 (also d1d7g7, d1 d7 g7, d1-d7(g7), d1d7,d7g7)",
              [this](const GtpCommand& cmd) { return play(cmd); });
  engine_.add("genmove", "genmove <color>: think, play and print a move (resign only when lost)",
              [this](const GtpCommand& cmd) { return genmove(cmd); });
  engine_.add("undo", "undo: take back the last move", [this](const GtpCommand& cmd) {
    cmd.expect_args(0);
    if (history_.empty()) throw GtpError("cannot undo: no move to take back");
    game_.unmake(history_.back());
    history_.pop_back();
    return std::string();
  });
  engine_.add("showboard", "showboard: the position as a grid", [this](const GtpCommand& cmd) {
    cmd.expect_args(0);
    return absl::StrCat("\n", board_to_text(board()));
  });
  engine_.add("loadfen", "loadfen <FEN>: set the position, e.g. loadfen 3q2q3/10/10/q8q/10/10/Q8Q/10/10/3Q2Q3 w",
              [this](const GtpCommand& cmd) {
                cmd.expect_args(1, 64);
                std::string error;
                const auto b = parse_fen(cmd.rest(0), &error);
                if (!b) throw GtpError(error);
                new_game(*b);
                return std::string();
              });
  engine_.add("fen", "fen: the position as FEN", [this](const GtpCommand& cmd) {
    cmd.expect_args(0);
    return to_fen(board());
  });
  engine_.add("legal_moves", "legal_moves [count]: every legal move, or how many there are",
              [this](const GtpCommand& cmd) {
                cmd.expect_args(0, 1);
                if (cmd.args.size() == 1) {
                  if (absl::AsciiStrToLower(cmd.arg(0)) != "count") throw GtpError("legal_moves takes 'count' or nothing");
                  return absl::StrCat(count_moves(board()));
                }
                MoveList list;
                generate_moves(board(), list);
                std::vector<std::string> texts;
                for (Move m : list) texts.push_back(move_to_string(m));
                return absl::StrJoin(texts, " ");
              });
  engine_.add("final_score", "final_score: winner and margin (W+n / B+n) once the regions are settled",
              [this](const GtpCommand& cmd) {
                cmd.expect_args(0);
                return final_score();
              });
  // Depth 4 from a middle-game position already runs for many minutes and cannot be stopped:
  // the protocol allows what answers within seconds; `amazons-engine perft` goes deeper.
  engine_.add("perft", "perft <depth>: number of move sequences of that length from here (0-3)",
              [this](const GtpCommand& cmd) {
                cmd.expect_args(1);
                const int depth = static_cast<int>(cmd.int_arg(0, 0, 3));
                Board b = board();
                return absl::StrCat(perft(b, depth));
              });
  engine_.add("ponder", "ponder on|off: think on the opponent's time", [this](const GtpCommand& cmd) {
    cmd.expect_args(1);
    const std::string v = absl::AsciiStrToLower(cmd.arg(0));
    if (v != "on" && v != "off") throw GtpError("ponder takes on or off");
    driver_.set_pondering_enabled(v == "on");
    if (v == "off") driver_.stop_pondering();
    return std::string();
  });
  engine_.add("hash", "hash <mb>: memory for the search table or tree (1-65536 MB)", [this](const GtpCommand& cmd) {
    cmd.expect_args(1);
    const auto mb = static_cast<int>(cmd.int_arg(0, 1, 65536));
    // Refused up front when the machine cannot give it (never an OOM kill); the old size stays.
    if (!common::memory_fits_mb(static_cast<std::size_t>(mb)))
      throw GtpError(absl::StrCat("cannot allocate ", mb, " MB (", common::available_memory_bytes() >> 20,
                                  " MB available); keeping ", player_.config().hash_mb, " MB"));
    driver_.stop_pondering();
    PlayerConfig c = player_.config();
    c.hash_mb = mb;
    if (!player_.set_config(c))
      throw GtpError(absl::StrCat("cannot allocate ", mb, " MB; keeping ", player_.config().hash_mb, " MB"));
    return std::string();
  });
  engine_.add("threads", "threads <n>: search threads (1-64)", [this](const GtpCommand& cmd) {
    cmd.expect_args(1);
    const auto n = static_cast<int>(cmd.int_arg(0, 1, 64));
    driver_.stop_pondering();
    PlayerConfig c = player_.config();
    c.threads = n;
    if (!player_.set_config(c)) throw GtpError("cannot change the thread count");
    return std::string();
  });
  engine_.add("algorithm", "algorithm [alphabeta|mcts]: show or choose the search", [this](const GtpCommand& cmd) {
    cmd.expect_args(0, 1);
    if (cmd.args.empty()) return std::string(algorithm_name(player_.config().algorithm));
    const std::string v = absl::AsciiStrToLower(cmd.arg(0));
    if (v != "alphabeta" && v != "mcts") throw GtpError("algorithm takes alphabeta or mcts");
    PlayerConfig c = player_.config();
    c.algorithm = v == "mcts" ? Algorithm::kMcts : Algorithm::kAlphaBeta;
    if (!player_.set_config(c))
      throw GtpError(absl::StrCat("cannot allocate ", c.hash_mb, " MB of hash for alphabeta; kept ",
                                  algorithm_name(player_.config().algorithm)));
    return std::string();
  });
}

std::string GtpAdapter::play(const GtpCommand& cmd) {
  cmd.expect_args(2, 4);
  const int color = parse_color(cmd);
  const std::string text = cmd.rest(1);
  if (game_over())
    throw GtpError(absl::StrCat("game is over: ", gtp_color_name(side_to_move()), " has no legal move"));
  if (color != side_to_move()) throw GtpError(absl::StrCat("wrong colour: ", gtp_color_name(side_to_move()), " is to move"));
  std::string error;
  const auto m = parse_move(text, board().size(), &error);
  if (!m) throw GtpError(error);
  const std::string reason = illegal_reason(board(), *m);
  if (!reason.empty()) throw GtpError(absl::StrCat("illegal move ", move_to_string(*m), ": ", reason));
  game_.make(*m);
  history_.push_back(*m);
  return "";
}

common::SearchLimits GtpAdapter::limits_for_move() const {
  const common::TimeOptions time = time_options(board());
  common::SearchLimits limits = driver_.limits_for(side_to_move(), time);
  if (limits.hard_ms == 0 && limits.max_nodes == 0 && options_.max_depth == 0 && options_.move_time_ms > 0) {
    // --move-time-ms is what the move may take, answer included: the time manager keeps the
    // overhead margin back and spends the rest.
    common::ClockState fixed;
    fixed.move_time_ms = options_.move_time_ms;
    limits = common::to_limits(common::TimeManager(time).plan(fixed));
  }
  limits.max_depth = options_.max_depth;
  return limits;
}

std::string GtpAdapter::genmove(const GtpCommand& cmd) {
  cmd.expect_args(1);
  const int color = parse_color(cmd);
  if (game_over()) {
    if (color == side_to_move()) return "resign";
    throw GtpError(absl::StrCat("game is over: ", gtp_color_name(side_to_move()), " has no legal move"));
  }
  if (color != side_to_move()) throw GtpError(absl::StrCat("wrong colour: ", gtp_color_name(side_to_move()), " is to move"));
  if (params_seen_ != params_generation()) {
    // A `param` was set since the last move: the player takes the new values (the table keeps
    // its size, so this cannot fail).
    params_seen_ = params_generation();
    (void)player_.set_config(with_params(player_.config()));
  }
  const common::SearchLimits limits = limits_for_move();
  const Decision d = driver_.think(limits, [&](common::SearchControl& control) {
    return player_.choose(game_, control, [](const common::SearchReport& r) {
      if (!r.in_progress) protocol::log_line(format_report(r));
    });
  });
  if (!d.has_move) return "resign";  // unreachable: a side with a move always gets one
  game_.make(d.move);
  history_.push_back(d.move);
  if (driver_.pondering_enabled() && !game_over()) {
    driver_.set_ponder_job([this, position = game_](common::SearchControl& control) {
      player_.choose(position, control, {});
    });
  }
  return move_to_string(d.move);
}

std::string GtpAdapter::final_score() const {
  const Board& b = board();
  const int side = side_to_move();
  SideLayers layers;
  compute_layers(b, layers);
  if (!all_separated(layers)) throw GtpError("cannot score yet: some region is still contested");
  const EndgameCount count = count_endgame(b, player_.config().search.fill_budget);
  // The winner's spare moves once the loser is stuck.
  const bool mover_wins = side_to_move_wins(count, side);
  const int winner = mover_wins ? side : side ^ 1;
  const int margin = mover_wins ? count.moves[side] - count.moves[side ^ 1] - 1 : count.moves[side ^ 1] - count.moves[side];
  return absl::StrCat(side_letter(winner), "+", margin);
}

}  // namespace amazons
