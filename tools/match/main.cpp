// game-match: engine-vs-engine matches for Arimaa (AEI), Havannah and Amazons (GTP).
// See tools/match/README.md for examples.
#include <absl/strings/str_join.h>
#include <unistd.h>

#include <boost/program_options.hpp>
#include <csignal>
#include <iostream>
#include <thread>

#include "tools/match/match.h"

namespace po = boost::program_options;
using namespace match;

namespace {

constexpr const char* kUsage =
    "game-match --game arimaa|havannah|amazons --engine cmd=PROGRAM [name=N] [option.X=Y ...]\n"
    "           --engine cmd=PROGRAM ... [options]\n"
    "Plays engine A (the first --engine) against engine B, colours alternating over opening pairs.\n"
    "Statistics are engine A's. Example:\n"
    "  game-match --game havannah --size 6 --games 20 --movetime-ms 200 \\\n"
    "      --engine cmd=./havannah-engine name=new --engine \"cmd=./old-engine --threads 1\" name=old\n";

int64_t seconds_to_ms(double s) { return static_cast<int64_t>(s * 1000.0 + 0.5); }

// Builds the clock from the options; empty error when fine.
TimeControl time_control(GameKind game, const po::variables_map& vm, std::string& error) {
  TimeControl tc;
  const bool aei_options = vm.count("tc-move") || vm.count("tc-reserve") || vm.count("tc-percent") ||
                           vm.count("tc-max") || vm.count("tc-turntime");
  const bool gtp_options = vm.count("tc-main") || vm.count("tc-increment") || vm.count("tc-byoyomi") ||
                           vm.count("tc-periods") || vm.count("tc-stones");
  const int kinds = (vm.count("movetime-ms") ? 1 : 0) + (aei_options ? 1 : 0) + (gtp_options ? 1 : 0);
  if (kinds > 1) {
    error = "choose one clock: --movetime-ms, the AEI --tc-move/--tc-reserve/... or the GTP --tc-main/...";
    return tc;
  }
  if (vm.count("movetime-ms")) {
    tc.kind = TimeControl::Kind::kMoveTime;
    tc.move_ms = vm["movetime-ms"].as<int64_t>();
    if (tc.move_ms <= 0) error = "--movetime-ms must be positive";
  } else if (aei_options) {
    if (game != GameKind::kArimaa) error = "--tc-move/--tc-reserve/... are Arimaa (AEI) clocks; use --tc-main etc.";
    tc.kind = TimeControl::Kind::kAei;
    tc.tc_move_ms = seconds_to_ms(vm.count("tc-move") ? vm["tc-move"].as<double>() : 0);
    tc.tc_reserve_ms = seconds_to_ms(vm.count("tc-reserve") ? vm["tc-reserve"].as<double>() : 0);
    tc.tc_percent = vm.count("tc-percent") ? vm["tc-percent"].as<double>() : 100.0;
    tc.tc_max_ms = seconds_to_ms(vm.count("tc-max") ? vm["tc-max"].as<double>() : 0);
    tc.tc_turn_ms = seconds_to_ms(vm.count("tc-turntime") ? vm["tc-turntime"].as<double>() : 0);
    if (tc.tc_percent < 0 || tc.tc_percent > 100) error = "--tc-percent must be 0..100";
  } else if (gtp_options) {
    if (game == GameKind::kArimaa) error = "--tc-main/--tc-byoyomi/... are GTP clocks; Arimaa uses --tc-move, --tc-reserve ...";
    tc.main_ms = seconds_to_ms(vm.count("tc-main") ? vm["tc-main"].as<double>() : 0);
    tc.increment_ms = seconds_to_ms(vm.count("tc-increment") ? vm["tc-increment"].as<double>() : 0);
    tc.byo_ms = seconds_to_ms(vm.count("tc-byoyomi") ? vm["tc-byoyomi"].as<double>() : 0);
    const int periods = vm.count("tc-periods") ? vm["tc-periods"].as<int>() : 0;
    const int stones = vm.count("tc-stones") ? vm["tc-stones"].as<int>() : 0;
    if (tc.increment_ms > 0 && tc.byo_ms > 0) error = "--tc-increment and --tc-byoyomi do not mix";
    if (periods > 0 && stones > 0) error = "--tc-periods (byo-yomi) and --tc-stones (Canadian) do not mix";
    if ((periods > 0 || stones > 0) && tc.byo_ms == 0) error = "--tc-periods / --tc-stones need --tc-byoyomi";
    if (tc.increment_ms > 0) {
      tc.kind = TimeControl::Kind::kFischer;
    } else if (tc.byo_ms > 0 && stones > 0) {
      tc.kind = TimeControl::Kind::kCanadian;
      tc.byo_stones = stones;
    } else if (tc.byo_ms > 0) {
      tc.kind = TimeControl::Kind::kByoyomi;
      tc.byo_periods = std::max(1, periods);
    } else {
      tc.kind = TimeControl::Kind::kAbsolute;
      if (tc.main_ms <= 0) error = "--tc-main must be positive";
    }
  }
  return tc;
}

// SIGINT / SIGTERM stop the match between moves; a second one ends the process at once.
std::atomic<bool> g_interrupted{false};
std::atomic<bool> g_finished{false};

void watch_signals(sigset_t set) {
  timespec tick{0, 200 * 1000 * 1000};
  while (!g_finished.load()) {
    const int sig = sigtimedwait(&set, nullptr, &tick);
    if (sig <= 0) continue;
    if (g_interrupted.exchange(true)) std::_Exit(130);
    std::cerr << "\ngame-match: stopping (again to quit at once)" << std::endl;
  }
}

}  // namespace

