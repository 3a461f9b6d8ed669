// `lineup-cli c4-book`: builds the Connect 4 opening book (ai/connect4/book.hpp).
//
//   lineup-cli c4-book --depth D --progress FILE --out FILE [--tt-mb N]
//   lineup-cli c4-book --moves --first-plies N --second-plies N --progress FILE ...
//   lineup-cli c4-book --analysis --depth D --state DIR --out FILE ...
//
// Solves every position with D discs (one per mirror pair), appending
// "key score moves" lines to the progress file as it goes (a rerun resumes
// where it stopped), then backs the scores up to the empty board and writes
// the binary book. With --moves it decides Perfect's opening moves instead
// (ai/connect4/move_book.hpp), with --analysis the analysis book
// (c4_analysis_book.hpp); `lineup-cli help c4-book` lists every form's options.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

#include "cli/args.hpp"

namespace lineup::cli {

/// c4-book's options, and c4-book --moves' (the words after "--moves"),
/// bound to variables of their own (for help and tests).
Options c4_book_options();
Options c4_move_book_options();

int run_c4_book(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

}  // namespace lineup::cli
