#include "arimaa-engine/setup.h"

#include <string>
#include <string_view>
#include <utility>

#include "common/util/rng.h"

namespace arimaa {

namespace {

// Gold's view, files a..h: back rank (rank 1) then front rank (rank 2). 'X' and 'Y' mark the
// elephant/camel squares (which of the two gets which is decided separately).
struct Shape {
  std::string_view back;
  std::string_view front;
};
constexpr Shape kShapes[] = {
    {"RRRDDRRR", "RHCXYCHR"},  // dogs behind the strong pieces, cats guarding the traps
    {"RRRCCRRR", "RHDXYDHR"},  // dogs on the trap squares' sides, cats behind
    {"RRRRRRRR", "HDCXYCDH"},  // every rabbit on the back rank
    {"RRRRRRRR", "DHCXYCHD"},  // horses next to the traps
    {"RRDRRDRR", "RHCXYCHR"},  // dogs spread to the wings
};

PieceType type_of(char c) {
  switch (c) {
    case 'C': return kCat;
    case 'D': return kDog;
    case 'H': return kHorse;
    case 'M': return kCamel;
    case 'E': return kElephant;
    default: return kRabbit;
  }
}

}  // namespace

std::vector<Placement> choose_setup(const Position& pos, uint64_t seed) {
  const Color side = pos.side();
  common::Rng rng(seed * 0x9E3779B97F4A7C15ULL + static_cast<uint64_t>(side) + 1);
  const Shape& shape = kShapes[rng.below(static_cast<uint32_t>(std::size(kShapes)))];
  // Elephant on d or e (file 3 or 4); the camel takes the other.
  bool elephant_on_d = rng.below(2) == 0;
  if (side == kSilver) {
    // Keep our camel away from gold's elephant: camel on the other wing, elephant facing it.
    const Bitboard gold_e = pos.pieces(kGold, kElephant);
    if (gold_e) elephant_on_d = file_of(std::countr_zero(gold_e)) <= 3;
  }
  // Variety: swap the two front-rank pieces of one wing (b/c or f/g), or neither.
  const uint32_t wing_swap = rng.below(3);
  std::vector<Placement> out;
  for (int row = 0; row < 2; ++row) {
    const std::string_view line = row == 0 ? shape.back : shape.front;
    const int rank = side == kGold ? row : 7 - row;
    for (int f = 0; f < 8; ++f) {
      int src = f;
      if (row == 1 && wing_swap == 1 && (f == 1 || f == 2)) src = 3 - f;
      if (row == 1 && wing_swap == 2 && (f == 5 || f == 6)) src = 11 - f;
      char c = line[static_cast<std::size_t>(src)];
      if (c == 'X' || c == 'Y') c = (f == 3) == elephant_on_d ? 'E' : 'M';
      out.push_back({make_piece(side, type_of(c)), rank * 8 + f});
    }
  }
  return out;
}

std::vector<Placement> random_setup(Color side, common::Rng& rng) {
  std::string pieces = "EMHHDDCCRRRRRRRR";
  for (std::size_t i = pieces.size() - 1; i > 0; --i)
    std::swap(pieces[i], pieces[rng.below(static_cast<uint32_t>(i + 1))]);
  std::vector<Placement> out;
  for (int i = 0; i < 16; ++i) {
    const int rank = side == kGold ? i / 8 : 7 - i / 8;
    out.push_back({make_piece(side, type_of(pieces[static_cast<std::size_t>(i)])), rank * 8 + i % 8});
  }
  return out;
}

}  // namespace arimaa
