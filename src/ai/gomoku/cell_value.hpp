// What a move on a cell makes for one player, from its four lines' patterns
// (patterns.hpp): the threat class and the move score that today's search
// reads. ThreatBoard's CellTable (board/cell_classes.hpp) takes its classes'
// Threats and its scores from it.
#pragma once

#include <array>
#include <cstdint>

#include "ai/gomoku/patterns.hpp"

namespace lineup::ai {

/// What a move on a cell makes for a player, combining its four lines.
enum class Threat : std::uint8_t {
    None,
    Weak,        ///< twos and ones only
    Block3,      ///< a closed three
    Flex3,       ///< an open three
    Block4,      ///< a four (one completion cell)
    ThreeThree,  ///< two open threes
    FourThree,   ///< a four and an open three
    Flex4,       ///< an open four, or two fours
    Five,        ///< wins at once (line or bubbles)
};
inline constexpr int kThreatKinds = 9;

/// Whether a stone on a cell of this Threat makes a four or better (a
/// double three, ordered above a four, makes none).
constexpr bool makes_four(Threat t) { return t >= Threat::Block4 && t != Threat::ThreeThree; }

struct CellValue {
    std::int32_t score;
    Threat threat;
};

/// Number of combinations of four line patterns (10 kinds each).
inline constexpr int kComboCount = 10000;

/// Index of the four patterns p[0..3] (direction d weighs 10^d).
constexpr int combo_index(const Pattern* p) {
    return static_cast<int>(p[0]) + 10 * static_cast<int>(p[1]) + 100 * static_cast<int>(p[2]) +
           1000 * static_cast<int>(p[3]);
}

/// CellValue of every combination of four patterns, by combo_index().
const std::array<CellValue, kComboCount>& cell_values();

}  // namespace lineup::ai
