// libFuzzer target: the GTP line stream of havannah-engine. The input, split into lines, goes to
// havannah::HavannahGtp::execute (the object main.cpp runs), with small searches: 32 MCTS playouts
// or alpha-beta depth 1 without a clock, at most fuzz::kMaxSimulations under any clock, playout
// arguments clamped to 32, Castro's genmove seconds to 10 ms and its player_params to one thread
// and 2 MB, at most three searches per input (see gtp_harness.h). Checks the
// framing of every response, then that the game played round-trips through an hgf record
// (write_hgf -> read_hgf gives the same moves).
#include <absl/strings/numbers.h>
#include <absl/strings/str_cat.h>

#include <unistd.h>

#include <cstdio>
#include <string>

#include "havannah-engine/gtp_engine.h"
#include "havannah-engine/sgf.h"
#include "tests/fuzz/fuzz_util.h"
#include "tests/fuzz/gtp_harness.h"

namespace {

constexpr long long kMaxPlayouts = 32;
constexpr int kMaxSearches = 3;

int fuzz_one(const uint8_t* data, std::size_t size) {
  static const std::string scratch = absl::StrCat("/tmp/engines-fuzz-havannah-", getpid(), ".hgf");
  std::remove(scratch.c_str());

  havannah::EngineSettings s;  // main.cpp's defaults, made cheap
  s.threads = 1;
  s.hash_mb = 1;
  s.playouts = kMaxPlayouts;
  s.depth = 1;  // depth 2 on base 13 costs ~0.5 s under ASan
  s.report_interval_ms = 1000000;
  havannah::HavannahGtp engine(s);

  auto sanitize = [](protocol::GtpCommand& cmd) {
    const std::string before = fuzz::gtp_line(cmd);
    if (cmd.name == "havannah_playouts" || cmd.name == "havannah_analyze") fuzz::clamp_int_arg(cmd, 0, kMaxPlayouts);
    // Castro's genmove <color> <seconds>: at most 10 ms.
    double seconds = 0;
    if ((cmd.name == "genmove" || cmd.name == "reg_genmove") && cmd.args.size() == 2 &&
        absl::SimpleAtod(cmd.args[1], &seconds) && seconds > 0.01)
      cmd.args[1] = "0.01";
    // Castro's player_params: one thread, a small tree.
    if (cmd.name == "player_params") {
      for (std::size_t i = 0; i + 1 < cmd.args.size(); ++i) {
        if (cmd.args[i] == "-t" || cmd.args[i] == "--threads") fuzz::clamp_int_arg(cmd, i + 1, 1);
        if (cmd.args[i] == "-M" || cmd.args[i] == "--maxmem") fuzz::clamp_int_arg(cmd, i + 1, fuzz::kMaxHashMb);
      }
    }
    return fuzz::gtp_line(cmd) != before;
  };
  fuzz::run_gtp_lines(fuzz::as_text(data, size), [&](const std::string& line) { return engine.execute(line); }, sanitize,
                      scratch, kMaxSearches);

  // The game so far as a record and back.
  const havannah::GameRecord record = engine.history().record();
  const std::string text = havannah::write_hgf(record);
  std::string error;
  const auto back = havannah::read_hgf(text, &error);
  fuzz::check(back.has_value(), "havannah: write_hgf output does not parse", absl::StrCat(text, "\n", error));
  fuzz::check(back->base == record.base && back->moves == record.moves && back->resigned_side == record.resigned_side,
              "havannah: hgf round trip changed the game", text);
  std::remove(scratch.c_str());
  return 0;
}

}  // namespace

FUZZ_ENTRY(havannah_gtp)
