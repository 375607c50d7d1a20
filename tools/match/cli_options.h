// The command-line options that describe how games are played, shared by game-match and
// game-tune so both take the same words: the game and board, openings, adjudication, restarts
// (game_options) and the clocks with their margins and search limits (clock_options).
#pragma once

#include <boost/program_options.hpp>
#include <string>

#include "tools/match/match.h"

namespace match {

// --game --size --swap --openings --openings-order --opening-plies --max-moves
// --adjudicate-settled --restart
boost::program_options::options_description game_options();
// --movetime-ms, the AEI --tc-* and GTP --tc-* clocks, --depth, --nodes and the timeouts.
boost::program_options::options_description clock_options();

// Fills `config` (game, referee, openings, rules, player settings) from options of both
// descriptions. Returns an error message for a bad combination, "" when fine.
std::string apply_game_and_clock_options(const boost::program_options::variables_map& vm, MatchConfig& config);

}  // namespace match
