// `lineup-cli c4-solve`: a Connect 4 position solver as a filter. Reads one
// position per line (1-based column digits, "4453"; an empty line is the empty
// board) and prints exactly one line per input line, flushed at once:
//   the exact score (score convention of ai/c4_bitboard.hpp), or
//   with --analyse, the score of each column ("full" for full columns);
//   "invalid" when the line is malformed, illegal or already won (the reason
//   goes to stderr as "line N: ...").
// A full board without a winner is a draw: 0. The transposition table is kept
// between lines.
#pragma once

#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

#include "core/board.hpp"
#include "core/expected.hpp"

namespace lineup::cli {

/// One input line of the filter: the board after its moves, or why the line
/// is invalid (malformed, an illegal move, a game already won).
core::Expected<core::Board> read_c4_position(const core::GameConfig& config, std::string_view line);

int run_c4_solve(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
                 std::ostream& err);

}  // namespace lineup::cli
