// `lineup-cli c4-book --analysis`: builds the analysis book
// (ai/connect4/analysis_book.hpp), the exact score of every 7x6 position up to
// --depth discs.
//
//   lineup-cli c4-book --analysis --depth D --state DIR [--out FILE]
//                      [--threads N] [--tt-mb N] [--chunk N] [--chunks N]
//
// The positions with D discs (the only ones searched) are cut, in their fixed
// order, into chunks of --chunk positions. DIR keeps the build's state: `plan`
// (the depth, the positions and the chunk size; a DIR of another plan is
// refused) and one file per finished chunk, `chunk-NNNNNN` ("key score" a
// line), written whole under another name and then renamed, so a build that
// is stopped at any moment loses at most the chunks it was solving, and a
// rerun with the same DIR solves only what is missing. --threads N solve
// chunks side by side, each thread with its own table of --tt-mb MiB.
// --chunks N stops after N more chunks. Once every chunk is there, the
// shallower layers are backed up by negamax and the book is written to --out:
// the same bytes however many runs, threads or chunks it took.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

#include "cli/args.hpp"

namespace lineup::cli {

/// The options after "c4-book --analysis", bound to variables of their own.
Options c4_analysis_book_options();

/// `args` are the words after "--analysis".
int run_c4_analysis_book(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

}  // namespace lineup::cli
