// Gomoku line patterns: what a stone placed on a cell makes along one line.
//
// A line is read as a window of 11 cells centred on the cell (offsets -5..+5),
// 2 bits per neighbour, from the point of view of the player who places:
//
//     bits:  [-5][-4][-3][-2][-1]( centre )[+1][+2][+3][+4][+5]
//     field i (0..9) holds offset i-5 for i < 5 and i-4 for i >= 5
//     values: 0 empty, 1 own stone, 2 opponent stone, 3 wall (edge or rock)
//
// The window is wide enough to tell a five from an overline (6+), which the
// exact-five rule needs. Patterns, strongest first:
//
//   Five     the stone completes five (five or more under freestyle)
//   Flex4    an open four: two different cells would then complete five
//   Block4   a four: exactly one cell would then complete five
//   Flex3    an open three: some cell would then make a Flex4
//   Block3   some cell would then make a Block4
//   Flex2 / Block2 / Flex1 / Block1: the same one and two steps further away
//
// Every pattern counts only fives that run through the centre. The table is
// computed once per rule by exhaustive analysis of each window (windows with
// more own stones first, so each entry reuses the ones it leads to).
#pragma once

#include <cstdint>
#include <vector>

#include "core/types.hpp"

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

inline constexpr int kWindowCells = 10;  // neighbours in a window
inline constexpr std::uint32_t kWindowCount = 1u << (2 * kWindowCells);

/// Swaps own (1) and opponent (2) in every field: the window seen by the other player.
constexpr std::uint32_t swap_sides(std::uint32_t window) {
    return ((window & 0x55555u) << 1) | ((window >> 1) & 0x55555u);
}

/// Field index of offset `k` (-5..5, not 0).
constexpr int window_field(int k) { return k < 0 ? k + 5 : k + 4; }

class PatternTable {
public:
    /// The table for freestyle (five or more wins), exact (exactly five) or
    /// renju (exactly five for the first player, whose windows the state
    /// keeps, and five or more for the second). at() reads the first player.
    static const PatternTable& get(core::Rule rule);

    /// The pattern of the player whose window this is.
    Pattern at(std::uint32_t window) const { return static_cast<Pattern>(table_[window] & 15u); }
    /// Both players' patterns in one lookup: the window's owner in the low
    /// four bits, the other player (the window of swap_sides()) in the high four.
    std::uint8_t both(std::uint32_t window) const { return table_[window]; }

private:
    explicit PatternTable(core::Rule rule);
    std::vector<std::uint8_t> table_;
};

}  // namespace lineup::ai
