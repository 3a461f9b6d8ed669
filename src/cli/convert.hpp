// `lineup-cli convert`: reads a game record from stdin in any format
// core/interchange.hpp reads (a link, Connect 4 digits, a Gomoku move list,
// a PSQ file) and writes it as --to FORMAT (link, digits, moves, psq).
// --size gives the board of a record that does not say it (7x6: Connect 4
// digits, 15: a Gomoku move list); --rule the Gomoku rule. A bad record is
// refused on stderr with its line and problem, and nothing is written.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

#include "cli/args.hpp"

namespace lineup::cli {

/// convert's options, bound to variables of their own (for help and tests).
Options convert_options();

int run_convert(const std::vector<std::string>& args, std::istream& in, std::ostream& out, std::ostream& err);

}  // namespace lineup::cli
