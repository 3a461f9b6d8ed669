// LineKindTable and CellTable (board/line_kinds.hpp, board/cell_classes.hpp):
// every window's kinds against a brute-force oracle that counts five-cells on
// the window itself, and against the present PatternTable; every combination
// of four kinds against today's classes and scores.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <vector>

#include "ai/gomoku/board/cell_classes.hpp"
#include "ai/gomoku/board/line_kinds.hpp"
#include "ai/gomoku/cell_value.hpp"
#include "gomoku_pattern_table.hpp"

namespace {

using lineup::ai::CellClass;
using lineup::ai::CellTable;
using lineup::ai::LineKind;
using lineup::ai::LineKindTable;
using lineup::ai::Pattern;
using lineup::ai::test::PatternTable;
using lineup::core::Rule;

// The 2r + 1 cells of a window with a stone of `own` on the centre: true
// where `own` has a stone.
std::array<bool, 11> own_cells(std::uint32_t window, int radius, std::uint32_t own) {
    std::array<bool, 11> mine{};
    mine[static_cast<std::size_t>(radius)] = true;
    for (int i = 0; i < 2 * radius; ++i) {
        const int cell = i < radius ? i : i + 1;
        mine[static_cast<std::size_t>(cell)] = ((window >> (2 * i)) & 3u) == own;
    }
    return mine;
}

// Length of the run through the centre, counted cell by cell.
int run_length(std::uint32_t window, int radius, std::uint32_t own) {
    const std::array<bool, 11> mine = own_cells(window, radius, own);
    int left = radius, right = radius;
    while (left > 0 && mine[static_cast<std::size_t>(left - 1)]) --left;
    while (right < 2 * radius && mine[static_cast<std::size_t>(right + 1)]) ++right;
    return right - left + 1;
}

// Per window of one player: whether the centre makes five, its five-cells,
// the cells that would make two or more five-cells ("flex-four cells") and
// the cells that would make exactly one.
struct Oracle {
    int radius;
    std::uint32_t own;
    bool exact;
    std::vector<std::uint8_t> run, fives, flex4_cells, four_cells;
    std::vector<std::uint16_t> five_at;  // five-cells as bits over offsets

    Oracle(int r, std::uint32_t o, bool e) : radius(r), own(o), exact(e) {
        const std::uint32_t count = 1u << (4 * r);
        run.resize(count);
        fives.resize(count);
        five_at.resize(count);
        flex4_cells.resize(count);
        four_cells.resize(count);
        for (std::uint32_t w = 0; w < count; ++w) run[w] = static_cast<std::uint8_t>(run_length(w, r, o));
        for (std::uint32_t w = 0; w < count; ++w) {
            for (int i = 0; i < 2 * r; ++i) {
                if (((w >> (2 * i)) & 3u) != 0 || !five(w | o << (2 * i))) continue;
                ++fives[w];
                five_at[w] |= static_cast<std::uint16_t>(1u << (i < r ? i : i + 1));
            }
        }
        for (std::uint32_t w = 0; w < count; ++w) {
            for (int i = 0; i < 2 * r; ++i) {
                if (((w >> (2 * i)) & 3u) != 0) continue;
                const std::uint32_t next = w | o << (2 * i);
                if (five(next)) continue;
                flex4_cells[w] += fives[next] >= 2;
                four_cells[w] += fives[next] == 1;
            }
        }
    }
    bool five(std::uint32_t w) const { return exact ? run[w] == 5 : run[w] >= 5; }

    // Straight four: five-cells at a and a + 5 with four own stones between.
    bool straight(std::uint32_t w) const {
        const std::array<bool, 11> mine = own_cells(w, radius, own);
        for (int a = 0; a + 5 <= 2 * radius; ++a) {
            if (!(five_at[w] >> a & 1u) || !(five_at[w] >> (a + 5) & 1u)) continue;
            if (mine[static_cast<std::size_t>(a + 1)] && mine[static_cast<std::size_t>(a + 2)] &&
                mine[static_cast<std::size_t>(a + 3)] && mine[static_cast<std::size_t>(a + 4)]) {
                return true;
            }
        }
        return false;
    }

    // Empty cells whose window makes a three (a flex-four cell and no five-cell).
    int three_cells(std::uint32_t w) const {
        int n = 0;
        for (int i = 0; i < 2 * radius; ++i) {
            if (((w >> (2 * i)) & 3u) != 0) continue;
            const std::uint32_t next = w | own << (2 * i);
            n += !five(next) && fives[next] == 0 && flex4_cells[next] > 0;
        }
        return n;
    }

