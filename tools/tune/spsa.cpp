#include "tools/tune/spsa.h"

#include <absl/strings/numbers.h>
#include <absl/strings/str_cat.h>
#include <absl/strings/str_format.h>
#include <absl/strings/str_split.h>

#include <algorithm>
#include <cmath>
#include <map>

#include "common/util/rng.h"

namespace tune {

namespace {
double k_of(int64_t pairs_done) { return static_cast<double>(pairs_done + 1); }
double n_of(const SpsaSchedule& s) { return static_cast<double>(std::max<int64_t>(1, s.total_pairs)); }
}  // namespace

double spsa_c(const SpsaSchedule& s, const SpsaParam& p, int64_t pairs_done) {
  const double c = p.c_end * std::pow(n_of(s), s.gamma);
  return c / std::pow(k_of(pairs_done), s.gamma);
}

double spsa_a(const SpsaSchedule& s, const SpsaParam& p, int64_t pairs_done) {
  const double a = s.r_end * p.c_end * p.c_end * std::pow(s.big_a + n_of(s), s.alpha);
  return a / std::pow(s.big_a + k_of(pairs_done), s.alpha);
}

std::vector<int> spsa_flips(uint64_t seed, int64_t iteration, std::size_t count) {
  uint64_t mix = seed * 0x9E3779B97F4A7C15ULL + static_cast<uint64_t>(iteration) * 0xD1B54A32D192ED03ULL + 0x5b5a;
  common::Rng rng(common::splitmix64(mix));
  std::vector<int> flips(count);
  for (int& f : flips) f = rng.below(2) == 0 ? -1 : 1;
  return flips;
}

uint64_t iteration_seed(uint64_t seed, int64_t iteration) {
  uint64_t mix = seed * 0xBF58476D1CE4E5B9ULL + static_cast<uint64_t>(iteration) + 0x7a11;
  return common::splitmix64(mix) >> 1;  // positive as an int64 in the results' JSON
}

double probe_value(const SpsaParam& p, double theta, double c_k, int flip, int sign) {
  double v = std::clamp(theta + sign * c_k * flip, p.min, p.max);
  if (p.integer) v = std::clamp(std::round(v), std::ceil(p.min), std::floor(p.max));
  return v;
}

std::string value_text(const SpsaParam& p, double value) {
  if (p.integer) return absl::StrCat(static_cast<int64_t>(std::llround(value)));
  return absl::StrCat(value);
}

std::vector<double> spsa_update(const SpsaSchedule& s, const std::vector<SpsaParam>& params,
                                const std::vector<double>& theta, const std::vector<int>& flips, double result,
                                int64_t pairs_done) {
  std::vector<double> next(theta);
  for (std::size_t i = 0; i < params.size(); ++i) {
    const double c_k = spsa_c(s, params[i], pairs_done);
    const double a_k = spsa_a(s, params[i], pairs_done);
    next[i] = std::clamp(theta[i] + a_k / c_k * result * flips[i], params[i].min, params[i].max);
  }
  return next;
}

// ---- the state file ----

namespace {
// Doubles that read back exactly.
std::string exact(double v) { return absl::StrFormat("%.17g", v); }
}  // namespace

std::string SpsaState::to_text() const {
  std::string out = "# game-tune state: resume with the same command line and --resume\n";
  absl::StrAppend(&out, "version 1\n", "engine ", engine, "\n", "game ", game, "\n", "seed ", seed, "\n");
  absl::StrAppend(&out, "iterations ", iterations, "\n", "pairs_per_iteration ", pairs_per_iteration, "\n");
  absl::StrAppend(&out, "total_pairs ", schedule.total_pairs, "\n", "A ", exact(schedule.big_a), "\n");
  absl::StrAppend(&out, "alpha ", exact(schedule.alpha), "\n", "gamma ", exact(schedule.gamma), "\n");
  absl::StrAppend(&out, "r_end ", exact(schedule.r_end), "\n");
  absl::StrAppend(&out, "iteration ", iteration, "\n", "pairs ", pairs, "\n");
  absl::StrAppend(&out, "results ", wins, " ", draws, " ", losses, "\n");
  for (std::size_t i = 0; i < params.size(); ++i) {
    const SpsaParam& p = params[i];
    absl::StrAppend(&out, "param ", p.name, " theta ", exact(theta[i]), " start ", exact(p.start), " min ", exact(p.min),
                    " max ", exact(p.max), " c_end ", exact(p.c_end), " ", p.integer ? "int" : "float", "\n");
  }
  return out;
}

std::optional<SpsaState> SpsaState::from_text(const std::string& text, std::string* error) {
  SpsaState s;
  auto fail = [&](std::string why) -> std::optional<SpsaState> {
    if (error) *error = std::move(why);
    return std::nullopt;
  };
  std::map<std::string, std::string> values;
  int number = 0;
  bool version = false;
  for (absl::string_view raw : absl::StrSplit(text, '\n')) {
    ++number;
    const std::string line(raw);
    if (line.empty() || line[0] == '#') continue;
    const std::size_t space = line.find(' ');
    const std::string key = line.substr(0, space);
    const std::string rest = space == std::string::npos ? "" : line.substr(space + 1);
    if (key == "version") {
      if (rest != "1") return fail("unknown state file version " + rest);
      version = true;
    } else if (key == "param") {
      const std::vector<std::string> w = absl::StrSplit(rest, ' ', absl::SkipEmpty());
      SpsaParam p;
      double theta = 0;
      if (w.size() != 12 || w[1] != "theta" || w[3] != "start" || w[5] != "min" || w[7] != "max" || w[9] != "c_end" ||
          !absl::SimpleAtod(w[2], &theta) || !absl::SimpleAtod(w[4], &p.start) || !absl::SimpleAtod(w[6], &p.min) ||
          !absl::SimpleAtod(w[8], &p.max) || !absl::SimpleAtod(w[10], &p.c_end) || (w[11] != "int" && w[11] != "float"))
        return fail(absl::StrCat("line ", number, ": bad param line"));
      p.name = w[0];
      p.integer = w[11] == "int";
      s.params.push_back(p);
      s.theta.push_back(theta);
    } else {
      values[key] = rest;
    }
  }
  if (!version) return fail("not a game-tune state file (no version line)");
  auto get_int = [&](const char* key, int64_t* v) {
    auto it = values.find(key);
    return it != values.end() && absl::SimpleAtoi(it->second, v);
  };
  auto get_double = [&](const char* key, double* v) {
    auto it = values.find(key);
    return it != values.end() && absl::SimpleAtod(it->second, v);
  };
  int64_t seed = 0, ppi = 0;
  bool ok = get_int("seed", &seed) && get_int("iterations", &s.iterations) && get_int("pairs_per_iteration", &ppi) &&
            get_int("total_pairs", &s.schedule.total_pairs) && get_double("A", &s.schedule.big_a) &&
            get_double("alpha", &s.schedule.alpha) && get_double("gamma", &s.schedule.gamma) &&
            get_double("r_end", &s.schedule.r_end) && get_int("iteration", &s.iteration) && get_int("pairs", &s.pairs);
  const std::vector<std::string> results = absl::StrSplit(values["results"], ' ', absl::SkipEmpty());
  ok = ok && results.size() == 3 && absl::SimpleAtoi(results[0], &s.wins) && absl::SimpleAtoi(results[1], &s.draws) &&
       absl::SimpleAtoi(results[2], &s.losses);
  if (!ok || s.params.empty()) return fail("incomplete state file");
  s.seed = static_cast<uint64_t>(seed);
  s.pairs_per_iteration = static_cast<int>(ppi);
  s.engine = values["engine"];
  s.game = values["game"];
  return s;
}

std::string SpsaState::config_difference(const SpsaState& o) const {
  if (engine != o.engine) return "the engine command ('" + engine + "' vs '" + o.engine + "')";
  if (game != o.game) return "the game ('" + game + "' vs '" + o.game + "')";
  if (seed != o.seed) return absl::StrCat("the seed (", seed, " vs ", o.seed, ")");
  if (iterations != o.iterations) return absl::StrCat("the iterations (", iterations, " vs ", o.iterations, ")");
  if (pairs_per_iteration != o.pairs_per_iteration)
    return absl::StrCat("the pairs per iteration (", pairs_per_iteration, " vs ", o.pairs_per_iteration, ")");
  const SpsaSchedule &a = schedule, &b = o.schedule;
  if (a.total_pairs != b.total_pairs || a.big_a != b.big_a || a.alpha != b.alpha || a.gamma != b.gamma ||
      a.r_end != b.r_end)
    return "the schedule (A, alpha, gamma, r_end)";
  if (params.size() != o.params.size()) return "the parameters tuned";
  for (std::size_t i = 0; i < params.size(); ++i) {
    const SpsaParam &p = params[i], &q = o.params[i];
    if (p.name != q.name || p.min != q.min || p.max != q.max || p.c_end != q.c_end || p.integer != q.integer ||
        p.start != q.start)
      return "parameter " + p.name + " (name, start, range or step)";
  }
  return "";
}

}  // namespace tune
