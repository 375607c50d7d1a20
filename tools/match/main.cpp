// game-match: engine-vs-engine matches for Arimaa (AEI), Havannah and Amazons (GTP).
// See tools/match/README.md for examples.
#include <absl/strings/str_join.h>
#include <unistd.h>

#include <boost/program_options.hpp>
#include <iostream>

#include "tools/match/cli_options.h"
#include "tools/match/match.h"
#include "tools/match/merge.h"
#include "tools/match/signals.h"

namespace po = boost::program_options;
using namespace match;

namespace {

constexpr const char* kUsage =
    "game-match --game arimaa|havannah|amazons --engine cmd=PROGRAM [name=N] [option.X=Y ...]\n"
    "           --engine cmd=PROGRAM ... [options]\n"
    "Plays engine A (the first --engine) against engine B, colours alternating over opening pairs.\n"
    "Statistics are engine A's. Example:\n"
    "  game-match --game havannah --size 6 --games 20 --movetime-ms 200 \\\n"
    "      --engine cmd=./havannah-engine name=new --engine \"cmd=./old-engine --threads 1\" name=old\n"
    "Shards: run 'game-match ... --shard K/N --results shard-K.jsonl' for K = 1..N (anywhere), then\n"
    "  game-match merge [--sprt elo0=0 elo1=10 ...] shard-*.jsonl\n"
    "prints the table of the whole match.\n";

// SIGINT / SIGTERM stop the match between moves; a second one ends the process at once.

// game-match merge [--sprt key=value ...] FILES...: the words after --sprt that hold a '=' are
// its bounds, every other word is a results file.
int merge_main(int argc, char** argv) {
  std::vector<std::string> files, sprt_words;
  bool sprt_given = false;
  for (int i = 2; i < argc; ++i) {
    const std::string word = argv[i];
    if (word == "--help" || word == "-h") {
      std::cout << "Usage: game-match merge [--sprt elo0=0 elo1=10 alpha=0.05 beta=0.05] RESULTS_FILES...\n"
                   "Adds up the results files of the shards of one match (game-match --shard K/N\n"
                   "--results FILE) and prints the final table a single run of the whole match prints.\n"
                   "The SPRT bounds default to those the shards were given.\n";
      return 0;
    }
    if (word == "--sprt") {
      sprt_given = true;
      while (i + 1 < argc && std::string(argv[i + 1]).find('=') != std::string::npos) sprt_words.push_back(argv[++i]);
    } else if (word.rfind("--", 0) == 0) {
      std::cerr << "game-match merge: unknown option " << word << " (see --help)\n";
      return 2;
    } else {
      files.push_back(word);
    }
  }
  if (files.empty()) {
    std::cerr << "game-match merge: give the results files (see --help)\n";
    return 2;
  }
  std::optional<SprtConfig> sprt;
  if (sprt_given) {
    std::string why;
    sprt = parse_sprt(absl::StrJoin(sprt_words, " "), &why);
    if (!sprt) {
      std::cerr << "game-match merge: --sprt: " << why << "\n";
      return 2;
    }
  }
  std::string error;
  const auto merged = merge_results_files(files, &error);
  if (!merged) {
    std::cerr << "game-match merge: " << error << "\n";
    return 1;
  }
  if (merged->missing > 0)
    std::cerr << "game-match merge: " << merged->missing << " of " << merged->identity.games
              << " games are in none of the files (shards given: " << absl::StrJoin(merged->shards, " ")
              << "); the table covers the " << merged->games.size() << " present\n";
  std::cout << merged_report(*merged, sprt) << std::flush;
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc > 1 && std::string(argv[1]) == "merge") return merge_main(argc, argv);
  po::options_description general("General");
  general.add_options()
      ("help,h", "show this help")
      ("version", "print the version")
      ("engine", po::value<std::vector<std::string>>()->multitoken()->composing(),
       "an engine, twice: cmd=\"PROGRAM ARGS\" [name=NAME] [dir=DIR] [stderr=FILE] [option.X=Y ...]")
      ("games", po::value<int>()->default_value(2), "number of games (pairs of games per opening)")
      ("shard", po::value<std::string>(), "K/N: play only game pairs p with p % N = K-1 (see 'game-match merge')")
      ("concurrency", po::value<int>()->default_value(1), "games played at the same time")
      ("seed", po::value<uint64_t>()->default_value(1), "seed of the random openings and openings order");
  po::options_description output("Output");
  output.add_options()
      ("sprt", po::value<std::vector<std::string>>()->multitoken(),
       "stop early: elo0=0 elo1=10 alpha=0.05 beta=0.05 (pentanomial LLR over game pairs; a shard only reports it)")
      ("results", po::value<std::string>(), "results file (JSON lines), one line per game")
      ("resume", po::bool_switch(), "continue the match in --results, playing only the missing games")
      ("records", po::value<std::string>(), "write each game's record into this directory")
      ("quiet,q", po::bool_switch(), "only the final table")
      ("show-board", po::bool_switch(), "print the final position after each game")
      ("status", po::value<std::string>()->default_value("auto"),
       "status line on stderr (games, score, Elo ± 95%, LLR, ETA): auto (if a terminal) | on | off")
      ("status-every", po::value<double>()->default_value(30),
       "seconds between status lines when stderr is not a terminal (with --status on)");
  po::options_description all;
  all.add(general).add(game_options()).add(clock_options()).add(output);

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
  if (const std::string why = apply_game_and_clock_options(vm, config); !why.empty()) return usage_error(why);
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
  if (vm.count("shard")) {
    std::string why;
    const auto shard = parse_shard(vm["shard"].as<std::string>(), &why);
    if (!shard) return usage_error(why);
    config.shard = *shard;
    if (config.shard.games_of(config.games) == 0)
      return usage_error("shard " + config.shard.text() + " has no games: --games must be at least 2 per shard");
  }
  config.seed = vm["seed"].as<uint64_t>();

  if (vm.count("sprt")) {
    std::string why;
    config.sprt = parse_sprt(absl::StrJoin(vm["sprt"].as<std::vector<std::string>>(), " "), &why);
    if (!config.sprt) return usage_error("--sprt: " + why);
  }
  if (vm.count("results")) config.results_path = vm["results"].as<std::string>();
  config.resume = vm["resume"].as<bool>();
  if (vm.count("records")) config.records_dir = vm["records"].as<std::string>();
  config.quiet = vm["quiet"].as<bool>();
  config.show_board = vm["show-board"].as<bool>();
  const std::string status = vm["status"].as<std::string>();
  if (status != "auto" && status != "on" && status != "off") return usage_error("--status is auto, on or off");
  const bool tty = isatty(STDERR_FILENO);
  config.status = status == "on" || (status == "auto" && tty);
  if (!tty) {
    config.status_every_s = vm["status-every"].as<double>();
    if (!(config.status_every_s > 0)) return usage_error("--status-every must be positive");
  }

  const SignalWatcher signals("game-match");
  const MatchSummary summary = run_match(config, std::cout, std::cerr, signals.interrupted());
  if (!summary.error.empty()) {
    std::cerr << "game-match: " << summary.error << "\n";
    return 1;
  }
  return summary.interrupted ? 130 : 0;
}