int main(int argc, char** argv) {
  po::options_description general("General");
  general.add_options()
      ("help,h", "show this help")
      ("version", "print the version")
      ("game", po::value<std::string>(), "arimaa | havannah | amazons")
      ("size", po::value<int>()->default_value(0), "board size: Havannah base (default 8), Amazons side (default 10)")
      ("swap", po::bool_switch(), "Havannah: enable the swap (pie) rule")
      ("engine", po::value<std::vector<std::string>>()->multitoken()->composing(),
       "an engine, twice: cmd=\"PROGRAM ARGS\" [name=NAME] [dir=DIR] [stderr=FILE] [option.X=Y ...]")
      ("games", po::value<int>()->default_value(2), "number of games (pairs of games per opening)")
      ("concurrency", po::value<int>()->default_value(1), "games played at the same time")
      ("seed", po::value<uint64_t>()->default_value(1), "seed of the random openings and openings order")
      ("openings", po::value<std::string>(), "openings file: one opening per line, moves separated by ';'")
      ("openings-order", po::value<std::string>()->default_value("sequential"), "sequential | random")
      ("opening-plies", po::value<int>()->default_value(-1),
       "moves of a random opening (default: Arimaa both setups, Havannah/Amazons 2)")
      ("max-moves", po::value<int>()->default_value(-1),
       "adjudicate after this many moves (Arimaa turns; default Arimaa 400, others none; 0 = none)")
      ("adjudicate-settled", po::bool_switch(), "Amazons: stop once every region is settled and count the moves left")
      ("restart", po::bool_switch(), "a fresh engine process for every game");
  po::options_description clocks("Clocks (the runner keeps them; a move beyond its time plus the margin loses)");
  clocks.add_options()
      ("movetime-ms", po::value<int64_t>(), "fixed time per move")
      ("tc-move", po::value<double>(), "Arimaa: tcmove, seconds per turn")
      ("tc-reserve", po::value<double>(), "Arimaa: tcreserve, starting reserve in seconds")
      ("tc-percent", po::value<double>(), "Arimaa: tcpercent of unused turn time added to the reserve (default 100)")
      ("tc-max", po::value<double>(), "Arimaa: tcmax, reserve cap in seconds")
      ("tc-turntime", po::value<double>(), "Arimaa: tcturntime, maximum seconds for one turn")
      ("tc-main", po::value<double>(), "GTP: main time in seconds")
      ("tc-increment", po::value<double>(), "GTP: Fischer increment in seconds")
      ("tc-byoyomi", po::value<double>(), "GTP: byo-yomi period in seconds")
      ("tc-periods", po::value<int>(), "GTP: Japanese byo-yomi periods (default 1)")
      ("tc-stones", po::value<int>(), "GTP: Canadian byo-yomi, moves per period")
      ("depth", po::value<int>(), "AEI: setoption depth (steps)")
      ("nodes", po::value<int64_t>(), "GTP: Castro 'time -i N' (playouts), if the engine knows 'time'")
      ("timeout-margin-ms", po::value<int64_t>()->default_value(1000), "lag forgiven beyond the clock")
      ("hang-grace-ms", po::value<int64_t>()->default_value(1000),
       "after time + margin, how long a late answer still counts as 'time' rather than 'hang'")
      ("hang-timeout-ms", po::value<int64_t>()->default_value(60000), "a move without a clock must come within this")
      ("handshake-timeout-ms", po::value<int64_t>()->default_value(10000), "start-up answer (aeiok, GTP name)");
  po::options_description output("Output");
  output.add_options()
      ("sprt", po::value<std::vector<std::string>>()->multitoken(),
       "stop early: elo0=0 elo1=10 alpha=0.05 beta=0.05 (pentanomial LLR over game pairs)")
      ("results", po::value<std::string>(), "results file (JSON lines), one line per game")
      ("resume", po::bool_switch(), "continue the match in --results, playing only the missing games")
      ("records", po::value<std::string>(), "write each game's record into this directory")
      ("quiet,q", po::bool_switch(), "only the final table")
      ("show-board", po::bool_switch(), "print the final position after each game")
      ("status", po::value<std::string>()->default_value("auto"), "status line on stderr: auto (if a terminal) | on | off");
  po::options_description all;
  all.add(general).add(clocks).add(output);

  po::variables_map vm;
  std::vector<std::vector<std::string>> engine_words;
  try {
    po::parsed_options parsed = po::command_line_parser(argc, argv).options(all).run();
    for (const auto& o : parsed.options)
      if (o.string_key == "engine") engine_words.push_back(o.value);
    po::store(parsed, vm);
    po::notify(vm);
  } catch (const po::error& e) {
    std::cerr << "game-match: " << e.what() << "\n";
    return 2;
  }
  if (vm.count("help")) {
    std::cout << kUsage << "\n" << all << "\nSee tools/match/README.md.\n";
    return 0;
  }
  if (vm.count("version")) {
    std::cout << "game-match " << ENGINES_VERSION << "\n";
    return 0;
  }
  auto usage_error = [](const std::string& why) {
    std::cerr << "game-match: " << why << " (see --help)\n";
    return 2;
  };

  MatchConfig config;
  if (!vm.count("game")) return usage_error("--game is required");
  const auto game = parse_game_kind(vm["game"].as<std::string>());
  if (!game) return usage_error("--game must be arimaa, havannah or amazons");
  config.game = *game;
  config.referee.size = vm["size"].as<int>();
  config.referee.swap = vm["swap"].as<bool>();
  if (config.referee.swap && config.game != GameKind::kHavannah) return usage_error("--swap is a Havannah rule");
  if (engine_words.size() != 2) return usage_error("give exactly two --engine");
  for (int e = 0; e < 2; ++e) {
    std::string why;
    auto spec = parse_engine_spec(engine_words[e], &why);
    if (!spec) return usage_error(why);
    config.engines[e] = *spec;
  }
  config.games = vm["games"].as<int>();
  config.concurrency = vm["concurrency"].as<int>();
  if (config.games < 1) return usage_error("--games must be at least 1");
  if (config.concurrency < 1 || config.concurrency > 256) return usage_error("--concurrency must be 1..256");
  config.seed = vm["seed"].as<uint64_t>();
  if (vm.count("openings")) config.openings_file = vm["openings"].as<std::string>();
  const std::string order = vm["openings-order"].as<std::string>();
  if (order != "sequential" && order != "random") return usage_error("--openings-order is sequential or random");
  config.openings_shuffle = order == "random";
  config.opening_plies = vm["opening-plies"].as<int>();

  std::string error;
  config.rules.tc = time_control(config.game, vm, error);
  if (!error.empty()) return usage_error(error);
  const int max_moves = vm["max-moves"].as<int>();
  config.rules.max_moves = max_moves >= 0 ? max_moves : config.game == GameKind::kArimaa ? 400 : 0;
  config.rules.adjudicate_settled = vm["adjudicate-settled"].as<bool>();
  if (config.rules.adjudicate_settled && config.game != GameKind::kAmazons)
    return usage_error("--adjudicate-settled is for Amazons");
  config.rules.margin_ms = vm["timeout-margin-ms"].as<int64_t>();

  PlayerSettings& ps = config.player;
  ps.margin = protocol::Millis(config.rules.margin_ms);
  ps.hang_grace = protocol::Millis(vm["hang-grace-ms"].as<int64_t>());
  ps.unlimited_timeout = protocol::Millis(vm["hang-timeout-ms"].as<int64_t>());
  ps.handshake_timeout = protocol::Millis(vm["handshake-timeout-ms"].as<int64_t>());
  ps.swap = config.referee.swap;
  if (vm.count("depth")) {
    if (config.game != GameKind::kArimaa)
      return usage_error("--depth is an AEI option; for GTP engines pass their own command as option.X=Y");
    ps.depth = vm["depth"].as<int>();
  }
  if (vm.count("nodes")) {
    if (config.game == GameKind::kArimaa) return usage_error("AEI has no node limit; use --depth");
    ps.nodes = vm["nodes"].as<int64_t>();
  }

  if (vm.count("sprt")) {
    std::string why;
    config.sprt = parse_sprt(absl::StrJoin(vm["sprt"].as<std::vector<std::string>>(), " "), &why);
    if (!config.sprt) return usage_error("--sprt: " + why);
  }
  if (vm.count("results")) config.results_path = vm["results"].as<std::string>();
  config.resume = vm["resume"].as<bool>();
  if (vm.count("records")) config.records_dir = vm["records"].as<std::string>();
  config.restart = vm["restart"].as<bool>();
  config.quiet = vm["quiet"].as<bool>();
  config.show_board = vm["show-board"].as<bool>();
  const std::string status = vm["status"].as<std::string>();
  if (status != "auto" && status != "on" && status != "off") return usage_error("--status is auto, on or off");
  config.status = status == "on" || (status == "auto" && isatty(STDERR_FILENO));

  // Signals go to the watcher thread only (engines run in their own process groups).
  sigset_t signals;
  sigemptyset(&signals);
  sigaddset(&signals, SIGINT);
  sigaddset(&signals, SIGTERM);
  pthread_sigmask(SIG_BLOCK, &signals, nullptr);
  std::thread watcher(watch_signals, signals);

  const MatchSummary summary = run_match(config, std::cout, std::cerr, &g_interrupted);
  g_finished = true;
  watcher.join();
  if (!summary.error.empty()) {
    std::cerr << "game-match: " << summary.error << "\n";
    return 1;
  }
  return summary.interrupted ? 130 : 0;
}
