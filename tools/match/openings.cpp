#include "tools/match/openings.h"

#include <absl/strings/ascii.h>
#include <absl/strings/str_cat.h>
#include <absl/strings/str_split.h>

#include <fstream>
#include <numeric>

namespace match {

namespace {

// "12g", "3s", "1w", "1b": an Arimaa turn label.
bool is_turn_label(absl::string_view word) {
  if (word.size() < 2) return false;
  if (std::string_view("gswb").find(word.back()) == std::string_view::npos) return false;
  for (std::size_t i = 0; i + 1 < word.size(); ++i)
    if (!absl::ascii_isdigit(static_cast<unsigned char>(word[i]))) return false;
  return true;
}

std::string drop_turn_label(absl::string_view turn) {
  turn = absl::StripAsciiWhitespace(turn);
  const std::size_t space = turn.find(' ');
  const absl::string_view first = turn.substr(0, space);
  if (is_turn_label(first)) turn = space == absl::string_view::npos ? absl::string_view() : turn.substr(space + 1);
  return std::string(absl::StripAsciiWhitespace(turn));
}

}  // namespace

std::vector<std::string> split_opening_line(std::string_view text, GameKind game) {
  const absl::string_view line = absl::StripAsciiWhitespace(absl::string_view(text.data(), text.size()));
  std::vector<std::string> moves;
  if (game == GameKind::kArimaa) {
    const bool archive = line.find("\\n") != absl::string_view::npos;
    for (absl::string_view turn : absl::StrSplit(line, archive ? absl::ByString("\\n") : absl::ByString(";"))) {
      std::string t = drop_turn_label(turn);
      if (!t.empty()) moves.push_back(std::move(t));
    }
    return moves;
  }
  if (line.find(';') != absl::string_view::npos) {
    for (absl::string_view m : absl::StrSplit(line, ';')) {
      const absl::string_view s = absl::StripAsciiWhitespace(m);
      if (!s.empty()) moves.emplace_back(s);
    }
  } else {
    for (absl::string_view m : absl::StrSplit(line, absl::ByAnyChar(" \t"), absl::SkipWhitespace())) moves.emplace_back(m);
  }
  return moves;
}

Openings::Openings(const Referee& referee, int plies, uint64_t seed)
    : referee_(&referee), plies_(plies < 0 ? referee.default_opening_plies() : plies), seed_(seed) {}

std::optional<Openings> Openings::load(const std::string& path, const Referee& referee, bool shuffle, uint64_t seed,
                                       std::string* error) {
  std::ifstream in(path);
  if (!in) {
    if (error) *error = "cannot read openings file " + path;
    return std::nullopt;
  }
  Openings o;
  o.referee_ = &referee;
  o.seed_ = seed;
  std::string line;
  int number = 0;
  while (std::getline(in, line)) {
    ++number;
    const absl::string_view s = absl::StripAsciiWhitespace(line);
    if (s.empty() || s.front() == '#') continue;
    std::vector<std::string> moves = split_opening_line(std::string_view(s.data(), s.size()), referee.kind());
    auto check = referee.clone_empty();
    for (std::size_t i = 0; i < moves.size(); ++i) {
      const MoveVerdict v = check->play(moves[i]);
      std::string why;
      if (!v.legal()) why = absl::StrCat("move ", i + 1, " '", moves[i], "': ", v.error);
      else if (check->result()) why = absl::StrCat("the game is over after move ", i + 1);
      if (!why.empty()) {
        if (error) *error = absl::StrCat(path, ":", number, ": ", why);
        return std::nullopt;
      }
    }
    o.book_.push_back(check->moves());
  }
  if (o.book_.empty()) {
    if (error) *error = "no openings in " + path;
    return std::nullopt;
  }
  o.order_.resize(o.book_.size());
  std::iota(o.order_.begin(), o.order_.end(), 0);
  if (shuffle) {
    common::Rng rng(seed ^ 0x09E4'1A65ULL);
    for (std::size_t i = o.order_.size() - 1; i > 0; --i)
      std::swap(o.order_[i], o.order_[rng.below(static_cast<uint32_t>(i + 1))]);
  }
  return o;
}

std::vector<std::string> Openings::for_pair(int pair) const {
  if (!book_.empty()) return book_[order_[static_cast<std::size_t>(pair) % order_.size()]];
  if (plies_ == 0) return {};
  uint64_t mix = seed_ * 0x9E3779B97F4A7C15ULL + static_cast<uint64_t>(pair);
  common::Rng rng(common::splitmix64(mix));
  return referee_->random_opening(plies_, rng);
}

}  // namespace match
