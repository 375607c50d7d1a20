// Amazons referee over amazons_rules. Records are SGF with GM[18] (the SGF number of the Game of
// the Amazons) and moves in the project's canonical notation: (;GM[18]SZ[10]...;W[d1-d7/g7];B[...]).
#include <absl/strings/ascii.h>
#include <absl/strings/str_cat.h>

#include "amazons-engine/game.h"
#include "amazons-engine/movegen.h"
#include "amazons-engine/notation.h"
#include "amazons-engine/regions.h"
#include "amazons-engine/territory.h"
#include "tools/match/referee.h"

namespace match {

namespace {

class AmazonsReferee final : public WhiteBlackReferee {
 public:
  explicit AmazonsReferee(int size) : size_(size), board_(size) {}

  GameKind kind() const override { return GameKind::kAmazons; }
  int size() const override { return size_; }
  void new_game() override {
    board_ = amazons::Board(size_);
    moves_.clear();
    movers_.clear();
  }
  int side_to_move() const override { return board_.side_to_move(); }

  MoveVerdict play(std::string_view text) override {
    MoveVerdict v;
    const std::string move = std::string(absl::StripAsciiWhitespace(absl::string_view(text.data(), text.size())));
    std::string error;
    const auto m = amazons::parse_move(move, size_, &error);
    if (!m) {
      v.kind = MoveVerdict::Kind::kUnparsable;
      v.error = error.empty() ? "not a move" : error;
      return v;
    }
    if (!amazons::has_move(board_, board_.side_to_move())) {
      v.kind = MoveVerdict::Kind::kIllegal;
      v.error = "the game is over";
      return v;
    }
    if (!amazons::is_legal(board_, *m)) {
      v.kind = MoveVerdict::Kind::kIllegal;
      v.error = "not a legal move for " + side_name(board_.side_to_move());
      return v;
    }
    v.canonical = amazons::move_to_string(*m);
    movers_.push_back(board_.side_to_move());
    board_.make(*m);
    moves_.push_back(v.canonical);
    return v;
  }

  std::optional<GameEnd> result() const override {
    const int side = board_.side_to_move();
    if (amazons::has_move(board_, side)) return std::nullopt;
    GameEnd end;
    end.winner = side ^ 1;
    end.reason = Reason::kNoMoves;
    return end;
  }

  // At the move limit: the exact fill-in race once every region is settled, otherwise the
  // territory estimate (squares each side reaches first by queen moves); a tie is a draw.
  GameEnd adjudicate_max_moves() const override {
    if (auto settled = settled_result()) {
      settled->reason = Reason::kMaxMoves;
      return *settled;
    }
    amazons::SideLayers layers;
    amazons::compute_layers(board_, layers);
    const amazons::TerritoryTerms terms = amazons::territory_terms(layers, board_.side_to_move(), 0.0);
    GameEnd end;
    end.reason = Reason::kMaxMoves;
    end.winner = terms.t1 > 0.5 ? 0 : terms.t1 < -0.5 ? 1 : -1;
    end.detail = absl::StrCat("territory estimate ", terms.t1 >= 0 ? "+" : "", terms.t1, " for white after ", plies(),
                              " moves");
    return end;
  }

  std::optional<GameEnd> adjudicate_settled() const override { return settled_result(); }

  std::optional<std::string> random_move(common::Rng& rng) const override {
    amazons::Move m;
    if (!amazons::random_move(board_, rng, m)) return std::nullopt;
    return amazons::move_to_string(m);
  }

  std::string record(const RecordInfo& info) const override {
    std::string text = absl::StrCat("(;FF[4]GM[18]AP[", sgf_escape(info.event), "]SZ[", size_, "]");
    if (!info.players[0].empty()) absl::StrAppend(&text, "PW[", sgf_escape(info.players[0]), "]");
    if (!info.players[1].empty()) absl::StrAppend(&text, "PB[", sgf_escape(info.players[1]), "]");
    if (!info.date.empty()) absl::StrAppend(&text, "DT[", sgf_escape(info.date), "]");
    if (!info.round.empty()) absl::StrAppend(&text, "RO[", sgf_escape(info.round), "]");
    if (!info.time_control.empty()) absl::StrAppend(&text, "TM[", sgf_escape(info.time_control), "]");
    if (info.end) {
      const GameEnd& e = *info.end;
      const char* winner = e.winner == 0 ? "W+" : e.winner == 1 ? "B+" : "0";
      // SGF result codes: R resignation, T time, F other forfeits; a rules ending has none.
      const char* how = e.winner < 0 || !is_forfeit(e.reason) ? (e.reason == Reason::kResign && e.winner >= 0 ? "R" : "")
                        : e.reason == Reason::kTime          ? "T"
                                                             : "F";
      const std::string names[2] = {"white", "black"};
      absl::StrAppend(&text, "RE[", winner, how, "]GC[", sgf_escape(describe_end(e, names)), "]");
    }
    for (std::size_t i = 0; i < moves_.size(); ++i)
      absl::StrAppend(&text, ";", movers_[i] == 0 ? "W" : "B", "[", moves_[i], "]");
    text += ")\n";
    return text;
  }
  std::string record_extension() const override { return "sgf"; }
  std::string board_text() const override { return amazons::board_to_text(board_); }
  std::unique_ptr<Referee> clone_empty() const override { return std::make_unique<AmazonsReferee>(size_); }

 private:
  std::optional<GameEnd> settled_result() const {
    for (const amazons::Region& r : amazons::find_regions(board_))
      if (r.contested()) return std::nullopt;
    const amazons::EndgameCount count = amazons::count_endgame(board_);
    if (!count.exact) return std::nullopt;
    const int side = board_.side_to_move();
    GameEnd end;
    end.reason = Reason::kSettled;
    // The side to move needs strictly more moves left to win: with equal counts it runs out first.
    end.winner = amazons::side_to_move_wins(count, side) ? side : side ^ 1;
    end.detail = absl::StrCat("moves left: white ", count.moves[0], ", black ", count.moves[1]);
    return end;
  }

  int size_;
  amazons::Board board_;
  std::vector<int> movers_;
};

}  // namespace

std::unique_ptr<Referee> make_amazons_referee(const RefereeOptions& options, std::string* error) {
  const int size = options.size == 0 ? 10 : options.size;
  if (size < amazons::kMinSize || size > amazons::kMaxSize) {
    if (error) *error = absl::StrCat("Amazons board size must be ", amazons::kMinSize, "..", amazons::kMaxSize);
    return nullptr;
  }
  return std::make_unique<AmazonsReferee>(size);
}

}  // namespace match
