#include "arimaa-engine/aei_adapter.h"

#include <absl/strings/numbers.h>
#include <absl/strings/str_cat.h>

#include "common/util/memory.h"

namespace arimaa {

namespace {

bool parse_int(std::string_view text, int& out) { return absl::SimpleAtoi(std::string(text), &out); }

}  // namespace

std::string AeiAdapter::name() const { return engine_.config().random ? "arimaa-random" : "arimaa-engine"; }

std::string AeiAdapter::version() const { return ENGINES_VERSION; }

protocol::AeiEngine::OptionResult AeiAdapter::set_option(std::string_view name, std::string_view value,
                                                         std::string& message) {
  int n = 0;
  if (name == "hash") {
    if (!parse_int(value, n) || n < 1 || n > 65536) {
      message = "MB between 1 and 65536";
      return OptionResult::kInvalid;
    }
    if (!engine_.set_hash_mb(n)) {
      message = absl::StrCat("cannot allocate ", n, " MB, ", common::available_memory_bytes() >> 20,
                             " MB available; keeping ", engine_.config().hash_mb, " MB");
      return OptionResult::kInvalid;
    }
    return OptionResult::kOk;
  }
  if (name == "depth") {
    if (!parse_int(value, n)) {
      message = "an integer number of steps";
      return OptionResult::kInvalid;
    }
    engine_.set_depth(n);
    return OptionResult::kOk;
  }
  if (name == "threads") {
    if (!parse_int(value, n) || n < 1 || n > 64) {
      message = "between 1 and 64";
      return OptionResult::kInvalid;
    }
    engine_.set_threads(n);
    return OptionResult::kOk;
  }
  // Game information the controller may send: accepted, not used.
  if (name == "opponent" || name == "opponent_rating" || name == "rating" || name == "rated" || name == "event")
    return OptionResult::kOk;
  return OptionResult::kUnknown;
}

common::TimeOptions AeiAdapter::time_options() const {
  common::TimeOptions t;
  t.overhead_ms = 150;           // process and controller lag: never lose on time
  t.expected_moves_left = 35;    // turns still to play when the game has no turn limit
  return t;
}

void AeiAdapter::adjust_limits(common::SearchLimits& limits) const {
  if (engine_.config().depth > 0) limits.max_depth = engine_.config().depth;
}

std::string AeiAdapter::search(common::SearchControl& control, protocol::AeiOutput& out) {
  auto report = [&out](const common::SearchReport& r) {
    // A pass has no text: drop it from the line so that turns are separated cleanly.
    common::SearchReport clean = r;
    clean.pv.clear();
    clean.pv_side.clear();
    for (std::size_t i = 0; i < r.pv.size(); ++i) {
      if (r.pv[i].empty()) continue;
      clean.pv.push_back(r.pv[i]);
      clean.pv_side.push_back(i < r.pv_side.size() ? r.pv_side[i] : 0);
    }
    out.report(clean);
  };
  auto log = [&out](const std::string& text) { out.log(text); };
  return engine_.think(control, report, log);
}

}  // namespace arimaa
