#include "arimaa-engine/bench.h"

#include <chrono>
#include <ostream>

#include <absl/strings/str_format.h>

#include "arimaa-engine/engine.h"

namespace arimaa {

namespace {

// Start position, middle games from the archive vectors, a goal race and a sparse endgame.
constexpr const char* kBenchPositions[] = {
    "g [rrrrrrrrdhcemchd                                DHCMECHDRRRRRRRR]",
    "g [rcrrrrcrh rddrm        h         e       EM     R RDRRRHD CRRRCH]",
    "g [rcrrr c   rd d rM mhErh e    H       r R D D  H R R RR    CRRRC ]",
    "g [  r r c rc drd rM r m     eE h     h  HR D D    R R RR   C RRRC ]",
    "s [rrrrrrrr  h  dccdh  m              Me   H  E CH  R RR DRDRR  R R]",
    "s [ rr  r  rcr  dcrRM dr m     h   R    EhHD   e H  CRD RC  RR    R]",
    "g [ r rr rrr r      d  r c   mE h    hc RR    e  R       R  RR     ]",
    "s [r     r    e     R          d     E   r          M   R          ]",
};
constexpr int kDefaultDepth = 8;

}  // namespace

void run_bench(std::ostream& out, int depth, int hash_mb) {
  if (depth <= 0) depth = kDefaultDepth;
  uint64_t nodes = 0;
  int64_t ms = 0;
  EngineConfig config;
  config.hash_mb = hash_mb;
  Engine engine(config);
  for (const char* text : kBenchPositions) {
    engine.new_game();
    if (auto err = engine.set_position(text)) {
      out << "bad bench position: " << *err << "\n";
      return;
    }
    common::SearchControl control;
    common::SearchLimits limits;
    limits.max_depth = depth;
    control.start(limits);
    const auto start = std::chrono::steady_clock::now();
    const auto result = engine.search(control);
    const int64_t elapsed =
        std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start).count();
    nodes += result.nodes;
    ms += elapsed;
    const auto turn = engine.complete_turn(result.pv);
    out << absl::StrFormat("%-72s depth %d score %6d nodes %10llu  %s\n", text, result.depth, result.score,
                           static_cast<unsigned long long>(result.nodes),
                           moves_to_string(engine.game().position(), turn.data(), static_cast<int>(turn.size())));
  }
  out << "Total time (ms) : " << ms << "\n";
  out << "Nodes searched  : " << nodes << "\n";
  out << "Nodes/second    : " << (ms > 0 ? nodes * 1000 / static_cast<uint64_t>(ms) : nodes * 1000) << "\n";
}

}  // namespace arimaa
