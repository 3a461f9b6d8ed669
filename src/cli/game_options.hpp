// Command-line options that describe a game, shared by the cli commands:
//   --game connect4|gomoku   --size 7x6|15   --rule freestyle|exact
//   --theme basic|rock|bubble   --seed N   --rocks N   --bubbles N   --win N
// Counts default to the formulas of core/config.hpp for the chosen size.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/config.hpp"
#include "core/expected.hpp"

namespace lineup::cli {

/// Reads the game options out of `args`; anything else is appended to `rest`
/// (in order). `default_seed` is the layout seed when --seed is absent. Errors
/// name the option.
core::Expected<core::GameConfig> parse_game_options(const std::vector<std::string>& args,
                                                    std::vector<std::string>& rest,
                                                    std::uint32_t default_seed = 0);

/// One line per option, for --help texts.
std::string game_options_help();

}  // namespace lineup::cli
