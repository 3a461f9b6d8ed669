// Helpers shared by the core tests: boards from move strings, random games.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
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
