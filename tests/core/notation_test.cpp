// Notation: moves and cells as text, both ways, with errors that name the bad
// token and its position.
#include <gtest/gtest.h>

#include "core/grade.hpp"

#include "core/notation.hpp"
#include "core/strings.hpp"
#include "text/errors.hpp"

namespace lineup::core {
namespace {

const GameConfig kC4 = default_config(GameKind::Connect4);
const GameConfig kWide = default_config(GameKind::Connect4, Theme::Basic, 12, 6);
const GameConfig kGo15 = default_config(GameKind::Gomoku, Theme::Basic, 15);

TEST(Notation, Connect4ColumnsAreOneBased) {
    EXPECT_EQ(format_move(kC4, Move::column(0)), "1");
    EXPECT_EQ(format_move(kC4, Move::column(6)), "7");
    auto move = parse_move(kC4, "4");
    ASSERT_TRUE(move);
    EXPECT_EQ(*move, Move::column(3));
}

TEST(Notation, Connect4MoveStringsAsInSolverBenchmarks) {
    auto moves = parse_moves(kC4, "4453");
    ASSERT_TRUE(moves);
    EXPECT_EQ(*moves, (std::vector<Move>{Move::column(3), Move::column(3), Move::column(4), Move::column(2)}));
    EXPECT_EQ(format_moves(kC4, *moves), "4453");
    auto empty = parse_moves(kC4, "");
    ASSERT_TRUE(empty);
    EXPECT_TRUE(empty->empty());
}

TEST(Notation, WideConnect4BoardsSeparateMovesWithDots) {
    auto moves = parse_moves(kWide, "10.3.12");
    ASSERT_TRUE(moves);
    EXPECT_EQ(*moves, (std::vector<Move>{Move::column(9), Move::column(2), Move::column(11)}));
    EXPECT_EQ(format_moves(kWide, *moves), "10.3.12");
    auto trailing = parse_moves(kWide, "10.3.");
    ASSERT_FALSE(trailing);
    EXPECT_EQ(trailing.error().position, 4u);
}

TEST(Notation, Connect4ErrorsNameTheTokenAndItsPosition) {
    auto outside = parse_moves(kC4, "4458");
    ASSERT_FALSE(outside);
    EXPECT_EQ(text::describe(outside.error()), "Column 8 is outside the board (columns 1-7)");
    EXPECT_EQ(outside.error().position, 3u);
    auto zero = parse_moves(kC4, "40");
    ASSERT_FALSE(zero);
    EXPECT_EQ(zero.error().position, 1u);
    auto letter = parse_moves(kC4, "44x3");
    ASSERT_FALSE(letter);
    EXPECT_EQ(text::describe(letter.error()), "'x' is not a column number");
    EXPECT_EQ(letter.error().position, 2u);
    EXPECT_FALSE(parse_move(kC4, ""));
    EXPECT_FALSE(parse_move(kC4, "-1"));
    EXPECT_FALSE(parse_move(kC4, "4 "));
}

TEST(Notation, GomokuCellsAreLetterAndRowFromTheBottom) {
    EXPECT_EQ(format_cell({7, 7}), "h8");
    EXPECT_EQ(format_cell({0, 0}), "a1");
    EXPECT_EQ(format_move(kGo15, Move::at({14, 14})), "o15");
    auto move = parse_move(kGo15, "h8");
    ASSERT_TRUE(move);
    EXPECT_EQ(*move, Move::at({7, 7}));
    auto upper = parse_move(kGo15, "H8");
    ASSERT_TRUE(upper);
    EXPECT_EQ(*upper, Move::at({7, 7}));
}

TEST(Notation, GomokuMoveStrings) {
    auto moves = parse_moves(kGo15, "h8i9j10o15a1");
    ASSERT_TRUE(moves);
    ASSERT_EQ(moves->size(), 5u);
    EXPECT_EQ((*moves)[2], Move::at({9, 9}));
    EXPECT_EQ(format_moves(kGo15, *moves), "h8i9j10o15a1");
    std::vector<std::size_t> offsets;
    ASSERT_TRUE(parse_moves(kGo15, "h8i9j10", &offsets));
    EXPECT_EQ(offsets, (std::vector<std::size_t>{0, 2, 4}));
}

TEST(Notation, GomokuErrors) {
    auto outside = parse_moves(kGo15, "h8p1");
    ASSERT_FALSE(outside);
    EXPECT_EQ(text::describe(outside.error()), "'p1' is outside the 15x15 board");
    EXPECT_EQ(outside.error().position, 2u);
    auto high = parse_moves(kGo15, "a16");
    ASSERT_FALSE(high);
    auto zero = parse_moves(kGo15, "a0");
    ASSERT_FALSE(zero);
    auto letter_only = parse_moves(kGo15, "h8i");
    ASSERT_FALSE(letter_only);
    EXPECT_EQ(letter_only.error().position, 2u);
    auto digit_first = parse_moves(kGo15, "8h");
    ASSERT_FALSE(digit_first);
    EXPECT_EQ(digit_first.error().position, 0u);
    EXPECT_FALSE(parse_move(kGo15, "h"));
    EXPECT_FALSE(parse_move(kGo15, "h8 "));
}

TEST(Notation, GomocupCoordinatesCountRowsFromTheTop) {
    // Gomocup "7,7" on 15x15 is the centre h8; "0,0" is the top-left a15.
    EXPECT_EQ(format_gomocup(kGo15, {7, 7}), "7,7");
    EXPECT_EQ(format_gomocup(kGo15, {0, 14}), "0,0");
    auto cell = parse_gomocup(kGo15, "0,0");
    ASSERT_TRUE(cell);
    EXPECT_EQ(*cell, (Cell{0, 14}));
    auto spaced = parse_gomocup(kGo15, " 3 , 4 ");
    ASSERT_TRUE(spaced);
    EXPECT_EQ(*spaced, (Cell{3, 10}));
    EXPECT_FALSE(parse_gomocup(kGo15, "15,0"));
    EXPECT_FALSE(parse_gomocup(kGo15, "-1,0"));
    EXPECT_FALSE(parse_gomocup(kGo15, "7"));
    EXPECT_FALSE(parse_gomocup(kGo15, "7,"));
    EXPECT_FALSE(parse_gomocup(kGo15, ",7"));
    EXPECT_FALSE(parse_gomocup(kGo15, "7,7,7"));
}

TEST(Notation, MessageCoordinatesAreOneBasedFromTheBottom) {
    EXPECT_EQ(format_xy({7, 7}), "(8, 8)");
    auto cell = parse_xy(kGo15, "(8, 8)");
    ASSERT_TRUE(cell);
    EXPECT_EQ(*cell, (Cell{7, 7}));
    auto plain = parse_move(kGo15, "1,15");
    ASSERT_TRUE(plain);
    EXPECT_EQ(*plain, Move::at({0, 14}));
    auto outside = parse_xy(kGo15, "16,1");
    ASSERT_FALSE(outside);
    EXPECT_EQ(text::describe(outside.error()), "(16, 1) is outside the 15x15 board");
    EXPECT_FALSE(parse_xy(kGo15, "0,1"));
    EXPECT_FALSE(parse_xy(kGo15, "(8, 8"));
    EXPECT_FALSE(parse_xy(kGo15, "8,8,8"));
    EXPECT_FALSE(parse_xy(kGo15, "()"));
}

TEST(Text, HelpersNeverReadPastTheirInput) {
    EXPECT_EQ(parse_uint("007"), 7);
    EXPECT_FALSE(parse_uint(""));
    EXPECT_FALSE(parse_uint("+1"));
    EXPECT_FALSE(parse_uint("1234567890"));
    EXPECT_EQ(parse_unsigned("4294967295", 10), 4294967295ULL);
    EXPECT_EQ(trim("  a b \r\n"), "a b");
    EXPECT_EQ(trim(""), "");
    EXPECT_EQ(split("a,,b", ',').size(), 3u);
    EXPECT_EQ(split("", ',').size(), 1u);
    EXPECT_EQ(printable(std::string("a\x01\xff", 3)), "a??");
    EXPECT_EQ(printable(std::string(30, 'x')), std::string(24, 'x') + "...");
}

// The review's grades cross the engine protocol as tokens (core/grade.hpp).
TEST(Grades, EveryGradeHasATokenThatReadsBack) {
    for (int g = 0; g <= static_cast<int>(MoveGrade::Unknown); ++g) {
        const auto grade = static_cast<MoveGrade>(g);
        EXPECT_EQ(parse_grade(to_string(grade)), grade) << to_string(grade);
    }
    EXPECT_FALSE(parse_grade("splendid"));
    EXPECT_FALSE(parse_grade(""));
    EXPECT_TRUE(is_error(MoveGrade::AllowedWin));
    EXPECT_TRUE(is_error(MoveGrade::ThrowsWin));
    EXPECT_TRUE(is_error(MoveGrade::Inaccuracy));
    EXPECT_FALSE(is_error(MoveGrade::Good));
    EXPECT_FALSE(is_error(MoveGrade::KeepsResult));
    EXPECT_FALSE(is_error(MoveGrade::Unknown));
}

}  // namespace
}  // namespace lineup::core
