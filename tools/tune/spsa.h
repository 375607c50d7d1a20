// SPSA as fishtest runs it (Kiiski's chess version of Spall's algorithm): every iteration plays
// game pairs between theta + c_k * flip and theta - c_k * flip (flip a random +-1 per
// parameter), and moves theta by (a_k / c_k) * (wins - losses of the plus side) * flip.
//
// Schedules over N pairs in all, with k = pairs played before the iteration + 1:
//   c_k = c / k^gamma,            c = c_end * N^gamma             (c_end: the parameter's step)
//   a_k = a / (A + k)^alpha,      a = r_end * c_end^2 * (A + N)^alpha
// so that the last iteration perturbs by c_end and learns at rate r_end = a_k / c_k^2.
// alpha = 0.602, gamma = 0.101 (Spall's values), A = N / 10 by default.
//
// Everything random (flips, the iteration's match seed) is a function of the run's seed and
// the iteration number, so a resumed run repeats exactly what the uninterrupted one would do.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace tune {

struct SpsaParam {
  std::string name;
  double start = 0;  // theta_0 (the engine's value when the run began)
  double min = 0;
  double max = 0;
  double c_end = 1;  // perturbation at the end of the run (the registry's step)
  bool integer = false;
};

struct SpsaSchedule {
  int64_t total_pairs = 100;  // N
  double big_a = 10;          // A
  double alpha = 0.602;
  double gamma = 0.101;
  double r_end = 0.002;
};

// The perturbation c_k and the gain a_k of parameter `p` for an iteration starting after
// `pairs_done` pairs.
double spsa_c(const SpsaSchedule& s, const SpsaParam& p, int64_t pairs_done);
double spsa_a(const SpsaSchedule& s, const SpsaParam& p, int64_t pairs_done);

// +1 or -1 per parameter for iteration `iteration` (0-based) of the run seeded `seed`.
std::vector<int> spsa_flips(uint64_t seed, int64_t iteration, std::size_t count);
// The seed of iteration `iteration`'s games (openings).
uint64_t iteration_seed(uint64_t seed, int64_t iteration);

// The value an engine plays for theta + sign * c_k * flip: clamped to [min, max], rounded for
// integer parameters.
double probe_value(const SpsaParam& p, double theta, double c_k, int flip, int sign);
// What the engines are told: integers as integers, floats with 6 significant digits.
std::string value_text(const SpsaParam& p, double value);

// One update: theta_i += (a_k / c_k) * result * flip_i, clamped. `result` = wins - losses of the
// plus side over the iteration's games; `pairs_done` as for the schedules.
std::vector<double> spsa_update(const SpsaSchedule& s, const std::vector<SpsaParam>& params,
                                const std::vector<double>& theta, const std::vector<int>& flips, double result,
                                int64_t pairs_done);

// The run's state, written after every iteration (text, "key value" lines) so that a run can be
// resumed; also what `--resume` checks against the command line.
struct SpsaState {
  // The run's configuration.
  std::string engine;  // the engine command line, as given
  std::string game;    // "havannah 8"
  uint64_t seed = 1;
  int64_t iterations = 0;           // planned
  int pairs_per_iteration = 1;
  SpsaSchedule schedule;
  std::vector<SpsaParam> params;
  // Progress.
  int64_t iteration = 0;  // iterations done
  int64_t pairs = 0;      // pairs done
  int64_t wins = 0, draws = 0, losses = 0;  // of the plus side, all iterations
  std::vector<double> theta;

  std::string to_text() const;
  // nullopt with *error for a file that is not a state file.
  static std::optional<SpsaState> from_text(const std::string& text, std::string* error);
  // The first configuration difference from `other` ("" if none): what --resume refuses.
  std::string config_difference(const SpsaState& other) const;
};

}  // namespace tune
