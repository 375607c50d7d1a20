// Builds the tactics suite (tests/data/arimaa/tactics.tsv) from game records: every position at
// the start of a turn is classified by the referee's brute force (tests/arimaa/referee.h):
//   goal     the side to move can score this turn
//   defend   the opponent could score next turn, and some turn of ours stops every goal
//   capture  a capture wins material cleanly (no recapture) and nothing wins more: value = the
//            best two-turn material value (HarLog, thousandths)
//   save     the opponent threatens a capture and some turn keeps the material even (value 0)
// (capture/save only when neither side has a goal in sight, the material is roughly level, and
// the turn played in the game reaches the best value too: a strong player's choice, so that
// the capture is one to take now rather than one that can wait). Output lines:
//   category <TAB> source <TAB> position ("g [<64 chars>]") <TAB> value
//
//   arimaa-make-tactics [--max-per-category N] <games.tsv | record.pgn>... > tactics.tsv
#include <algorithm>
#include <climits>
#include <cstdlib>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include <absl/strings/match.h>
#include <absl/strings/str_split.h>

#include "arimaa-engine/game.h"
#include "arimaa-engine/turns.h"
#include "tests/arimaa/referee.h"

using namespace arimaa;

namespace {

struct Record {
  std::string source;
  std::string moves;
};

std::vector<Record> read_tsv(const std::string& path) {
  std::vector<Record> out;
  std::ifstream in(path);
  std::string line;
  std::getline(in, line);
  std::vector<std::string> header = absl::StrSplit(line, '\t');
  std::size_t id_col = 0, moves_col = 0;
  for (std::size_t i = 0; i < header.size(); ++i) {
    if (header[i] == "id") id_col = i;
    if (header[i] == "movelist") moves_col = i;
  }
  while (std::getline(in, line)) {
    std::vector<std::string> row = absl::StrSplit(line, '\t');
    if (row.size() <= moves_col) continue;
    out.push_back({"archive:" + row[id_col], row[moves_col]});
  }
  return out;
}

// Blank-line separated games; move lines start with a turn number.
std::vector<Record> read_pgn(const std::string& path, const std::string& label) {
  std::vector<Record> out;
  std::ifstream in(path);
  std::string line, moves;
  auto flush = [&] {
    if (!moves.empty()) out.push_back({label + ":" + std::to_string(out.size()), moves});
    moves.clear();
  };
  while (std::getline(in, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    const std::size_t digits = line.find_first_not_of("0123456789");
    if (digits > 0 && digits != std::string::npos && std::string_view("gswb").find(line[digits]) != std::string_view::npos) {
      moves += line;
      moves += '\n';
    } else if (line.empty() || line[0] == '[') {
      if (!moves.empty() && line.empty()) flush();
    }
  }
  flush();
  return out;
}

struct Entry {
  std::string category;
  std::string source;
  std::string position;
  int value;
};

constexpr int kMaxReplySearches = 3000;
// Capture and save positions only while the material is roughly level (HarLog within about two
// camels): far ahead, a rabbit more or less is rightly ignored for a faster goal.
constexpr int kMaxImbalance = 1000;

// The position after turn t of pos.side(), the opponent to move.
Position play_turn(const Position& pos, const Turn& t) {
  Position after = pos;
  for (int i = 0; i < t.size; ++i) make_move(after, t.moves[i]);
  after.end_turn();
  return after;
}

// The end-of-turn goal and rabbit checks for the side that just moved: +1 it wins, -1 it
// loses, 0 the game goes on.
int judge(const Position& after) {
  const Color mover = opponent(after.side());
  const Color next = after.side();
  if (after.pieces(mover, kRabbit) & kGoalRank[mover]) return 1;
  if (after.pieces(next, kRabbit) & kGoalRank[next]) return -1;
  if (!after.pieces(next, kRabbit)) return 1;
  if (!after.pieces(mover, kRabbit)) return -1;
  return 0;
}

// Some turn of ours after which the opponent cannot score.
bool defence_exists(const Position& pos, TurnGenerator& gen) {
  Position p = pos;
  gen.enumerate(p);
  for (const Turn& t : gen.turns()) {
    const Position after = play_turn(pos, t);
    const int j = judge(after);
    if (j > 0) return true;
    if (j == 0 && !referee::opponent_can_goal(after)) return true;
  }
  return false;
}

// Best two-turn material value over our turns when it is >= 0 (-1 stands for "below 0"), and
// whether a turn reaches it cleanly (no reply captures anything).
struct Values {
  int best = -1;
  bool clean = false;
  bool complete = true;  // false: gave up after too many reply searches
};
// `played`: the placement the game's own turn reached, tried first among equal gains (a strong
// player's move is usually the clean one).
Values two_turn_values(const Position& pos, TurnGenerator& gen, uint64_t played) {
  Position p = pos;
  gen.enumerate(p);
  struct Candidate {
    int gain;
    Position after;
  };
  std::vector<Candidate> cands;
  for (const Turn& t : gen.turns()) {
    const Position after = play_turn(pos, t);
    const int j = judge(after);
    if (j > 0) cands.push_back({referee::kWin, after});
    if (j == 0) cands.push_back({referee::material_gain(pos, after, pos.side()), after});
  }
  std::stable_sort(cands.begin(), cands.end(), [played](const Candidate& a, const Candidate& b) {
    if (a.gain != b.gain) return a.gain > b.gain;
    return (a.after.placement_key() == played) > (b.after.placement_key() == played);
  });
  Values v;
  int searches = 0;
  for (const Candidate& c : cands) {
    if (++searches > kMaxReplySearches) {
      v.complete = false;
      break;
    }
    if (c.gain < v.best || (c.gain == v.best && v.clean)) break;  // a reply only takes away
    // Only whether this turn beats the best (or, at equal gain, matches it cleanly) matters.
    const int value = referee::value_after_reply(c.after, c.gain, c.gain > v.best ? v.best : v.best - 1);
    if (value > v.best) {
      v.best = value;
      v.clean = value == c.gain;
    } else if (value == v.best && value == c.gain) {
      v.clean = true;
    }
  }
  return v;
}

}  // namespace

int main(int argc, char** argv) {
  std::size_t max_per_category = 1000000;
  std::vector<Record> records;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--max-per-category" && i + 1 < argc) {
      max_per_category = std::stoul(argv[++i]);
    } else if (absl::EndsWith(arg, ".tsv")) {
      for (auto& r : read_tsv(arg)) records.push_back(r);
    } else {
      std::string label = arg.substr(arg.find_last_of('/') + 1);
      label = label.substr(0, label.find('.'));
      for (auto& r : read_pgn(arg, label)) records.push_back(r);
    }
  }
  std::map<std::string, std::vector<Entry>> by_category;
  TurnGenerator gen;
  int positions = 0, gave_up = 0, not_found = 0;
  for (const Record& rec : records) {
    std::cerr << rec.source << "\r";
    std::string error;
    auto turns = parse_record(rec.moves, &error);
    if (!turns) {
      std::cerr << rec.source << ": " << error << "\n";
      continue;
    }
    Game game;
    for (const RecordTurn& t : *turns) {
      if (game.over() || t.moves.empty()) break;
      if (!game.in_setup()) {
        ++positions;
        const Position pos = game.position();
        const std::string source = rec.source + ":" + std::to_string(t.number) + side_char(t.side);
        const std::string text = setposition_string(pos);
        const Color them = opponent(pos.side());
        const referee::TurnOutcome ours = referee::best_turn(pos);
        if (ours.goal) {
          by_category["goal"].push_back({"goal", source, text, 0});
        } else if (ours.best_gain < referee::kWin) {
          const referee::TurnOutcome threat = referee::best_turn(referee::fresh_turn(pos, them));
          if (threat.goal) {
            if (defence_exists(pos, gen)) by_category["defend"].push_back({"defend", source, text, 0});
          } else if ((ours.best_gain > 0 || threat.best_gain > 0) &&
                     std::abs(referee::harlog_milli(pos, pos.side())) <= kMaxImbalance) {
            Game next = game;
            const bool played_ok = next.play(t.moves, nullptr) && !next.over();
            const uint64_t played = played_ok ? next.position().placement_key() : 0;
            const Values v = two_turn_values(pos, gen, played);
            // The player of the game found the answer too (its turn reaches the best value):
            // the capture or the save was the move to play there, not one that could wait.
            const bool player_found =
                played_ok && v.best >= 0 &&
                referee::value_after_reply(next.position(), referee::material_gain(pos, next.position(), pos.side())) >=
                    v.best;
            if (!v.complete) {
              ++gave_up;
            } else if (!player_found) {
              ++not_found;
            } else if (v.best > 0 && v.best < referee::kWin && v.clean)
              by_category["capture"].push_back({"capture", source, text, v.best});
            else if (v.best == 0 && threat.best_gain > 0 && v.clean)
              by_category["save"].push_back({"save", source, text, 0});
          }
        }
      }
      if (!game.play(t.moves, &error)) {
        std::cerr << rec.source << ":" << t.number << ": " << error << "\n";
        break;
      }
    }
  }
  std::cerr << positions << " positions (" << gave_up << " too costly, " << not_found
            << " material ones where the game's turn did not reach the best value);";
  for (auto& [cat, list] : by_category) {
    std::cerr << " " << cat << " " << list.size();
    // Spread the kept ones over the whole list (different games and phases).
    const std::size_t n = list.size();
    const std::size_t keep = std::min(n, max_per_category);
    for (std::size_t i = 0; i < keep; ++i) {
      const Entry& e = list[i * n / keep];
      std::cout << e.category << "\t" << e.source << "\t" << e.position << "\t" << e.value << "\n";
    }
  }
  std::cerr << "\n";
  return 0;
}
