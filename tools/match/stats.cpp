#include "tools/match/stats.h"

#include <absl/strings/numbers.h>
#include <absl/strings/str_format.h>
#include <absl/strings/str_split.h>

#include <array>
#include <cmath>
#include <limits>

namespace match {

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

// Mean and variance of a discrete distribution over `values` with weights `counts`.
template <std::size_t N>
void mean_variance(const std::array<double, N>& values, const std::array<double, N>& counts, double& mean,
                   double& variance) {
  double total = 0;
  for (double c : counts) total += c;
  mean = 0;
  for (std::size_t i = 0; i < N; ++i) mean += values[i] * counts[i] / total;
  variance = 0;
  for (std::size_t i = 0; i < N; ++i) variance += counts[i] / total * (values[i] - mean) * (values[i] - mean);
}

template <std::size_t N>
EloInterval interval(const std::array<double, N>& values, const std::array<double, N>& counts, double confidence) {
  double n = 0;
  for (double c : counts) n += c;
  EloInterval out;
  if (n == 0) return out;
  double mean, variance;
  mean_variance(values, counts, mean, variance);
  const double half = normal_quantile_two_sided(confidence) * std::sqrt(variance / n);
  out.elo = elo_from_score(mean);
  out.lower = elo_from_score(std::max(0.0, mean - half));
  out.upper = elo_from_score(std::min(1.0, mean + half));
  return out;
}

// The maximum-likelihood distribution over `values` with expectation s, given the empirical
// frequencies `freq` (Van den Bergh, "Comments on Normalized Elo", proposition 1.1):
// p_i = freq_i / (1 + theta (a_i - s)), theta the root of sum freq_i (a_i - s) / (1 + theta (a_i - s)).
// Returns theta; requires min(values) < s < max(values) and positive frequencies at both ends.
template <std::size_t N>
double mle_theta(const std::array<double, N>& values, const std::array<double, N>& freq, double s) {
  double lo = -1.0 / (values[N - 1] - s);  // the sum tends to +inf here ...
  double hi = -1.0 / (values[0] - s);      // ... and to -inf here; it decreases in between
  auto f = [&](double theta) {
    double sum = 0;
    for (std::size_t i = 0; i < N; ++i) sum += freq[i] * (values[i] - s) / (1 + theta * (values[i] - s));
    return sum;
  };
  for (int iter = 0; iter < 200; ++iter) {
    const double mid = (lo + hi) / 2;
    if (mid <= lo || mid >= hi) break;
    (f(mid) > 0 ? lo : hi) = mid;
  }
  return (lo + hi) / 2;
}

template <std::size_t N>
double llr(const std::array<double, N>& values, std::array<double, N> counts, double elo0, double elo1) {
  double total = 0;
  for (double& c : counts) {
    if (c == 0) c = 1e-3;
    total += c;
  }
  std::array<double, N> freq;
  for (std::size_t i = 0; i < N; ++i) freq[i] = counts[i] / total;
  const double s0 = score_from_elo(elo0), s1 = score_from_elo(elo1);
  const double theta0 = mle_theta(values, freq, s0), theta1 = mle_theta(values, freq, s1);
  // log(p1_i / p0_i) = log(1 + theta0 (a_i - s0)) - log(1 + theta1 (a_i - s1)).
  double sum = 0;
  for (std::size_t i = 0; i < N; ++i)
    sum += freq[i] * (std::log1p(theta0 * (values[i] - s0)) - std::log1p(theta1 * (values[i] - s1)));
  return total * sum;
}

constexpr std::array<double, 3> kGameValues{0.0, 0.5, 1.0};
constexpr std::array<double, 5> kPairValues{0.0, 0.25, 0.5, 0.75, 1.0};

std::array<double, 3> counts_of(const Wdl& r) {
  return {static_cast<double>(r.losses), static_cast<double>(r.draws), static_cast<double>(r.wins)};
}
std::array<double, 5> counts_of(const Penta& r) {
  return {static_cast<double>(r.ll), static_cast<double>(r.ld), static_cast<double>(r.dd + r.wl),
          static_cast<double>(r.wd), static_cast<double>(r.ww)};
}

}  // namespace

double Wdl::score() const {
  const int64_t n = games();
  return n == 0 ? 0.5 : (static_cast<double>(wins) + 0.5 * static_cast<double>(draws)) / static_cast<double>(n);
}

