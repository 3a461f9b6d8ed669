// `lineup-cli soak [--games N] [--seed S]`: computer-vs-computer games for
// every game x theme x size, at fast (node-limited) settings, checking after
// every move that the game's invariants hold, and after every game that undo
// and redo and the game record round-trip exactly. Some moves go through the
// AI worker's request/reply lines (ai/request_server.hpp), as in the browser. Resident
// memory is measured after a warm-up and at the end: it must stay flat.
//
// Prints one line per combination and a summary; exits 1 on any failure.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

#include "cli/args.hpp"

namespace lineup::cli {

/// soak's options, bound to variables of their own (for help and tests).
Options soak_options();

int run_soak(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

}  // namespace lineup::cli
