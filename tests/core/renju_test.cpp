// Renju's forbidden points (core/renju.hpp), established here by an
// independent check: each line through a point is read as text from edge to
// edge and the rules' definitions are applied to it literally, recursing for
// the "false three" as the rules do. Hand-made positions show each rule
// (including a three made false by its completion being an overline, and a
// five that also makes a double four); random positions in a 7x7 window
// compare every empty point.
#include "core/renju.hpp"

#include <gtest/gtest.h>

#include <array>
#include <cstdlib>
#include <string>
#include <vector>

#include "core/rng.hpp"
#include "renju_reference.hpp"
#include "test_support.hpp"

namespace lineup::core {
namespace {

using namespace renju_reference;

// --- Positions ------------------------------------------------------------------

// Whether either side already has five or more in a row (a game over).
bool has_five(const Picture& p) {
    for (int r = 0; r < kSize; ++r) {
        for (int c = 0; c < kSize; ++c) {
            const char s = p[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
            if (s == '.') continue;
            for (const auto& d : kDirs) {
                int n = 1;
                while (n < 5) {
                    const int cc = c + d[0] * n;
                    const int rr = r + d[1] * n;
                    if (cc < 0 || cc >= kSize || rr < 0 || rr >= kSize) break;
                    if (p[static_cast<std::size_t>(rr)][static_cast<std::size_t>(cc)] != s) break;
                    ++n;
                }
                if (n == 5) return true;
            }
        }
    }
    return false;
}

// A board with the picture's stones: played in turn, with stones of either
// side added far apart in the top and bottom rows (no line of theirs counts)
// when one side has more.
Board board_of(const Picture& p) {
    std::vector<Cell> first;
    std::vector<Cell> second;
    for (int r = 0; r < kSize; ++r) {
        for (int c = 0; c < kSize; ++c) {
            const char s = p[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
            if (s == 'X') first.push_back({c, r});
            if (s == 'O') second.push_back({c, r});
        }
    }
    std::vector<Cell> spare;
    for (int i = 0; i < kSize; i += 2) {
        for (const Cell cell : {Cell{i, 0}, Cell{i, kSize - 1}, Cell{0, i}, Cell{kSize - 1, i}}) {
            if (p[static_cast<std::size_t>(cell.row)][static_cast<std::size_t>(cell.col)] == '.' &&
                !test::contains(spare, cell)) {
                spare.push_back(cell);
            }
        }
    }
    while (second.size() + 1 < first.size() || first.size() < second.size()) {
        EXPECT_FALSE(spare.empty()) << "too few spare points for the stones of one side";
        if (spare.empty()) break;
        (first.size() < second.size() ? first : second).push_back(spare.back());
        spare.pop_back();
    }
    Board board = test::gomoku(kSize);
    for (std::size_t i = 0; i < first.size(); ++i) {
        EXPECT_FALSE(board.play(Move::at(first[i])));
        if (i < second.size()) {
            EXPECT_FALSE(board.play(Move::at(second[i])));
        }
    }
    return board;
}

// A picture from rows of text (the top row first), centred on the board; '*'
// marks the point to check (empty).
Picture picture(const std::vector<std::string>& rows, Cell& star) {
    Picture p;
    for (auto& row : p) row.fill('.');
    const int top = (kSize + static_cast<int>(rows.size())) / 2 - 1;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        for (std::size_t j = 0; j < rows[i].size(); ++j) {
            const int r = top - static_cast<int>(i);
            const int c = 2 + static_cast<int>(j);
            const char s = rows[i][j];
            if (s == '*') star = {c, r};
            p[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)] = s == '*' ? '.' : s;
        }
    }
    return p;
}

struct Case {
    const char* name;
    std::vector<std::string> rows;
    Forbidden expected;
};

TEST(Renju, EachRuleOnAHandMadePosition) {
    const Case cases[] = {
        {"double three", {".....", "XX*..", "..X..", "..X..", "....."}, Forbidden::DoubleThree},
        {"four-three is allowed", {"......", ".XXX*.", "....X.", "....X.", "......"}, Forbidden::None},
        {"double four", {"......", "OXXX*.", "....X.", "....X.", "....X.", "....O."}, Forbidden::DoubleFour},
        {"two fours on one line", {"X.X*X.X"}, Forbidden::DoubleFour},
        {"overline", {"XXX*XX"}, Forbidden::Overline},
        {"a straight four alone is allowed", {".XXX*.."}, Forbidden::None},
        {"a blocked three is no three", {"OXX*...", "...X...", "...X..."}, Forbidden::None},
        {"a five wins even with a double four beside it",
         {"....O.", "XXXX*.", "...XX.", "..X.X.", ".X..X.", "....O."},
         Forbidden::None},
        {"a three whose completions are overlines is false",
         {"XX..X.", "XX..X.", ".*XX..", "X...X.", "X...X.", "X...X."},
         Forbidden::None},
        {"the same with both overlines a five short: a double three",
         {"XX..X.", "XX..X.", ".*XX..", "X...X.", "X...X.", "......"},
         Forbidden::DoubleThree},
    };
    for (const Case& c : cases) {
        Cell star{-1, -1};
        Picture p = picture(c.rows, star);
        ASSERT_GE(star.col, 0) << c.name;
        const Board board = board_of(p);
        ASSERT_EQ(board.status(), Status::Playing) << c.name;
        EXPECT_EQ(check(p, star.col, star.row, 0), c.expected) << c.name << " (the independent check)";
        EXPECT_EQ(renju_forbidden(board, star), c.expected) << c.name;
    }
}

TEST(Renju, RandomPositionsAgreeWithTheIndependentCheckAtEveryPoint) {
    Rng rng(2026);
    int seen[4] = {0, 0, 0, 0};
    int positions = 0;
    while (positions < 250) {
        Picture p;
        for (auto& row : p) row.fill('.');
        for (int r = 4; r < 11; ++r) {
            for (int c = 4; c < 11; ++c) {
                const int roll = rng.below(100);
                p[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)] = roll < 34 ? 'X' : roll < 54 ? 'O' : '.';
            }
        }
        if (has_five(p)) continue;
        const Board board = board_of(p);
        ASSERT_EQ(board.status(), Status::Playing);
        ++positions;
        for (int r = 4; r < 11; ++r) {
            for (int c = 4; c < 11; ++c) {
                if (p[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)] != '.') continue;
                const Forbidden want = check(p, c, r, 0);
                ASSERT_EQ(renju_forbidden(board, {c, r}), want)
                    << "at col " << c << " row " << r << " of position " << positions;
                ++seen[static_cast<int>(want)];
            }
        }
    }
    // Every verdict came up, so the comparison covered each rule.
    for (int kind = 0; kind < 4; ++kind) EXPECT_GT(seen[kind], 20) << "verdict " << kind;
}

TEST(Renju, TakenOutsideAndConnect4PointsAreNotForbidden) {
    Cell star{};
    Picture p = picture({"XX*", "..X", "..X"}, star);
    Board board = board_of(p);
    ASSERT_EQ(renju_forbidden(board, star), Forbidden::DoubleThree);
    EXPECT_EQ(renju_forbidden(board, {star.col - 1, star.row}), Forbidden::None);  // taken
    EXPECT_EQ(renju_forbidden(board, {-1, 3}), Forbidden::None);
    EXPECT_EQ(renju_forbidden(test::connect4(), {3, 0}), Forbidden::None);
}

}  // namespace
}  // namespace lineup::core