    // The kind the oracle demands, down to the twos; Block2 stands for "Block2 or weaker".
    LineKind expected(std::uint32_t w) const {
        if (five(w)) return LineKind::Five;
        if (run[w] > 5) return LineKind::Overline;
        if (fives[w] >= 2) return straight(w) ? LineKind::Flex4 : LineKind::Block4x2;
        if (fives[w] == 1) return LineKind::Block4;
        if (flex4_cells[w] >= 2) return LineKind::Flex3x2;
        if (flex4_cells[w] == 1) return LineKind::Flex3;
        if (four_cells[w] > 0) return LineKind::Block3;
        const int threes = three_cells(w);
        if (threes >= 3) return LineKind::Flex2x3;
        if (threes == 2) return LineKind::Flex2x2;
        if (threes == 1) return LineKind::Flex2;
        return LineKind::Block2;
    }
};

TEST(LineKinds, EveryWindowMatchesABruteForceOracle) {
    for (Rule rule : {Rule::Freestyle, Rule::Exact, Rule::Renju}) {
        const LineKindTable& table = LineKindTable::get(rule);
        const int radius = table.radius();
        ASSERT_EQ(radius, rule == Rule::Freestyle ? 4 : 5);
        ASSERT_EQ(table.entries(), 1u << (4 * radius));
        for (std::uint32_t own : {1u, 2u}) {
            const bool exact = rule == Rule::Exact || (rule == Rule::Renju && own == 1);
            const Oracle oracle(radius, own, exact);
            for (std::uint32_t w = 0; w < table.entries(); ++w) {
                const auto got = static_cast<LineKind>(own == 1 ? table.code(w) & 15u : table.code(w) >> 4);
                const LineKind want = oracle.expected(w);
                if (want == LineKind::Block2) {
                    ASSERT_LE(got, LineKind::Block2) << "window " << w << " side " << own;
                    ASSERT_NE(got, LineKind::Overline) << "window " << w << " side " << own;
                } else {
                    ASSERT_EQ(got, want) << "window " << w << " side " << own;
                }
            }
        }
    }
}

TEST(LineKinds, RefineThePresentPatternTable) {
    for (Rule rule : {Rule::Freestyle, Rule::Exact, Rule::Renju}) {
        const LineKindTable& table = LineKindTable::get(rule);
        const PatternTable& present = PatternTable::get(rule);
        for (std::uint32_t w = 0; w < lineup::ai::test::kWindowCount; ++w) {
            // Freestyle reads offsets -4..4 only: fields 1..8 of the present window.
            const std::uint32_t mine = table.radius() == 5 ? w : ((w >> 2) & 0xFFu) | ((w >> 10) & 0xFFu) << 8;
            const std::uint8_t code = table.code(mine);
            const auto first = to_pattern(static_cast<LineKind>(code & 15u));
            const auto second = to_pattern(static_cast<LineKind>(code >> 4));
            ASSERT_EQ(static_cast<int>(first) | static_cast<int>(second) << 4, present.both(w)) << "window " << w;
        }
    }
}

TEST(LineKinds, WindowsReadFromALineWord) {
    // A line word with walls at positions 0..4, stones at 6 (first) and 9
    // (second), empty elsewhere up to position 14, walls beyond.
    std::uint64_t line = ~std::uint64_t{0};
    for (int p = 5; p < 15; ++p) line &= ~(std::uint64_t{3} << (2 * p));
    line |= std::uint64_t{1} << 12 | std::uint64_t{2} << 18;
    // Cell 7, radius 5: offsets -5..-1 = positions 2..6, +1..+5 = 8..12.
    const std::uint32_t w = LineKindTable::window_of<5>(line, 7);
    EXPECT_EQ(w & 0x3FFu, 3u | 3u << 2 | 3u << 4 | 0u << 6 | 1u << 8);
    EXPECT_EQ(w >> 10, 0u | 2u << 2);
}

TEST(CellClasses, RefineTodaysClassesAndKeepTodaysScores) {
    const CellTable& table = CellTable::get();
    const auto& legacy = lineup::ai::cell_values();
    EXPECT_EQ(table.sets(), 3060);  // multisets of 4 among 15 kinds: C(18, 4)
    for (std::uint32_t c = 0; c < (1u << 16); ++c) {
        const std::array<LineKind, 4> kinds = CellTable::kinds_of(c);
        Pattern patterns[4];
        for (int d = 0; d < 4; ++d) patterns[d] = to_pattern(kinds[static_cast<std::size_t>(d)]);
        const lineup::ai::CellValue old = legacy[static_cast<std::size_t>(lineup::ai::combo_index(patterns))];
        const lineup::ai::CellInfo& v = table.value(table.kind_set(c));
        ASSERT_EQ(v.cls, lineup::ai::classify(kinds)) << c;
        ASSERT_EQ(to_threat(v.cls), old.threat) << c;
        ASSERT_EQ(v.score, old.score) << c;
        // The same kinds in another order share the multiset.
        std::array<LineKind, 4> turned = {kinds[1], kinds[2], kinds[3], kinds[0]};
        std::uint32_t t = 0;
        for (int d = 0; d < 4; ++d) t |= static_cast<std::uint32_t>(turned[static_cast<std::size_t>(d)]) << (4 * d);
        ASSERT_EQ(table.kind_set(t), table.kind_set(c)) << c;
    }
    // A few classes by hand.
    using K = LineKind;
    EXPECT_EQ(lineup::ai::classify({K::Flex3, K::Block4, K::Dead, K::Dead}), CellClass::FourThree);
    EXPECT_EQ(lineup::ai::classify({K::Block4, K::Block4, K::Dead, K::Dead}), CellClass::Flex4);
    EXPECT_EQ(lineup::ai::classify({K::Block4x2, K::Dead, K::Dead, K::Dead}), CellClass::Flex4);
    EXPECT_EQ(lineup::ai::classify({K::Flex3x2, K::Flex2, K::Dead, K::Dead}), CellClass::Flex3Plus);
    EXPECT_EQ(lineup::ai::classify({K::Flex2, K::Flex2x2, K::Block1, K::Dead}), CellClass::TwoTwo);
    EXPECT_EQ(lineup::ai::classify({K::Overline, K::Dead, K::Dead, K::Dead}), CellClass::None);
    EXPECT_TRUE(lineup::ai::renju_suspect({K::Overline, K::Dead, K::Dead, K::Dead}));
    EXPECT_TRUE(lineup::ai::renju_suspect({K::Block4x2, K::Dead, K::Dead, K::Dead}));
    EXPECT_FALSE(lineup::ai::renju_suspect({K::Flex4, K::Flex3, K::Dead, K::Dead}));
    EXPECT_FALSE(lineup::ai::renju_suspect({K::Five, K::Flex3, K::Flex3, K::Dead}));
}

}  // namespace
