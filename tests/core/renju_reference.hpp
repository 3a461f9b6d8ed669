// An independent check of Renju's forbidden points, for the tests: each line
// through a point is read as text from edge to edge and the rules'
// definitions are applied to it literally, recursing for the "false three"
// as the rules do. It shares no code with core/renju.cpp.
#pragma once

#include <array>
#include <string>
#include <utility>
#include <vector>

#include "core/renju.hpp"

namespace lineup::core::renju_reference {

constexpr int kSize = 15;
using Picture = std::array<std::array<char, kSize>, kSize>;  // [row][col]: 'X' first player, 'O', '.'

constexpr int kDirs[4][2] = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};

// The line through (col, row) along direction `d`, edge to edge, with '#'
// beyond each edge; `at` receives the point's index in it.
inline std::string line_through(const Picture& p, int col, int row, int d, int& at) {
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
inline std::pair<int, int> run_at(const std::string& line, int i) {
    int a = i;
    int b = i;
    while (line[static_cast<std::size_t>(a - 1)] == 'X') --a;
    while (line[static_cast<std::size_t>(b + 1)] == 'X') ++b;
    return {a, b};
}

// Points of `line` where one more X makes exactly five holding index i.
inline std::vector<int> five_points(std::string line, int i) {
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

inline Forbidden check(Picture& p, int col, int row, int depth);

// Whether the line through the point (an X at index i) is a three: some '.'
// makes four in a row with it, open to exactly five at both ends, and is not
// forbidden itself.
inline bool line_three(Picture& p, int col, int row, int d, int depth) {
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

inline Forbidden check(Picture& p, int col, int row, int depth) {
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

/// The picture of a 15x15 board: 'X' the first player, 'O' the second, '.'
/// empty; a rock ends the first player's lines as the second's stones do: 'O'.
inline Picture picture_of(const Board& board) {
    Picture p;
    for (int r = 0; r < kSize; ++r) {
        for (int c = 0; c < kSize; ++c) {
            const Stone s = board.at({c, r});
            p[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)] = s == Stone::First   ? 'X'
                                                                          : s == Stone::Empty ? '.'
                                                                                              : 'O';
        }
    }
    return p;
}

}  // namespace lineup::core::renju_reference
