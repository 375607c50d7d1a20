#include "tools/match/results_file.h"

#include <absl/strings/ascii.h>
#include <absl/strings/str_cat.h>
#include <absl/strings/str_join.h>
#include <absl/strings/str_split.h>

#include <filesystem>
#include <iterator>

#include "tools/match/json_line.h"

namespace match {

std::string GameSummary::result_text() const {
  if (end.winner < 0) return "1/2-1/2";
  return end.winner == 0 ? "1-0" : "0-1";
}

std::string join_moves(const std::vector<std::string>& moves) { return absl::StrJoin(moves, "; "); }

namespace {

std::vector<std::string> split_moves(const std::string& text) {
  std::vector<std::string> out;
  for (absl::string_view m : absl::StrSplit(text, ';')) {
    const absl::string_view s = absl::StripAsciiWhitespace(m);
    if (!s.empty()) out.emplace_back(s);
  }
  return out;
}

}  // namespace

std::optional<ResultsContents> ResultsFile::load(const std::string& path, std::string* error) {
  ResultsContents contents;
  std::vector<GameSummary>& games = contents.games;
  std::ifstream in(path);
  auto fail = [&](std::string why) -> std::optional<ResultsContents> {
    if (error) *error = std::move(why);
    return std::nullopt;
  };
  if (!in) return fail("cannot read results file " + path);
  std::string line;
  int number = 0;
  bool header = false;
  while (std::getline(in, line)) {
    ++number;
    if (absl::StripAsciiWhitespace(line).empty()) continue;
    std::string why;
    auto json = JsonLine::parse(line, &why);
    if (!json) {
      // A line cut short by a kill is the last one: drop it, the game is replayed.
      if (in.peek() == std::char_traits<char>::eof()) break;
      return fail(absl::StrCat(path, ":", number, ": ", why));
    }
    const std::string type = json->get("type");
    if (type == "match") {
      if (header) return fail(absl::StrCat(path, ":", number, ": a second match line"));
      header = true;
      MatchIdentity& id = contents.identity;
      id.game = json->get("game");
      id.size = static_cast<int>(json->get_int("size").value_or(0));
      id.engine_a = json->get("engine_a");
      id.engine_b = json->get("engine_b");
      id.seed = static_cast<uint64_t>(json->get_int("seed").value_or(0));
      id.openings = json->get("openings");
      id.games = static_cast<int>(json->get_int("games").value_or(0));
      id.shard = json->get("shard", "1/1");
      id.sprt = json->get("sprt");
      continue;
    }
    if (type != "game") continue;
    GameSummary g;
    auto index = json->get_int("index");
    auto a_side = json->get_int("a_side");
    auto reason = parse_reason(json->get("reason"));
    if (!index || !a_side || !reason) return fail(absl::StrCat(path, ":", number, ": incomplete game line"));
    g.index = static_cast<int>(*index);
    g.pair = static_cast<int>(json->get_int("pair").value_or(*index / 2));
    g.a_side = static_cast<int>(*a_side);
    g.side_names[0] = json->get("side0", "side 0");
    g.side_names[1] = json->get("side1", "side 1");
    g.names[0] = json->get(g.side_names[0]);
    g.names[1] = json->get(g.side_names[1]);
    const std::string result = json->get("result");
    g.end.winner = result == "1-0" ? 0 : result == "0-1" ? 1 : -1;
    g.end.reason = *reason;
    g.end.detail = json->get("detail");
    const std::string fault = json->get("fault");
    g.fault_side = fault.empty() ? -1 : fault == g.side_names[0] ? 0 : 1;
    g.plies = static_cast<int>(json->get_int("plies").value_or(0));
    g.duration_ms = json->get_int("ms").value_or(0);
    g.think_ms[0] = json->get_int("think_ms0").value_or(0);
    g.think_ms[1] = json->get_int("think_ms1").value_or(0);
    g.moves_by[0] = static_cast<int>(json->get_int("moves0").value_or(0));
    g.moves_by[1] = static_cast<int>(json->get_int("moves1").value_or(0));
    g.opening = split_moves(json->get("opening"));
    g.moves = split_moves(json->get("moves"));
    games.push_back(std::move(g));
  }
  if (!header) return fail(path + ": no match line; not a game-match results file");
  return contents;
}

std::optional<std::vector<GameSummary>> ResultsFile::read(const std::string& path, const MatchIdentity& expected,
                                                          std::string* error) {
  std::error_code ec;
  if (!std::filesystem::exists(path, ec) || std::filesystem::file_size(path, ec) == 0)
    return std::vector<GameSummary>{};  // nothing yet: a fresh start
  auto contents = load(path, error);
  if (!contents) return std::nullopt;
  auto fail = [&](std::string why) -> std::optional<std::vector<GameSummary>> {
    if (error) *error = std::move(why);
    return std::nullopt;
  };
  const MatchIdentity& found = contents->identity;
  auto differs = [](const std::string& what, const std::string& a, const std::string& b) {
    return absl::StrCat(what, " is '", a, "' in the results file but '", b, "' now");
  };
  if (found.game != expected.game) return fail(differs("the game", found.game, expected.game));
  if (found.size != expected.size)
    return fail(differs("the size", std::to_string(found.size), std::to_string(expected.size)));
  if (found.engine_a != expected.engine_a) return fail(differs("engine A", found.engine_a, expected.engine_a));
  if (found.engine_b != expected.engine_b) return fail(differs("engine B", found.engine_b, expected.engine_b));
  if (found.seed != expected.seed)
    return fail(differs("the seed", std::to_string(found.seed), std::to_string(expected.seed)));
  if (found.openings != expected.openings) return fail(differs("the openings", found.openings, expected.openings));
  if (found.shard != expected.shard) return fail(differs("the shard", found.shard, expected.shard));
  return std::move(contents->games);
}

bool ResultsFile::open(const std::string& path, const MatchIdentity& id, std::string* error) {
  std::error_code ec;
  // A last line cut short by a kill is dropped (its game is replayed), so that what is appended
  // starts on a line of its own.
  if (std::filesystem::exists(path, ec)) {
    std::ifstream in(path, std::ios::binary);
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    if (!text.empty() && text.back() != '\n') {
      const std::size_t keep = text.rfind('\n');
      std::filesystem::resize_file(path, keep == std::string::npos ? 0 : keep + 1, ec);
    }
  }
  const bool fresh = !std::filesystem::exists(path, ec) || std::filesystem::file_size(path, ec) == 0;
  out_.open(path, std::ios::app);
  if (!out_) {
    if (error) *error = "cannot write results file " + path;
    return false;
  }
  if (fresh) {
    JsonLineWriter w;
    w.add("type", "match").add("game", id.game).add("size", id.size).add("engine_a", id.engine_a);
    w.add("engine_b", id.engine_b).add("seed", static_cast<int64_t>(id.seed)).add("openings", id.openings);
    w.add("games", id.games).add("shard", id.shard);
    if (!id.sprt.empty()) w.add("sprt", id.sprt);
    w.add("version", ENGINES_VERSION);
    out_ << w.str() << std::endl;
  }
  return true;
}

void ResultsFile::append(const GameSummary& g) {
  JsonLineWriter w;
  w.add("type", "game").add("index", g.index).add("pair", g.pair).add("a_side", g.a_side);
  w.add("side0", g.side_names[0]).add("side1", g.side_names[1]);
  w.add(g.side_names[0], g.names[0]).add(g.side_names[1], g.names[1]);
  w.add("result", g.result_text()).add("score_a", g.score_a());
  w.add("winner", g.end.winner < 0 ? std::string("draw") : g.names[g.end.winner]);
  w.add("reason", reason_name(g.end.reason)).add("detail", g.end.detail);
  w.add("fault", g.fault_side < 0 ? std::string() : g.side_names[g.fault_side]);
  w.add("plies", g.plies).add("ms", g.duration_ms);
  w.add("think_ms0", g.think_ms[0]).add("think_ms1", g.think_ms[1]);
  w.add("moves0", g.moves_by[0]).add("moves1", g.moves_by[1]);
  w.add("opening", join_moves(g.opening)).add("moves", join_moves(g.moves));
  out_ << w.str() << std::endl;  // flushed: a killed match loses at most the line being written
}

}  // namespace match
