// The tuning history: one CSV row per iteration (what a spreadsheet or a script reads) and an SVG
// chart of each parameter over the pairs played, drawn here with no library, so a user sees at a
// glance whether the values settled.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "tools/tune/spsa.h"

namespace tune {

struct HistoryRow {
  int64_t iteration = 0;  // 1-based
  int64_t pairs = 0;      // after the iteration
  int wins = 0, draws = 0, losses = 0;  // of the plus side in this iteration
  std::vector<double> theta;            // after the update
};

// "iteration,pairs,wins,draws,losses,<name>,<name>..."
std::string csv_header(const std::vector<SpsaParam>& params);
std::string csv_row(const HistoryRow& row);
// Rows of a CSV written by csv_header/csv_row for these parameters; nullopt with *error if the
// header does not match.
std::optional<std::vector<HistoryRow>> parse_csv(const std::string& text, const std::vector<SpsaParam>& params,
                                                 std::string* error);

// One panel per parameter: its value after each iteration against pairs played, the start
// value dashed, the axis labelled with the range shown and the last value.
std::string history_svg(const std::vector<SpsaParam>& params, const std::vector<HistoryRow>& rows,
                        int64_t total_pairs, const std::string& title);

}  // namespace tune
