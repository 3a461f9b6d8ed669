// The console game (`lineup-cli play`): the board drawn in text, the current
// player asked for a column (Connect 4) or a cell (Gomoku), bad input and full
// columns asked again, -1 leaves the current game, and "Play again? (1 = yes,
// 0 = no)" at the end. It reads lines from `in`, so a file of inputs replays a
// scenario; end of input ends the program quietly.
#pragma once

#include <iosfwd>
#include "core/config.hpp"

namespace lineup::cli {

struct ConsoleOptions {
    core::GameConfig config = core::default_config(core::GameKind::Connect4);
    /// Repeat each answer after its prompt: when moves come from a file, the
    /// transcript then reads like a session at the keyboard.
    bool echo_input = false;
};

/// Runs games until the player declines another or input ends. Returns the
/// process exit code (0).
int run_console_game(std::istream& in, std::ostream& out, const ConsoleOptions& options);

}  // namespace lineup::cli
