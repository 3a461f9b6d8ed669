// `lineup-cli gomoku-match`: plays two Gomocup engines against each other.
//
//   lineup-cli gomoku-match --engine1 "CMD" --engine2 "CMD" [OPTIONS]
//   (`lineup-cli help gomoku-match` lists the options)
//
// Games come in pairs: each pair starts from the same balanced 3-stone
// opening near the centre (gomoku_openings.hpp; and the same rocks, sent with
// INFO rocks), with the colours swapped, so neither engine profits from a
// lucky opening. Each engine gets INFO timeout_turn; an engine that answers
// late (2 s of slack), crashes, answers nonsense or plays an illegal move
// loses the game. Prints one line per game and the final W-D-L for engine1.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

#include "cli/args.hpp"

namespace lineup::cli {

/// gomoku-match's options, bound to variables of their own (for help and tests).
Options gomoku_match_options();

int run_gomoku_match(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

}  // namespace lineup::cli
