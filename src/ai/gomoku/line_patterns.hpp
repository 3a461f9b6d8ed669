// Line-pattern codes of LineBoard: what a stone on a cell makes along one
// line, read straight from the line's packed word.
//
// A line word holds 2 bits a cell (0 empty, 1 first player, 2 second player,
// 3 wall: edge or rock). The code of a cell is looked up with its window: the
// `radius` cells on each side of it, nearest last on the left, in 2 * radius
// fields (field i is offset i - radius for i < radius, i - radius + 1 after).
//
//   freestyle  radius 4: 8 fields, 2^16 entries (64 KiB). A five through the
//              centre that reaches offset 5 also covers offsets 0..4, which
//              are five already, so farther cells never change a pattern.
//   exact      radius 5: 10 fields, 2^20 entries (1 MiB); offset 5 tells a
//   renju      five from an overline.
//
// An entry is one byte: the first player's Pattern (patterns.hpp) in the low
// four bits, the second player's in the high four. The kinds and their
// meaning are those of patterns.hpp, so GomokuState's searches read the same
// kinds from either core. Renju: the first player needs exactly five, the
// second five or more.
//
// The tables come from an exhaustive analysis of every window (a memoised
// recursion over the stones one more move would add), built on first use.
#pragma once

#include <cstdint>
#include <vector>

#include "ai/gomoku/patterns.hpp"
#include "core/types.hpp"

namespace lineup::ai {

class LinePatterns {
public:
    static const LinePatterns& get(core::Rule rule);

    int radius() const { return radius_; }
    std::uint32_t entries() const { return static_cast<std::uint32_t>(table_.size()); }
    /// Both players' patterns of a window (first low nibble, second high).
    std::uint8_t code(std::uint32_t window) const { return table_[window]; }
    const std::uint8_t* data() const { return table_.data(); }

    /// The window of the cell at position `pos` of a line word (pos >= radius).
    std::uint32_t window(std::uint64_t line, int pos) const {
        return radius_ == 4 ? window_of<4>(line, pos) : window_of<5>(line, pos);
    }
    /// The same for a radius known when compiling.
    template <int Radius>
    static std::uint32_t window_of(std::uint64_t line, int pos) {
        constexpr std::uint64_t kSide = (std::uint64_t{1} << (2 * Radius)) - 1;  // one side's fields
        const std::uint64_t around = line >> (2 * (pos - Radius));
        const std::uint64_t after = (around >> (2 * Radius + 2)) & kSide;  // past the centre
        return static_cast<std::uint32_t>((around & kSide) | after << (2 * Radius));
    }

    /// One player's pattern of a window, computed for a player `own` (1 or 2)
    /// who needs exactly five (`exact`) or five or more.
    static std::vector<std::uint8_t> analyse(int radius, int own, bool exact);

private:
    explicit LinePatterns(core::Rule rule);
    int radius_;
    std::vector<std::uint8_t> table_;
};

}  // namespace lineup::ai
