// LinePatterns (line_patterns.hpp): every window's code against a brute-force
// oracle on the window, and against the present PatternTable.
#include <gtest/gtest.h>

#include <array>
#include <vector>

#include "ai/gomoku/line_patterns.hpp"
#include "ai/gomoku/patterns.hpp"

namespace {

using lineup::ai::LinePatterns;
using lineup::ai::Pattern;
using lineup::ai::PatternTable;
using lineup::core::Rule;

// Brute force on the 2r + 1 cells of a window: does `own`, with a stone on
// the centre, make five (exactly five when `exact`) through it?
bool five_through_centre(std::uint32_t window, int radius, std::uint32_t own, bool exact) {
    std::array<bool, 11> mine{};  // offsets -radius..radius, radius <= 5
    mine[static_cast<std::size_t>(radius)] = true;
    for (int i = 0; i < 2 * radius; ++i) {
        const int offset = i < radius ? i - radius : i - radius + 1;
        mine[static_cast<std::size_t>(radius + offset)] = ((window >> (2 * i)) & 3u) == own;
    }
    int left = radius, right = radius;
    while (left > 0 && mine[static_cast<std::size_t>(left - 1)]) --left;
    while (right < 2 * radius && mine[static_cast<std::size_t>(right + 1)]) ++right;
    const int run = right - left + 1;
    return exact ? run == 5 : run >= 5;
}

struct Oracle {
    std::vector<bool> five;                // the centre makes five
    std::vector<std::uint8_t> five_cells;  // empty cells that would then make five
};

Oracle brute_force(int radius, std::uint32_t own, bool exact) {
    const std::uint32_t count = 1u << (4 * radius);
    Oracle o{std::vector<bool>(count), std::vector<std::uint8_t>(count, 0)};
    for (std::uint32_t w = 0; w < count; ++w) {
        o.five[w] = five_through_centre(w, radius, own, exact);
        for (int i = 0; i < 2 * radius; ++i) {
            if (((w >> (2 * i)) & 3u) == 0 && five_through_centre(w | own << (2 * i), radius, own, exact)) {
                ++o.five_cells[w];
            }
        }
    }
    return o;
}

// The pattern the oracle demands, Five down to Block3; Flex2 stands for
// "anything weaker than Block3".
Pattern expected(const Oracle& o, std::uint32_t w, int radius, std::uint32_t own) {
    if (o.five[w]) return Pattern::Five;
    if (o.five_cells[w] >= 2) return Pattern::Flex4;
    if (o.five_cells[w] == 1) return Pattern::Block4;
    bool flex_four_cell = false, four_cell = false;
    for (int i = 0; i < 2 * radius; ++i) {
        if (((w >> (2 * i)) & 3u) != 0) continue;
        const std::uint8_t fives = o.five_cells[w | own << (2 * i)];
        flex_four_cell = flex_four_cell || fives >= 2;
        four_cell = four_cell || fives == 1;
    }
    return flex_four_cell ? Pattern::Flex3 : four_cell ? Pattern::Block3 : Pattern::Flex2;
}

TEST(LinePatterns, EveryWindowMatchesABruteForceOracle) {
    for (Rule rule : {Rule::Freestyle, Rule::Exact, Rule::Renju}) {
        const LinePatterns& table = LinePatterns::get(rule);
        const int radius = table.radius();
        ASSERT_EQ(radius, rule == Rule::Freestyle ? 4 : 5);
        ASSERT_EQ(table.entries(), 1u << (4 * radius));
        for (std::uint32_t own : {1u, 2u}) {
            const bool exact = rule == Rule::Exact || (rule == Rule::Renju && own == 1);
            const Oracle oracle = brute_force(radius, own, exact);
            for (std::uint32_t w = 0; w < table.entries(); ++w) {
                const auto got = static_cast<Pattern>(own == 1 ? table.code(w) & 15u : table.code(w) >> 4);
                const Pattern want = expected(oracle, w, radius, own);
                if (want == Pattern::Flex2) {
                    ASSERT_LT(got, Pattern::Block3) << "window " << w << " side " << own;
                } else {
                    ASSERT_EQ(got, want) << "window " << w << " side " << own;
                }
            }
        }
    }
}

TEST(LinePatterns, EqualThePresentPatternTable) {
    for (Rule rule : {Rule::Freestyle, Rule::Exact, Rule::Renju}) {
        const LinePatterns& table = LinePatterns::get(rule);
        const PatternTable& present = PatternTable::get(rule);
        for (std::uint32_t w = 0; w < lineup::ai::kWindowCount; ++w) {
            // Freestyle reads offsets -4..4 only: fields 1..8 of the present window.
            const std::uint32_t mine = table.radius() == 5 ? w : ((w >> 2) & 0xFFu) | ((w >> 10) & 0xFFu) << 8;
            ASSERT_EQ(table.code(mine), present.both(w)) << "window " << w;
        }
    }
}

TEST(LinePatterns, WindowsReadFromALineWord) {
    // A line word with walls at positions 0..4, stones at 6 (first) and 9
    // (second), empty elsewhere up to position 14, walls beyond.
    std::uint64_t line = ~std::uint64_t{0};
    for (int p = 5; p < 15; ++p) line &= ~(std::uint64_t{3} << (2 * p));
    line |= std::uint64_t{1} << 12 | std::uint64_t{2} << 18;
    const LinePatterns& exact = LinePatterns::get(Rule::Exact);
    // Cell 7, radius 5: offsets -5..-1 = positions 2..6, +1..+5 = 8..12.
    const std::uint32_t w = exact.window(line, 7);
    EXPECT_EQ(w & 0x3FFu, 3u | 3u << 2 | 3u << 4 | 0u << 6 | 1u << 8);
    EXPECT_EQ(w >> 10, 0u | 2u << 2);
}

}  // namespace
