// amazons-selfplay: in-process matches between engine configurations (development tool for
// measuring strength; not used by the engine). Each game starts from a few random plies, and
// every opening is played twice with colours swapped.
//
//   amazons-selfplay --white alphabeta --black mcts --games 10 --move-ms 500
#include <chrono>
#include <iostream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include <boost/program_options.hpp>

#include "amazons-engine/game.h"
#include "amazons-engine/notation.h"
#include "amazons-engine/params.h"
#include "amazons-engine/player.h"
#include "common/params/params.h"
#include "common/time/time_manager.h"

namespace po = boost::program_options;
using namespace amazons;

namespace {

struct Contestant {
  std::string name;
  std::unique_ptr<Player> player;  // null: random mover
};

// "alphabeta" or "mcts", then ",NAME=VALUE" parameters of the registry (amazons-engine
// --list-params), e.g. "mcts,mcts.width=30,mcts.playout_plies=6,eval.c1=50", on top of the
// process's values (--param, --params). A bad name or value ends the program.
Contestant make_contestant(const std::string& spec, uint64_t seed) {
  Contestant c{spec, nullptr};
  if (spec == "random") return c;
  PlayerConfig config;
  config.seed = seed;
  config.hash_mb = 32;
  std::stringstream ss(spec);
  std::string item;
  std::getline(ss, item, ',');
  if (item == "alphabeta") {
    config.algorithm = Algorithm::kAlphaBeta;
  } else if (item == "mcts") {
    config.algorithm = Algorithm::kMcts;
  } else {
    throw std::runtime_error("unknown player " + spec);
  }
  common::ParamRegistry& registry = common::params();
  const std::string process_values = registry.to_text();
  std::string overrides;
  while (std::getline(ss, item, ',')) overrides += item + "\n";
  if (auto error = registry.load_text(overrides)) throw std::runtime_error(spec + ": " + *error);
  config = with_params(config);
  (void)registry.load_text(process_values);
  c.player = std::make_unique<Player>(config);
  return c;
}

// Plays one game; returns the winner (kWhite / kBlack).
int play_game(Contestant* players[2], const Board& start, int64_t move_ms, common::Rng& rng, bool verbose,
              int& plies) {
  Game game(start);
  for (int side = 0; side < 2; ++side)
    if (players[side]->player) players[side]->player->new_game();
  plies = 0;
  for (;;) {
    const int side = game.side_to_move();
    if (!has_move(game.board(), side)) return side ^ 1;
    Contestant& c = *players[side];
    Move m{};
    if (!c.player) {
      random_move(game.board(), rng, m);
    } else {
      common::SearchControl control;
      // As genmove under a fixed time per move plans it.
      common::ClockState fixed;
      fixed.move_time_ms = move_ms;
      control.start(common::to_limits(common::TimeManager().plan(fixed)));
      const Decision d = c.player->choose(game, control, {});
      m = d.move;
      if (verbose)
        std::cerr << plies << " " << c.name << " " << move_to_string(m) << " score " << d.score << " depth " << d.depth
                  << " nodes " << d.nodes << "\n";
    }
    if (!is_legal(game.board(), m)) {
      std::cerr << "ILLEGAL move " << move_to_string(m) << " by " << c.name << " in " << to_fen(game.board()) << "\n";
      return side ^ 1;
    }
    game.make(m);
    ++plies;
  }
}

}  // namespace

int main(int argc, char** argv) {
  po::options_description desc("amazons-selfplay options");
  desc.add_options()("help", "help")("white", po::value<std::string>()->default_value("alphabeta"), "first player")(
      "black", po::value<std::string>()->default_value("random"), "second player")(
      "games", po::value<int>()->default_value(2), "games (even: openings are played with both colourings)")(
      "move-ms", po::value<int64_t>()->default_value(500), "time per move")(
      "size", po::value<int>()->default_value(10), "board size")(
      "random-plies", po::value<int>()->default_value(2), "random plies at the start of each opening")(
      "seed", po::value<uint64_t>()->default_value(1), "seed")("verbose", po::bool_switch(), "print every move")(
      "param", po::value<std::vector<std::string>>()->composing(), "NAME=VALUE for both players (repeatable)")(
      "params", po::value<std::string>(), "a file of NAME VALUE lines for both players");
  po::variables_map vm;
  po::store(po::parse_command_line(argc, argv, desc), vm);
  po::notify(vm);
  if (vm.count("help")) {
    std::cout << desc << "\n";
    return 0;
  }
  register_params();
  common::ParamRegistry& registry = common::params();
  if (vm.count("params"))
    if (auto error = registry.load_file(vm["params"].as<std::string>())) {
      std::cerr << "amazons-selfplay: --params: " << *error << "\n";
      return 2;
    }
  if (vm.count("param"))
    for (const auto& assignment : vm["param"].as<std::vector<std::string>>())
      if (auto error = registry.set_assignment(assignment)) {
        std::cerr << "amazons-selfplay: --param: " << *error << "\n";
        return 2;
      }
  common::Rng rng(vm["seed"].as<uint64_t>());
  Contestant a, b;
  try {
    a = make_contestant(vm["white"].as<std::string>(), 11);
    b = make_contestant(vm["black"].as<std::string>(), 22);
  } catch (const std::exception& e) {
    std::cerr << "amazons-selfplay: " << e.what() << "\n";
    return 2;
  }
  const int games = vm["games"].as<int>();
  double score_a = 0;
  Board opening(vm["size"].as<int>());
  for (int g = 0; g < games; ++g) {
    if (g % 2 == 0) {
      opening = Board(vm["size"].as<int>());
      for (int i = 0; i < vm["random-plies"].as<int>(); ++i) {
        Move m;
        if (random_move(opening, rng, m)) opening.make(m);
      }
    }
    const bool a_white = g % 2 == 0;
    Contestant* players[2] = {a_white ? &a : &b, a_white ? &b : &a};
    int plies = 0;
    const auto t0 = std::chrono::steady_clock::now();
    const int winner = play_game(players, opening, vm["move-ms"].as<int64_t>(), rng, vm["verbose"].as<bool>(), plies);
    const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    const bool a_won = (winner == kWhite) == a_white;
    score_a += a_won ? 1 : 0;
    std::cout << "game " << g + 1 << ": " << players[0]->name << " (W) vs " << players[1]->name << " (B) from "
              << to_fen(opening) << ": " << (winner == kWhite ? "white" : "black") << " wins after " << plies
              << " plies, " << secs << " s; " << a.name << " " << score_a << "/" << g + 1 << std::endl;
  }
  std::cout << a.name << " vs " << b.name << ": " << score_a << " - " << games - score_a << std::endl;
}
