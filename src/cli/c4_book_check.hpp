// `lineup-cli c4-book --check`: checks an analysis book file
// (ai/connect4/analysis_book.hpp) against the rules and the solver.
//
//   lineup-cli c4-book --check --book FILE [--sample N] [--node-cap N] [--seed S]
//
// First the file's header and checksum (a damaged file is refused as the
// game refuses it). Then every position the book covers, layer by layer:
// each is found, and each score above the deepest layer equals the best over
// its children (negamax: a child that ends the game or lets its mover win at
// once is scored by the rules, any other from the book). Last, N positions
// of the deepest layer drawn with seed S are solved with at most --node-cap
// nodes each (0: no cap) and every one the solver finishes must agree.
// `--sample 0 --node-cap 0` is the full check (every deepest position
// solved: as long as building the book).
//
// Exit status 0 when everything checked agrees and at least one deepest
// position was solved, 1 when anything disagrees or the file is refused.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

#include "cli/args.hpp"

namespace lineup::cli {

/// The options after "c4-book --check".
Options c4_book_check_options();

/// `args` are the words after "--check".
int run_c4_book_check(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

}  // namespace lineup::cli
