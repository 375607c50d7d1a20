// Archive games and random games replay legally and end exactly as recorded.
#include <doctest/doctest.h>

#include <fstream>
#include <map>
#include <string>
#include <vector>

#include <absl/strings/str_split.h>

#include "arimaa-engine/game.h"

namespace arimaa {
namespace {

std::string data_path(const std::string& name) { return std::string(TEST_DATA_DIR) + "/arimaa/" + name; }

struct Replay {
  bool legal = true;
  std::string error;
  int turns_played = 0;
  int ended_at = -1;  // index of the turn after which the rules ended the game
  std::optional<GameResult> result;
};

Replay replay(const std::string& record) {
  Replay out;
  std::string error;
  auto turns = parse_record(record, &error);
  if (!turns) {
    out.legal = false;
    out.error = error;
    return out;
  }
  Game game;
  for (std::size_t i = 0; i < turns->size(); ++i) {
    const RecordTurn& t = (*turns)[i];
    if (t.moves.empty() && i + 1 == turns->size()) break;
    if (game.over()) {
      out.legal = false;
      out.error = "moves after the end of the game";
      return out;
    }
    if (t.side != game.position().side() || !game.play(t.moves, &error)) {
      out.legal = false;
      out.error = std::to_string(t.number) + side_char(t.side) + ": " + error;
      return out;
    }
    ++out.turns_played;
    if (game.over() && out.ended_at < 0) out.ended_at = out.turns_played;
  }
  out.result = game.result();
  return out;
}

TEST_CASE("every archive game replays legally and ends as recorded") {
  std::ifstream in(data_path("games-2026.tsv"));
  REQUIRE(in.good());
  std::string line;
  std::getline(in, line);
  std::vector<std::string> header = absl::StrSplit(line, '\t');
  std::map<std::string, std::size_t> column;
  for (std::size_t i = 0; i < header.size(); ++i) column[header[i]] = i;
  int games = 0, rule_endings = 0;
  while (std::getline(in, line)) {
    std::vector<std::string> row = absl::StrSplit(line, '\t');
    const std::string id = row[column["id"]];
    const char winner = row[column["result"]][0];
    const char how = row[column["termination"]][0];
    CAPTURE(id);
    const Replay r = replay(row[column["movelist"]]);
    REQUIRE_MESSAGE(r.legal, r.error);
    if (how == 'g' || how == 'e' || how == 'm') {
      REQUIRE(r.result);
      CHECK(r.ended_at == r.turns_played);  // no earlier rule ending
      CHECK(r.result->winner == (winner == 'w' ? kGold : kSilver));
      CHECK(termination_char(r.result->how) == how);
      ++rule_endings;
    } else {
      CHECK_FALSE(r.result);  // time, resignation, illegal-move forfeit: the rules did not end it
    }
    ++games;
  }
  CHECK(games == 147);
  CHECK(rule_endings == 100);
}

TEST_CASE("every random game ends exactly at its last turn with the recorded winner") {
  std::ifstream in(data_path("random-games.tsv"));
  REQUIRE(in.good());
  std::string line;
  int games = 0;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::vector<std::string> row = absl::StrSplit(line, '\t');
    REQUIRE(row.size() == 4);
    CAPTURE(row[0]);
    const Replay r = replay(row[3]);
    REQUIRE_MESSAGE(r.legal, r.error);
    REQUIRE(r.result);
    CHECK(r.ended_at == r.turns_played);
    CHECK(r.result->winner == (row[1] == "g" ? kGold : kSilver));
    CHECK(std::string(1, termination_char(r.result->how)) == row[2]);
    ++games;
  }
  CHECK(games == 38);
}

}  // namespace
}  // namespace arimaa
