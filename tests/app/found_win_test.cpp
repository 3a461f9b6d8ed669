// FoundWin keeps the computer's forced win while the game follows the line it
// was found on.
#include "app/found_win.hpp"

#include <gtest/gtest.h>

#include "core/board.hpp"

namespace lineup::app {
namespace {

using core::Board;
using core::Move;
using core::Outlook;

Board connect4(std::initializer_list<int> cols) {
    Board board(core::GameConfig{});
    for (int col : cols) EXPECT_FALSE(board.play(Move::column(col)).has_value());
    return board;
}

TEST(FoundWin, TheFirstWinFoundStandsWhileTheGameGoesOnFromIt) {
    FoundWin found;
    Board board = connect4({3, 3});
    found.note(board, Outlook::Balanced, std::nullopt);
    EXPECT_FALSE(found.moves(board));
    board = connect4({3, 3, 2});
    found.note(board, Outlook::WinIn, 9);
    EXPECT_EQ(found.moves(board), 9);
    board = connect4({3, 3, 2, 4, 1});
    found.note(board, Outlook::WinIn, 7);  // the same win, later: the first find stands
    EXPECT_EQ(found.moves(board), 9);
}

TEST(FoundWin, ALineThatLeavesTheFindForgetsIt) {
    FoundWin found;
    found.note(connect4({3, 3, 2}), Outlook::ForcedWin, std::nullopt);
    EXPECT_EQ(found.moves(connect4({3, 3, 2, 0})), 0);  // a forced win of unknown length
    EXPECT_FALSE(found.moves(connect4({3, 3})));        // undone
    EXPECT_FALSE(found.moves(connect4({3, 3, 1, 0})));  // another move in its place
    const Board other = connect4({3, 3, 1});
    found.note(other, Outlook::WinIn, 5);
    EXPECT_EQ(found.moves(other), 5);
    found.clear();
    EXPECT_FALSE(found.moves(other));
}

}  // namespace
}  // namespace lineup::app
