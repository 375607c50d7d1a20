#include "tools/tune/tuner.h"

#include <absl/strings/str_cat.h>
#include <absl/strings/str_format.h>
#include <absl/strings/str_join.h>

#include <chrono>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "tools/match/report.h"
#include "tools/tune/engine_params.h"

namespace tune {

TunePaths::TunePaths(const std::string& prefix)
    : state(prefix + ".state"), csv(prefix + ".csv"), svg(prefix + ".svg"), params(prefix + ".params") {}

std::string params_file_text(const SpsaState& s) {
  std::string out = absl::StrCat("# game-tune: ", s.engine, "; ", s.pairs, " pairs, ", s.iteration, " iterations\n");
  for (std::size_t i = 0; i < s.params.size(); ++i)
    absl::StrAppend(&out, s.params[i].name, " ", value_text(s.params[i], s.theta[i]), "\n");
  return out;
}

namespace {

bool write_file(const std::string& path, const std::string& text) {
  // Written beside and renamed, so a kill never leaves half a state file.
  const std::string tmp = path + ".tmp";
  {
    std::ofstream out(tmp, std::ios::trunc);
    if (!(out << text)) return false;
  }
  std::error_code ec;
  std::filesystem::rename(tmp, path, ec);
  return !ec;
}

std::optional<std::string> read_file(const std::string& path) {
  std::ifstream in(path);
  if (!in) return std::nullopt;
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

std::string game_text(const match::MatchConfig& m) {
  return absl::StrCat(match::game_kind_name(m.game), " ", m.referee.size, m.referee.swap ? " swap" : "");
}

// "game-tune: havannah-engine, havannah 6, 120 of 300 pairs"
std::string chart_title(const TuneConfig& config, const SpsaState& state) {
  return absl::StrCat("game-tune: ", std::filesystem::path(config.engine.argv[0]).filename().string(), ", ", state.game,
                      ", ", state.pairs, " of ", state.schedule.total_pairs, " pairs");
}

}  // namespace

TuneResult run_tuner(const TuneConfig& config, std::ostream& out, std::ostream& err,
                     const std::atomic<bool>* interrupt, int64_t stop_after) {
  TuneResult result;
  auto fail = [&](std::string why) {
    result.error = std::move(why);
    return result;
  };
  if (config.iterations < 1 || config.pairs_per_iteration < 1) return fail("iterations and pairs per iteration must be >= 1");
  const TunePaths paths(config.out_prefix);

  // What the engine tunes, as it says.
  std::string error;
  const auto listed = ask_engine_params(config.match.game, config.engine, &error);
  if (!listed) return fail(error);
  SpsaState fresh;
  fresh.engine = config.engine_text;
  fresh.game = game_text(config.match);
  fresh.seed = config.seed;
  fresh.iterations = config.iterations;
  fresh.pairs_per_iteration = config.pairs_per_iteration;
  fresh.schedule = config.schedule;
  fresh.schedule.total_pairs = config.iterations * config.pairs_per_iteration;
  if (!config.a_given) fresh.schedule.big_a = std::round(config.big_a_fraction * static_cast<double>(fresh.schedule.total_pairs));
  auto add = [&](const common::ParamInfo& p) {
    fresh.params.push_back(SpsaParam{p.name, p.value, p.min, p.max, p.step, p.integer});
    fresh.theta.push_back(p.value);
  };
  if (config.names.empty()) {
    for (const auto& p : *listed) add(p);
  } else {
    for (const auto& name : config.names) {
      auto it = std::find_if(listed->begin(), listed->end(), [&](const common::ParamInfo& p) { return p.name == name; });
      if (it == listed->end()) {
        std::vector<std::string> known;
        for (const auto& p : *listed) known.push_back(p.name);
        return fail(absl::StrCat("the engine has no parameter ", name, " (it has: ", absl::StrJoin(known, " "), ")"));
      }
      add(*it);
    }
  }

  SpsaState state = fresh;
  std::vector<HistoryRow>& history = result.history;
  std::error_code ec;
  if (config.resume) {
    const auto text = read_file(paths.state);
    if (!text) return fail("--resume: cannot read " + paths.state);
    auto saved = SpsaState::from_text(*text, &error);
    if (!saved) return fail(paths.state + ": " + error);
    if (const std::string d = saved->config_difference(fresh); !d.empty())
      return fail(absl::StrCat("--resume: ", paths.state, " was a run with another ", d));
    state = *saved;
    if (const auto csv = read_file(paths.csv)) {
      auto rows = parse_csv(*csv, state.params, &error);
      if (!rows) return fail(paths.csv + ": " + error);
      for (auto& r : *rows)
        if (r.iteration <= state.iteration) history.push_back(std::move(r));  // rows past the state were not counted
    }
  } else if (std::filesystem::exists(paths.state, ec)) {
    return fail(paths.state + " exists: add --resume to continue that run, or remove it");
  }
  {
    std::string csv = csv_header(state.params);
    for (const auto& r : history) csv += csv_row(r);
    if (!write_file(paths.csv, csv)) return fail("cannot write " + paths.csv);
  }

  const std::size_t n = state.params.size();
  const int64_t total_games = state.iterations * state.pairs_per_iteration * 2;
  out << "Tuning " << n << (n == 1 ? " parameter" : " parameters") << " of " << config.engine_text << ": "
      << state.iterations << " iterations of " << state.pairs_per_iteration << (state.pairs_per_iteration == 1 ? " pair" : " pairs")
      << ", " << config.match.rules.tc.describe() << absl::StrFormat(", A=%g alpha=%g gamma=%g r_end=%g", state.schedule.big_a,
                                                                    state.schedule.alpha, state.schedule.gamma,
                                                                    state.schedule.r_end);
  if (state.iteration > 0) out << " (resumed at iteration " << state.iteration << ")";
  out << "\n";
  for (std::size_t i = 0; i < n; ++i) {
    const SpsaParam& p = state.params[i];
    out << absl::StrFormat("  %s: start %s, range [%g, %g], c_end %g, now %s\n", p.name, value_text(p, p.start), p.min,
                           p.max, p.c_end, absl::StrFormat("%.6g", state.theta[i]));
  }
  out << std::flush;

  const auto started = std::chrono::steady_clock::now();
  int64_t done_now = 0;
  std::ofstream csv_out(paths.csv, std::ios::app);
  while (state.iteration < state.iterations && (stop_after < 0 || done_now < stop_after)) {
    const int64_t it = state.iteration;
    const std::vector<int> flips = spsa_flips(state.seed, it, n);
    match::MatchConfig mc = config.match;
    mc.engines[0] = config.engine;
    mc.engines[1] = config.engine;
    mc.engines[0].name = "plus";
    mc.engines[1].name = "minus";
    for (std::size_t i = 0; i < n; ++i) {
      const SpsaParam& p = state.params[i];
      const double c_k = spsa_c(state.schedule, p, state.pairs);
      for (int e = 0; e < 2; ++e) {
        const double v = probe_value(p, state.theta[i], c_k, flips[i], e == 0 ? 1 : -1);
        mc.engines[e].argv.push_back("--param");
        mc.engines[e].argv.push_back(p.name + "=" + value_text(p, v));
      }
    }
    mc.games = 2 * state.pairs_per_iteration;
    mc.seed = iteration_seed(state.seed, it);
    mc.openings_shuffle = true;  // an openings file: the iteration's pairs draw lines by its seed
    mc.quiet = true;
    mc.status = false;
    mc.sprt.reset();
    mc.results_path.clear();
    mc.resume = false;
    std::ostringstream match_out;
    const match::MatchSummary s = match::run_match(mc, match_out, err, interrupt);
    if (!s.error.empty()) return fail(absl::StrCat("iteration ", it + 1, ": ", s.error));
    if (s.interrupted || static_cast<int>(s.games.size()) != mc.games) {
      result.interrupted = true;
      break;
    }
    const double score = static_cast<double>(s.wdl.wins - s.wdl.losses);
    state.theta = spsa_update(state.schedule, state.params, state.theta, flips, score, state.pairs);
    state.iteration += 1;
    state.pairs += state.pairs_per_iteration;
    state.wins += s.wdl.wins;
    state.draws += s.wdl.draws;
    state.losses += s.wdl.losses;
    ++done_now;

    HistoryRow row{state.iteration, state.pairs, static_cast<int>(s.wdl.wins), static_cast<int>(s.wdl.draws),
                   static_cast<int>(s.wdl.losses), state.theta};
    history.push_back(row);
    csv_out << csv_row(row) << std::flush;
    if (!write_file(paths.state, state.to_text())) return fail("cannot write " + paths.state);
    write_file(paths.params, params_file_text(state));
    write_file(paths.svg, history_svg(state.params, history, state.schedule.total_pairs, chart_title(config, state)));

    // The progress line: iteration, games, results, current values, time.
    const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    match::Wdl all{state.wins, state.draws, state.losses};
    std::string line = absl::StrFormat("Iteration %d/%d, games %d/%d | +%d =%d -%d | plus vs minus +%d =%d -%d %.1f%% |",
                                       state.iteration, state.iterations, state.pairs * 2, total_games, s.wdl.wins,
                                       s.wdl.draws, s.wdl.losses, state.wins, state.draws, state.losses,
                                       100.0 * all.score());
    for (std::size_t i = 0; i < n; ++i) absl::StrAppend(&line, " ", state.params[i].name, " ", absl::StrFormat("%.6g", state.theta[i]));
    // Forfeits (a crash or time loss with some values) would otherwise pass as plain losses.
    std::vector<std::string> forfeits;
    for (const auto& g : s.games)
      if (g.fault_side >= 0) forfeits.push_back(absl::StrCat(g.names[g.fault_side], ":", match::reason_name(g.end.reason)));
    if (!forfeits.empty()) absl::StrAppend(&line, " | forfeits ", absl::StrJoin(forfeits, " "));
    absl::StrAppend(&line, " | ", match::format_duration(elapsed));
    if (state.iteration < state.iterations)
      absl::StrAppend(&line, ", ETA ",
                      match::format_duration(elapsed / static_cast<double>(done_now) *
                                             static_cast<double>(state.iterations - state.iteration)));
    out << line << std::endl;
  }
  if (done_now == 0 && !result.interrupted) {
    // Nothing played now (a finished run resumed): the outputs still match the state.
    if (state.iteration > 0) {
      write_file(paths.params, params_file_text(state));
      write_file(paths.svg, history_svg(state.params, history, state.schedule.total_pairs, chart_title(config, state)));
    }
  }
  if (state.iteration >= state.iterations) {
    out << "Done: " << paths.params << " (use it with --params " << paths.params << "), history " << paths.csv
        << " and " << paths.svg << "\n";
    for (std::size_t i = 0; i < n; ++i)
      out << absl::StrFormat("  %s: %s -> %s\n", state.params[i].name, value_text(state.params[i], state.params[i].start),
                             value_text(state.params[i], state.theta[i]));
  } else if (result.interrupted) {
    out << "Interrupted after iteration " << state.iteration << ": continue with --resume\n";
  }
  out << std::flush;
  result.state = state;
  return result;
}

}  // namespace tune
