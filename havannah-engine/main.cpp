// havannah-engine: GTP on stdin/stdout by default; `bench` and `match` sub-commands.
#include <iostream>
#include <thread>

#include "havannah-engine/bench.h"
#include "havannah-engine/gtp_engine.h"
#include "havannah-engine/params.h"
#include "protocol/cli/options.h"

namespace po = boost::program_options;

int main(int argc, char** argv) {
  protocol::CommandLine cl("havannah-engine", ENGINES_VERSION, "havannah-engine [bench|match] [options]");
  havannah::EngineSettings s;
  havannah::MatchOptions match;
  std::string search = "mcts";
  cl.options().add_options()
      ("size", po::value<int>(&s.base)->default_value(8), "board base (3-13)")
      ("gridcoords", po::bool_switch(&s.gridcoords), "LittleGolem cell names instead of HavannahGui ones")
      ("swap", po::bool_switch(&s.swap), "enable the swap (pie) rule")
      ("search", po::value<std::string>(&search)->default_value("mcts"), "mcts or alphabeta")
      ("playouts", po::value<uint64_t>(&s.playouts)->default_value(20000), "MCTS playouts per move without a clock")
      ("depth", po::value<int>(&s.depth)->default_value(6), "alpha-beta depth per move without a clock")
      ("move-time-ms", po::value<int64_t>(&s.move_time_ms)->default_value(0), "time per move without a clock, answer included (0: playouts/depth)")
      ("ponder", po::bool_switch(&s.ponder), "think on the opponent's time")
      ("no-rave", "plain UCT without RAVE")
      ("resign", po::bool_switch(&s.resign), "resign positions proven lost")
      ("player1", po::value<std::string>(&match.player1)->default_value("mcts"), "match: mcts|uct|noprior|random|alphabeta, MCTS kinds with optional :explore=x,rave=x,expand=n,playouts=n")
      ("player2", po::value<std::string>(&match.player2)->default_value("random"), "match: the opponent")
      ("games", po::value<int>(&match.games)->default_value(10), "match: number of games");
  havannah::register_params();  // before parse: --param, --params and --list-params need them
  if (auto rc = cl.parse(argc, argv, {"bench", "match"})) return *rc;
  const protocol::CommonOptions& common = cl.common();
  if (!havannah::valid_base(s.base)) {
    std::cerr << "havannah-engine: --size must be between " << havannah::kMinBase << " and " << havannah::kMaxBase << "\n";
    return 2;
  }
  if (search != "mcts" && search != "alphabeta") {
    std::cerr << "havannah-engine: --search must be mcts or alphabeta\n";
    return 2;
  }
  s.search = search == "mcts" ? havannah::SearchKind::kMcts : havannah::SearchKind::kAlphaBeta;
  s.rave = cl.values().count("no-rave") == 0;
  s.threads = common.threads;
  s.hash_mb = common.hash_mb;
  s.seed = common.seed;

  if (common.command == "bench") {
    havannah::BenchOptions b;
    b.threads = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    b.seed = common.seed;
    return havannah::run_bench(b);
  }
  if (common.command == "match") {
    match.base = s.base;
    match.playouts = s.playouts;
    match.depth = s.depth;
    match.seed = common.seed;
    match.swap = s.swap;
    return havannah::run_match(match);
  }
  havannah::HavannahGtp engine(s);
  return engine.run(std::cin, std::cout);
}
