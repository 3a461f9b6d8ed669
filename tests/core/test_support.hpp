// Helpers shared by the core tests: boards from move strings, random games.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "core/board.hpp"
#include "core/notation.hpp"
#include "core/rng.hpp"
#include "text/errors.hpp"

namespace lineup::core::test {

inline Board connect4(int cols = 7, int rows = 6) {
    return Board(default_config(GameKind::Connect4, Theme::Basic, cols, rows));
}

inline Board gomoku(int size = 13, Rule rule = Rule::Freestyle) {
    GameConfig config = default_config(GameKind::Gomoku, Theme::Basic, size);
    config.rule = rule;
    return Board(config);
}

/// Cells from a picture of the bottom rows, from the top down: '.' empty,
/// 'x' first, 'o' second, '#' a rock; row-major from the bottom row.
inline std::vector<Stone> cells_from(const GameConfig& c, const std::vector<std::string>& picture) {
    std::vector<Stone> cells(static_cast<std::size_t>(c.cols * c.rows), Stone::Empty);
    for (std::size_t r = 0; r < picture.size(); ++r) {
        const int row = static_cast<int>(picture.size() - 1 - r);
        for (std::size_t col = 0; col < picture[r].size(); ++col) {
            const char ch = picture[r][col];
            cells[static_cast<std::size_t>(row * c.cols) + col] = ch == 'x'   ? Stone::First
                                                                  : ch == 'o' ? Stone::Second
                                                                  : ch == '#' ? Stone::Rock
                                                                              : Stone::Empty;
        }
    }
    return cells;
}

inline bool contains(const std::vector<Cell>& cells, Cell cell) {
    return std::find(cells.begin(), cells.end(), cell) != cells.end();
}

/// Plays a move string (notation.hpp) on a new board, failing the test on any
/// refused move; with `only_last_ends`, also when the game ends early.
inline Board play_all(const GameConfig& config, std::string_view text, bool only_last_ends = false) {
    Board board(config);
    auto moves = parse_moves(config, text);
    EXPECT_TRUE(moves.has_value()) << (moves ? std::string() : text::describe(moves.error()));
    if (!moves) return board;
    for (std::size_t i = 0; i < moves->size(); ++i) {
        if (only_last_ends) {
            EXPECT_EQ(board.status(), Status::Playing) << "the game ended before move " << i + 1;
        }
        const auto error = board.play((*moves)[i]);
        EXPECT_FALSE(error) << "move " << i + 1 << " refused";
    }
    return board;
}

/// Plays up to `max_moves` uniformly random legal moves (fewer if the game ends).
inline void play_random(Board& board, Rng& rng, int max_moves) {
    std::vector<Move> moves;
    for (int i = 0; i < max_moves; ++i) {
        board.legal_moves(moves);
        if (moves.empty()) return;
        ASSERT_FALSE(board.play(moves[static_cast<std::size_t>(rng.below(static_cast<int>(moves.size())))]));
    }
}

}  // namespace lineup::core::test
