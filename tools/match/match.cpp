#include "tools/match/match.h"

#include <absl/strings/str_cat.h>
#include <absl/strings/numbers.h>
#include <absl/strings/str_format.h>

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <set>
#include <thread>

#include "tools/match/openings.h"
#include "tools/match/report.h"

namespace match {

int Shard::games_of(int total_games) const {
  int n = 0;
  for (int i = 0; i < total_games; ++i) n += contains_pair(i / 2) ? 1 : 0;
  return n;
}

std::string Shard::text() const { return absl::StrCat(index + 1, "/", count); }

std::optional<Shard> parse_shard(const std::string& text, std::string* error) {
  const std::size_t slash = text.find('/');
  int k = 0, n = 0;
  if (slash == std::string::npos || !absl::SimpleAtoi(text.substr(0, slash), &k) ||
      !absl::SimpleAtoi(text.substr(slash + 1), &n) || n < 1 || n > 100000 || k < 1 || k > n) {
    if (error) *error = "--shard takes K/N with 1 <= K <= N (e.g. 2/4), not '" + text + "'";
    return std::nullopt;
  }
  return Shard{k - 1, n};
}

namespace {

using SteadyClock = std::chrono::steady_clock;

std::string today_utc() {
  const std::time_t now = std::time(nullptr);
  std::tm tm{};
  gmtime_r(&now, &tm);
  char buf[16];
  std::strftime(buf, sizeof buf, "%Y-%m-%d", &tm);
  return buf;
}

std::string describe_size(GameKind game, int size) {
  switch (game) {
    case GameKind::kArimaa: return "arimaa";
    case GameKind::kHavannah: return absl::StrCat("havannah base ", size);
    case GameKind::kAmazons: return absl::StrCat("amazons ", size, "x", size);
  }
  return "?";
}

// Everything the workers share, guarded by `mutex`.
class MatchState {
 public:
  MatchState(const MatchConfig& config, std::ostream& out, std::ostream& err)
      : config_(config), out_(out), err_(err) {}

  const MatchConfig& config() const { return config_; }
  std::atomic<bool>& abort() { return abort_; }

  // The next game to play, or -1 when the match is over or stopping.
  int next_game() {
    std::lock_guard lock(mutex_);
    while (next_index_ < config_.games && (done_.count(next_index_) || !config_.shard.contains_pair(next_index_ / 2)))
      ++next_index_;
    if (stop_ || next_index_ >= config_.games) return -1;
    ++running_;
    return next_index_++;
  }

  void game_dropped() {
    std::lock_guard lock(mutex_);
    --running_;
    cv_.notify_all();
  }

  void fatal(const std::string& error) {
    std::lock_guard lock(mutex_);
    if (summary_.error.empty()) summary_.error = error;
    stop_ = true;
    abort_ = true;
    --running_;
    cv_.notify_all();
  }

  // Restores games from the results file before anything is played.
  void restore(const GameSummary& g) {
    ++restored_;
    done_.insert(g.index);
    tally_.add(g);
    summary_.games.push_back(g);
  }

  void finish(const GameSummary& g, const std::string& record, const std::string& extension, const std::string& board) {
    std::lock_guard lock(mutex_);
    --running_;
    summary_.games.push_back(g);
    tally_.add(g);
    if (results_.is_open()) results_.append(g);
    if (!config_.records_dir.empty()) {
      const std::string path = absl::StrFormat("%s/game-%05d.%s", config_.records_dir, g.index + 1, extension);
      std::ofstream(path) << record;
    }
    if (!config_.quiet) {
      clear_status();
      out_ << live_line(context_, tally_, g) << std::endl;
      if (config_.show_board) out_ << board << (board.empty() || board.back() == '\n' ? "" : "\n") << std::flush;
    }
    check_sprt();
    draw_status(/*force=*/summary_.games.size() == static_cast<std::size_t>(planned_games()));
    cv_.notify_all();
  }

