#include "core/board.hpp"

#include <gtest/gtest.h>

namespace lineup::core {
namespace {

TEST(Connect4, GoldenDiagonalGameFromSeed000) {
    // SPEC 1.1: 8 columns x 6 rows, 0-based columns, P1 starts.
    Board board(default_config(GameKind::Connect4, Theme::Basic, 8, 6));
    const int columns[] = {3, 2, 4, 3, 5, 6, 5, 4, 5, 5, 6, 4};
    for (int i = 0; i < 12; ++i) {
        ASSERT_EQ(board.status(), Status::Playing) << "move " << i;
        ASSERT_FALSE(board.play(Move::column(columns[i])));
    }
    EXPECT_EQ(board.status(), Status::Won);
    EXPECT_EQ(board.winner(), Side::Second);
}

}  // namespace
}  // namespace lineup::core
