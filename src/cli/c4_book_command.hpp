// `lineup-cli c4-book`: builds the Connect 4 opening book (ai/connect4/book.hpp).
//
//   lineup-cli c4-book --depth D --progress FILE --out FILE [--tt-mb N]
//
// Solves every position with D discs (one per mirror pair), appending
// "key score moves" lines to the progress file as it goes (a rerun resumes
// where it stopped), then backs the scores up to the empty board and writes
// the binary book.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace lineup::cli {

int run_c4_book(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

}  // namespace lineup::cli
