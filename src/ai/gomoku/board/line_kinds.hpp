// Line kinds of the second-generation Gomoku core (threat_board.hpp): what a
// stone placed on an empty cell makes along one line, for one player.
//
// The window of a cell is the `radius` cells on each side of it, read from the
// line word (2 bits a cell: 0 empty, 1 first player, 2 second player, 3 wall,
// that is the board's edge or a rock), nearest last on the left:
//
//     offsets  -4 -3 -2 -1 [c] +1 +2 +3 +4          (radius 4)
//     field     0  1  2  3      4  5  6  7          field i = bits 2i, 2i+1
//
//   freestyle  radius 4: 8 fields, 2^16 windows (64 KiB of codes). A five
//              through the centre lies within -4..4, and a run reaching +5
//              also covers 0..4: farther cells never change a kind.
//   exact      radius 5: 10 fields, 2^20 windows (1 MiB); offset 5 tells a
//   renju      five from an overline. Renju: the first player needs exactly
//              five, the second five or more.
//
// A window's code is one byte: the first player's kind in the low four bits,
// the second's in the high four. The kinds, from the stone's point of view,
// counting only fives that run through the centre ("five-cells" are the empty
// cells that would then complete one):
//
//   Five      the stone completes five (exactly five where the rule says so)
//   Overline  it makes six or more where only exactly five wins (never a five)
//   Flex4     a straight four: two five-cells five apart, four stones between
//   Block4x2  two or more five-cells that are not a straight four (X.XXX.X):
//             as strong as a Flex4, but two fours for Renju's double-four rule
//   Block4    exactly one five-cell
//   Flex3x2   two or more cells would then make a Flex4 or Block4x2
//   Flex3     exactly one such cell
//   Block3    no such cell; some cell would make a Block4
//   Flex2x3 / Flex2x2 / Flex2   three or more / two / one cell would make a
//             Flex3 or Flex3x2 (and nothing above applies)
//   Block2    some cell would make a Block3
//   Flex1     some cell would make a Flex2 of any count
//   Block1    some cell would make a Block2
//   Dead      nothing: no five through the centre can ever be made
//
// The kinds refine the ten Patterns of patterns.hpp (to_pattern()), so the
// present search can read them through an adapter. The tables come from an
// exhaustive memoised recursion over every window (more stones first), built
// on first use; tests check them against a brute-force oracle.
#pragma once

#include <cstdint>
#include <vector>

#include "ai/gomoku/patterns.hpp"
#include "core/types.hpp"

namespace lineup::ai {

enum class LineKind : std::uint8_t {
    Dead,
    Overline,
    Block1,
    Flex1,
    Block2,
    Flex2,
    Flex2x2,
    Flex2x3,
    Block3,
    Flex3,
    Flex3x2,
    Block4,
    Block4x2,
    Flex4,
    Five,
};
inline constexpr int kLineKinds = 15;

/// The Pattern of patterns.hpp that a kind refines.
constexpr Pattern to_pattern(LineKind k) {
    constexpr Pattern kMap[kLineKinds] = {
        Pattern::None,  Pattern::None,   Pattern::Block1, Pattern::Flex1,  Pattern::Block2,
        Pattern::Flex2, Pattern::Flex2,  Pattern::Flex2,  Pattern::Block3, Pattern::Flex3,
        Pattern::Flex3, Pattern::Block4, Pattern::Flex4,  Pattern::Flex4,  Pattern::Five,
    };
    return kMap[static_cast<int>(k)];
}

class LineKindTable {
public:
    /// The table of a rule, built on first use (natively, freestyle about 12 ms,
    /// exact and renju about 0.23 s each).
    static const LineKindTable& get(core::Rule rule);

    int radius() const { return radius_; }
    std::uint32_t entries() const { return static_cast<std::uint32_t>(codes_.size()); }
    /// Both players' kinds of a window: first in the low nibble, second in the high.
    std::uint8_t code(std::uint32_t window) const { return codes_[window]; }
    const std::uint8_t* data() const { return codes_.data(); }

    /// The window of the cell at field position `pos` of a line word (pos >= Radius).
    template <int Radius>
    static std::uint32_t window_of(std::uint64_t line, int pos) {
        constexpr std::uint64_t kSide = (std::uint64_t{1} << (2 * Radius)) - 1;  // one side's fields
        const std::uint64_t around = line >> (2 * (pos - Radius));
        return static_cast<std::uint32_t>((around & kSide) | ((around >> (2 * Radius + 2)) & kSide) << (2 * Radius));
    }

    /// One player's kinds (as bytes) of every window of a radius, for the
    /// player whose stones are `own` (1 or 2), who needs exactly five
    /// (`exact`) or five or more.
    static std::vector<std::uint8_t> analyse(int radius, int own, bool exact);

private:
    explicit LineKindTable(core::Rule rule);
    int radius_;
    std::vector<std::uint8_t> codes_;
};

}  // namespace lineup::ai
