// libFuzzer target: the GTP line stream of amazons-engine. The input, split into lines, goes to
// the GTP front end main.cpp runs (amazons::GtpFrontEnd), made cheap: a 6x6 board at start-up,
// every genmove capped at fuzz::kMaxSimulations nodes/playouts (the harness sends "time -i"
// first, and after any clock command), at most two searches per input, a small endgame-filler
// budget, perft depth clamped to 1 (see gtp_harness.h). Checks the framing of every response, then that the final position
// round-trips through FEN.
#include <absl/strings/str_cat.h>

#include <string>

#include "amazons-engine/gtp_adapter.h"
#include "amazons-engine/notation.h"
#include "tests/fuzz/fuzz_util.h"
#include "tests/fuzz/gtp_harness.h"

namespace {

// One alpha-beta genmove on 12x12 costs ~2.6 s in this ASan/UBSan -O1 build (56 ms in Release):
// tools/fuzz gives this target a longer per-input timeout, and an input gets two searches.
constexpr int kMaxSearches = 2;

int fuzz_one(const uint8_t* data, std::size_t size) {
  amazons::EngineOptions options;  // main.cpp's defaults, made cheap
  options.player.threads = 1;
  options.player.hash_mb = 1;
  options.player.search.fill_budget = 2000;
  options.move_time_ms = 200;  // only if the node cap were lost
  options.size = 6;            // the smallest board at start-up; "boardsize" still reaches 12
  amazons::GtpFrontEnd front(options);
  const std::string start = front.engine().execute(absl::StrCat("time -i ", fuzz::kMaxSimulations));
  fuzz::check_gtp_response(start, "time -i");

  auto sanitize = [](protocol::GtpCommand& cmd) {
    const std::string before = fuzz::gtp_line(cmd);
    if (cmd.name == "perft") fuzz::clamp_int_arg(cmd, 0, 1);
    return fuzz::gtp_line(cmd) != before;
  };
  fuzz::run_gtp_lines(fuzz::as_text(data, size), [&](const std::string& line) { return front.engine().execute(line); },
                      sanitize, "/nonexistent/amazons-has-no-sgf", kMaxSearches);

  const amazons::Board& b = front.adapter().game().board();
  const std::string fen = amazons::to_fen(b);
  std::string error;
  const auto back = amazons::parse_fen(fen, &error);
  fuzz::check(back.has_value(), "amazons: to_fen output does not parse", absl::StrCat(fen, "\n", error));
  fuzz::check(amazons::to_fen(*back) == fen && back->key() == b.key(), "amazons: FEN round trip changed the position", fen);
  return 0;
}

}  // namespace

FUZZ_ENTRY(amazons_gtp)