  // True once the SPRT has decided (also right after restoring a resumed match).
  bool check_sprt() {
    if (!config_.sprt || summary_.sprt_decision) return summary_.sprt_decision.has_value();
    if (config_.shard.sharded()) return false;  // the merged results decide
    const SprtConfig& c = *config_.sprt;
    const SprtDecision d = sprt_decide(c, sprt_llr(tally_.penta(), c.elo0, c.elo1));
    if (d == SprtDecision::kContinue) return false;
    summary_.sprt_decision = d;
    stop_ = true;
    abort_ = true;  // games in progress would not change the verdict: drop them
    return true;
  }

  // Waits for the workers, redrawing the status line every second and watching `interrupt`.
  void supervise(const std::atomic<int>& workers_alive, const std::atomic<bool>* interrupt) {
    std::unique_lock lock(mutex_);
    while (workers_alive.load() > 0) {
      cv_.wait_for(lock, std::chrono::milliseconds(interrupt ? 200 : 1000));
      if (interrupt && interrupt->load() && !summary_.interrupted) {
        summary_.interrupted = true;
        stop_ = true;
        abort_ = true;
      }
      draw_status(false);
    }
    clear_status();
  }

  void notify() {
    std::lock_guard lock(mutex_);  // so the supervisor cannot miss it between its check and its wait
    cv_.notify_all();
  }

  void set_context(const ReportContext& ctx) { context_ = ctx; }
  ResultsFile& results() { return results_; }
  MatchSummary& summary() { return summary_; }
  const Tally& tally() const { return tally_; }

 private:
  void clear_status() {
    if (!status_shown_) return;
    err_ << "\r\033[K" << std::flush;
    status_shown_ = false;
  }
  int planned_games() const { return config_.shard.games_of(config_.games); }
  // Redrawn in place (a terminal), or a plain line every status_every_s seconds and on `force`.
  void draw_status(bool force) {
    if (!config_.status || config_.quiet) return;
    const auto now = SteadyClock::now();
    Progress p;
    p.done = static_cast<int64_t>(summary_.games.size());
    p.planned = planned_games();
    p.played_now = p.done - restored_;
    p.running = running_;
    p.elapsed_s = std::chrono::duration<double>(now - started_).count();
    if (config_.status_every_s > 0) {
      if (!force && now - last_status_ < std::chrono::duration<double>(config_.status_every_s)) return;
      last_status_ = now;
      err_ << status_line(context_, tally_, p) << std::endl;
      return;
    }
    err_ << "\r\033[K" << status_line(context_, tally_, p) << std::flush;
    status_shown_ = true;
  }

