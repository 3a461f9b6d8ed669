// FoundWin keeps the move with which the computer proved its win while the
// game follows that line, and counts the computer's moves from it.
#include "app/session/found_win.hpp"

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
    found.note(board, Outlook::Balanced);
    EXPECT_FALSE(found.moves(board));
    board = connect4({3, 3, 2});
    found.note(board, Outlook::WinIn);
    EXPECT_EQ(found.moves(board), 1);
    board = connect4({3, 3, 2, 4, 1});
    found.note(board, Outlook::WinIn);  // the same win, later: the first find stands
    EXPECT_EQ(found.moves(board), 2);
    EXPECT_EQ(found.moves(connect4({3, 3, 2, 4, 1, 0, 5})), 3);
}

TEST(FoundWin, ALineThatLeavesTheFindForgetsIt) {
    FoundWin found;
    found.note(connect4({3, 3, 2}), Outlook::ForcedWin);
    EXPECT_EQ(found.moves(connect4({3, 3, 2, 0})), 1);
    EXPECT_FALSE(found.moves(connect4({3, 3})));        // undone
    EXPECT_FALSE(found.moves(connect4({3, 3, 1, 0})));  // another move in its place
    const Board other = connect4({3, 3, 1});
    found.note(other, Outlook::WinIn);
    EXPECT_EQ(found.moves(other), 1);
    found.clear();
    EXPECT_FALSE(found.moves(other));
}

}  // namespace
}  // namespace lineup::app
