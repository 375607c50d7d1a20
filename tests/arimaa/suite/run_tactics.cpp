// Runs the engine over a tactics file and reports, per category, how many answers pass the
// referee's check, with the time per position (a benchmark: the machine's load shows in it).
//
//   arimaa-run-tactics <tactics.tsv> [--nodes N] [--time-ms T] [--every K] [--verbose]
//                      [--failures-out FILE] [--param NAME=V]...
// --nodes defaults to the ctest's budget (tactics::kTestNodes); --time-ms T searches T ms per
// position instead (no node limit unless --nodes is given too). --failures-out writes the
// sources of the failed positions (the ctest's known-failures file).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <map>
#include <string>
#include <vector>

#include "arimaa-engine/engine.h"
#include "arimaa-engine/params.h"
#include "common/params/params.h"
#include "tests/arimaa/tactics.h"

using namespace arimaa;

int main(int argc, char** argv) {
  register_params();
  if (argc < 2) {
    std::cerr << "usage: arimaa-run-tactics <tactics.tsv> [--nodes N] [--time-ms T] [--every K] [--verbose] "
                 "[--failures-out FILE] [--param NAME=V]...\n";
    return 2;
  }
  uint64_t nodes = 0;
  bool nodes_given = false;
  int64_t time_ms = 0;
  std::string failures_out;
  std::size_t every = 1;
  bool verbose = false;
  for (int i = 2; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--nodes" && i + 1 < argc) {
      nodes = std::stoull(argv[++i]);
      nodes_given = true;
    } else if (a == "--failures-out" && i + 1 < argc) failures_out = argv[++i];
    else if (a == "--time-ms" && i + 1 < argc) time_ms = std::stoll(argv[++i]);
    else if (a == "--every" && i + 1 < argc) every = std::stoul(argv[++i]);
    else if (a == "--verbose") verbose = true;
    else if (a == "--param" && i + 1 < argc) {
      if (auto err = common::params().set_assignment(argv[++i])) {
        std::cerr << *err << "\n";
        return 2;
      }
    } else {
      std::cerr << "unknown argument " << a << "\n";
      return 2;
    }
  }
  if (!nodes_given && time_ms <= 0) nodes = tactics::kTestNodes;
  std::string error;
  auto suite = tactics::read_suite(argv[1], &error);
  if (!suite) {
    std::cerr << error << "\n";
    return 2;
  }
  EngineConfig config;
  config.hash_mb = 16;
  Engine engine(config);
  std::map<std::string, std::pair<int, int>> score;  // category -> (passed, total)
  std::vector<double> times;
  std::vector<std::string> failures;
  for (std::size_t i = 0; i < suite->size(); i += every) {
    const tactics::Entry& e = (*suite)[i];
    engine.new_game();
    if (auto err = engine.set_position(e.position)) {
      std::cerr << e.source << ": " << *err << "\n";
      continue;
    }
    common::SearchControl control;
    common::SearchLimits limits;
    limits.max_nodes = nodes;
    if (time_ms > 0) limits.soft_ms = limits.hard_ms = time_ms;
    limits.use_all_time = time_ms > 0;
    control.start(limits);
    const auto t0 = std::chrono::steady_clock::now();
    const std::string turn = engine.think(control, {}, {});
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    times.push_back(ms);
    const tactics::Verdict v = tactics::judge_answer(e, turn);
    auto& s = score[e.category];
    s.second++;
    if (v.pass) s.first++;
    else failures.push_back(e.source + "\t# " + e.category + ": " + turn + " (" + v.detail + ")");
    if (!v.pass || verbose)
      std::cout << (v.pass ? "pass " : "FAIL ") << e.category << " " << e.source << " " << e.position << "  -> "
                << turn << "  (" << v.detail << ", " << static_cast<int>(ms) << " ms)\n";
  }
  if (!failures_out.empty()) {
    std::ofstream out(failures_out);
    out << "# Positions of tactics.tsv the engine fails at " << nodes << " nodes (arimaa-run-tactics --failures-out)\n";
    for (const std::string& f : failures) out << f << "\n";
    if (!out) {
      std::cerr << "cannot write " << failures_out << "\n";
      return 2;
    }
  }
  int passed = 0, total = 0;
  for (const auto& [cat, s] : score) {
    std::cout << cat << ": " << s.first << "/" << s.second << "\n";
    passed += s.first;
    total += s.second;
  }
  std::sort(times.begin(), times.end());
  if (!times.empty())
    std::printf("all: %d/%d  time per position: median %.0f ms, max %.0f ms\n", passed, total, times[times.size() / 2],
                times.back());
  return 0;
}
