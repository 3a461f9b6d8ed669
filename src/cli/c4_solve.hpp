// `lineup-cli c4-solve`: a Connect 4 position solver as a filter. Reads one
// position per line (1-based column digits, "4453"; an empty line is the empty
// board) and prints exactly one line per input line:
//   the exact score (score convention of ai/connect4/bitboard.hpp), or
//   with --analyse, the score of each column ("full" for full columns);
//   "invalid" when the line is malformed, illegal or already won (the reason
//   goes to stderr as "line N: ...").
// A full board without a winner is a draw: 0. The transposition table is kept
// between lines. Every answer is flushed before the filter waits for more
// input or starts a long search, so a client that sends a line and waits gets
// its answer at once; lines that are already buffered (a whole file piped in)
// have their answers written together.
#pragma once

#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

#include "ai/connect4/analysis_book.hpp"
#include "cli/args.hpp"
#include "cli/failure.hpp"
#include "core/board.hpp"

namespace lineup::cli {

/// One input line of the filter: the board after its moves, or why the line
/// is invalid (malformed, an illegal move, a game already won).
Result<core::Board> read_c4_position(const core::GameConfig& config, std::string_view line);

/// The same reading for a stream of lines, on one board reused from line to
/// line: a line of plain column digits (the usual input) costs no allocation
/// and no rock/bubble layout generation; anything else goes through
/// read_c4_position. Answers exactly as read_c4_position does.
class C4LineReader {
public:
    explicit C4LineReader(const core::GameConfig& config);
    /// The board after the line's moves (valid until the next call), or why
    /// the line is invalid.
    Result<const core::Board*> read(std::string_view line);
    const core::GameConfig& config() const { return empty_.config(); }

private:
    core::Board empty_;
    core::Board board_;
};

/// An analysis book's file, or why it cannot be used (unreadable, or refused
/// by Connect4AnalysisBook::parse: the reason named).
Result<ai::Connect4AnalysisBook> read_analysis_book(const std::string& path);

/// c4-solve's options, bound to variables of their own (for help and tests).
/// What is wrong with a book file, in a few words ("bad checksum").
const char* book_problem(ai::BookError error);

Options c4_solve_options();

int run_c4_solve(const std::vector<std::string>& args, std::istream& in, std::ostream& out, std::ostream& err);

}  // namespace lineup::cli
