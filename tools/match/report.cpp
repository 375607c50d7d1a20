#include "tools/match/report.h"

#include <absl/strings/str_cat.h>
#include <absl/strings/str_format.h>
#include <absl/strings/str_join.h>

#include <cmath>

namespace match {

void Tally::add(const GameSummary& g) {
  const double score = g.score_a();
  if (score == 1.0) ++wdl_.wins, ++by_side_[g.a_side].wins;
  else if (score == 0.0) ++wdl_.losses, ++by_side_[g.a_side].losses;
  else ++wdl_.draws, ++by_side_[g.a_side].draws;
  ++side_wins_[g.end.winner < 0 ? 2 : g.end.winner];

  auto half = half_pairs_.find(g.pair);
  if (half == half_pairs_.end()) {
    half_pairs_[g.pair] = score;
  } else {
    penta_.add(half->second, score);
    half_pairs_.erase(half);
  }

  std::string ending(reason_name(g.end.reason));
  if (g.fault_side >= 0) ending = g.names[g.fault_side] + ":" + ending;
  ++endings_[ending];

  for (int side = 0; side < 2; ++side) {
    const int engine = side == g.a_side ? 0 : 1;
    think_ms_[engine] += g.think_ms[side];
    moves_[engine] += g.moves_by[side];
  }
  plies_ += g.plies;
}

std::string format_elo(double elo) {
  if (std::isinf(elo)) return elo > 0 ? "+inf" : "-inf";
  if (std::abs(elo) < 0.05) elo = 0;  // never "-0.0"
  return absl::StrFormat("%+.1f", elo);
}

namespace {

std::string format_error(const EloInterval& e) {
  const double err = e.error();
  return std::isfinite(err) ? absl::StrFormat("%.1f", err) : "inf";
}

std::string percent(double x) { return absl::StrFormat("%.1f%%", 100.0 * x); }

std::string sprt_text(const SprtConfig& c, const Tally& t) {
  const double llr = sprt_llr(t.penta(), c.elo0, c.elo1);
  return absl::StrFormat("LLR %.2f [%.2f, %.2f]", llr, c.lower(), c.upper());
}

}  // namespace

std::string live_line(const ReportContext& ctx, const Tally& t, const GameSummary& g) {
  const std::string who = absl::StrCat(g.names[0], " (", g.side_names[0], ") vs ", g.names[1], " (", g.side_names[1], ")");
  std::string how;
  if (g.end.winner < 0) {
    how = absl::StrCat("draw, ", reason_name(g.end.reason));
  } else if (g.fault_side >= 0) {
    how = absl::StrCat(g.names[g.end.winner], " wins, ", g.names[g.fault_side], " ", reason_name(g.end.reason));
  } else {
    how = absl::StrCat(g.names[g.end.winner], " wins by ", reason_name(g.end.reason));
  }
  if (!g.end.detail.empty() && (g.fault_side >= 0 || g.end.winner < 0)) absl::StrAppend(&how, " (", g.end.detail, ")");
  const EloInterval e = elo_interval(t.wdl());
  std::string line = absl::StrFormat("Game %d/%d: %s: %s %s, %d moves | %s: +%d =%d -%d, %s, Elo %s ± %s, LOS %s",
                                     g.index + 1, ctx.total_games, who, g.result_text(), how, g.plies, ctx.names[0],
                                     t.wdl().wins, t.wdl().draws, t.wdl().losses, percent(t.wdl().score()),
                                     format_elo(e.elo), format_error(e), percent(likelihood_of_superiority(t.wdl())));
  if (ctx.sprt) absl::StrAppend(&line, ", ", sprt_text(*ctx.sprt, t));
  return line;
}

double Progress::eta_s() const {
  if (played_now <= 0 || done >= planned || elapsed_s <= 0) return -1;
  return elapsed_s / static_cast<double>(played_now) * static_cast<double>(planned - done);
}

std::string format_duration(double seconds) {
  const int64_t s = static_cast<int64_t>(seconds + 0.5);
  if (s < 60) return absl::StrFormat("%ds", s);
  if (s < 3600) return absl::StrFormat("%dm%02ds", s / 60, s % 60);
  return absl::StrFormat("%dh%02dm", s / 3600, (s / 60) % 60);
}

std::string status_line(const ReportContext& ctx, const Tally& t, const Progress& p) {
  const EloInterval e = elo_interval(t.wdl());
  std::string line = absl::StrFormat("[%d/%d%s] +%d =%d -%d %s | Elo %s ± %s", p.done, p.planned,
                                     ctx.shard.empty() ? "" : " shard " + ctx.shard, t.wdl().wins, t.wdl().draws,
                                     t.wdl().losses, percent(t.wdl().score()), format_elo(e.elo), format_error(e));
  if (ctx.sprt) absl::StrAppend(&line, " | ", sprt_text(*ctx.sprt, t));
  absl::StrAppend(&line, " | running ", p.running, " | ", format_duration(p.elapsed_s));
  const double eta = p.eta_s();
  if (eta >= 0) absl::StrAppend(&line, ", ETA ", format_duration(eta));
  return line;
}

std::string final_report(const ReportContext& ctx, const Tally& t, const std::string& side0, const std::string& side1) {
  std::string out;
  const Wdl& r = t.wdl();
  const EloInterval e = elo_interval(r);
  absl::StrAppend(&out, absl::StrFormat("%-16s %6s %6s %6s %6s %7s %8s %8s %7s\n", "Engine", "Games", "Wins", "Draws",
                                        "Losses", "Score", "Elo", "±95%", "LOS"));
  absl::StrAppend(&out, absl::StrFormat("%-16s %6d %6d %6d %6d %7s %8s %8s %7s\n", ctx.names[0], r.games(), r.wins,
                                        r.draws, r.losses, percent(r.score()), format_elo(e.elo), format_error(e),
                                        percent(likelihood_of_superiority(r))));
  const std::string side_names[2] = {side0, side1};
  for (int side = 0; side < 2; ++side) {
    const Wdl& s = t.by_side(side);
    if (s.games() == 0) continue;
    absl::StrAppend(&out, absl::StrFormat("%-16s %6d %6d %6d %6d %7s\n", "  as " + side_names[side], s.games(), s.wins,
                                          s.draws, s.losses, percent(s.score())));
  }
  absl::StrAppend(&out, absl::StrFormat("%-16s %6d %6d %6d %6d %7s\n", ctx.names[1], r.games(), r.losses, r.draws,
                                        r.wins, percent(1.0 - r.score())));
  absl::StrAppend(&out, absl::StrFormat("%s vs %s: +%d =%d -%d\n", side0, side1, t.side_wins(0), t.side_wins(2),
                                        t.side_wins(1)));
  const Penta& p = t.penta();
  if (p.pairs() > 0) {
    const EloInterval pe = elo_interval(p);
    absl::StrAppend(&out, absl::StrFormat("Pentanomial [LL LD DD WL WD WW]: [%d %d %d %d %d %d] over %d pairs: Elo %s ± %s\n",
                                          p.ll, p.ld, p.dd, p.wl, p.wd, p.ww, p.pairs(), format_elo(pe.elo),
                                          format_error(pe)));
  }
  std::vector<std::string> endings;
  for (const auto& [name, count] : t.endings()) endings.push_back(absl::StrCat(name, " ", count));
  if (!endings.empty()) absl::StrAppend(&out, "Endings: ", absl::StrJoin(endings, ", "), "\n");
  if (t.games() > 0) {
    auto per_move = [&](int engine) {
      return t.moves(engine) == 0 ? std::string("-")
                                  : absl::StrFormat("%d ms", t.think_ms(engine) / t.moves(engine));
    };
    absl::StrAppend(&out, absl::StrFormat("Average game %.1f moves; time per move: %s %s, %s %s\n",
                                          static_cast<double>(t.plies()) / static_cast<double>(t.games()), ctx.names[0],
                                          per_move(0), ctx.names[1], per_move(1)));
  }
  if (ctx.sprt) {
    const SprtConfig& c = *ctx.sprt;
    const double llr = sprt_llr(p, c.elo0, c.elo1);
    absl::StrAppend(&out, absl::StrFormat("SPRT elo0=%g elo1=%g alpha=%g beta=%g (pentanomial): LLR %.2f [%.2f, %.2f] %s\n",
                                          c.elo0, c.elo1, c.alpha, c.beta, llr, c.lower(), c.upper(),
                                          to_string(sprt_decide(c, llr))));
  }
  return out;
}

}  // namespace match
