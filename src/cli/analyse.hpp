// `lineup-cli analyse`: a game record on stdin (any format of
// core/interchange.hpp), every move graded on stdout. Connect 4 games are
// graded exactly by the solver (ai/connect4/review.hpp): best, keeps the
// result, throws away a win, turns a draw into a loss, each with the move's
// score, the best score and the best columns; then a summary line per player.
// Gomoku games are graded by the engine (cli/analyse_gomoku.hpp, --depth N
// plies, 4 by default): best, good, inaccuracy, mistake, misses a forced
// win, allows a forced win. --json writes the same as one JSON object. Bad
// records are refused with a clear message.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

#include "cli/args.hpp"

namespace lineup::cli {

/// analyse's options, bound to variables of their own (for help and tests).
Options analyse_options();

int run_analyse(const std::vector<std::string>& args, std::istream& in, std::ostream& out, std::ostream& err);

}  // namespace lineup::cli
