// The console game (seed 004, SPEC 1.4): the board drawn in text, the current
// player asked for a column (Connect 4) or a cell (Gomoku), bad input and full
// columns asked again, -1 leaves the current game, and "Play again? (1 = yes,
// 0 = no)" at the end. It reads lines from `in`, so a file of inputs replays a
// scenario; end of input ends the program quietly.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

#include "core/config.hpp"
#include "core/expected.hpp"

namespace lineup::cli {

struct ConsoleOptions {
    core::GameConfig config = core::default_config(core::GameKind::Connect4);
};

/// Parses `play` options: --game, --size, --rule, --theme, --seed, --rocks,
/// --bubbles, --win. On error returns the message to print.
core::Expected<ConsoleOptions> parse_console_options(const std::vector<std::string>& args);

/// Runs games until the player declines another or input ends. Returns the
/// process exit code (0).
int run_console_game(std::istream& in, std::ostream& out, const ConsoleOptions& options);

}  // namespace lineup::cli
