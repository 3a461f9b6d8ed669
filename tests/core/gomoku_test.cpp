// Gomoku rules: five in a row in every direction at edges and
// corners, freestyle (5+) and exact (exactly 5) rules with overlines, refused
// moves, draws, sizes.
#include <gtest/gtest.h>

#include "core/board.hpp"
#include "test_support.hpp"

namespace lineup::core {
namespace {

using test::gomoku;

Board play(std::string_view moves, int size = 13, Rule rule = Rule::Freestyle, bool only_last_ends = true) {
    GameConfig config = default_config(GameKind::Gomoku, Theme::Basic, size);
    config.rule = rule;
    return test::play_all(config, moves, only_last_ends);
}

// First's stones are interleaved with second's far-away stones that form no line.
TEST(Gomoku, HorizontalFivesAtTheBottomLeftAndTopRightCorners) {
    Board left = play("a1a13b1c13c1e13d1g13e1");
    EXPECT_EQ(left.winner(), Side::First);
    EXPECT_EQ(left.win_lines()[0], (Segment{{0, 0}, {4, 0}}));
    Board right = play("m13a1l13c1k13e1j13g1i13");
    EXPECT_EQ(right.winner(), Side::First);
    EXPECT_EQ(right.win_lines()[0], (Segment{{8, 12}, {12, 12}}));
}

TEST(Gomoku, VerticalFivesAlongTheLeftAndRightEdges) {
    Board left = play("a13m1a12m3a11m5a10m7a9");
    EXPECT_EQ(left.win_lines()[0], (Segment{{0, 8}, {0, 12}}));
    Board right = play("m1a1m2a3m3a5m4a7m5");
    EXPECT_EQ(right.win_lines()[0], (Segment{{12, 0}, {12, 4}}));
}

TEST(Gomoku, DiagonalFivesFromThreeCorners) {
    Board rising = play("a1m1b2m3c3m5d4m7e5");
    EXPECT_EQ(rising.win_lines()[0], (Segment{{0, 0}, {4, 4}}));
    Board falling = play("a13m1b12m3c11m5d10m7e9");
    EXPECT_EQ(falling.win_lines()[0], (Segment{{0, 12}, {4, 8}}));
    Board to_corner = play("i5a1j4a3k3a5l2a7m1");
    EXPECT_EQ(to_corner.win_lines()[0], (Segment{{8, 4}, {12, 0}}));
}

TEST(Gomoku, AFiveCompletedInTheMiddle) {
    Board board = play("f7a1g7a3i7a5j7a7h7");
    EXPECT_EQ(board.last_cell(), (Cell{7, 6}));
    EXPECT_EQ(board.win_lines()[0], (Segment{{5, 6}, {9, 6}}));
}

TEST(Gomoku, TheSecondPlayerWinsToo) {
    Board board = play("a1g7m13h7a13i7m1j7b1k7");
    EXPECT_EQ(board.winner(), Side::Second);
}

TEST(Gomoku, FourIsNotEnough) {
    Board board = play("a1a13b1c13c1e13d1", 13, Rule::Freestyle, false);
    EXPECT_EQ(board.status(), Status::Playing);
}

TEST(Gomoku, FreestyleOverlineOfSixWins) {
    // a1 b1 c1 e1 f1 then d1 joins them: six.
    Board board = play("a1a13b1c13c1e13e1g13f1i13d1");
    EXPECT_EQ(board.winner(), Side::First);
    EXPECT_EQ(board.win_lines()[0], (Segment{{0, 0}, {5, 0}}));
    EXPECT_EQ(board.win_cells().size(), 6u);
}

TEST(Gomoku, ExactRuleOverlineDoesNotWinAndTheGameGoesOn) {
    Board board = play("a1a13b1c13c1e13e1g13f1i13d1", 13, Rule::Exact, false);
    EXPECT_EQ(board.status(), Status::Playing);
    EXPECT_EQ(board.to_move(), Side::Second);
    EXPECT_TRUE(board.win_lines().empty());
}

TEST(Gomoku, ExactRuleFiveWins) {
    Board board = play("a1a13b1c13c1e13d1g13e1", 13, Rule::Exact);
    EXPECT_EQ(board.winner(), Side::First);
}

TEST(Gomoku, ExactRuleFiveInOneDirectionWinsDespiteAnOverlineInAnother) {
    // d1 makes six on row 1 (a1-c1, e1-f1) and five up column d (d2-d5).
    Board board = play("a1m13b1k13c1i13e1g13f1m11d2m9d3m7d4m5d5m3d1", 13, Rule::Exact);
    EXPECT_EQ(board.winner(), Side::First);
    ASSERT_EQ(board.win_lines().size(), 1u);
    EXPECT_EQ(board.win_lines()[0], (Segment{{3, 0}, {3, 4}}));
}

TEST(Gomoku, OccupiedAndOutsideCellsAreRefusedAndChangeNothing) {
    Board board = play("g7", 13, Rule::Freestyle, false);
    const Board before = board;
    EXPECT_EQ(board.play(Move::at({6, 6})), MoveError::Occupied);
    EXPECT_EQ(board.play(Move::at({13, 0})), MoveError::OutsideBoard);
    EXPECT_EQ(board.play(Move::at({0, -1})), MoveError::OutsideBoard);
    EXPECT_EQ(board.play(Move::column(3)), MoveError::OutsideBoard);  // a column is not a cell
    EXPECT_EQ(board, before);
    EXPECT_EQ(board.to_move(), Side::Second);
}

TEST(Gomoku, AFullBoardWithoutFiveIsADraw) {
    // 9x9 coloured by ((col + 2 row) mod 4) < 2: no colour has more than two in
    // a row in any direction; 41 cells for the first player, 40 for the second.
    Board board = gomoku(9);
    std::vector<Cell> first, second;
    for (int row = 0; row < 9; ++row) {
        for (int col = 0; col < 9; ++col) ((col + 2 * row) % 4 < 2 ? first : second).push_back({col, row});
    }
    ASSERT_EQ(first.size(), 41u);
    for (std::size_t i = 0; i < first.size(); ++i) {
        ASSERT_EQ(board.status(), Status::Playing);
        ASSERT_FALSE(board.play(Move::at(first[i])));
        if (i < second.size()) {
            ASSERT_FALSE(board.play(Move::at(second[i])));
        }
    }
    EXPECT_EQ(board.status(), Status::Draw);
    EXPECT_EQ(board.winner(), Side::None);
    EXPECT_EQ(board.play(Move::at({0, 0})), MoveError::GameOver);
}

TEST(Gomoku, BoardsAreSquareFromNineToTwenty) {
    for (int n = 9; n <= 20; ++n) {
        Board board = gomoku(n);
        EXPECT_EQ(board.cols(), n);
        EXPECT_EQ(board.rows(), n);
        EXPECT_FALSE(board.play(Move::at({n - 1, n - 1})));
    }
    EXPECT_EQ(default_config(GameKind::Gomoku).cols, 13);
    GameConfig oblong = default_config(GameKind::Gomoku, Theme::Basic, 13);
    oblong.rows = 15;
    ASSERT_TRUE(validate(oblong));
    EXPECT_EQ(text::describe(*validate(oblong), oblong), "Gomoku boards are square: 13x15 is not");
    EXPECT_TRUE(validate(default_config(GameKind::Gomoku, Theme::Basic, 8)));
    EXPECT_TRUE(validate(default_config(GameKind::Gomoku, Theme::Basic, 21)));
}

TEST(Gomoku, LegalMovesAreTheEmptyCells) {
    Board board = play("g7h8", 9, Rule::Freestyle, false);
    std::vector<Move> moves;
    board.legal_moves(moves);
    EXPECT_EQ(moves.size(), 79u);
    EXPECT_EQ(moves.front(), Move::at({0, 0}));
}

}  // namespace
}  // namespace lineup::core
