// Connect 4 rules: gravity, refused moves, wins in every direction
// through the last disc (edges and corners), winning cells, draws.
//
// The longer games below were found by a separate random search for the
// named situation (a game whose last move makes exactly that line); the tests
// replay them and check every claim against the board.
#include <gtest/gtest.h>

#include <algorithm>

#include "core/board.hpp"
#include "test_support.hpp"

namespace lineup::core {
namespace {

using test::connect4;
using test::contains;
using test::play_all;

// Every move before the last must leave the game running.
Board play_to_end(std::string_view moves, int cols = 7, int rows = 6) {
    return play_all(default_config(GameKind::Connect4, Theme::Basic, cols, rows), moves,
                    /*only_last_ends=*/true);
}

TEST(Connect4, GoldenDiagonalGame) {
    // A known game: 8x6, P1 starts, 0-based columns 3 2 4 3 5 6 5 4 5 5 6 4; only
    // the last move (P2 into column 4, 0-based) wins, on a diagonal.
    Board board = play_to_end("435467656675", 8, 6);
    EXPECT_EQ(board.status(), Status::Won);
    EXPECT_EQ(board.winner(), Side::Second);
    ASSERT_EQ(board.win_lines().size(), 1u);
    EXPECT_EQ(board.win_lines()[0], (Segment{{2, 0}, {5, 3}}));
    EXPECT_EQ(board.win_cells().size(), 4u);
}

TEST(Connect4, DiscsFallToTheLowestEmptyCell) {
    Board board = connect4();
    ASSERT_FALSE(board.play(Move::column(2)));
    ASSERT_FALSE(board.play(Move::column(2)));
    EXPECT_EQ(board.at({2, 0}), Stone::First);
    EXPECT_EQ(board.at({2, 1}), Stone::Second);
    EXPECT_EQ(board.height(2), 2);
    EXPECT_EQ(board.history().back(), (Cell{2, 1}));
}

TEST(Connect4, AFullColumnIsRefusedAndTheSamePlayerMovesAgain) {
    Board board = connect4();
    for (int i = 0; i < 6; ++i) ASSERT_FALSE(board.play(Move::column(3)));
    const Board before = board;
    EXPECT_EQ(board.play(Move::column(3)), MoveError::ColumnFull);
    EXPECT_EQ(board, before);
    EXPECT_EQ(board.to_move(), Side::First);
}

TEST(Connect4, ColumnsOutsideTheBoardAreRefused) {
    Board board = connect4();
    const Board before = board;
    EXPECT_EQ(board.play(Move::column(-1)), MoveError::OutsideBoard);
    EXPECT_EQ(board.play(Move::column(7)), MoveError::OutsideBoard);
    EXPECT_EQ(board, before);
}

TEST(Connect4, HorizontalWinsAtTheLeftAndRightEdgesOfTheBottomRow) {
    Board left = play_to_end("1122334");
    EXPECT_EQ(left.winner(), Side::First);
    EXPECT_EQ(left.win_lines()[0], (Segment{{0, 0}, {3, 0}}));
    Board right = play_to_end("7766554");
    EXPECT_EQ(right.winner(), Side::First);
    EXPECT_EQ(right.win_lines()[0], (Segment{{3, 0}, {6, 0}}));
}

TEST(Connect4, HorizontalWinOnTheTopRowAtTheRightEdge) {
    Board board = play_to_end("5644654265272431456426553237277677");
    EXPECT_EQ(board.winner(), Side::Second);
    EXPECT_EQ(board.win_lines()[0], (Segment{{3, 5}, {6, 5}}));
}

TEST(Connect4, VerticalWinsAtTheBottomAndUpToTheTopCorner) {
    Board bottom = play_to_end("1212121");
    EXPECT_EQ(bottom.win_lines()[0], (Segment{{0, 0}, {0, 3}}));
    Board top = play_to_end("71174461364432247572567562247");
    EXPECT_EQ(top.winner(), Side::First);
    EXPECT_EQ(top.win_lines()[0], (Segment{{6, 2}, {6, 5}}));
}

TEST(Connect4, RisingDiagonalFromTheBottomLeftCorner) {
    // The last disc is the corner itself: the line is found looking up-right.
    Board board = play_to_end("6627545625345227264337421");
    EXPECT_EQ(board.winner(), Side::First);
    EXPECT_EQ(board.last_cell(), (Cell{0, 0}));
    EXPECT_EQ(board.win_lines()[0], (Segment{{0, 0}, {3, 3}}));
}

TEST(Connect4, FallingDiagonalsToTheBottomRightAndFromTheTopLeftCorner) {
    Board right = play_to_end("164425136566765245754");
    EXPECT_EQ(right.win_lines()[0], (Segment{{3, 3}, {6, 0}}));
    // Five in a falling line from the top-left corner, completed in the middle.
    Board left = play_to_end("23423337122326116174327115554");
    EXPECT_EQ(left.winner(), Side::First);
    EXPECT_EQ(left.last_cell(), (Cell{3, 2}));
    EXPECT_EQ(left.win_lines()[0], (Segment{{0, 5}, {4, 1}}));
    EXPECT_EQ(left.win_cells().size(), 5u);
}

TEST(Connect4, FiveInARowWinsAndReportsAllFiveCells) {
    Board board = play_to_end("112244553");
    EXPECT_EQ(board.winner(), Side::First);
    EXPECT_EQ(board.win_cells().size(), 5u);
}

TEST(Connect4, TwoLinesThroughTheLastDiscAreBothReported) {
    Board board = play_to_end("233122352636634635511454524");
    EXPECT_EQ(board.winner(), Side::First);
    ASSERT_EQ(board.win_lines().size(), 2u);
    EXPECT_EQ(board.win_lines()[0], (Segment{{1, 3}, {4, 3}}));  // horizontal
    EXPECT_EQ(board.win_lines()[1], (Segment{{1, 1}, {4, 4}}));  // rising diagonal
    const auto cells = board.win_cells();
    EXPECT_EQ(cells.size(), 7u);  // the shared disc counted once
    EXPECT_TRUE(contains(cells, Cell{3, 3}));
}

TEST(Connect4, AFullBoardWithoutALineIsADraw) {
    Board board = play_to_end("547125662261271266215743771576315353334444");
    EXPECT_EQ(board.ply(), 42);
    EXPECT_EQ(board.status(), Status::Draw);
    EXPECT_EQ(board.winner(), Side::None);
    EXPECT_TRUE(board.win_lines().empty());
}

TEST(Connect4, AFinishedGameAcceptsNoMove) {
    Board board = play_to_end("1122334");
    const Board before = board;
    EXPECT_EQ(board.play(Move::column(5)), MoveError::GameOver);
    EXPECT_EQ(board, before);
    std::vector<Move> moves;
    board.legal_moves(moves);
    EXPECT_TRUE(moves.empty());
}

TEST(Connect4, EveryBoardSizeFromFourByFourToTwelveByTen) {
    for (int cols = 4; cols <= 12; ++cols) {
        for (int rows = 4; rows <= 10; ++rows) {
            Board board = connect4(cols, rows);
            for (int c : {0, 0, 1, 1, 2, 2, 3}) ASSERT_FALSE(board.play(Move::column(c)));
            EXPECT_EQ(board.winner(), Side::First) << cols << "x" << rows;
            // The top-right cell is reachable: fill the last column (colours
            // alternate, so no vertical four) and it is then full.
            Board tall = connect4(cols, rows);
            for (int i = 0; i < rows; ++i) ASSERT_FALSE(tall.play(Move::column(cols - 1)));
            EXPECT_EQ(tall.height(cols - 1), rows);
            EXPECT_NE(tall.at({cols - 1, rows - 1}), Stone::Empty);
            EXPECT_EQ(tall.play(Move::column(cols - 1)), MoveError::ColumnFull);
        }
    }
}

TEST(Connect4, SizesOutsideTheLimitsAreRefusedWithAReason) {
    const GameConfig narrow = default_config(GameKind::Connect4, Theme::Basic, 3, 6);
    auto problem = validate(narrow);
    ASSERT_TRUE(problem);
    EXPECT_EQ(*problem, Problem::SizeOutOfRange);
    EXPECT_EQ(text::describe(*problem, narrow), "Connect 4 boards go from 4x4 to 12x10, not 3x6");
    EXPECT_TRUE(validate(default_config(GameKind::Connect4, Theme::Basic, 13, 6)));
    EXPECT_TRUE(validate(default_config(GameKind::Connect4, Theme::Basic, 7, 11)));
    GameConfig exact = default_config(GameKind::Connect4);
    exact.rule = Rule::Exact;
    EXPECT_EQ(validate(exact), Problem::RuleInConnect4);
    EXPECT_FALSE(Board::create(exact).has_value());
}

}  // namespace
}  // namespace lineup::core
