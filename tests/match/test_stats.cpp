// Statistics against known values: cutechess's published match summaries (Elo, error bar, LOS),
// hand formulas, and SPRT log-likelihood ratios computed independently in a separate script (a
// primal maximum-likelihood search for the trinomial, Newton on the dual for the pentanomial)
// and checked against the normal approximation.
#include <doctest/doctest.h>

#include <cmath>

#include "tools/match/stats.h"

using namespace match;

namespace {
// cutechess prints "Score of A vs B: W - L - D" and "Elo difference: E +/- err, LOS: x %".
struct CutechessSummary {
  int wins, losses, draws;
  double elo, error, los_percent;
};
}  // namespace

TEST_CASE("Elo from score and back") {
  CHECK(elo_from_score(0.5) == doctest::Approx(0.0));
  // 10^(-400/400) = 0.1 -> score 1/1.1.
  CHECK(elo_from_score(1.0 / 1.1) == doctest::Approx(400.0));
  CHECK(elo_from_score(0.75) == doctest::Approx(-400.0 * std::log10(1.0 / 3.0)));
  CHECK(score_from_elo(-400) == doctest::Approx(1.0 / 11.0));
  for (double elo : {-300.0, -12.5, 0.0, 7.0, 250.0}) CHECK(elo_from_score(score_from_elo(elo)) == doctest::Approx(elo));
  CHECK(std::isinf(elo_from_score(1.0)));
  CHECK(elo_from_score(0.0) < 0);
  CHECK(normal_quantile_two_sided(0.95) == doctest::Approx(1.959964).epsilon(1e-6));
}

TEST_CASE("Elo, error bars and LOS match cutechess's published summaries") {
  // From a public engine changelog (cutechess-cli output, W - L - D).
  const CutechessSummary known[] = {
      {449, 276, 275, 60.7, 18.5, 100.0},
      {382, 320, 298, 21.6, 18.1, 99.0},
      {372, 322, 306, 17.4, 17.9, 97.1},
      {382, 304, 314, 27.2, 17.9, 99.9},
      {435, 293, 272, 49.7, 18.5, 100.0},
  };
  for (const auto& k : known) {
    CAPTURE(k.wins);
    const Wdl r{k.wins, k.draws, k.losses};
    const EloInterval e = elo_interval(r);
    CHECK(std::round(e.elo * 10) / 10 == doctest::Approx(k.elo));
    // cutechess inverts erf with Winitzki's approximation (about 0.2% off), so its error bars
    // may differ from the exact ones in the last printed digit.
    CHECK(std::abs(e.error() - k.error) < 0.1);
    CHECK(std::round(likelihood_of_superiority(r) * 1000) / 10 == doctest::Approx(k.los_percent));
  }
}

TEST_CASE("Trinomial error bar by hand") {
  // 6 wins, 2 draws, 2 losses: score 0.7, variance (6*.09 + 2*.04 + 2*.49)/10 = 0.16.
  const Wdl r{6, 2, 2};
  CHECK(r.score() == doctest::Approx(0.7));
  const double half = 1.959964 * std::sqrt(0.16 / 10);
  const EloInterval e = elo_interval(r);
  CHECK(e.elo == doctest::Approx(elo_from_score(0.7)));
  CHECK(e.lower == doctest::Approx(elo_from_score(0.7 - half)).epsilon(1e-5));
  CHECK(e.upper == doctest::Approx(elo_from_score(0.7 + half)).epsilon(1e-5));
  // LOS = Phi((W - L) / sqrt(W + L)) = Phi(4 / sqrt 8) = (1 + erf(1)) / 2.
  CHECK(likelihood_of_superiority(r) == doctest::Approx(0.921350).epsilon(1e-5));
  // All wins: infinite Elo, and no crash.
  CHECK(std::isinf(elo_interval(Wdl{5, 0, 0}).elo));
}

TEST_CASE("Pentanomial counts, score and error bar by hand") {
  Penta p;
  p.add(1, 1);      // WW
  p.add(1, 0.5);    // WD
  p.add(0.5, 0.5);  // DD
  p.add(1, 0);      // WL
  p.add(0, 0.5);    // LD
  p.add(0, 0);      // LL
  p.add(1, 1);
  CHECK(p.ww == 2);
  CHECK(p.wd == 1);
  CHECK(p.dd == 1);
  CHECK(p.wl == 1);
  CHECK(p.ld == 1);
  CHECK(p.ll == 1);
  CHECK(p.pairs() == 7);
  // Pair scores per game: 1, .75, .5, .5, .25, 0, 1 -> mean 4/7.
  CHECK(p.score() == doctest::Approx(4.0 / 7.0));
  const double mean = 4.0 / 7.0;
  double var = 0;
  for (double x : {1.0, 0.75, 0.5, 0.5, 0.25, 0.0, 1.0}) var += (x - mean) * (x - mean) / 7;
  const double half = 1.959964 * std::sqrt(var / 7);
  CHECK(elo_interval(p).upper == doctest::Approx(elo_from_score(mean + half)).epsilon(1e-5));
  CHECK(elo_interval(p).lower == doctest::Approx(elo_from_score(mean - half)).epsilon(1e-5));
}

