#include "tools/match/merge.h"

#include <absl/strings/str_cat.h>
#include <absl/strings/str_join.h>

#include <algorithm>
#include <cstdlib>
#include <map>
#include <set>

#include "tools/match/referee.h"

namespace match {

namespace {

// The fields every shard of one match shares.
std::string differs(const MatchIdentity& a, const MatchIdentity& b) {
  if (a.game != b.game) return absl::StrCat("the game (", a.game, " vs ", b.game, ")");
  if (a.size != b.size) return absl::StrCat("the size (", a.size, " vs ", b.size, ")");
  if (a.engine_a != b.engine_a) return absl::StrCat("engine A (", a.engine_a, " vs ", b.engine_a, ")");
  if (a.engine_b != b.engine_b) return absl::StrCat("engine B (", a.engine_b, " vs ", b.engine_b, ")");
  if (a.seed != b.seed) return absl::StrCat("the seed (", a.seed, " vs ", b.seed, ")");
  if (a.openings != b.openings) return absl::StrCat("the openings (", a.openings, " vs ", b.openings, ")");
  if (a.games != b.games) return absl::StrCat("the number of games (", a.games, " vs ", b.games, ")");
  return "";
}

int shard_count(const std::string& shard) {
  const std::size_t slash = shard.find('/');
  return slash == std::string::npos ? 1 : std::max(1, std::atoi(shard.c_str() + slash + 1));
}

}  // namespace

std::optional<MergedResults> merge_results_files(const std::vector<std::string>& paths, std::string* error) {
  auto fail = [&](std::string why) -> std::optional<MergedResults> {
    if (error) *error = std::move(why);
    return std::nullopt;
  };
  if (paths.empty()) return fail("no results files to merge");
  MergedResults merged;
  std::map<int, std::string> owner;  // game index -> the file it came from
  std::set<std::string> shards_seen;
  for (std::size_t f = 0; f < paths.size(); ++f) {
    std::string why;
    auto contents = ResultsFile::load(paths[f], &why);
    if (!contents) return fail(why);
    const MatchIdentity& id = contents->identity;
    if (f == 0) {
      merged.identity = id;
    } else {
      const std::string d = differs(merged.identity, id);
      if (!d.empty()) return fail(absl::StrCat(paths[f], " is not a shard of the match in ", paths[0], ": ", d));
      if (shard_count(id.shard) != shard_count(merged.identity.shard))
        return fail(absl::StrCat(paths[f], " is shard ", id.shard, " but ", paths[0], " is shard ", merged.identity.shard));
    }
    if (!shards_seen.insert(id.shard).second)
      return fail(absl::StrCat("shard ", id.shard, " comes twice (", paths[f], ")"));
    merged.shards.push_back(id.shard);
    for (GameSummary& g : contents->games) {
      auto [it, fresh] = owner.emplace(g.index, paths[f]);
      if (!fresh) return fail(absl::StrCat("game ", g.index + 1, " is in both ", it->second, " and ", paths[f]));
      merged.games.push_back(std::move(g));
    }
  }
  std::sort(merged.games.begin(), merged.games.end(),
            [](const GameSummary& a, const GameSummary& b) { return a.index < b.index; });
  merged.missing = std::max(0, merged.identity.games - static_cast<int>(merged.games.size()));
  merged.identity.shard = "merged";
  return merged;
}

std::string merged_report(const MergedResults& merged, const std::optional<SprtConfig>& sprt) {
  ReportContext ctx;
  ctx.names[0] = merged.identity.engine_a;
  ctx.names[1] = merged.identity.engine_b;
  ctx.total_games = merged.identity.games;
  ctx.sprt = sprt;
  if (!ctx.sprt && !merged.identity.sprt.empty()) ctx.sprt = parse_sprt(merged.identity.sprt, nullptr);
  Tally tally;
  for (const GameSummary& g : merged.games) tally.add(g);
  std::string side_names[2] = {"side 0", "side 1"};
  if (!merged.games.empty()) {
    side_names[0] = merged.games.front().side_names[0];
    side_names[1] = merged.games.front().side_names[1];
  } else if (auto kind = parse_game_kind(merged.identity.game)) {
    if (auto referee = make_referee(*kind, RefereeOptions{merged.identity.size, false}, nullptr)) {
      side_names[0] = referee->side_name(0);
      side_names[1] = referee->side_name(1);
    }
  }
  return final_report(ctx, tally, side_names[0], side_names[1]);
}

}  // namespace match
