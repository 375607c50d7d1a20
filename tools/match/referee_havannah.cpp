// Havannah referee over havannah_rules: moves in the default (HavannahGui) notation as engines
// speak it over GTP, records as LittleGolem .hgf (LittleGolem cell names) with the reason in GC[].
#include <absl/strings/ascii.h>
#include <absl/strings/str_cat.h>

#include "havannah-engine/board_view.h"
#include "havannah-engine/game.h"
#include "havannah-engine/sgf.h"
#include "tools/match/referee.h"

namespace match {

namespace {

class HavannahReferee final : public WhiteBlackReferee {
 public:
  HavannahReferee(int base, bool swap) : base_(base), swap_(swap), game_(base, swap) {}

  GameKind kind() const override { return GameKind::kHavannah; }
  int size() const override { return base_; }
  void new_game() override {
    game_ = havannah::Game(base_, swap_);
    history_.clear();
    moves_.clear();
  }
  int side_to_move() const override { return game_.side_to_move(); }

  MoveVerdict play(std::string_view text) override {
    MoveVerdict v;
    const std::string move = std::string(absl::StripAsciiWhitespace(absl::string_view(text.data(), text.size())));
    std::string error;
    const auto m = game_.parse_move(move, &error);
    if (!m) {
      v.kind = MoveVerdict::Kind::kUnparsable;
      v.error = error.empty() ? "not a cell" : error;
      return v;
    }
    if (!game_.is_legal(*m)) {
      v.kind = MoveVerdict::Kind::kIllegal;
      v.error = game_.game_over()            ? "the game is over"
                : *m == havannah::kSwapMove ? "swap is not allowed here"
                                            : "the cell is occupied";
      return v;
    }
    v.canonical = game_.move_to_string(*m);
    game_.make(*m);
    history_.push_back(*m);
    moves_.push_back(v.canonical);
    return v;
  }

  std::optional<GameEnd> result() const override {
    if (!game_.game_over()) return std::nullopt;
    GameEnd end;
    switch (game_.result()) {
      case havannah::Result::kWhite: end.winner = 0; break;
      case havannah::Result::kBlack: end.winner = 1; break;
      default: end.winner = -1; break;
    }
    if (end.winner < 0) {
      end.reason = Reason::kDraw;
      end.detail = "full board";
      return end;
    }
    const uint8_t kinds = game_.win_kind();
    std::string names;
    auto add = [&](uint8_t bit, Reason r, const char* name) {
      if (!(kinds & bit)) return;
      if (names.empty()) end.reason = r;
      absl::StrAppend(&names, names.empty() ? "" : "+", name);
    };
    end.reason = Reason::kRing;
    add(havannah::kRing, Reason::kRing, "ring");
    add(havannah::kBridge, Reason::kBridge, "bridge");
    add(havannah::kFork, Reason::kFork, "fork");
    if (names.find('+') != std::string::npos) end.detail = names;
    return end;
  }

  std::optional<std::string> random_move(common::Rng& rng) const override {
    havannah::Game::MoveList list;
    game_.generate(list);
    std::vector<havannah::Move> cells;
    for (havannah::Move m : list)
      if (m != havannah::kSwapMove) cells.push_back(m);
    if (cells.empty()) return std::nullopt;
    return game_.move_to_string(cells[rng.below(static_cast<uint32_t>(cells.size()))]);
  }

  std::string record(const RecordInfo& info) const override {
    havannah::GameRecord rec;
    rec.base = base_;
    rec.moves = history_;
    rec.swap_enabled = swap_;
    rec.white = info.players[0];
    rec.black = info.players[1];
    rec.event = info.event;
    if (info.end) rec.result = info.end->winner == 0 ? "W" : info.end->winner == 1 ? "B" : "Draw";
    std::string text = havannah::write_hgf(rec);
    // Extra root properties go before the first move node (or the closing parenthesis).
    std::string extra;
    if (!info.date.empty()) absl::StrAppend(&extra, "DT[", sgf_escape(info.date), "]");
    if (!info.round.empty()) absl::StrAppend(&extra, "RO[", sgf_escape(info.round), "]");
    if (!info.time_control.empty()) absl::StrAppend(&extra, "TM[", sgf_escape(info.time_control), "]");
    if (info.end) {
      const std::string names[2] = {"white", "black"};
      absl::StrAppend(&extra, "GC[", sgf_escape(describe_end(*info.end, names)), "]");
    }
    std::size_t at = text.find(";", 2);
    if (at == std::string::npos) at = text.rfind(')');
    if (at != std::string::npos) text.insert(at, extra);
    return text;
  }
  std::string record_extension() const override { return "hgf"; }
  std::string board_text() const override { return havannah::render_board(game_); }
  std::unique_ptr<Referee> clone_empty() const override { return std::make_unique<HavannahReferee>(base_, swap_); }

 private:
  int base_;
  bool swap_;
  havannah::Game game_;
  std::vector<havannah::Move> history_;
};

}  // namespace

std::unique_ptr<Referee> make_havannah_referee(const RefereeOptions& options, std::string* error) {
  const int base = options.size == 0 ? 8 : options.size;
  if (!havannah::valid_base(base)) {
    if (error) *error = absl::StrCat("Havannah base must be ", havannah::kMinBase, "..", havannah::kMaxBase);
    return nullptr;
  }
  return std::make_unique<HavannahReferee>(base, options.swap);
}

}  // namespace match
