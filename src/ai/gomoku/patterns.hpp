// Gomoku line patterns: what a stone placed on a cell makes along one line,
// for the player who places it. Today's move scores and threat classes are
// defined on them (cell_value.hpp); the board core's finer line kinds
// (board/line_kinds.hpp) map onto them (to_pattern()). Strongest first:
//
//   Five     the stone completes five (five or more under freestyle)
//   Flex4    an open four: two different cells would then complete five
//   Block4   a four: exactly one cell would then complete five
//   Flex3    an open three: some cell would then make a Flex4
//   Block3   some cell would then make a Block4
//   Flex2 / Block2 / Flex1 / Block1: the same one and two steps further away
//
// Every pattern counts only fives that run through the cell.
#pragma once

#include <cstdint>

namespace lineup::ai {

enum class Pattern : std::uint8_t {
    None,
    Block1,
    Flex1,
    Block2,
    Flex2,
    Block3,
    Flex3,
    Block4,
    Flex4,
    Five,
};

}  // namespace lineup::ai
