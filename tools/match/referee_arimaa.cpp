// Arimaa referee over arimaa_rules. Turns are checked as the engine wrote them (capture tokens
// optional) and recorded with their capture tokens. Records are the arimaa.com archive move list
// (`1g <setup>`, `1s <setup>`, `2g <steps>` ..., ending with the empty turn of the side to move)
// after a header of `#` lines; `grep -v '^#'` gives exactly what arimaa::Game::play_record reads.
#include <absl/strings/str_cat.h>

#include <array>

#include "arimaa-engine/game.h"
#include "arimaa-engine/notation.h"
#include "arimaa-engine/setup.h"
#include "arimaa-engine/turns.h"
#include "tools/match/referee.h"

namespace match {

namespace {

constexpr std::string_view kPieceLetters = "EMHDCRemhdcr";

bool is_file(char c) { return c >= 'a' && c <= 'h'; }
bool is_rank(char c) { return c >= '1' && c <= '8'; }

// Well-formed tokens, whether or not the rules allow them: "Ra1" while setting up, "Ed2n" or
// "cf3x" otherwise.
bool well_formed(std::string_view token, bool setup) {
  if (setup) return token.size() == 3 && kPieceLetters.find(token[0]) != std::string_view::npos && is_file(token[1]) && is_rank(token[2]);
  return token.size() == 4 && kPieceLetters.find(token[0]) != std::string_view::npos && is_file(token[1]) &&
         is_rank(token[2]) && std::string_view("nsewx").find(token[3]) != std::string_view::npos;
}

// Archive termination letters; f (forfeit) and a (adjudicated) are ours.
char termination_letter(Reason r) {
  switch (r) {
    case Reason::kGoal: return 'g';
    case Reason::kElimination: return 'e';
    case Reason::kImmobilization: return 'm';
    case Reason::kTime: return 't';
    case Reason::kResign: return 'r';
    case Reason::kIllegalMove:
    case Reason::kUnparsableMove: return 'i';
    case Reason::kHang:
    case Reason::kCrash:
    case Reason::kProtocolError: return 'f';
    default: return 'a';
  }
}

class ArimaaReferee final : public Referee {
 public:
  GameKind kind() const override { return GameKind::kArimaa; }
  int size() const override { return 8; }
  void new_game() override {
    game_.new_game();
    moves_.clear();
  }
  int side_to_move() const override { return game_.position().side(); }
  std::string side_name(int side) const override { return side == 0 ? "gold" : "silver"; }
  std::string protocol_colour(int side) const override { return side == 0 ? "g" : "s"; }

  MoveVerdict play(std::string_view text) override {
    MoveVerdict v;
    const auto words = arimaa::split_words(text);
    const bool setup = game_.in_setup();
    if (words.empty()) {
      v.kind = MoveVerdict::Kind::kUnparsable;
      v.error = "empty turn";
      return v;
    }
    for (std::string_view w : words) {
      if (!well_formed(w, setup)) {
        v.kind = MoveVerdict::Kind::kUnparsable;
        v.error = absl::StrCat("'", std::string(w), "' is not a ", setup ? "placement" : "step");
        return v;
      }
    }
    v.kind = MoveVerdict::Kind::kIllegal;
    if (game_.over()) {
      v.error = "the game is over";
      return v;
    }
    std::string error;
    std::string canonical;
    if (setup) {
      auto placements = arimaa::parse_setup(text, &error);
      if (!placements) {
        v.error = error;
        return v;
      }
      canonical = arimaa::setup_to_string(*placements);
      if (!game_.play_setup(*placements, &error)) {
        v.error = error;
        return v;
      }
    } else {
      const arimaa::Position before = game_.position();
      auto steps = arimaa::parse_moves(before, text, &error);
      if (!steps) {
        v.error = error;
        return v;
      }
      canonical = arimaa::moves_to_string(before, steps->data(), static_cast<int>(steps->size()));
      if (!game_.play_moves(*steps, &error)) {
        v.error = error;
        return v;
      }
    }
    v.kind = MoveVerdict::Kind::kLegal;
    v.canonical = canonical;
    moves_.push_back(std::move(canonical));
    return v;
  }

  std::optional<GameEnd> result() const override {
    if (!game_.over()) return std::nullopt;
    GameEnd end;
    end.winner = game_.result()->winner;
    switch (game_.result()->how) {
      case arimaa::Termination::kGoal: end.reason = Reason::kGoal; break;
      case arimaa::Termination::kElimination: end.reason = Reason::kElimination; break;
      case arimaa::Termination::kImmobilization: end.reason = Reason::kImmobilization; break;
    }
    return end;
  }

  std::optional<std::string> random_move(common::Rng& rng) const override {
    if (game_.over()) return std::nullopt;
    if (game_.in_setup()) return arimaa::setup_to_string(arimaa::random_setup(game_.position().side(), rng));
    arimaa::Position pos = game_.position();
    arimaa::TurnGenerator gen;
    gen.enumerate(pos);
    const auto& turns = gen.turns();
    // The generator does not apply the repetition rule: try random turns until one is allowed.
    for (int attempt = 0; attempt < 64 && !turns.empty(); ++attempt) {
      const arimaa::Turn& t = turns[rng.below(static_cast<uint32_t>(turns.size()))];
      std::vector<arimaa::Move> moves(t.moves, t.moves + t.size);
      arimaa::Game trial = game_;
      std::string error;
      if (trial.play_moves(moves, &error)) return arimaa::moves_to_string(game_.position(), t.moves, t.size);
    }
    return std::nullopt;
  }

  std::string record(const RecordInfo& info) const override {
    std::string text;
    auto header = [&](const char* key, const std::string& value) {
      if (!value.empty()) absl::StrAppend(&text, "# ", key, ": ", value, "\n");
    };
    header("event", info.event);
    header("date", info.date);
    header("round", info.round);
    header("gold", info.players[0]);
    header("silver", info.players[1]);
    header("timecontrol", info.time_control);
    if (info.end) {
      const std::string names[2] = {"gold", "silver"};
      header("result", info.end->winner == 0 ? "g" : info.end->winner == 1 ? "s" : "d");
      header("termination", std::string(1, termination_letter(info.end->reason)));
      header("reason", describe_end(*info.end, names));
    }
    std::size_t i = 0;
    for (; i < moves_.size(); ++i) absl::StrAppend(&text, i / 2 + 1, i % 2 == 0 ? "g " : "s ", moves_[i], "\n");
    absl::StrAppend(&text, i / 2 + 1, i % 2 == 0 ? "g" : "s", "\n");
    return text;
  }
  std::string record_extension() const override { return "txt"; }
  std::string board_text() const override { return arimaa::board_diagram(game_.position()); }
  std::unique_ptr<Referee> clone_empty() const override { return std::make_unique<ArimaaReferee>(); }

 private:
  arimaa::Game game_;
};

}  // namespace

std::unique_ptr<Referee> make_arimaa_referee(const RefereeOptions& options, std::string* error) {
  if (options.size != 0 && options.size != 8) {
    if (error) *error = "Arimaa is played on 8x8 only";
    return nullptr;
  }
  if (options.swap) {
    if (error) *error = "Arimaa has no swap rule";
    return nullptr;
  }
  return std::make_unique<ArimaaReferee>();
}

}  // namespace match
