// Cell names. Default (HavannahGui / Castro): row letter from 'a', then x + 1. LittleGolem
// ("gridcoords", hgf files): the same letter, but every row numbered from 1, so rows past the
// middle are shifted by y - N + 1. Input is case-insensitive; output is lowercase.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "havannah-engine/geometry.h"

namespace havannah {

enum class Notation { kGui, kLittleGolem };

std::string cell_name(const Geometry& g, int slot, Notation notation = Notation::kGui);

// The slot of an on-board cell, or nullopt with a reason ("off board", "not a cell").
std::optional<int> parse_cell(const Geometry& g, std::string_view text, Notation notation = Notation::kGui,
                              std::string* error = nullptr);

}  // namespace havannah
