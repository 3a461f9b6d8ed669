// A position set up by hand (the app's "edit position"): which stone is on
// each cell, turned into the moves of a game that reaches it, so that play,
// analysis, links and records go on from there as from any game. Rocks and
// bubbles lie where the configuration places them (GameConfig::placed).
// Facts only: the app words the problems.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "core/config.hpp"
#include "core/expected.hpp"
#include "core/types.hpp"

namespace lineup::core {

/// Why no game reaches a position.
enum class SetupProblem : std::uint8_t {
    Counts,       ///< the first player must have as many pieces as the second, or one more
    Floating,     ///< Connect 4: a disc above an empty cell
    Finished,     ///< someone has already won (or the board is full)
    Unreachable,  ///< no order of play gets there (Connect 4 stacks; an overline's five)
};

/// The moves, in play order, of a game on `config` that ends in `cells`
/// (row-major from the bottom row, cols x rows; Empty, First, Second, or
/// Rock where config's layout has one) with the game still on. The side to
/// move after them follows from the counts.
Expected<std::vector<Move>, SetupProblem> moves_to_reach(const GameConfig& config, std::span<const Stone> cells);

}  // namespace lineup::core