TEST_CASE("SPRT bounds") {
  const SprtConfig c{0, 10, 0.05, 0.05};
  CHECK(c.upper() == doctest::Approx(std::log(19.0)));
  CHECK(c.lower() == doctest::Approx(-std::log(19.0)));
  CHECK(sprt_decide(c, 3.0) == SprtDecision::kAcceptH1);
  CHECK(sprt_decide(c, -3.0) == SprtDecision::kAcceptH0);
  CHECK(sprt_decide(c, 0.5) == SprtDecision::kContinue);
  std::string error;
  auto parsed = parse_sprt("elo0=-1.5 elo1=4 alpha=0.1 beta=0.2", &error);
  REQUIRE(parsed);
  CHECK(parsed->elo0 == -1.5);
  CHECK(parsed->elo1 == 4);
  CHECK(parsed->alpha == doctest::Approx(0.1));
  CHECK(parsed->beta == doctest::Approx(0.2));
  CHECK_FALSE(parse_sprt("elo0=5 elo1=0", &error));
  CHECK_FALSE(parse_sprt("gamma=1", &error));
}

TEST_CASE("Trinomial LLR against independent values") {
  struct Case {
    int w, d, l;
    double elo0, elo1, llr;
  };
  // Reference: the constrained maximum-likelihood distributions found by a direct search over
  // the draw probability (not by the dual equation the implementation solves).
  const Case cases[] = {
      {4307, 8620, 4063, 0, 3, 2.991289},
      {449, 275, 276, 0, 10, 6.304582},
      {120, 200, 100, -3, 1, 0.466027},
      {10, 5, 3, 0, 10, 0.269439},
  };
  for (const auto& c : cases) {
    CAPTURE(c.w);
    CHECK(sprt_llr(Wdl{c.w, c.d, c.l}, c.elo0, c.elo1) == doctest::Approx(c.llr).epsilon(1e-5));
  }
  // Without draws the MLE is the binomial one: W log(s1/s0) + L log((1-s1)/(1-s0)), up to the
  // 0.001 draw added to an empty class.
  const double s0 = score_from_elo(0), s1 = score_from_elo(20);
  const double binomial = 60 * std::log(s1 / s0) + 40 * std::log((1 - s1) / (1 - s0));
  CHECK(sprt_llr(Wdl{60, 0, 40}, 0, 20) == doctest::Approx(binomial).epsilon(1e-3));
  // Mirror symmetry: wins and losses swapped, both hypotheses negated, same evidence.
  CHECK(sprt_llr(Wdl{30, 50, 20}, 2, 5) == doctest::Approx(sprt_llr(Wdl{20, 50, 30}, -2, -5)));
}

TEST_CASE("Pentanomial LLR against independent values and the normal approximation") {
  struct Case {
    Penta p;
    double elo0, elo1, llr, approx;
  };
  // Counts LL LD (DD+WL) WD WW; reference by Newton's method on the dual in a separate script,
  // with the GSPRT normal approximation N (s1-s0)(2 mu - s0 - s1) / (2 var) alongside.
  const Case cases[] = {
      {{100, 1200, 2500, 0, 1300, 120}, 0, 2, 1.955816, 1.957127},
      {{10, 40, 80, 0, 50, 20}, 0, 10, 1.343160, 1.357933},
      {{3, 7, 12, 0, 9, 6}, -5, 5, 0.328989, 0.338927},
  };
  for (const auto& c : cases) {
    CAPTURE(c.llr);
    const double llr = sprt_llr(c.p, c.elo0, c.elo1);
    CHECK(llr == doctest::Approx(c.llr).epsilon(1e-5));
    CHECK(llr == doctest::Approx(c.approx).epsilon(0.05));
  }
  // Two draws and a win plus a loss are the same pair score.
  Penta a{10, 40, 80, 0, 50, 20}, b{10, 40, 30, 50, 50, 20};
  CHECK(sprt_llr(a, 0, 5) == doctest::Approx(sprt_llr(b, 0, 5)));
  // Empty results: no evidence either way.
  CHECK(std::abs(sprt_llr(Penta{}, 0, 5)) < 1e-4);
}
