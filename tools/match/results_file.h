// The results file: JSON lines, written as games finish (in any order with --concurrency).
// The first line describes the match; each further line is one game:
//   {"type":"match","game":"havannah","size":8,"engine_a":"mcts","engine_b":"random","seed":1,...}
//   {"type":"game","index":3,"pair":1,"a_side":1,"white":"random","black":"mcts","result":"0-1",
//    "score_a":1,"winner":"mcts","reason":"ring","detail":"","fault":"","plies":41,"ms":5312,
//    "opening":"e5; f7","moves":"e5; f7; ..."}
// index and pair are 0-based; result is side 0's score first (white / gold). --resume reads the
// file back, checks that it belongs to the same match and plays only the missing games.
#pragma once

#include <cstdint>
#include <fstream>
#include <optional>
#include <string>
#include <vector>

#include "tools/match/referee.h"

namespace match {

struct GameSummary {
  int index = 0;
  int pair = 0;
  int a_side = 0;           // the side engine A played
  std::string names[2];     // engine names by side
  std::string side_names[2];  // "white"/"black", "gold"/"silver"
  GameEnd end;
  int fault_side = -1;      // the side that forfeited
  int plies = 0;
  int64_t duration_ms = 0;
  int64_t think_ms[2] = {0, 0};  // by side
  int moves_by[2] = {0, 0};
  std::vector<std::string> opening;
  std::vector<std::string> moves;

  // Engine A's points: 1, 0.5 or 0.
  double score_a() const { return end.winner < 0 ? 0.5 : end.winner == a_side ? 1.0 : 0.0; }
  std::string result_text() const;  // "1-0", "0-1", "1/2-1/2"
};

struct MatchIdentity {
  std::string game;
  int size = 0;
  std::string engine_a, engine_b;
  uint64_t seed = 0;
  std::string openings;  // the openings file, or "" for random openings
  // Written since sharding: the whole match's game count, the shard ("K/N"; "1/1" unsharded,
  // also for files from before) and the SPRT bounds ("" without). --resume checks the shard.
  int games = 0;
  std::string shard = "1/1";
  std::string sprt;
};

// A whole results file: its match line and its games, in file order.
struct ResultsContents {
  MatchIdentity identity;
  std::vector<GameSummary> games;
};

class ResultsFile {
 public:
  // Reads an existing file for --resume: the games in it (header checked against `expected`).
  static std::optional<std::vector<GameSummary>> read(const std::string& path, const MatchIdentity& expected,
                                                      std::string* error);
  // Reads any results file (for `game-match merge`); a missing file is an error here.
  static std::optional<ResultsContents> load(const std::string& path, std::string* error);
  // Opens for appending; writes the header when the file is new or empty.
  bool open(const std::string& path, const MatchIdentity& identity, std::string* error);
  bool is_open() const { return out_.is_open(); }
  void append(const GameSummary& game);

 private:
  std::ofstream out_;
};

std::string join_moves(const std::vector<std::string>& moves);  // "a; b; c"

}  // namespace match
