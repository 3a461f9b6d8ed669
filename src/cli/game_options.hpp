// Command-line options that describe a game, shared by the cli commands:
//   --game connect4|gomoku   --theme basic|rock|bubble   --rule freestyle|exact|renju
//   --size 7x6|15   --seed N   --rocks N   --bubbles N   --win N
// Counts default to the formulas of core/config.hpp for the chosen size.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "cli/args.hpp"
#include "core/config.hpp"
#include "core/expected.hpp"

namespace lineup::cli {

/// The game options as read, before they make a game.
struct GameOptions {
    core::GameKind game = core::GameKind::Connect4;
    core::Theme theme = core::Theme::Basic;
    std::optional<core::Rule> rule;
    std::optional<std::uint32_t> seed;
    int cols = 0, rows = 0;
    std::optional<int> rocks, bubbles, win;

    /// Declares the options above in `options`, read into this object.
    void add_to(Options& options);
    /// Declares those of a Connect 4 board: all but --game and --rule (c4-solve's).
    void add_connect4_board_to(Options& options);
    /// The game they describe (`default_seed` is the layout seed when --seed is
    /// absent), or why it is not a valid game.
    Result<core::GameConfig> config(std::uint32_t default_seed = 0) const;
};

}  // namespace lineup::cli
