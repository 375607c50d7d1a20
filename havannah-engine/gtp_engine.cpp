#include "havannah-engine/gtp_engine.h"

#include <absl/strings/str_cat.h>
#include <absl/strings/str_format.h>
#include <absl/strings/str_join.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <filesystem>
#include <optional>
#include <fstream>
#include <sstream>

#include "havannah-engine/board_view.h"
#include "havannah-engine/params.h"
#include "havannah-engine/search_config.h"
#include "havannah-engine/sgf.h"
#include "common/params/params.h"
#include "common/util/memory.h"
#include "protocol/gtp/command.h"
#include "protocol/io/log.h"

namespace havannah {
namespace {

using protocol::GtpCommand;
using protocol::GtpError;
using protocol::gtp_color_name;

std::string percent(double rate) { return absl::StrFormat("%.1f%%", 100.0 * rate); }

}  // namespace

HavannahGtp::HavannahGtp(const EngineSettings& settings)
    : settings_(settings),
      engine_("havannah-engine", ENGINES_VERSION),
      driver_(engine_),
      history_(settings.base, settings.swap),
      mcts_(mcts_config(common::SearchLimits{})) {
  register_params();
  history_.set_notation(settings.gridcoords ? Notation::kLittleGolem : Notation::kGui);
  driver_.set_pondering_enabled(settings.ponder);
  register_commands();
}

HavannahGtp::~HavannahGtp() { driver_.stop_pondering(); }

common::MctsConfig HavannahGtp::mcts_config(const common::SearchLimits& limits) const {
  common::MctsConfig c = default_mcts_config();
  c.threads = settings_.threads;
  c.max_nodes_memory_mb = static_cast<std::size_t>(settings_.hash_mb);
  c.seed = settings_.seed;
  c.use_rave = settings_.rave;
  c.reuse_tree = settings_.reuse_tree;
  c.report_interval_ms = settings_.report_interval_ms;
  // Every expansion allocates a node per empty cell. When the search will run many more
  // playouts than the tree memory can expand leaves for at the usual threshold, raise the
  // threshold so the tree fills about when the search ends instead of early on (measured: one
  // expansion per three times the threshold in playouts).
  // With this in place a bigger tree showed no gain: 256 MB against the default 64 MB at 1 s
  // per move on base 8 (where 64 MB fills) scored -20.3 +- 44.3 over 240 games, undecided.
  const Game& g = history_.game();
  double expected = static_cast<double>(limits.max_nodes);
  if (expected == 0 && limits.soft_ms > 0) expected = static_cast<double>(limits.soft_ms) * 100.0 * settings_.threads;
  if (expected > 0) {
    const double capacity = static_cast<double>(settings_.hash_mb) * (1 << 20) / sizeof(common::MctsNode<Move>);
    const double children = std::max(1, g.geo().num_cells - g.board().stones());
    const double needed = expected * children / (3.0 * capacity);
    c.expand_visits = static_cast<uint32_t>(std::clamp(needed, static_cast<double>(c.expand_visits), 4096.0));
  }
  return c;
}

void HavannahGtp::new_game(int base) {
  driver_.stop_pondering();
  history_.reset(base);
  mcts_.clear();
  if (alphabeta_) alphabeta_->clear();
  if (tt_) tt_->clear();
  engine_.clock().reset_for_new_game();
}

int HavannahGtp::color_arg(const GtpCommand& cmd, std::size_t i) const {
  const auto color = protocol::parse_gtp_color(cmd.arg(i));
  if (!color) throw GtpError("invalid color: " + cmd.arg(i));
  return *color;
}

void HavannahGtp::register_commands() {
  engine_.add("boardsize", "boardsize <base>: a new empty board of base 3..13", [this](const GtpCommand& c) {
    c.expect_args(1);
    const long long base = c.int_arg(0, -1000000, 1000000);
    if (!valid_base(static_cast<int>(base)))
      throw GtpError(absl::StrCat("unacceptable size (base ", kMinBase, " to ", kMaxBase, ")"));
    new_game(static_cast<int>(base));
    return std::string();
  });
  auto clear = [this](const GtpCommand& c) {
    c.expect_args(0);
    new_game(history_.base());
    return std::string();
  };
  engine_.add("clear_board", "clear_board: empty the board, same base", clear);
  engine_.add("clear", "clear: Castro's alias of clear_board", clear);
  engine_.add("play", "play <color> <cell|swap|resign>: a move for the side to move", [this](const GtpCommand& c) {
    c.expect_args(2);
    const int color = color_arg(c, 0);
    driver_.stop_pondering();
    play_text(history_, color, c.arg(1));
    return std::string();
  });
  for (const int color : {0, 1}) {
    const char* name = gtp_color_name(color);
    engine_.add(name, absl::StrCat(name, " <cell>: Castro's play ", name, " <cell>"),
                [this, color](const GtpCommand& c) {
                  c.expect_args(1);
                  driver_.stop_pondering();
                  play_text(history_, color, c.arg(0));
                  return std::string();
                });
  }
  engine_.add("playgame", "playgame <move>...: play these moves in turn from the position (all or none)",
              [this](const GtpCommand& c) {
                driver_.stop_pondering();
                GameHistory line = history_;
                for (std::size_t i = 0; i < c.args.size(); ++i) {
                  try {
                    play_text(line, line.game().side_to_move(), c.arg(i));
                  } catch (const GtpError& e) {
                    throw GtpError(absl::StrCat("move ", i + 1, " (", c.arg(i), "): ", e.what(), "; nothing played"));
                  }
                }
                history_ = line;
                return std::string();
              });
  engine_.add("genmove", "genmove [color] [seconds]: think (this long) and play a move; resign once the game is over",
              [this](const GtpCommand& c) { return genmove(c, true); });
  engine_.add("reg_genmove", "reg_genmove [color] [seconds]: the move genmove would play, without playing it",
              [this](const GtpCommand& c) { return genmove(c, false); });
  engine_.add("all_legal", "all_legal: every legal move of the side to move (none once the game is over)",
              [this](const GtpCommand& c) {
                c.expect_args(0);
                if (history_.result() != Result::kNone) return std::string();
                const Game& g = history_.game();
                Game::MoveList list;
                g.generate(list);
                std::vector<std::string> names;
                for (std::size_t i = 0; i < list.size(); ++i) names.push_back(g.move_to_string(list[i]));
                return absl::StrJoin(names, " ");
              });
  engine_.add("player_params", "player_params [-t threads] [-o 0|1] [-M MB] [-e explore] [-u fpu] [-x visits] [-k 0|1]: "
                               "Castro's player settings that have a counterpart here; none: show them",
              [this](const GtpCommand& c) { return player_params(c); });
  engine_.add("undo", "undo [n]: take back the last move, or the last n (swap and resignation included)",
              [this](const GtpCommand& c) {
                c.expect_args(0, 1);
                const std::size_t n = c.args.empty() ? 1 : static_cast<std::size_t>(c.int_arg(0, 0, kMaxGameMoves + 1));
                const std::size_t done = history_.undoable();
                if (n > done || (c.args.empty() && done == 0))
                  throw GtpError(done == 0 ? "cannot undo: no move played"
                                           : absl::StrCat("cannot undo ", n, " moves: only ", done, " to take back"));
                driver_.stop_pondering();
                for (std::size_t i = 0; i < n; ++i) history_.undo();
                return std::string();
              });
  auto showboard = [this](const GtpCommand& c) {
    c.expect_args(0);
    const Game& g = history_.game();
    return absl::StrCat("\n", render_board(g), gtp_color_name(g.side_to_move()), " to move, move ",
                        history_.moves().size() + 1, ", result ", result_name(history_.result()));
  };
  engine_.add("showboard", "showboard: the board as a hexagon", showboard);
  engine_.add("print", "print: Castro's alias of showboard", showboard);
  auto moves = [this](const GtpCommand& c) {
    c.expect_args(0);
    std::vector<std::string> names;
    Game replay(history_.base(), true);
    replay.set_notation(history_.game().notation());
    for (Move m : history_.moves()) {
      names.push_back(replay.move_to_string(m));
      replay.make(m);
    }
    return absl::StrJoin(names, " ");
  };
  engine_.add("havannah_moves", "havannah_moves: the moves played so far, in order", moves);
  engine_.add("history", "history: Castro's name of havannah_moves", moves);
  auto winner = [this](const GtpCommand& c) {
    c.expect_args(0);
    return std::string(result_name(history_.result()));
  };
  engine_.add("havannah_winner", "havannah_winner: none | white | black | draw", winner);
  engine_.add("winner", "winner: none | white | black | draw", winner);
  engine_.add("final_score", "final_score: W+ | B+ | 0 (draw) once the game is over", [this](const GtpCommand& c) {
    c.expect_args(0);
    switch (history_.result()) {
      case Result::kWhite: return std::string("W+");
      case Result::kBlack: return std::string("B+");
      case Result::kDraw: return std::string("0");
      case Result::kNone: break;
    }
    throw GtpError("game is not over");
  });
  engine_.add("swap", "swap 0|1: disable or enable the pie rule", [this](const GtpCommand& c) {
    c.expect_args(1);
    history_.set_swap_enabled(c.int_arg(0, 0, 1) == 1);
    return std::string();
  });
  auto gridcoords = [this](const GtpCommand& c) {
    c.expect_args(0);
    history_.set_notation(Notation::kLittleGolem);
    return std::string();
  };
  auto guicoords = [this](const GtpCommand& c) {
    c.expect_args(0);
    history_.set_notation(Notation::kGui);
    return std::string();
  };
  engine_.add("havannah_gridcoords", "havannah_gridcoords: LittleGolem cell names from now on", gridcoords);
  engine_.add("gridcoords", "gridcoords: Castro's name of havannah_gridcoords", gridcoords);
  engine_.add("havannah_guicoords", "havannah_guicoords: HavannahGui cell names (the default)", guicoords);
  engine_.add("hguicoords", "hguicoords: Castro's name of havannah_guicoords", guicoords);
  engine_.add("havannah_analyze", "havannah_analyze [playouts]: search the position; PV and top moves",
              [this](const GtpCommand& c) { return analyze(c); });
  engine_.add("havannah_search", "havannah_search mcts|alphabeta: the searcher genmove uses", [this](const GtpCommand& c) {
    c.expect_args(1);
    if (c.arg(0) == "mcts") settings_.search = SearchKind::kMcts;
    else if (c.arg(0) == "alphabeta") settings_.search = SearchKind::kAlphaBeta;
    else throw GtpError("unknown search: " + c.arg(0) + " (mcts, alphabeta)");
    return std::string();
  });
  engine_.add("havannah_playouts", "havannah_playouts <n>: playouts per move when there is no clock",
              [this](const GtpCommand& c) {
                c.expect_args(1);
                settings_.playouts = static_cast<uint64_t>(c.int_arg(0, 1, 1LL << 40));
                return std::string();
              });
  engine_.add("ponder", "ponder on|off: think on the opponent's time", [this](const GtpCommand& c) {
    c.expect_args(1);
    if (c.arg(0) != "on" && c.arg(0) != "off") throw GtpError("expected on or off");
    settings_.ponder = c.arg(0) == "on";
    driver_.set_pondering_enabled(settings_.ponder);
    return std::string();
  });
  engine_.add("hash", "hash <mb>: memory for the MCTS tree and the alpha-beta table (1-65536 MB)",
              [this](const GtpCommand& c) {
                c.expect_args(1);
                set_hash_mb(static_cast<std::size_t>(c.int_arg(0, 1, 65536)));
                return std::string();
              });
  engine_.add("threads", "threads <n>: search threads (1-64)", [this](const GtpCommand& c) {
    c.expect_args(1);
    driver_.stop_pondering();
    settings_.threads = static_cast<int>(c.int_arg(0, 1, 64));
    return std::string();
  });
  engine_.add("loadsgf", "loadsgf <file>: load a LittleGolem hgf/SGF game record", [this](const GtpCommand& c) {
    c.expect_args(1);
    // A record is a few kilobytes; a device or a huge file would stall the engine.
    constexpr std::uintmax_t kMaxRecordBytes = 1 << 20;
    std::error_code ec;
    if (!std::filesystem::is_regular_file(c.arg(0), ec)) throw GtpError("cannot open " + c.arg(0) + ": not a regular file");
    if (std::filesystem::file_size(c.arg(0), ec) > kMaxRecordBytes || ec)
      throw GtpError("cannot load " + c.arg(0) + ": larger than 1 MB, not a game record");
    std::ifstream in(c.arg(0));
    if (!in) throw GtpError("cannot open " + c.arg(0));
    std::stringstream text;
    text << in.rdbuf();
    std::string error;
    const auto record = read_hgf(text.str(), &error);
    if (!record) throw GtpError("cannot load " + c.arg(0) + ": " + error);
    driver_.stop_pondering();
    const GameHistory before = history_;
    if (!history_.load(*record, &error)) {
      history_ = before;
      throw GtpError("cannot load " + c.arg(0) + ": " + error);
    }
    mcts_.clear();
    return std::string();
  });
  engine_.add("savesgf", "savesgf <file>: save the game as a LittleGolem hgf record", [this](const GtpCommand& c) {
    c.expect_args(1);
    std::ofstream out(c.arg(0));
    if (!out) throw GtpError("cannot write " + c.arg(0));
    out << write_hgf(history_.record());
    if (!out) throw GtpError("cannot write " + c.arg(0));
    return std::string();
  });
}

void HavannahGtp::play_text(GameHistory& history, int color, const std::string& move) const {
  const Game& g = history.game();
  std::string text = move;
  std::transform(text.begin(), text.end(), text.begin(), [](unsigned char ch) { return std::tolower(ch); });
  if (history.result() != Result::kNone) throw GtpError("illegal move: the game is over");
  if (color != g.side_to_move()) throw GtpError(absl::StrCat("illegal move: it is ", gtp_color_name(g.side_to_move()), "'s turn"));
  if (text == "resign") {
    history.resign(color);
    return;
  }
  std::string why;
  const auto parsed = g.parse_move(text, &why);
  if (!parsed) throw GtpError(absl::StrCat("illegal move: ", move, " is ", why == "off board" ? "off the board" : "not a cell"));
  if (!history.play(*parsed, &why)) {
    if (*parsed == kSwapMove) throw GtpError("illegal move: " + why);
    throw GtpError(absl::StrCat("illegal move: ", move, " is occupied"));
  }
}

void HavannahGtp::set_hash_mb(std::size_t mb) {
  // Refused up front when the machine cannot give it; the old size stays.
  if (!common::memory_fits_mb(mb))
    throw GtpError(absl::StrCat("cannot allocate ", mb, " MB (", common::available_memory_bytes() >> 20,
                                " MB available); keeping ", settings_.hash_mb, " MB"));
  driver_.stop_pondering();
  if (tt_ && !tt_->resize(mb)) throw GtpError(absl::StrCat("cannot allocate ", mb, " MB; keeping ", settings_.hash_mb, " MB"));
  settings_.hash_mb = static_cast<int>(mb);
}

std::string HavannahGtp::player_params(const GtpCommand& cmd) {
  common::ParamRegistry& registry = common::params();
  auto param_text = [&](const char* name) {
    const common::ParamInfo p = *registry.find(name);
    return absl::StrCat(p.value, " (parameter ", name, ")");
  };
  if (cmd.args.empty()) {
    return absl::StrCat("\n-t --threads     ", settings_.threads, "\n-o --ponder      ", settings_.ponder ? 1 : 0,
                        "\n-M --maxmem      ", settings_.hash_mb, "\n-k --keeptree    ", settings_.reuse_tree ? 1 : 0,
                        "\n-e --explore     ", param_text("mcts.exploration"), "\n-u --fpurgency   ",
                        param_text("mcts.first_play_urgency"), "\n-x --visitexpand ", param_text("mcts.expand_visits"));
  }
  // Castro's other options steer parts this engine does not have (or has in another form).
  static const char* const kCastroOnly[] = {"-E", "--msexplore", "-F", "--msrave", "-A", "--parexplore", "-f", "--ravefactor",
                                            "-d", "--decrrave", "-a", "--knowledge", "-r", "--userave", "-X", "--useexplore",
                                            "-O", "--rollouts", "-I", "--dynwiden", "-s", "--shortrave", "-m", "--minimax",
                                            "-T", "--detectdraw", "-P", "--symmetry", "-L", "--logproof", "--gcsolved",
                                            "-l", "--localreply", "-y", "--locality", "-c", "--connect", "-S", "--size",
                                            "-b", "--bridge", "-D", "--distance", "-h", "--weightrand", "-K", "--weightknow",
                                            "-C", "--checkrings", "-R", "--ringdepth", "-Z", "--ringsize", "-z", "--ringincr",
                                            "-G", "--ringperm", "-p", "--pattern", "-g", "--goodreply", "-w", "--instantwin",
                                            "-W", "--instwindep", "--profile"};
  // Everything is checked before anything changes.
  std::optional<int> threads, ponder, keeptree;
  std::optional<std::size_t> maxmem;
  std::vector<std::pair<const char*, std::string>> param_values;
  for (std::size_t i = 0; i < cmd.args.size(); ++i) {
    const std::string& flag = cmd.arg(i);
    if (std::find(std::begin(kCastroOnly), std::end(kCastroOnly), flag) != std::end(kCastroOnly))
      throw GtpError(absl::StrCat("player_params: Castro's ", flag,
                                  " has no counterpart here (supported: -t -o -M -k -e -u -x; see params)"));
    const bool known = flag == "-t" || flag == "--threads" || flag == "-o" || flag == "--ponder" || flag == "-M" ||
                       flag == "--maxmem" || flag == "-k" || flag == "--keeptree" || flag == "-e" || flag == "--explore" ||
                       flag == "-u" || flag == "--fpurgency" || flag == "-x" || flag == "--visitexpand";
    if (!known) throw GtpError("player_params: unknown option " + flag + " (supported: -t -o -M -k -e -u -x)");
    if (i + 1 >= cmd.args.size()) throw GtpError("player_params: missing value after " + flag);
    ++i;
    auto param = [&](const char* name) {
      const common::ParamInfo p = *registry.find(name);
      if (p.integer) cmd.int_arg(i, static_cast<long long>(p.min), static_cast<long long>(p.max));
      else cmd.double_arg(i, p.min, p.max);
      param_values.emplace_back(name, cmd.arg(i));
    };
    if (flag == "-t" || flag == "--threads") threads = static_cast<int>(cmd.int_arg(i, 1, 64));
    else if (flag == "-o" || flag == "--ponder") ponder = static_cast<int>(cmd.int_arg(i, 0, 1));
    else if (flag == "-k" || flag == "--keeptree") keeptree = static_cast<int>(cmd.int_arg(i, 0, 1));
    else if (flag == "-M" || flag == "--maxmem") maxmem = static_cast<std::size_t>(cmd.int_arg(i, 1, 65536));
    else if (flag == "-e" || flag == "--explore") param("mcts.exploration");
    else if (flag == "-u" || flag == "--fpurgency") param("mcts.first_play_urgency");
    else param("mcts.expand_visits");
  }
  driver_.stop_pondering();
  if (maxmem) set_hash_mb(*maxmem);  // the only step that can still fail: first
  if (threads) settings_.threads = *threads;
  if (ponder) {
    settings_.ponder = *ponder == 1;
    driver_.set_pondering_enabled(settings_.ponder);
  }
  if (keeptree) settings_.reuse_tree = *keeptree == 1;
  for (const auto& [name, value] : param_values) registry.set(name, value);
  return std::string();
}

common::SearchLimits HavannahGtp::limits_for_move(int color) {
  const Game& g = history_.game();
  const common::TimeOptions options = time_options(g);
  common::SearchLimits limits = driver_.limits_for(color, options);
  if (limits.hard_ms == 0 && limits.soft_ms == 0 && limits.max_nodes == 0 && settings_.move_time_ms > 0) {
    common::ClockState fixed;
    fixed.move_time_ms = settings_.move_time_ms;
    limits = common::to_limits(common::TimeManager(options).plan(fixed));
  } else if (limits.hard_ms == 0 && limits.soft_ms == 0 && limits.max_nodes == 0) {
    // No clock at all: a fixed effort per move.
    if (settings_.search == SearchKind::kMcts) limits.max_nodes = settings_.playouts;
    else limits.max_depth = settings_.depth;
  }
  return limits;
}

void HavannahGtp::report(const common::SearchReport& r) const {
  if (settings_.search == SearchKind::kMcts) {
    protocol::log_line(absl::StrFormat("playouts %d (%d/s) winrate %s depth %d/%d tree %d%% pv %s", r.nodes, r.nps,
                                       percent(r.winrate), r.depth, r.seldepth, r.hashfull / 10,
                                       absl::StrJoin(r.pv, " ")));
  } else {
    protocol::log_line(absl::StrFormat("depth %d/%d score %d nodes %d (%d/s) pv %s", r.depth, r.seldepth, r.score,
                                       r.nodes, r.nps, absl::StrJoin(r.pv, " ")));
  }
}

HavannahGtp::Choice HavannahGtp::think(const common::SearchLimits& limits) {
  Game root = history_.game();
  root.forget_undo();
  auto report_fn = [this](const common::SearchReport& r) { report(r); };
  Choice choice;
  if (settings_.search == SearchKind::kMcts) {
    mcts_.set_config(mcts_config(limits));
    const auto result = driver_.think(limits, [&](common::SearchControl& c) { return mcts_.search(root, c, report_fn); });
    choice.move = result.best;
    choice.resign = settings_.resign && mcts_.root_proven() == common::Proven::kLoss;
    if (!result.has_move) choice.move = kNoMove;
  } else {
    if (!tt_) {
      tt_ = std::make_unique<common::TranspositionTable>(static_cast<std::size_t>(settings_.hash_mb));
      alphabeta_ = std::make_unique<common::AlphaBeta<Game>>(*tt_);
    }
    common::AlphaBetaConfig config;
    config.threads = settings_.threads;
    alphabeta_->set_config(config);
    const auto result =
        driver_.think(limits, [&](common::SearchControl& c) { return alphabeta_->search(root, c, report_fn); });
    choice.move = result.has_move ? result.best : kNoMove;
    choice.resign = settings_.resign && result.score <= -common::kScoreMateBound;
  }
  if (choice.move == kNoMove) {
    // Nothing came back (stopped at once): any legal move is better than none.
    Game::MoveList list;
    root.generate(list);
    if (!list.empty()) choice.move = list[0];
  }
  return choice;
}

std::string HavannahGtp::genmove(const GtpCommand& cmd, bool commit) {
  const auto start = engine_.command_received();  // the host's clock runs from here
  cmd.expect_args(0, 2);
  const Game& g = history_.game();
  const int color = cmd.args.empty() ? g.side_to_move() : color_arg(cmd, 0);
  // Castro's genmove <color> <seconds>: this long for this move, whatever the clock says.
  const double seconds = cmd.args.size() == 2 ? cmd.double_arg(1, 0.001, 1e7) : 0;
  // As Castro: once the game is over, genmove answers resign (referee scripts stop on it).
  if (history_.result() != Result::kNone) return "resign";
  if (color != g.side_to_move()) throw GtpError(absl::StrCat("it is ", gtp_color_name(g.side_to_move()), "'s turn"));
  common::SearchLimits limits;
  if (seconds > 0) {
    common::ClockState fixed;
    fixed.move_time_ms = static_cast<int64_t>(std::llround(seconds * 1000.0));
    limits = common::to_limits(common::TimeManager().plan(fixed));
    limits.max_nodes = engine_.max_simulations();
  } else {
    limits = limits_for_move(color);
  }
  const Choice choice = think(limits);
  if (commit) {
    engine_.clock().spent(color, std::chrono::duration_cast<std::chrono::milliseconds>(
                                     std::chrono::steady_clock::now() - start).count());
  }
  if (choice.resign) {
    if (commit) history_.resign(color);
    return "resign";
  }
  const std::string text = g.move_to_string(choice.move);
  if (commit) {
    std::string why;
    if (!history_.play(choice.move, &why)) throw GtpError("internal error: searcher chose " + text + ": " + why);
    if (settings_.search == SearchKind::kMcts && history_.result() == Result::kNone) {
      Game ponder_root = history_.game();
      ponder_root.forget_undo();
      driver_.set_ponder_job([this, ponder_root](common::SearchControl& c) { mcts_.search(ponder_root, c, {}); });
    }
  }
  return text;
}

std::string HavannahGtp::analyze(const GtpCommand& cmd) {
  cmd.expect_args(0, 1);
  if (history_.result() != Result::kNone) throw GtpError("the game is over");
  common::SearchLimits limits;
  limits.max_nodes = cmd.args.empty() ? settings_.playouts : static_cast<uint64_t>(cmd.int_arg(0, 1, 1LL << 40));
  Game root = history_.game();
  root.forget_undo();
  mcts_.set_config(mcts_config(limits));
  const auto result = driver_.think(limits, [&](common::SearchControl& c) {
    return mcts_.search(root, c, [this](const common::SearchReport& r) { report(r); });
  });
  std::vector<std::string> pv;
  Game line = root;
  for (Move m : result.pv) {
    pv.push_back(line.move_to_string(m));
    line.make(m);
  }
  const auto stats = mcts_.root_stats();
  double winrate = 0.5;
  if (!stats.empty()) winrate = stats.front().win_rate;
  std::string out = absl::StrFormat("playouts %d winrate %s pv %s", result.nodes, percent(winrate), absl::StrJoin(pv, " "));
  const char* proven[] = {"", " proven win", " proven loss", " proven draw"};
  for (std::size_t i = 0; i < stats.size() && i < 10; ++i) {
    const auto& s = stats[i];
    absl::StrAppend(&out, absl::StrFormat("\n%-4s visits %d winrate %s rave %s prior %.2f/%.0f%s", s.text, s.visits,
                                          percent(s.win_rate), percent(s.rave_rate), s.prior_value, s.prior_weight,
                                          proven[static_cast<int>(s.proven)]));
  }
  return out;
}

}  // namespace havannah
