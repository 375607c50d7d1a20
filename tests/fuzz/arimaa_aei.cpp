// libFuzzer target: the AEI line stream of arimaa-engine. The input, split into lines, is fed to
// the real protocol::AeiSession over arimaa::AeiAdapter (the objects main.cpp builds), through a
// thin wrapper that keeps every search tiny (depth <= 3 steps, <= 2000 nodes), the hash small
// and the search single-threaded, so an input runs in milliseconds. Checks: every output line is
// a well-formed AEI response, and the engine's position stays consistent.
#include <absl/strings/numbers.h>

#include <sstream>
#include <string>

#include "arimaa-engine/aei_adapter.h"
#include "arimaa-engine/engine.h"
#include "protocol/aei/session.h"
#include "tests/fuzz/arimaa_checks.h"
#include "tests/fuzz/fuzz_util.h"

namespace {

constexpr int kMaxDepthSteps = 3;
constexpr uint64_t kMaxNodes = 2000;
constexpr int kMaxHashMb = 2;

class CheapAdapter : public protocol::AeiEngine {
 public:
  explicit CheapAdapter(arimaa::AeiAdapter& inner) : inner_(inner) {}
  std::string name() const override { return inner_.name(); }
  std::string author() const override { return inner_.author(); }
  std::string version() const override { return inner_.version(); }
  void new_game() override { inner_.new_game(); }
  std::optional<std::string> set_position(std::string_view args) override { return inner_.set_position(args); }
  std::optional<std::string> make_move(std::string_view move) override { return inner_.make_move(move); }
  OptionResult set_option(std::string_view name, std::string_view value, std::string& message) override {
    // Valid sizes above the cap and thread counts above 1 become the cap (same code path).
    int n = 0;
    if (absl::SimpleAtoi(std::string(value), &n)) {
      if (name == "hash" && n > kMaxHashMb && n <= 65536) return inner_.set_option(name, std::to_string(kMaxHashMb), message);
      if (name == "threads" && n > 1 && n <= 64) return inner_.set_option(name, "1", message);
    }
    return inner_.set_option(name, value, message);
  }
  int side_to_move() const override { return inner_.side_to_move(); }
  int turn_number() const override { return inner_.turn_number(); }
  common::TimeOptions time_options() const override { return inner_.time_options(); }
  void adjust_limits(common::SearchLimits& limits) const override {
    inner_.adjust_limits(limits);
    if (limits.max_depth <= 0 || limits.max_depth > kMaxDepthSteps) limits.max_depth = kMaxDepthSteps;
    if (limits.max_nodes == 0 || limits.max_nodes > kMaxNodes) limits.max_nodes = kMaxNodes;
  }
  std::string search(common::SearchControl& control, protocol::AeiOutput& out) override {
    return inner_.search(control, out);
  }

 private:
  arimaa::AeiAdapter& inner_;
};

bool starts_with(const std::string& s, std::string_view prefix) { return s.compare(0, prefix.size(), prefix) == 0; }

int fuzz_one(const uint8_t* data, std::size_t size) {
  arimaa::EngineConfig config;  // as main.cpp builds it from the defaults, but small and cheap
  config.threads = 1;
  config.hash_mb = 1;
  config.seed = 1;
  arimaa::Engine engine(config);
  arimaa::AeiAdapter adapter(engine);
  CheapAdapter cheap(adapter);
  std::istringstream in{std::string(fuzz::as_text(data, size))};
  std::ostringstream out;
  const int rc = protocol::AeiSession(cheap).run(in, out);
  fuzz::check(rc == 0, "aei: session exit code not 0");

  for (const std::string& line : fuzz::split_lines(out.str())) {
    const bool ok = line == "protocol-version 1" || line == "aeiok" || line == "readyok" || starts_with(line, "id ") ||
                    starts_with(line, "bestmove ") || starts_with(line, "info ") || starts_with(line, "log ");
    fuzz::check(ok, "aei: malformed output line", line);
  }
  fuzz::check_arimaa_position(engine.game().position());
  return 0;
}

}  // namespace

FUZZ_ENTRY(arimaa_aei)
