#include "tools/match/cli_options.h"

#include <algorithm>

namespace po = boost::program_options;

namespace match {

namespace {

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

}  // namespace

po::options_description game_options() {
  po::options_description d("Games");
  d.add_options()
      ("game", po::value<std::string>(), "arimaa | havannah | amazons")
      ("size", po::value<int>()->default_value(0), "board size: Havannah base (default 8), Amazons side (default 10)")
      ("swap", po::bool_switch(), "Havannah: enable the swap (pie) rule")
      ("openings", po::value<std::string>(), "openings file: one opening per line, moves separated by ';'")
      ("openings-order", po::value<std::string>()->default_value("sequential"), "sequential | random")
      ("opening-plies", po::value<int>()->default_value(-1),
       "moves of a random opening (default: Arimaa both setups, Havannah/Amazons 2)")
      ("max-moves", po::value<int>()->default_value(-1),
       "adjudicate after this many moves (Arimaa turns; default Arimaa 400, others none; 0 = none)")
      ("adjudicate-settled", po::bool_switch(), "Amazons: stop once every region is settled and count the moves left")
      ("restart", po::bool_switch(), "a fresh engine process for every game");
  return d;
}

po::options_description clock_options() {
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
  return clocks;
}

std::string apply_game_and_clock_options(const po::variables_map& vm, MatchConfig& config) {
  if (!vm.count("game")) return "--game is required";
  const auto game = parse_game_kind(vm["game"].as<std::string>());
  if (!game) return "--game must be arimaa, havannah or amazons";
  config.game = *game;
  config.referee.size = vm["size"].as<int>();
  config.referee.swap = vm["swap"].as<bool>();
  if (config.referee.swap && config.game != GameKind::kHavannah) return "--swap is a Havannah rule";
  if (vm.count("openings")) config.openings_file = vm["openings"].as<std::string>();
  const std::string order = vm["openings-order"].as<std::string>();
  if (order != "sequential" && order != "random") return "--openings-order is sequential or random";
  config.openings_shuffle = order == "random";
  config.opening_plies = vm["opening-plies"].as<int>();
  config.restart = vm["restart"].as<bool>();

  std::string error;
  config.rules.tc = time_control(config.game, vm, error);
  if (!error.empty()) return error;
  const int max_moves = vm["max-moves"].as<int>();
  config.rules.max_moves = max_moves >= 0 ? max_moves : config.game == GameKind::kArimaa ? 400 : 0;
  config.rules.adjudicate_settled = vm["adjudicate-settled"].as<bool>();
  if (config.rules.adjudicate_settled && config.game != GameKind::kAmazons) return "--adjudicate-settled is for Amazons";
  config.rules.margin_ms = vm["timeout-margin-ms"].as<int64_t>();

  PlayerSettings& ps = config.player;
  ps.margin = protocol::Millis(config.rules.margin_ms);
  ps.hang_grace = protocol::Millis(vm["hang-grace-ms"].as<int64_t>());
  ps.unlimited_timeout = protocol::Millis(vm["hang-timeout-ms"].as<int64_t>());
  ps.handshake_timeout = protocol::Millis(vm["handshake-timeout-ms"].as<int64_t>());
  ps.swap = config.referee.swap;
  if (vm.count("depth")) {
    if (config.game != GameKind::kArimaa)
      return "--depth is an AEI option; for GTP engines pass their own command as option.X=Y";
    ps.depth = vm["depth"].as<int>();
  }
  if (vm.count("nodes")) {
    if (config.game == GameKind::kArimaa) return "AEI has no node limit; use --depth";
    ps.nodes = vm["nodes"].as<int64_t>();
  }
  return "";
}

}  // namespace match
