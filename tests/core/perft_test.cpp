// Perft counts: the number of move sequences of each length, stopping at
// finished games. Pinned here and checked against an independent Python
// implementation when they were recorded; the same test runs as wasm under
// Node, so both platforms must agree move for move.
#include <gtest/gtest.h>

#include "core/perft.hpp"
#include "test_support.hpp"

namespace lineup::core {
namespace {

TEST(Perft, Connect4FromTheEmptyBoard) {
    Board board = test::connect4();
    const std::uint64_t expected[] = {7, 49, 343, 2401, 16807, 117649, 823536, 5673234};
    for (int depth = 1; depth <= 8; ++depth) {
        EXPECT_EQ(perft(board, depth), expected[depth - 1]) << "depth " << depth;
    }
    EXPECT_EQ(board.ply(), 0);  // perft leaves the board as it found it
}

TEST(Perft, Connect4WithAFixedRockLayout) {
    Board board(default_config(GameKind::Connect4, Theme::Rock, 7, 6, 42));  // rocks a1 c1 f1 f2
    const std::uint64_t expected[] = {7, 49, 343, 2401, 16806, 117610, 822654};
    for (int depth = 1; depth <= 7; ++depth) {
        EXPECT_EQ(perft(board, depth), expected[depth - 1]) << "depth " << depth;
    }
}

TEST(Perft, GomokuWithFoursOnTheBoard) {
    // Both sides have four in a column; the first side to move can win at once.
    Board freestyle = test::play_all(default_config(GameKind::Gomoku, Theme::Basic, 9), "e5d5e4d4e3d3e6d6");
    const std::uint64_t expected[] = {73, 5112, 353012};
    for (int depth = 1; depth <= 3; ++depth) EXPECT_EQ(perft(freestyle, depth), expected[depth - 1]);

    GameConfig exact_config = default_config(GameKind::Gomoku, Theme::Basic, 9);
    exact_config.rule = Rule::Exact;
    Board exact = test::play_all(exact_config, "e5d5e4d4e3d3e6d6e8d8");
    const std::uint64_t exact_expected[] = {71, 4900, 333339};
    for (int depth = 1; depth <= 3; ++depth) EXPECT_EQ(perft(exact, depth), exact_expected[depth - 1]);
}

TEST(Perft, GomokuWithAFixedRockLayout) {
    Board board(default_config(GameKind::Gomoku, Theme::Rock, 9, 9, 7));  // rocks g3 i5 a6 i7 d9
    const std::uint64_t expected[] = {76, 5700, 421800};
    for (int depth = 1; depth <= 3; ++depth) EXPECT_EQ(perft(board, depth), expected[depth - 1]);
}

}  // namespace
}  // namespace lineup::core
