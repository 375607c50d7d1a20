// A tiny GTP engine for the match tests: random legal Havannah or Amazons moves from the match
// referee, and on demand every failure a real engine can show (see fake_engine_modes.h; GTP adds
// "resign" and "refuse", which answers genmove with "? ...").
#include "tests/match/fake_engine_modes.h"

#include <sstream>
#include <vector>

int main(int argc, char** argv) {
  const fake::Options options = fake::parse_options(argc, argv);
  common::Rng rng(options.seed);
  match::RefereeOptions ro;
  std::string error;
  std::unique_ptr<match::Referee> referee = match::make_referee(options.game, ro, &error);
  referee->new_game();
  int requests = 0;
  const std::vector<std::string> commands = {"protocol_version", "name", "version", "known_command", "list_commands",
                                             "quit", "boardsize", "clear_board", "play", "genmove", "time_settings",
                                             "time_left", "swap", "showboard"};
  std::string line;
  while (std::getline(std::cin, line)) {
    std::istringstream in(line);
    std::string cmd, arg;
    in >> cmd;
    if (cmd.empty() || cmd[0] == '#') continue;
    std::string answer;
    bool ok = true;
    if (cmd == "protocol_version") {
      answer = "2";
    } else if (cmd == "name") {
      answer = options.name;
    } else if (cmd == "version") {
      answer = "1";
    } else if (cmd == "known_command") {
      in >> arg;
      answer = "false";
      for (const auto& c : commands)
        if (c == arg) answer = "true";
    } else if (cmd == "list_commands") {
      for (const auto& c : commands) {
        if (!answer.empty()) answer += '\n';
        answer += c;
      }
    } else if (cmd == "quit") {
      std::cout << "=\n\n" << std::flush;
      return 0;
    } else if (cmd == "boardsize") {
      ro.size = 0;
      in >> ro.size;
      auto fresh = match::make_referee(options.game, ro, &error);
      if (fresh) {
        referee = std::move(fresh);
        referee->new_game();
      } else {
        ok = false;
        answer = error;
      }
    } else if (cmd == "clear_board") {
      referee->new_game();
    } else if (cmd == "play") {
      std::string colour;
      in >> colour;
      std::getline(in, arg);
      if (!referee->play(arg).legal()) {
        ok = false;
        answer = "illegal move";
      }
    } else if (cmd == "genmove") {
      ++requests;
      if (requests > options.after && options.mode == "resign") {
        answer = "resign";
      } else if (requests > options.after && options.mode == "refuse") {
        ok = false;
        answer = "not today";
      } else {
        answer = fake::choose_move(options, requests, *referee, rng);
        if (answer.empty()) answer = "resign";
        else referee->play(answer);  // a bad move is refused here too, as the runner will
      }
    } else if (cmd == "time_settings" || cmd == "time_left" || cmd == "swap") {
    } else if (cmd == "showboard") {
      answer = '\n';
      answer += referee->board_text();
    } else {
      ok = false;
      answer = "unknown command";
    }
    std::cout << (ok ? "= " : "? ") << answer << "\n\n" << std::flush;
  }
  return 0;
}
