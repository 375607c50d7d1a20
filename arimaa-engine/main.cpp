// arimaa-engine: an AEI engine on stdin/stdout by default; `perft`, `turnbench` and `bench`
// sub-commands for measurements. `--random` makes it a random-turn sparring partner.
#include <iostream>
#include <string>

#include <boost/program_options.hpp>

#include "arimaa-engine/aei_adapter.h"
#include "arimaa-engine/bench.h"
#include "arimaa-engine/eval.h"
#include "arimaa-engine/notation.h"
#include "arimaa-engine/params.h"
#include "arimaa-engine/perft.h"
#include "protocol/cli/options.h"

namespace po = boost::program_options;

namespace {
constexpr const char* kStartPosition = "g [rrrrrrrrdhcemchd                                DHCMECHDRRRRRRRR]";
}

int main(int argc, char** argv) {
  protocol::CommandLine cl("arimaa-engine", ENGINES_VERSION,
                           "arimaa-engine [perft|turnbench|bench|eval] [options]   (no command: AEI on stdin/stdout)");
  cl.options().add_options()
      ("position", po::value<std::string>()->default_value(kStartPosition), "perft, eval: position as \"g [<64 chars>]\"")
      ("depth", po::value<int>()->default_value(0), "perft: depth in turns (default 1); bench: depth in steps")
      ("repeat", po::value<int>()->default_value(200), "turnbench: repetitions per position")
      ("random", "play uniformly random turns (sparring partner for matches)")
      ("setup", po::value<std::string>()->default_value("shaped"),
       "shaped (as strong players place their pieces, varied by --seed) | random (uniform; a baseline for matches)");
  arimaa::register_params();  // before parsing: --param, --params and --list-params need them
  if (auto rc = cl.parse(argc, argv, {"perft", "turnbench", "bench", "eval"})) return *rc;
  const auto& common = cl.common();
  const auto& vm = cl.values();
  const int depth = vm["depth"].as<int>();

  if (common.command == "perft" || common.command == "eval") {
    std::string error;
    auto pos = arimaa::parse_setposition(vm["position"].as<std::string>(), &error);
    if (!pos) {
      std::cerr << "arimaa-engine: bad position: " << error << "\n";
      return 2;
    }
    if (common.command == "eval") {
      std::cout << arimaa::board_diagram(*pos) << arimaa::explain_evaluation(*pos) << "\nscore (side to move) "
                << arimaa::evaluate(*pos) << std::endl;
      return 0;
    }
    std::cout << arimaa::perft(*pos, depth > 0 ? depth : 1) << std::endl;
    return 0;
  }
  if (common.command == "turnbench") {
    arimaa::turn_generation_bench(std::cout, vm["repeat"].as<int>());
    return 0;
  }
  if (common.command == "bench") {
    arimaa::run_bench(std::cout, depth, vm["hash-mb"].defaulted() ? 16 : common.hash_mb);
    return 0;
  }

  const std::string setup = vm["setup"].as<std::string>();
  if (setup != "shaped" && setup != "random") {
    std::cerr << "arimaa-engine: --setup must be shaped or random, not '" << setup << "'\n";
    return 2;
  }
  arimaa::EngineConfig config;
  config.threads = common.threads;
  config.hash_mb = common.hash_mb;
  config.seed = common.seed;
  config.random = vm.count("random") > 0;
  config.random_setup = setup == "random";
  arimaa::Engine engine(config);
  arimaa::AeiAdapter adapter(engine);
  return protocol::AeiSession(adapter).run(std::cin, std::cout);
}