double Penta::score() const {
  const int64_t n = pairs();
  if (n == 0) return 0.5;
  const double points = 0.5 * ld + 1.0 * (dd + wl) + 1.5 * wd + 2.0 * ww;
  return points / (2.0 * static_cast<double>(n));
}

void Penta::add(double first, double second) {
  const double points = first + second;
  if (points < 0.25) ++ll;
  else if (points < 0.75) ++ld;
  else if (points < 1.25) ++(first == 0.5 ? dd : wl);
  else if (points < 1.75) ++wd;
  else ++ww;
}

double elo_from_score(double score) {
  if (score <= 0) return -kInf;
  if (score >= 1) return kInf;
  return -400.0 * std::log10(1.0 / score - 1.0);
}

double score_from_elo(double elo) { return 1.0 / (1.0 + std::pow(10.0, -elo / 400.0)); }

double normal_quantile_two_sided(double confidence) {
  // P(|Z| < z) = erf(z / sqrt 2): solve by bisection, monotone and exact enough.
  double lo = 0, hi = 40;
  for (int i = 0; i < 200; ++i) {
    const double mid = (lo + hi) / 2;
    (std::erf(mid / std::sqrt(2.0)) < confidence ? lo : hi) = mid;
  }
  return (lo + hi) / 2;
}

EloInterval elo_interval(const Wdl& r, double confidence) { return interval(kGameValues, counts_of(r), confidence); }
EloInterval elo_interval(const Penta& r, double confidence) { return interval(kPairValues, counts_of(r), confidence); }

double likelihood_of_superiority(const Wdl& r) {
  if (r.wins + r.losses == 0) return 0.5;
  return 0.5 + 0.5 * std::erf(static_cast<double>(r.wins - r.losses) / std::sqrt(2.0 * static_cast<double>(r.wins + r.losses)));
}

double SprtConfig::lower() const { return std::log(beta / (1 - alpha)); }
double SprtConfig::upper() const { return std::log((1 - beta) / alpha); }

std::optional<SprtConfig> parse_sprt(std::string_view text, std::string* error) {
  SprtConfig c;
  auto fail = [&](std::string why) -> std::optional<SprtConfig> {
    if (error) *error = std::move(why);
    return std::nullopt;
  };
  for (absl::string_view word : absl::StrSplit(absl::string_view(text.data(), text.size()), absl::ByAnyChar(" ,"),
                                               absl::SkipWhitespace())) {
    const std::size_t eq = word.find('=');
    if (eq == absl::string_view::npos) return fail("expected key=value, got '" + std::string(word) + "'");
    const absl::string_view key = word.substr(0, eq);
    double value;
    if (!absl::SimpleAtod(word.substr(eq + 1), &value) || !std::isfinite(value))
      return fail("bad number in '" + std::string(word) + "'");
    if (key == "elo0") c.elo0 = value;
    else if (key == "elo1") c.elo1 = value;
    else if (key == "alpha") c.alpha = value;
    else if (key == "beta") c.beta = value;
    else return fail("unknown SPRT parameter '" + std::string(key) + "' (elo0, elo1, alpha, beta)");
  }
  if (c.elo0 >= c.elo1) return fail("SPRT needs elo0 < elo1");
  if (c.alpha <= 0 || c.beta <= 0 || c.alpha + c.beta >= 1) return fail("SPRT needs alpha, beta > 0 and alpha + beta < 1");
  return c;
}

std::string format_sprt(const SprtConfig& c) {
  return absl::StrFormat("elo0=%g elo1=%g alpha=%g beta=%g", c.elo0, c.elo1, c.alpha, c.beta);
}

double sprt_llr(const Wdl& r, double elo0, double elo1) { return llr(kGameValues, counts_of(r), elo0, elo1); }
double sprt_llr(const Penta& r, double elo0, double elo1) { return llr(kPairValues, counts_of(r), elo0, elo1); }

SprtDecision sprt_decide(const SprtConfig& config, double llr_value) {
  if (llr_value >= config.upper()) return SprtDecision::kAcceptH1;
  if (llr_value <= config.lower()) return SprtDecision::kAcceptH0;
  return SprtDecision::kContinue;
}

const char* to_string(SprtDecision d) {
  switch (d) {
    case SprtDecision::kContinue: return "continue";
    case SprtDecision::kAcceptH0: return "H0 accepted";
    case SprtDecision::kAcceptH1: return "H1 accepted";
  }
  return "?";
}

}  // namespace match
