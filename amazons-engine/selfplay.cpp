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

#include <boost/program_options.hpp>

#include "amazons-engine/game.h"
#include "amazons-engine/notation.h"
#include "amazons-engine/player.h"

namespace po = boost::program_options;
using namespace amazons;

namespace {

struct Contestant {
  std::string name;
  std::unique_ptr<Player> player;  // null: random mover
};

// "alphabeta" or "mcts", then ",key=value" settings, e.g. "mcts,width=30,plies=6,c1=0.5".
void apply_setting(PlayerConfig& c, const std::string& key, double v) {
  EvalWeights& e = c.search.eval;
  SearchParams& s = c.search;
  const std::pair<const char*, double*> doubles[] = {
      {"t1_open", &e.t1_open}, {"t1_end", &e.t1_end}, {"c1", &e.c1}, {"c2", &e.c2}, {"t2", &e.t2},
      {"mob_open", &e.mobility_open}, {"mob_end", &e.mobility_end}, {"phase", &e.phase_squares},
      {"tempo", &e.tempo}, {"scale", &s.playout_scale}, {"bonus_open", &e.move_bonus_open},
      {"bonus_end", &e.move_bonus_end}};
  for (const auto& [name, field] : doubles)
    if (key == name) return void(*field = v);
  const std::pair<const char*, int*> ints[] = {
      {"root", &c.root_width}, {"width", &c.mcts_width}, {"plies", &s.playout_plies},
      {"q1", &s.shallow.queen_moves}, {"k1", &s.shallow.moves}, {"q2", &s.middle.queen_moves},
      {"k2", &s.middle.moves}, {"q3", &s.deep.queen_moves}, {"k3", &s.deep.moves}};
  for (const auto& [name, field] : ints)
    if (key == name) return void(*field = static_cast<int>(v));
  if (key == "expand") return void(c.mcts_expand_visits = static_cast<uint32_t>(v));
  if (key == "prior") return void(c.search.prior_weight = static_cast<float>(v));
  if (key == "explore") return void(c.mcts_exploration = static_cast<float>(v));
  if (key == "rave") return void(c.mcts_rave_equivalence = static_cast<float>(v));
  throw std::runtime_error("unknown setting " + key);
}

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
  while (std::getline(ss, item, ',')) {
    const auto eq = item.find('=');
    if (eq == std::string::npos) throw std::runtime_error("bad setting " + item);
    apply_setting(config, item.substr(0, eq), std::stod(item.substr(eq + 1)));
  }
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
      common::SearchLimits limits;
      limits.soft_ms = move_ms / 2;
      limits.hard_ms = move_ms;
      control.start(limits);
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
      "seed", po::value<uint64_t>()->default_value(1), "seed")("verbose", po::bool_switch(), "print every move");
  po::variables_map vm;
  po::store(po::parse_command_line(argc, argv, desc), vm);
  po::notify(vm);
  if (vm.count("help")) {
    std::cout << desc << "\n";
    return 0;
  }
  common::Rng rng(vm["seed"].as<uint64_t>());
  Contestant a = make_contestant(vm["white"].as<std::string>(), 11);
  Contestant b = make_contestant(vm["black"].as<std::string>(), 22);
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
