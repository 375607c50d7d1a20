// The referee: the rules of one game, as the match runner needs them. It knows nothing of
// engines or protocols; each game adapts its rules library behind this interface
// (referee_arimaa.cpp, referee_havannah.cpp, referee_amazons.cpp).
//
// Sides are 0 and 1: gold/silver in Arimaa, white/black in Havannah and Amazons. Side 0 is not
// always the first to move (Amazons on 8x8: Black starts), so ask side_to_move().
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/util/rng.h"

namespace match {

enum class GameKind { kArimaa, kHavannah, kAmazons };
std::optional<GameKind> parse_game_kind(std::string_view name);
std::string game_kind_name(GameKind kind);

// Why a game ended. The first group comes from the rules, the rest from the runner.
enum class Reason {
  kGoal,             // Arimaa: a rabbit reached its goal
  kElimination,      // Arimaa: all rabbits of a side are gone
  kImmobilization,   // Arimaa: the side to move has no legal turn (or only repetitions)
  kRing,             // Havannah
  kBridge,           // Havannah
  kFork,             // Havannah
  kNoMoves,          // Amazons: the side to move cannot move
  kDraw,             // Havannah: the board is full without a structure
  kMaxMoves,         // adjudicated at --max-moves
  kSettled,          // Amazons: adjudicated once every region is settled (--adjudicate-settled)
  kResign,           // the engine resigned
  kIllegalMove,      // a well-formed move the rules forbid
  kUnparsableMove,   // not a move at all
  kTime,             // answered after its time plus the margin
  kHang,             // no answer at all
  kCrash,            // the process died (or could not be started)
  kProtocolError,    // refused a command the rules allow (boardsize, a legal move), broken framing
};
std::string reason_name(Reason r);  // "goal", "illegal-move", ...
std::optional<Reason> parse_reason(std::string_view name);
// True for endings that are a player's fault (the loser forfeits).
bool is_forfeit(Reason r);

struct GameEnd {
  int winner = -1;  // side 0 or 1; -1 for a draw
  Reason reason = Reason::kDraw;
  std::string detail;  // e.g. "ring+fork", or what the engine did wrong
};

struct MoveVerdict {
  enum class Kind { kLegal, kUnparsable, kIllegal };
  Kind kind = Kind::kLegal;
  std::string canonical;  // the move as it is recorded and forwarded (legal moves)
  std::string error;      // why not
  bool legal() const { return kind == Kind::kLegal; }
};

struct RefereeOptions {
  int size = 0;          // board size / Havannah base; 0 = the game's default
  bool swap = false;     // Havannah: pie rule
};

// What a record says besides the moves.
struct RecordInfo {
  std::string event;      // "game-match 0.1.0"
  std::string date;       // YYYY-MM-DD
  std::string round;      // game number
  std::string players[2]; // by side
  std::string time_control;
  std::optional<GameEnd> end;
};

class Referee {
 public:
  virtual ~Referee() = default;

  virtual GameKind kind() const = 0;
  virtual int size() const = 0;  // 8 for Arimaa, the base for Havannah, the side for Amazons
  virtual void new_game() = 0;
  virtual int side_to_move() const = 0;
  // "gold", "silver" / "white", "black".
  virtual std::string side_name(int side) const = 0;
  // The protocol's colour word: "g"/"s" (AEI), "w"/"b" (GTP).
  virtual std::string protocol_colour(int side) const = 0;

  // Checks a move of the side to move as the engine wrote it and plays it if legal.
  virtual MoveVerdict play(std::string_view move) = 0;
  // The rules' verdict once the game is over.
  virtual std::optional<GameEnd> result() const = 0;
  // The verdict when the game is stopped at --max-moves.
  virtual GameEnd adjudicate_max_moves() const;
  // Amazons: the verdict once every region is settled and the fill-in counts are exact.
  virtual std::optional<GameEnd> adjudicate_settled() const { return std::nullopt; }

  // Moves (turns in Arimaa, setups included) played so far, canonical.
  const std::vector<std::string>& moves() const { return moves_; }
  int plies() const { return static_cast<int>(moves_.size()); }

  // A random legal move for the side to move (nullopt if there is none or the game is over).
  // Arimaa: a random setup while setting up, otherwise a random distinct turn.
  virtual std::optional<std::string> random_move(common::Rng& rng) const = 0;
  // A random opening of `plies` moves from the start that does not end the game (Arimaa: the
  // two setups are the first two plies). Empty if none was found.
  std::vector<std::string> random_opening(int plies, common::Rng& rng) const;
  // Plies of a random opening when the user does not say: both setups in Arimaa, two moves in
  // Havannah and Amazons.
  virtual int default_opening_plies() const { return 2; }

  // The whole game in the game's own record format, with the result and its reason.
  virtual std::string record(const RecordInfo& info) const = 0;
  virtual std::string record_extension() const = 0;  // "txt", "hgf", "sgf"
  // The position drawn for people.
  virtual std::string board_text() const = 0;

  // A fresh referee for the same game and options.
  virtual std::unique_ptr<Referee> clone_empty() const = 0;

 protected:
  std::vector<std::string> moves_;
};

// The GTP games (Havannah, Amazons): side 0 is white, side 1 black, "w"/"b" on the wire.
class WhiteBlackReferee : public Referee {
 public:
  std::string side_name(int side) const override { return side == 0 ? "white" : "black"; }
  std::string protocol_colour(int side) const override { return side == 0 ? "w" : "b"; }
};

std::unique_ptr<Referee> make_referee(GameKind kind, const RefereeOptions& options, std::string* error);

// Helpers shared by the record writers.
std::string sgf_escape(std::string_view text);  // '\' before ']' and '\'
// "white wins by ring", "draw (max-moves: ...)", "black wins: white illegal-move (...)".
std::string describe_end(const GameEnd& end, const std::string side_names[2]);

}  // namespace match
