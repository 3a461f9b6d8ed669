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
#include "test_support.hpp"

namespace lineup::core {
namespace {

constexpr int kSize = 15;
using Picture = std::array<std::array<char, kSize>, kSize>;  // [row][col]: 'X' first player, 'O', '.'

// --- The independent check ---------------------------------------------------

constexpr int kDirs[4][2] = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};

// The line through (col, row) along direction `d`, edge to edge, with '#'
// beyond each edge; `at` receives the point's index in it.
std::string line_through(const Picture& p, int col, int row, int d, int& at) {
    int c = col;
    int r = row;
    while (c - kDirs[d][0] >= 0 && c - kDirs[d][0] < kSize && r - kDirs[d][1] >= 0 && r - kDirs[d][1] < kSize) {
        c -= kDirs[d][0];
        r -= kDirs[d][1];
    }
    std::string line = "#";
    for (; c >= 0 && c < kSize && r >= 0 && r < kSize; c += kDirs[d][0], r += kDirs[d][1]) {
        if (c == col && r == row) at = static_cast<int>(line.size());
        line += p[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
    }
    return line + "#";
}

// The run of X's in `line` that holds index i: [first, last].
std::pair<int, int> run_at(const std::string& line, int i) {
    int a = i;
    int b = i;
    while (line[static_cast<std::size_t>(a - 1)] == 'X') --a;
    while (line[static_cast<std::size_t>(b + 1)] == 'X') ++b;
    return {a, b};
}

// Points of `line` where one more X makes exactly five holding index i.
std::vector<int> five_points(std::string line, int i) {
    std::vector<int> out;
    for (int j = 1; j + 1 < static_cast<int>(line.size()); ++j) {
        if (line[static_cast<std::size_t>(j)] != '.') continue;
        line[static_cast<std::size_t>(j)] = 'X';
        const auto [a, b] = run_at(line, i);
        if (b - a + 1 == 5 && a <= j && j <= b) out.push_back(j);
        line[static_cast<std::size_t>(j)] = '.';
    }
    return out;
}

Forbidden check(Picture& p, int col, int row, int depth);

// Whether the line through the point (an X at index i) is a three: some '.'
// makes four in a row with it, open to exactly five at both ends, and is not
// forbidden itself.
bool line_three(Picture& p, int col, int row, int d, int depth) {
    int i = 0;
    std::string line = line_through(p, col, row, d, i);
    for (int j = 1; j + 1 < static_cast<int>(line.size()); ++j) {
        if (line[static_cast<std::size_t>(j)] != '.') continue;
        line[static_cast<std::size_t>(j)] = 'X';
        const auto [a, b] = run_at(line, i);
        const std::vector<int> fives = five_points(line, i);
        line[static_cast<std::size_t>(j)] = '.';
        const bool straight = b - a + 1 == 4 && a <= j && j <= b && fives.size() == 2 && fives[1] - fives[0] == 5;
        if (!straight) continue;
        const int jc = col + kDirs[d][0] * (j - i);
        const int jr = row + kDirs[d][1] * (j - i);
        if (depth > 10 || check(p, jc, jr, depth + 1) == Forbidden::None) return true;
    }
    return false;
}

Forbidden check(Picture& p, int col, int row, int depth) {
    char& cell = p[static_cast<std::size_t>(row)][static_cast<std::size_t>(col)];
    cell = 'X';
    Forbidden result = Forbidden::None;
    bool five = false;
    bool over = false;
    int fours = 0;
    int threes = 0;
    for (int d = 0; d < 4; ++d) {
        int i = 0;
        const std::string line = line_through(p, col, row, d, i);
        const auto [a, b] = run_at(line, i);
        five = five || b - a + 1 == 5;
        over = over || b - a + 1 > 5;
        const std::vector<int> f = five_points(line, i);
        const int here = f.size() == 2 && f[1] - f[0] == 5 ? 1 : static_cast<int>(f.size());
        fours += here;
        if (here == 0 && line_three(p, col, row, d, depth)) ++threes;
    }
    if (five) {
        result = Forbidden::None;
    } else if (over) {
        result = Forbidden::Overline;
    } else if (fours >= 2) {
        result = Forbidden::DoubleFour;
    } else if (threes >= 2) {
        result = Forbidden::DoubleThree;
    }
    cell = '.';
    return result;
}

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