  const MatchConfig& config_;
  std::ostream& out_;
  std::ostream& err_;
  std::mutex mutex_;
  std::condition_variable cv_;
  std::atomic<bool> abort_{false};
  int next_index_ = 0;
  int running_ = 0;
  bool stop_ = false;
  std::set<int> done_;
  Tally tally_;
  MatchSummary summary_;
  ResultsFile results_;
  ReportContext context_;
  bool status_shown_ = false;
  int64_t restored_ = 0;
  SteadyClock::time_point started_ = SteadyClock::now();
  SteadyClock::time_point last_status_ = SteadyClock::now();
};

// One worker: plays games one after another with its own pair of engine processes.
void run_worker(MatchState& state, const Referee& prototype, const Openings& openings, const std::string names[2],
                std::unique_ptr<Player> players[2]) {
  const MatchConfig& config = state.config();
  std::unique_ptr<Referee> referee = prototype.clone_empty();
  for (int index; (index = state.next_game()) >= 0;) {
    GameSummary g;
    g.index = index;
    g.pair = index / 2;
    g.a_side = index % 2;  // the first game of a pair gives A side 0, the second side 1
    g.names[g.a_side] = names[0];
    g.names[g.a_side ^ 1] = names[1];
    g.side_names[0] = referee->side_name(0);
    g.side_names[1] = referee->side_name(1);
    g.opening = openings.for_pair(g.pair);
    const auto started = SteadyClock::now();

    GameOutcome outcome;
    bool ready = true;
    for (int e = 0; e < 2 && ready; ++e) {
      if (players[e] && !config.restart) continue;
      if (players[e]) players[e]->quit();
      players[e] = make_player(config.game, config.engines[e], config.player, &state.abort());
      if (!players[e]->start()) {
        // Counted like a crash at the first move: the engine that cannot start loses.
        const int side = e == 0 ? g.a_side : g.a_side ^ 1;
        outcome.fault_side = side;
        outcome.end.winner = side ^ 1;
        outcome.end.reason = players[e]->crashed() ? Reason::kCrash : Reason::kProtocolError;
        outcome.end.detail = players[e]->error();
        players[e].reset();
        ready = false;
        referee->new_game();
      }
    }
    if (ready) {
      Player* by_side[2];
      by_side[g.a_side] = players[0].get();
      by_side[g.a_side ^ 1] = players[1].get();
      outcome = play_game(*referee, by_side, config.rules, g.opening, &state.abort());
    }
    if (!outcome.setup_error.empty()) {
      state.fatal(absl::StrCat("game ", index + 1, ": ", outcome.setup_error));
      break;
    }
    if (outcome.aborted) {
      state.game_dropped();
      break;
    }
    if (outcome.fault_side >= 0) {
      // A player that failed is never trusted again: a fresh process for the next game.
      const int engine = outcome.fault_side == g.a_side ? 0 : 1;
      players[engine].reset();
    }
    g.end = outcome.end;
    g.fault_side = outcome.fault_side;
    g.moves = referee->moves();
    g.plies = referee->plies();
    g.duration_ms = std::chrono::duration_cast<std::chrono::milliseconds>(SteadyClock::now() - started).count();
    for (int side = 0; side < 2; ++side) {
      g.think_ms[side] = outcome.think_ms[side];
      g.moves_by[side] = outcome.moves_by[side];
    }
    RecordInfo info;
    info.event = absl::StrCat("game-match ", ENGINES_VERSION);
    info.date = today_utc();
    info.round = std::to_string(index + 1);
    info.players[0] = g.names[0];
    info.players[1] = g.names[1];
    info.time_control = config.rules.tc.describe();
    info.end = g.end;
    state.finish(g, referee->record(info), referee->record_extension(), referee->board_text());
  }
  for (int e = 0; e < 2; ++e)
    if (players[e]) players[e]->quit();
}

}  // namespace

MatchSummary run_match(const MatchConfig& config, std::ostream& out, std::ostream& err,
                       const std::atomic<bool>* interrupt) {
  MatchState state(config, out, err);
  MatchSummary& summary = state.summary();
  auto fail = [&](std::string why) {
    summary.error = std::move(why);
    return summary;
  };

  std::string error;
  std::unique_ptr<Referee> referee = make_referee(config.game, config.referee, &error);
  if (!referee) return fail(error);
  std::optional<Openings> openings;
  if (!config.openings_file.empty()) {
    openings = Openings::load(config.openings_file, *referee, config.openings_shuffle, config.seed, &error);
    if (!openings) return fail(error);
  } else {
    openings.emplace(*referee, config.opening_plies, config.seed);
  }

  // Both engines are started once up front: a wrong command or option stops the match here
  // instead of forfeiting every game. Worker 0 goes on with these processes.
  std::unique_ptr<Player> first_players[2];
  std::string names[2];
  for (int e = 0; e < 2; ++e) {
    const EngineSpec& spec = config.engines[e];
    first_players[e] = make_player(config.game, spec, config.player, &state.abort());
    if (!first_players[e]->start())
      return fail(absl::StrCat("engine ", e == 0 ? "A" : "B", " (", spec.argv[0], "): ", first_players[e]->error()));
    names[e] = !spec.name.empty()                         ? spec.name
               : !first_players[e]->engine_name().empty() ? first_players[e]->engine_name()
                                                          : std::filesystem::path(spec.argv[0]).filename().string();
  }
  if (names[0] == names[1]) names[1] += "-2";
  summary.names[0] = names[0];
  summary.names[1] = names[1];

  ReportContext ctx;
  ctx.names[0] = names[0];
  ctx.names[1] = names[1];
  ctx.total_games = config.games;
  ctx.planned_games = config.shard.games_of(config.games);
  if (config.shard.sharded()) ctx.shard = config.shard.text();
  ctx.sprt = config.sprt;
  state.set_context(ctx);

  if (!config.results_path.empty()) {
    MatchIdentity id;
    id.game = game_kind_name(config.game);
    id.size = referee->size();
    id.engine_a = names[0];
    id.engine_b = names[1];
    id.seed = config.seed;
    id.openings = config.openings_file;
    id.games = config.games;
    id.shard = config.shard.text();
    if (config.sprt) id.sprt = format_sprt(*config.sprt);
    std::error_code ec;
    if (config.resume) {
      auto prior = ResultsFile::read(config.results_path, id, &error);
      if (!prior) return fail(error);
      for (const GameSummary& g : *prior)
        if (g.index < config.games && config.shard.contains_pair(g.pair)) state.restore(g);
    } else if (std::filesystem::exists(config.results_path, ec) &&
               std::filesystem::file_size(config.results_path, ec) > 0) {
      return fail(config.results_path + " already exists: add --resume to continue that match, or remove it");
    }
    if (!state.results().open(config.results_path, id, &error)) return fail(error);
  } else if (config.resume) {
    return fail("--resume needs --results FILE");
  }
  if (!config.records_dir.empty()) {
    std::error_code ec;
    std::filesystem::create_directories(config.records_dir, ec);
    if (ec) return fail("cannot create records directory " + config.records_dir + ": " + ec.message());
  }

  if (!config.quiet) {
    out << "Match: " << names[0] << " vs " << names[1] << ", " << describe_size(config.game, referee->size()) << ", "
        << config.games << (config.games == 1 ? " game, " : " games, ") << config.rules.tc.describe();
    if (config.shard.sharded())
      out << ", shard " << config.shard.text() << " (" << config.shard.games_of(config.games) << " games)";
    if (config.concurrency > 1) out << ", concurrency " << config.concurrency;
    if (!summary.games.empty()) out << " (" << summary.games.size() << " resumed)";
    out << std::endl;
  }

  if (!state.check_sprt()) {
    const int remaining = config.shard.games_of(config.games) - static_cast<int>(summary.games.size());
    const int workers = std::max(1, std::min(config.concurrency, remaining));
    std::atomic<int> alive{workers};
    std::vector<std::thread> threads;
    const Referee& prototype = *referee;
    const Openings& book = *openings;
    for (int w = 0; w < workers; ++w) {
      threads.emplace_back([&, w] {
        std::unique_ptr<Player> players[2];
        if (w == 0) {
          players[0] = std::move(first_players[0]);
          players[1] = std::move(first_players[1]);
        }
        run_worker(state, prototype, book, names, players);
        --alive;
        state.notify();
      });
    }
    state.supervise(alive, interrupt);
    for (auto& t : threads) t.join();
  }
  for (auto& p : first_players)
    if (p) p->quit();

  std::sort(summary.games.begin(), summary.games.end(),
            [](const GameSummary& a, const GameSummary& b) { return a.index < b.index; });
  summary.wdl = state.tally().wdl();
  summary.penta = state.tally().penta();
  if (summary.interrupted && !config.quiet) out << "Interrupted: games in progress were dropped (--resume plays them)." << std::endl;
  if (summary.sprt_decision && !config.quiet) out << "SPRT: " << to_string(*summary.sprt_decision) << std::endl;
  out << final_report(ctx, state.tally(), referee->side_name(0), referee->side_name(1)) << std::flush;
  return summary;
}

}  // namespace match
