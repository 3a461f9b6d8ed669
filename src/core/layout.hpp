// Layout: where the rocks and bubbles of a themed game lie, generated from the
// configuration's seed with core::Rng, so a seed replays the same board on every
// platform.
//
// Gomoku rocks: distinct random cells. Connect 4 rocks obey gravity: each rock
// drops into a random column that still has at least two free cells, so no
// column is ever filled by rocks. Bubbles: each bubble picks a random cell
// independently, so two (or more) bubbles may share a cell and count twice.
#pragma once

#include <cstdint>
#include <vector>

#include "core/config.hpp"

namespace lineup::core {

struct Layout {
    std::vector<std::uint8_t> rock;      ///< per cell (row * cols + col): 1 = rock
    std::vector<std::uint16_t> bubbles;  ///< per cell: how many bubbles lie there
};

/// The layout of a valid configuration (validate(config) must hold): its
/// placed cells, or else the one its seed makes.
Layout generate_layout(const GameConfig& config);

}  // namespace lineup::core
