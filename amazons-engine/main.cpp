// amazons-engine: a GTP engine for the Game of the Amazons, plus `perft` and `bench`.
#include <chrono>
#include <iostream>
#include <string>

#include "amazons-engine/bench.h"
#include "amazons-engine/gtp_adapter.h"
#include "amazons-engine/movegen.h"
#include "amazons-engine/notation.h"
#include "amazons-engine/params.h"
#include "protocol/cli/options.h"
#include "protocol/gtp/engine.h"
#include "protocol/io/log.h"

namespace po = boost::program_options;
using namespace amazons;

namespace {

std::optional<Algorithm> parse_algorithm(const std::string& name) {
  if (name == "alphabeta" || name == "ab") return Algorithm::kAlphaBeta;
  if (name == "mcts") return Algorithm::kMcts;
  return std::nullopt;
}

int run_perft(const po::variables_map& vm, int size) {
  Board b(size);
  if (vm.count("fen")) {
    std::string error;
    const auto parsed = parse_fen(vm["fen"].as<std::string>(), &error);
    if (!parsed) {
      std::cerr << error << "\n";
      return 2;
    }
    b = *parsed;
  }
  const int depth = vm.count("depth") ? vm["depth"].as<int>() : 3;
  if (depth < 0 || depth > 8) {
    std::cerr << "perft: --depth must be 0..8\n";
    return 2;
  }
  const auto start = std::chrono::steady_clock::now();
  const uint64_t count = perft(b, depth);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::cout << "perft " << depth << " of " << to_fen(b) << "\n";
  std::cout << "time " << seconds << " s, " << static_cast<double>(count) / std::max(seconds, 1e-9) / 1e6
            << " M/s\n";
  std::cout << count << std::endl;
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  protocol::CommandLine cl("amazons-engine", ENGINES_VERSION,
                           "amazons-engine [bench|perft] [options]   (no sub-command: GTP on stdin/stdout)");
  cl.options().add_options()
      ("size", po::value<int>()->default_value(10), "board size at start-up (6-12)")
      ("algorithm", po::value<std::string>()->default_value("mcts"),
       "search: mcts or alphabeta (bench defaults to alphabeta, whose node count is a signature)")
      ("move-time-ms", po::value<int64_t>()->default_value(5000), "time per genmove when no clock is set")
      ("max-depth", po::value<int>()->default_value(0), "alpha-beta depth limit per genmove (0 = none)")
      ("ponder", po::bool_switch(), "think on the opponent's time")
      ("fen", po::value<std::string>(), "perft: the position (default: the start)")
      ("depth", po::value<int>(), "perft: depth (default 3); bench: alpha-beta depth (default 4)")
      ("playouts", po::value<uint64_t>()->default_value(3000), "bench with --algorithm mcts: playouts per position");
  register_params();  // before parse: --param, --params and --list-params read the registry
  if (auto rc = cl.parse(argc, argv, {"bench", "perft"})) return *rc;
  const auto& vm = cl.values();
  const auto& common = cl.common();
  if (!common.log_file.empty() && !protocol::set_log_file(common.log_file))
    std::cerr << "amazons-engine: cannot open log file " << common.log_file << "; logging to stderr\n";

  const int size = vm["size"].as<int>();
  if (size < kMinSize || size > kMaxSize) {
    std::cerr << "amazons-engine: --size must be " << kMinSize << ".." << kMaxSize << "\n";
    return 2;
  }
  const auto algorithm = parse_algorithm(vm["algorithm"].as<std::string>());
  if (!algorithm) {
    std::cerr << "amazons-engine: --algorithm must be alphabeta or mcts\n";
    return 2;
  }

  if (common.command == "perft") return run_perft(vm, size);
  if (common.command == "bench") {
    BenchOptions bench;
    bench.algorithm = vm["algorithm"].defaulted() ? Algorithm::kAlphaBeta : *algorithm;
    if (vm.count("depth")) bench.depth = vm["depth"].as<int>();
    bench.playouts = vm["playouts"].as<uint64_t>();
    run_bench(bench, std::cout, std::cerr);
    return 0;
  }

  EngineOptions options;
  options.size = size;
  options.player = with_params(options.player);
  options.player.algorithm = *algorithm;
  options.player.threads = common.threads;
  options.player.hash_mb = common.hash_mb;
  options.player.seed = common.seed;
  options.move_time_ms = vm["move-time-ms"].as<int64_t>();
  options.max_depth = vm["max-depth"].as<int>();
  options.ponder = vm["ponder"].as<bool>();
  GtpFrontEnd front(options);
  return front.engine().run(std::cin, std::cout);
}
