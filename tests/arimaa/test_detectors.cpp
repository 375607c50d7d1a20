// Goal and capture detection against brute force (every distinct turn) on real positions.
#include <doctest/doctest.h>

#include <fstream>
#include <string>
#include <vector>

#include <absl/strings/str_split.h>

#include "arimaa-engine/capture.h"
#include "arimaa-engine/game.h"
#include "arimaa-engine/goal.h"

namespace arimaa {
namespace {

// Turn-start positions of the random games (many goal races) and some archive games.
std::vector<Position> sample_positions(int archive_games) {
  std::vector<Position> out;
  auto replay_into = [&](const std::string& record) {
    auto turns = parse_record(record, nullptr);
    REQUIRE(turns);
    Game game;
    for (const RecordTurn& t : *turns) {
      if (game.over() || t.moves.empty()) break;
      if (!game.play(t.moves, nullptr)) break;
      if (!game.in_setup() && !game.over()) out.push_back(game.position());
    }
  };
  std::ifstream random_games(std::string(TEST_DATA_DIR) + "/arimaa/random-games.tsv");
  REQUIRE(random_games.good());
  std::string line;
  while (std::getline(random_games, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::vector<std::string> row = absl::StrSplit(line, '\t');
    replay_into(row[3]);
  }
  std::ifstream archive(std::string(TEST_DATA_DIR) + "/arimaa/games-2026.tsv");
  REQUIRE(archive.good());
  std::getline(archive, line);
  const std::vector<std::string> header = absl::StrSplit(line, '\t');
  std::size_t movelist = 0;
  for (std::size_t i = 0; i < header.size(); ++i)
    if (header[i] == "movelist") movelist = i;
  for (int g = 0; g < archive_games && std::getline(archive, line); ++g) {
    std::vector<std::string> row = absl::StrSplit(line, '\t');
    replay_into(row[movelist]);
  }
  return out;
}

// Fewest steps (1..4) after which some turn prefix has a rabbit of the mover on its goal.
bool goal_within(const Position& start, int k, TurnGenerator& gen);
int brute_force_goal(const Position& start, TurnGenerator& gen) {
  if (!goal_within(start, 4, gen)) return -1;
  for (int k = 1; k <= 4; ++k)
    if (goal_within(start, k, gen)) return k;
  return -1;
}

bool goal_within(const Position& start, int k, TurnGenerator& gen) {
  {
    Position pos = start;
    pos.set_steps_left(k);
    gen.enumerate(pos);
    for (const Turn& t : gen.turns()) {
      Position after = start;
      for (int i = 0; i < t.size; ++i) make_move(after, t.moves[i]);
      if (after.pieces(start.side(), kRabbit) & kGoalRank[start.side()]) return true;
    }
  }
  return false;
}

#if defined(__SANITIZE_ADDRESS__)
constexpr int kStride = 16;
#else
constexpr int kStride = 2;
#endif

TEST_CASE("goal detection agrees with brute force on game positions") {
  const auto positions = sample_positions(20);
  REQUIRE(positions.size() > 1000);
  TurnGenerator gen;
  int goals = 0, checked = 0, missed = 0;
  for (std::size_t i = 0; i < positions.size(); i += kStride) {
    const Position& pos = positions[i];
    // Brute force everywhere the lower bound allows a goal, and on a sample of the rest (which
    // checks that the bound is admissible).
    if (goal_lower_bound(pos, pos.side()) > 4 && i % (4 * kStride) != 0) continue;
    const int expected = brute_force_goal(pos, gen);
    const GoalResult found = find_goal(pos, 4);
    CAPTURE(setposition_string(pos));
    CHECK(goal_within(pos, 4) == (found.steps >= 0));
    // Never a false alarm, and the reported length is right whenever found.
    if (found.steps >= 0) {
      CHECK(found.steps == expected);
      // The first move starts a real goal sequence: after it, the rest fits in the steps left.
      Position after = pos;
      make_move(after, found.first);
      CHECK(find_goal(after, 4).steps >= 0);
    }
    if (expected >= 0) ++goals;
    if (expected >= 0 && found.steps < 0) ++missed;
    ++checked;
  }
  MESSAGE("positions " << checked << ", goals " << goals << ", missed " << missed);
  CHECK(goals > 20 / kStride);
  CHECK(missed == 0);
}

TEST_CASE("capture detection finds every capture brute force finds") {
  const auto positions = sample_positions(20);
  TurnGenerator gen;
  int with_capture = 0, missed = 0, checked = 0;
  for (std::size_t i = 0; i < positions.size(); i += 3 * kStride) {
    Position pos = positions[i];
    const Color them = opponent(pos.side());
    const int enemy_before = pos.piece_count(them);
    gen.enumerate(pos);
    bool brute = false;
    for (const Turn& t : gen.turns()) {
      Position after = pos;
      for (int k = 0; k < t.size; ++k) make_move(after, t.moves[k]);
      if (after.piece_count(them) < enemy_before) {
        brute = true;
        break;
      }
    }
    CaptureThreats threats;
    find_captures(pos, 4, threats);
    CAPTURE(setposition_string(pos));
    if (threats.count > 0) CHECK(brute);  // never a false alarm
    with_capture += brute;
    missed += brute && threats.count == 0;
    ++checked;
  }
  MESSAGE("positions " << checked << ", with a capture " << with_capture << ", missed " << missed);
  CHECK(with_capture > 0);
  CHECK(missed * 50 <= with_capture);  // at most 2% missed (exotic 4-step plans)
}

TEST_CASE("pattern capture threats are nearly always real") {
  const auto positions = sample_positions(30);
  int reported = 0, confirmed = 0;
  for (std::size_t i = 0; i < positions.size(); i += 2 * kStride) {
    const Position& pos = positions[i];
    const PatternThreats pattern = capture_threats_by_pattern(pos, pos.side(), 4);
    if (pattern.best < 0) continue;
    ++reported;
    CaptureThreats found;
    find_captures(pos, 4, found);
    confirmed += found.count > 0;
  }
  MESSAGE("pattern threats " << reported << ", confirmed by search " << confirmed);
  CHECK(reported > 50 / kStride);
  CHECK(confirmed * 100 >= reported * 90);
}

}  // namespace

TEST_CASE("moves generated for a region are the full list's moves touching it, in the same order") {
  const auto positions = sample_positions(20);
  REQUIRE(positions.size() > 1000);
  int compared = 0, kept_total = 0;
  for (std::size_t i = 0; i < positions.size(); i += kStride) {
    const Position& pos = positions[i];
    MoveList full, near;
    generate_moves(pos, full);
    // A trap's surroundings, a corner, a rank, a single square, everything, nothing.
    for (const Bitboard region : {ball(2, kTrapSquares[i % 4]), ball(3, 0), Bitboard{0xFF} << (8 * (i % 8)),
                                  bit(static_cast<int>(i % 64)), ~Bitboard{0}, Bitboard{0}}) {
      generate_moves(pos, near, region);
      std::vector<Move> expected;
      for (const Move m : full)
        if (squares_touched(m) & region) expected.push_back(m);
      CAPTURE(setposition_string(pos));
      REQUIRE(near.size() == expected.size());
      for (std::size_t k = 0; k < expected.size(); ++k) CHECK(near[k] == expected[k]);
      kept_total += static_cast<int>(expected.size());
      ++compared;
    }
  }
  CHECK(compared > 100);
  CHECK(kept_total > 0);
}

}  // namespace arimaa
