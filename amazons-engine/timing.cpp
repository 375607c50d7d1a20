// amazons-timing: how long the real engine takes to answer genmove under a fixed time per move,
// measured from the controller's side: the engine runs as a child process over pipes (as a GTP
// referee runs it), and each genmove is timed from just before its line is written to just
// after the answer is read. A benchmark (development tool), never a test: the machine is noisy.
//
//   amazons-timing [--engine build/Release/amazons-engine/amazons-engine] [--runs 5]
//                  [--move-time-ms 1000 --move-time-ms 100] [--algorithm mcts --algorithm alphabeta]
//
// Every run starts afresh (loadfen forgets the search tree and tables). One table row per
// algorithm, move time and position: the fastest, median and slowest answer in ms, then a
// summary per algorithm and move time.
#include <algorithm>
#include <chrono>
#include <iostream>
#include <string>
#include <vector>

#include <boost/program_options.hpp>

#include "absl/strings/str_format.h"
#include "protocol/client/gtp_client.h"
#include "protocol/client/process.h"

namespace po = boost::program_options;

namespace {

struct Position {
  const char* phase;
  const char* fen;
};

// Opening, middle game and endgame (contested regions left: a settled position is filled at
// once, without searching), with the position of issue 10 whose alpha-beta moves ran late.
constexpr Position kPositions[] = {
    {"start", "3q2q3/10/10/q8q/10/10/Q8Q/10/10/3Q2Q3 w"},
    {"opening", "6q3/10/1q8/q8q/10/Q9/5*3Q/10/10/3Q*1Q3 w"},
    {"early middle", "5qq3/10/5*4/q5q3/4*5/1*2Q5/Q*1Q6/10/10/*5Q3 b"},
    {"middle", "4Q*1*2/3**1**1*/*1q3**2/*2***1Q1q/2**Q*1*2/q3*1*3/3*5*/3*3**1/*2*Q**3/2*1q5 w"},
    {"issue 10", "*4*q3/2*q1*1*2/Q1***q1Q*1/1*2Q*2*1/4**q***/4*1**2/4***Q2/5*4/4*1**2/4***3 w"},
    {"late middle", "*1*q*Q*3/1***1**3/3***Q*2/2*Q2**Q*/*1****2**/1q1*2*3/2**1*1*1*/2*q3*q*/****4**/10 w"},
    {"endgame", "*1**1*4/*2q**1*2/2***q*1**/*1*1*2*2/2******1*/1***2*1Q*/1****q1*2/2*qQ**1**/1*1***1**1/1*Q*1*1Q*1 w"},
};

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  const std::size_t n = v.size();
  return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

// The side to move of a FEN: its last word.
std::string side_of(const std::string& fen) { return fen.substr(fen.rfind(' ') + 1); }

}  // namespace

int main(int argc, char** argv) {
  po::options_description desc("amazons-timing options");
  desc.add_options()("help", "help")(
      "engine", po::value<std::string>()->default_value("build/Release/amazons-engine/amazons-engine"),
      "the engine executable")("runs", po::value<int>()->default_value(5), "runs per position")(
      "move-time-ms", po::value<std::vector<int64_t>>()->multitoken(), "fixed times per move (default 1000 100)")(
      "algorithm", po::value<std::vector<std::string>>()->multitoken(), "searches (default mcts alphabeta)")(
      "engine-arg", po::value<std::vector<std::string>>()->composing(), "extra engine argument (repeatable)");
  po::variables_map vm;
  try {
    po::store(po::parse_command_line(argc, argv, desc), vm);
    po::notify(vm);
  } catch (const po::error& e) {
    std::cerr << "amazons-timing: " << e.what() << "\n";
    return 2;
  }
  if (vm.count("help")) {
    std::cout << desc << "\n";
    return 0;
  }
  const std::vector<int64_t> times =
      vm.count("move-time-ms") ? vm["move-time-ms"].as<std::vector<int64_t>>() : std::vector<int64_t>{1000, 100};
  const std::vector<std::string> algorithms = vm.count("algorithm") ? vm["algorithm"].as<std::vector<std::string>>()
                                                                    : std::vector<std::string>{"mcts", "alphabeta"};
  const int runs = std::max(1, vm["runs"].as<int>());

  std::cout << absl::StrFormat("%-10s %5s %-13s %7s %7s %7s  %s\n", "search", "ms", "position", "min", "median", "max",
                               "all runs (ms, write to answer)");
  for (const std::string& algorithm : algorithms) {
    for (const int64_t ms : times) {
      protocol::EngineProcess engine;
      std::vector<std::string> args = {vm["engine"].as<std::string>(), "--algorithm", algorithm, "--move-time-ms",
                                       std::to_string(ms)};
      if (vm.count("engine-arg"))
        for (const auto& a : vm["engine-arg"].as<std::vector<std::string>>()) args.push_back(a);
      protocol::SpawnOptions spawn;
      spawn.stderr_mode = protocol::StderrMode::kDiscard;
      if (!engine.start(args, spawn)) {
        std::cerr << "amazons-timing: cannot start " << args[0] << ": " << engine.error() << "\n";
        return 2;
      }
      protocol::GtpClient gtp(engine);
      std::vector<double> all;
      for (const Position& p : kPositions) {
        std::vector<double> taken;
        for (int run = 0; run < runs; ++run) {
          if (!gtp.command(std::string("loadfen ") + p.fen, protocol::Millis(5000)).ok()) {
            std::cerr << "amazons-timing: loadfen refused: " << p.fen << "\n";
            return 1;
          }
          const auto start = protocol::Clock::now();
          const protocol::GtpReply reply = gtp.command("genmove " + side_of(p.fen), protocol::Millis(10 * ms + 5000));
          const double took = std::chrono::duration<double, std::milli>(protocol::Clock::now() - start).count();
          if (!reply.ok()) {
            std::cerr << "amazons-timing: genmove failed on " << p.fen << ": " << reply.text << "\n";
            return 1;
          }
          taken.push_back(took);
        }
        all.insert(all.end(), taken.begin(), taken.end());
        std::string runs_text;
        for (const double t : taken) runs_text += absl::StrFormat(" %.0f", t);
        std::cout << absl::StrFormat("%-10s %5d %-13s %7.1f %7.1f %7.1f %s\n", algorithm, ms, p.phase,
                                     *std::min_element(taken.begin(), taken.end()), median(taken),
                                     *std::max_element(taken.begin(), taken.end()), runs_text);
      }
      std::cout << absl::StrFormat("%-10s %5d %-13s %7.1f %7.1f %7.1f  (%d answers)\n", algorithm, ms, "ALL",
                                   *std::min_element(all.begin(), all.end()), median(all),
                                   *std::max_element(all.begin(), all.end()), static_cast<int>(all.size()));
      gtp.quit(protocol::Millis(5000));
    }
  }
  return 0;
}
