// game-tune: SPSA tuning of an engine's parameters by self-play through game-match's library.
// See tools/match/README.md ("Tuning").
#include <absl/strings/str_join.h>
#include <absl/strings/str_split.h>

#include <boost/program_options.hpp>
#include <iostream>

#include "tools/match/cli_options.h"
#include "tools/match/signals.h"
#include "tools/tune/tuner.h"

namespace po = boost::program_options;

namespace {

constexpr const char* kUsage =
    "game-tune --game havannah|amazons|arimaa --engine cmd=PROGRAM [option.X=Y ...] --tune NAME[,NAME...]\n"
    "          --iterations N [--pairs-per-iteration P] [clock options] [--out PREFIX] [--resume]\n"
    "Tunes parameters of one engine by SPSA: every iteration plays P game pairs between the\n"
    "engine with theta + c_k*flip and with theta - c_k*flip (given as --param NAME=VALUE), and\n"
    "moves theta toward the side that scored. The engine lists its parameters (GTP/AEI 'params').\n"
    "Writes PREFIX.state (resume), PREFIX.csv and PREFIX.svg (history), PREFIX.params (--params FILE).\n"
    "Example:\n"
    "  game-tune --game havannah --size 6 --engine cmd=./havannah-engine --tune mcts.exploration \\\n"
    "      --iterations 200 --pairs-per-iteration 2 --movetime-ms 50 --concurrency 2 --out explore\n";

}  // namespace

int main(int argc, char** argv) {
  po::options_description general("Tuning");
  general.add_options()
      ("help,h", "show this help")
      ("version", "print the version")
      ("engine", po::value<std::vector<std::string>>()->multitoken(),
       "the engine: cmd=\"PROGRAM ARGS\" [dir=DIR] [stderr=FILE] [option.X=Y ...]")
      ("tune", po::value<std::vector<std::string>>()->composing(),
       "parameters to tune, comma-separated or repeated (default: every one the engine lists)")
      ("iterations", po::value<int64_t>()->default_value(100), "SPSA iterations")
      ("pairs-per-iteration", po::value<int>()->default_value(1), "game pairs of each iteration")
      ("concurrency", po::value<int>()->default_value(1), "games played at the same time")
      ("seed", po::value<uint64_t>()->default_value(1), "seed of the flips and openings (a run repeats with it)")
      ("r-end", po::value<double>()->default_value(0.002), "learning rate at the end (a_k / c_k^2), as fishtest's r_end")
      ("A", po::value<double>(), "SPSA stability constant A (default: 10% of the pairs)")
      ("alpha", po::value<double>()->default_value(0.602), "decay of a_k")
      ("gamma", po::value<double>()->default_value(0.101), "decay of c_k")
      ("out", po::value<std::string>()->default_value("tune"), "prefix of the output files")
      ("resume", po::bool_switch(), "continue the run in PREFIX.state (same command line)");
  po::options_description all;
  all.add(general).add(match::game_options()).add(match::clock_options());
  po::variables_map vm;
  try {
    po::store(po::command_line_parser(argc, argv).options(all).run(), vm);
    po::notify(vm);
  } catch (const po::error& e) {
    std::cerr << "game-tune: " << e.what() << "\n";
    return 2;
  }
  if (vm.count("help")) {
    std::cout << kUsage << "\n" << all << "\nSee tools/match/README.md.\n";
    return 0;
  }
  if (vm.count("version")) {
    std::cout << "game-tune " << ENGINES_VERSION << "\n";
    return 0;
  }
  auto usage_error = [](const std::string& why) {
    std::cerr << "game-tune: " << why << " (see --help)\n";
    return 2;
  };

  tune::TuneConfig config;
  if (const std::string why = match::apply_game_and_clock_options(vm, config.match); !why.empty()) return usage_error(why);
  if (!vm.count("engine")) return usage_error("--engine is required");
  const auto words = vm["engine"].as<std::vector<std::string>>();
  std::string why;
  auto spec = match::parse_engine_spec(words, &why);
  if (!spec) return usage_error(why);
  config.engine = *spec;
  config.engine_text = absl::StrJoin(words, " ");
  if (vm.count("tune"))
    for (const auto& group : vm["tune"].as<std::vector<std::string>>())
      for (absl::string_view name : absl::StrSplit(group, ',', absl::SkipWhitespace())) config.names.emplace_back(name);
  config.iterations = vm["iterations"].as<int64_t>();
  config.pairs_per_iteration = vm["pairs-per-iteration"].as<int>();
  if (config.iterations < 1) return usage_error("--iterations must be at least 1");
  if (config.pairs_per_iteration < 1) return usage_error("--pairs-per-iteration must be at least 1");
  config.match.concurrency = vm["concurrency"].as<int>();
  if (config.match.concurrency < 1 || config.match.concurrency > 256) return usage_error("--concurrency must be 1..256");
  config.seed = vm["seed"].as<uint64_t>();
  config.schedule.r_end = vm["r-end"].as<double>();
  config.schedule.alpha = vm["alpha"].as<double>();
  config.schedule.gamma = vm["gamma"].as<double>();
  if (!(config.schedule.r_end > 0)) return usage_error("--r-end must be positive");
  if (vm.count("A")) {
    config.schedule.big_a = vm["A"].as<double>();
    config.a_given = true;
    if (config.schedule.big_a < 0) return usage_error("--A must be >= 0");
  }
  config.out_prefix = vm["out"].as<std::string>();
  config.resume = vm["resume"].as<bool>();

  const match::SignalWatcher signals("game-tune");
  const tune::TuneResult result = tune::run_tuner(config, std::cout, std::cerr, signals.interrupted());
  if (!result.error.empty()) {
    std::cerr << "game-tune: " << result.error << "\n";
    return 1;
  }
  return result.interrupted ? 130 : 0;
}
