#include "tools/match/referee.h"

#include <array>

namespace match {

namespace {

struct ReasonName {
  Reason reason;
  std::string_view name;
};
constexpr std::array<ReasonName, 17> kReasonNames{{
    {Reason::kGoal, "goal"},
    {Reason::kElimination, "elimination"},
    {Reason::kImmobilization, "immobilization"},
    {Reason::kRing, "ring"},
    {Reason::kBridge, "bridge"},
    {Reason::kFork, "fork"},
    {Reason::kNoMoves, "no-moves"},
    {Reason::kDraw, "draw"},
    {Reason::kMaxMoves, "max-moves"},
    {Reason::kSettled, "settled"},
    {Reason::kResign, "resign"},
    {Reason::kIllegalMove, "illegal-move"},
    {Reason::kUnparsableMove, "unparsable-move"},
    {Reason::kTime, "time"},
    {Reason::kHang, "hang"},
    {Reason::kCrash, "crash"},
    {Reason::kProtocolError, "protocol-error"},
}};

}  // namespace

// One factory per adapter file.
std::unique_ptr<Referee> make_arimaa_referee(const RefereeOptions& options, std::string* error);
std::unique_ptr<Referee> make_havannah_referee(const RefereeOptions& options, std::string* error);
std::unique_ptr<Referee> make_amazons_referee(const RefereeOptions& options, std::string* error);

std::optional<GameKind> parse_game_kind(std::string_view name) {
  if (name == "arimaa") return GameKind::kArimaa;
  if (name == "havannah") return GameKind::kHavannah;
  if (name == "amazons") return GameKind::kAmazons;
  return std::nullopt;
}

std::string game_kind_name(GameKind kind) {
  switch (kind) {
    case GameKind::kArimaa: return "arimaa";
    case GameKind::kHavannah: return "havannah";
    case GameKind::kAmazons: return "amazons";
  }
  return "?";
}

std::string reason_name(Reason r) {
  for (const auto& rn : kReasonNames)
    if (rn.reason == r) return std::string(rn.name);
  return "?";
}

std::optional<Reason> parse_reason(std::string_view name) {
  for (const auto& rn : kReasonNames)
    if (rn.name == name) return rn.reason;
  return std::nullopt;
}

bool is_forfeit(Reason r) {
  switch (r) {
    case Reason::kIllegalMove:
    case Reason::kUnparsableMove:
    case Reason::kTime:
    case Reason::kHang:
    case Reason::kCrash:
    case Reason::kProtocolError: return true;
    default: return false;
  }
}

GameEnd Referee::adjudicate_max_moves() const {
  GameEnd end;
  end.winner = -1;
  end.reason = Reason::kMaxMoves;
  end.detail = "draw after " + std::to_string(plies()) + " moves";
  return end;
}

std::vector<std::string> Referee::random_opening(int plies, common::Rng& rng) const {
  // A few attempts: a random line may (rarely) end the game or run out of moves early.
  for (int attempt = 0; attempt < 20; ++attempt) {
    auto scratch = clone_empty();
    std::vector<std::string> line;
    bool ok = true;
    for (int i = 0; i < plies && ok; ++i) {
      auto move = scratch->random_move(rng);
      ok = move && scratch->play(*move).legal() && !scratch->result();
      if (ok) line.push_back(scratch->moves().back());
    }
    if (ok) return line;
  }
  return {};
}

std::string sgf_escape(std::string_view text) {
  std::string out;
  for (char c : text) {
    if (c == ']' || c == '\\') out += '\\';
    out += c;
  }
  return out;
}

std::string describe_end(const GameEnd& end, const std::string side_names[2]) {
  std::string detail = end.detail.empty() ? "" : " (" + end.detail + ")";
  if (end.winner < 0) return "draw by " + std::string(reason_name(end.reason)) + detail;
  if (end.reason == Reason::kResign) return side_names[end.winner] + " wins: " + side_names[end.winner ^ 1] + " resigns";
  if (is_forfeit(end.reason))
    return side_names[end.winner] + " wins: " + side_names[end.winner ^ 1] + " " + std::string(reason_name(end.reason)) +
           detail;
  return side_names[end.winner] + " wins by " + std::string(reason_name(end.reason)) + detail;
}

std::unique_ptr<Referee> make_referee(GameKind kind, const RefereeOptions& options, std::string* error) {
  switch (kind) {
    case GameKind::kArimaa: return make_arimaa_referee(options, error);
    case GameKind::kHavannah: return make_havannah_referee(options, error);
    case GameKind::kAmazons: return make_amazons_referee(options, error);
  }
  return nullptr;
}

}  // namespace match
