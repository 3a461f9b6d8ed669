// The first generation's line patterns as a test oracle: PatternTable, the
// table today's scores were made from (cell_value.hpp), built by its own
// exhaustive analysis of 11-cell windows, independent of LineKindTable's
// generator (board/line_kinds.hpp), whose kinds the tests check against it.
//
// A line is read as a window of 11 cells centred on the cell (offsets -5..+5),
// 2 bits per neighbour, from the point of view of the player who places:
//
//     bits:  [-5][-4][-3][-2][-1]( centre )[+1][+2][+3][+4][+5]
//     field i (0..9) holds offset i-5 for i < 5 and i-4 for i >= 5
//     values: 0 empty, 1 own stone, 2 opponent stone, 3 wall (edge or rock)
//
// Every pattern counts only fives that run through the centre; the window is
// wide enough to tell a five from an overline (6+), which the exact-five rule
// needs.
#pragma once

#include <cstdint>
#include <vector>

#include "ai/gomoku/patterns.hpp"
#include "core/types.hpp"

namespace lineup::ai::test {

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

}  // namespace lineup::ai::test
