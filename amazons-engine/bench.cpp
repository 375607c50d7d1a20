#include "amazons-engine/bench.h"

#include <chrono>
#include <ostream>

#include "amazons-engine/notation.h"
#include "amazons-engine/params.h"

namespace amazons {
namespace {

// The start, two openings, middle games, a late middle game and a settled ending.
constexpr const char* kBenchPositions[] = {
    "3q2q3/10/10/q8q/10/10/Q8Q/10/10/3Q2Q3 w",
    "6q3/10/1q8/q8q/10/Q9/5*3Q/10/10/3Q*1Q3 w",
    "5qq3/10/5*4/q5q3/4*5/1*2Q5/Q*1Q6/10/10/*5Q3 b",
    "4Q*1*2/3**1**1*/*1q3**2/*2***1Q1q/2**Q*1*2/q3*1*3/3*5*/3*3**1/*2*Q**3/2*1q5 w",
    "*1*q*Q*3/1***1**3/3***Q*2/2*Q2**Q*/*1****2**/1q1*2*3/2**1*1*1*/2*q3*q*/****4**/10 w",
    "*1**1*4/*2q**1*2/2***q*1**/*1*1*2*2/2******1*/1***2*1Q*/1****q1*2/2*qQ**1**/1*1***1**1/1*Q*1*1Q*1 w",
    "3q2q3/10/1*3*4/10/**********/10/2*4*2/10/1Q5*2/3Q6 w",
};

}  // namespace

void run_bench(const BenchOptions& options, std::ostream& out, std::ostream& log) {
  PlayerConfig config = with_params({});
  config.algorithm = options.algorithm;
  config.threads = 1;
  config.hash_mb = options.hash_mb;
  Player player(config);
  uint64_t total_nodes = 0;
  // Every chosen move and score, hashed: a signature that also moves when a change alters the
  // MCTS choices (whose node count is the fixed playout total).
  uint64_t results = 0xcbf29ce484222325ULL;
  const auto mix = [&results](uint64_t v) { results = (results ^ v) * 0x100000001b3ULL; };
  const auto start = std::chrono::steady_clock::now();
  int index = 0;
  for (const char* fen : kBenchPositions) {
    player.new_game();
    const Game game(*parse_fen(fen));
    common::SearchControl control;
    common::SearchLimits limits;
    if (options.algorithm == Algorithm::kAlphaBeta)
      limits.max_depth = options.depth;
    else
      limits.max_nodes = options.playouts;
    control.start(limits);
    const Decision d = player.choose(game, control, {});
    total_nodes += d.nodes;
    mix(d.move.from | uint64_t{d.move.to} << 8 | uint64_t{d.move.arrow} << 16);
    mix(static_cast<uint64_t>(static_cast<int64_t>(d.score)));
    log << "position " << ++index << ": " << (d.has_move ? move_to_string(d.move) : "none") << " score " << d.score
        << " depth " << d.depth << " nodes " << d.nodes << (d.endgame ? " (endgame fill)" : "") << "\n";
  }
  const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start).count();
  out << "Total time (ms) : " << ms << "\n";
  out << "Nodes searched  : " << total_nodes << "\n";
  out << "Nodes/second    : " << (ms > 0 ? total_nodes * 1000 / static_cast<uint64_t>(ms) : total_nodes) << "\n";
  out << "Results hash    : " << std::hex << (results & 0xffffffffULL) << std::dec << "\n";
}

}  // namespace amazons
