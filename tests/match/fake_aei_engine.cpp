// A tiny AEI engine for the match tests: random legal Arimaa setups and turns from the match
// referee, and on demand every failure a real engine can show (see fake_engine_modes.h).
#include "tests/match/fake_engine_modes.h"

#include <sstream>

int main(int argc, char** argv) {
  fake::Options options = fake::parse_options(argc, argv);
  options.game = match::GameKind::kArimaa;
  common::Rng rng(options.seed);
  std::string error;
  std::unique_ptr<match::Referee> referee = match::make_referee(options.game, {}, &error);
  referee->new_game();
  int requests = 0;
  std::string line;
  while (std::getline(std::cin, line)) {
    std::istringstream in(line);
    std::string cmd;
    in >> cmd;
    if (cmd == "aei") {
      std::cout << "protocol-version 1\nid name " << options.name << "\nid author tests\nid version 1\naeiok\n";
    } else if (cmd == "isready") {
      std::cout << "readyok\n";
    } else if (cmd == "newgame") {
      referee->new_game();
    } else if (cmd == "setoption") {
    } else if (cmd == "makemove") {
      std::string turn;
      std::getline(in, turn);
      const match::MoveVerdict v = referee->play(turn);
      if (!v.legal()) std::cout << "log Error: illegal move: " << v.error << "\n";
    } else if (cmd == "go") {
      std::string ponder;
      in >> ponder;
      if (ponder != "ponder") {
        ++requests;
        std::cout << "bestmove " << fake::choose_move(options, requests, *referee, rng) << "\n";
      }
    } else if (cmd == "stop") {
    } else if (cmd == "quit") {
      return 0;
    } else if (!cmd.empty()) {
      std::cout << "log Error: unknown command " << cmd << "\n";
    }
    std::cout << std::flush;
  }
  return 0;
}
