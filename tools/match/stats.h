// Match statistics: Elo from a score, 95% error bars, likelihood of superiority (LOS) and the
// sequential probability ratio test (SPRT) on single games (trinomial: loss, draw, win) or on
// pairs of games played from the same opening with colours reversed (pentanomial: the pair's
// score 0, 1/2, 1, 3/2 or 2). Elo is logistic throughout: score = 1 / (1 + 10^(-elo / 400)).
//
// Error bars and LOS follow cutechess; the LLR is the generalized SPRT of Michel Van den Bergh
// (maximum-likelihood distributions with the score of elo0 and elo1) as fishtest and fastchess
// compute it for the logistic model.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace match {

// Results of single games from one player's point of view.
struct Wdl {
  int64_t wins = 0;
  int64_t draws = 0;
  int64_t losses = 0;
  int64_t games() const { return wins + draws + losses; }
  double score() const;  // mean points per game, 0.5 when empty
};

// Results of game pairs from one player's point of view, by the pair's points.
struct Penta {
  int64_t ll = 0;  // 0 points
  int64_t ld = 0;  // 1/2
  int64_t dd = 0;  // 1 (two draws)
  int64_t wl = 0;  // 1 (a win and a loss)
  int64_t wd = 0;  // 3/2
  int64_t ww = 0;  // 2
  int64_t pairs() const { return ll + ld + dd + wl + wd + ww; }
  double score() const;  // mean points per game, 0.5 when empty
  // Adds a pair from the two game scores (each 0, 0.5 or 1).
  void add(double first, double second);
};

double elo_from_score(double score);  // -inf at 0, +inf at 1
double score_from_elo(double elo);

// Two-sided normal quantile: z with P(|N(0,1)| < z) = confidence (1.959964 for 0.95).
double normal_quantile_two_sided(double confidence);

struct EloInterval {
  double elo = 0;
  double lower = 0;
  double upper = 0;
  double error() const { return (upper - lower) / 2; }  // the "±" figure
};
// Elo and its confidence interval from the per-game (trinomial) or per-pair (pentanomial)
// variance of the score. Infinite when the score or a bound reaches 0 or 1.
EloInterval elo_interval(const Wdl& r, double confidence = 0.95);
EloInterval elo_interval(const Penta& r, double confidence = 0.95);

// Probability that the player is stronger, from wins and losses (draws carry no information).
double likelihood_of_superiority(const Wdl& r);

struct SprtConfig {
  double elo0 = 0;
  double elo1 = 5;
  double alpha = 0.05;
  double beta = 0.05;
  double lower() const;  // log(beta / (1 - alpha)): accept H0 at or below
  double upper() const;  // log((1 - beta) / alpha): accept H1 at or above
};
// "elo0=0 elo1=10 alpha=0.05 beta=0.05" (any order, each optional); nullopt with *error.
std::optional<SprtConfig> parse_sprt(std::string_view text, std::string* error);
// The text parse_sprt reads: "elo0=0 elo1=10 alpha=0.05 beta=0.05".
std::string format_sprt(const SprtConfig& c);

// Log-likelihood ratio of H1 (elo = elo1) against H0 (elo = elo0). Empty outcome classes count
// as 0.001 of an observation (as fastchess does) so that early results give finite values.
double sprt_llr(const Wdl& r, double elo0, double elo1);
double sprt_llr(const Penta& r, double elo0, double elo1);

enum class SprtDecision { kContinue, kAcceptH0, kAcceptH1 };
SprtDecision sprt_decide(const SprtConfig& config, double llr);
const char* to_string(SprtDecision d);

}  // namespace match
