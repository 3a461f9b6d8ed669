// Gomoku review (ai/gomoku/review.hpp): a move that hands the opponent a win
// by fours, and a win by fours not taken, are graded as such; the defences
// and the winning move are not; the engine's grades follow the loss in
// winning chances.
#include <gtest/gtest.h>

#include "ai/gomoku/analysis.hpp"
#include "ai/gomoku/review.hpp"
#include "core/notation.hpp"
#include "core/record.hpp"
#include "gomoku_positions.hpp"

namespace lineup::ai {
namespace {

using core::Board;
using core::Cell;
using core::Move;

// On 15x15.
Board gomoku(std::string_view moves) { return test::gomoku(moves, 15); }

using test::at;  // "h8"

// White (second) holds b4 c4 d4 (closed by Black's a4) and f5 f6 f7 (closed
// by Black's f8): f4 makes two fours at once. Black's other stones (c5 e5 e6
// g6) close White's diagonals and rows, so that taking f4, e4 or f3 leaves
// White no win by threes either (with the stones far away White won by
// threes after each, which the search, reading forced replies exactly, saw).
constexpr std::string_view kThreat = "a4b4f8c4e5d4e6f5g6f6c5f7";

TEST(GomokuReview, AMoveThatHandsTheOpponentAWinByFoursIsGradedAsSuch) {
    const Board board = gomoku(kThreat);
    ASSERT_EQ(board.to_move(), core::Side::First);
    GomokuTable table(8);
    const GomokuMoveReview away = review_gomoku_move(board, at("n13"), 4, Limits{}, nullptr, table);
    EXPECT_EQ(away.grade, GomokuGrade::AllowedWin);
    EXPECT_EQ(away.win_moves, 2);
    EXPECT_GT(away.best_value, -kGomokuWinBound);  // there was a defence
    // The defence the engine names stops it: after it, White has no win by fours.
    Board defended = board;
    ASSERT_FALSE(defended.play(Move::at(away.best)));
    SearchBoard state(defended);
    SearchControl control(Limits{});
    GomokuSearch search(state, control, table, 18);
    EXPECT_TRUE(gomoku_vcf_line(state, search, 20).empty()) << core::format_cell(away.best);
    // Taking the double-four point is no such move.
    const GomokuMoveReview block = review_gomoku_move(board, at("f4"), 4, Limits{}, nullptr, table);
    EXPECT_NE(block.grade, GomokuGrade::AllowedWin);
    EXPECT_NE(block.grade, GomokuGrade::Unknown);
}

TEST(GomokuReview, AWinByFoursNotTakenIsMissedAndTheWinningMoveIsBest) {
    const Board board = gomoku(std::string(kThreat) + "a1");  // Black plays elsewhere: White to move
    ASSERT_EQ(board.to_move(), core::Side::Second);
    GomokuTable table(8);
    const GomokuMoveReview missed = review_gomoku_move(board, at("n2"), 4, Limits{}, nullptr, table);
    EXPECT_EQ(missed.grade, GomokuGrade::MissedWin);
    EXPECT_EQ(missed.win_moves, 2);
    EXPECT_GT(missed.best_value, kGomokuWinBound);
    const GomokuMoveReview taken = review_gomoku_move(board, at("f4"), 4, Limits{}, nullptr, table);
    EXPECT_EQ(taken.grade, GomokuGrade::Best);
}

TEST(GomokuReview, TheEnginesGradesFollowTheLossInWinningChances) {
    EXPECT_EQ(grade_gomoku(0, 0), GomokuGrade::Best);
    EXPECT_EQ(grade_gomoku(3000, 3000 + 100), GomokuGrade::Best);
    EXPECT_EQ(grade_gomoku(-1000, 0), GomokuGrade::Good);        // 50% -> 47%
    EXPECT_EQ(grade_gomoku(-5000, 0), GomokuGrade::Inaccuracy);  // 50% -> 36%
    EXPECT_EQ(grade_gomoku(-20000, 0), GomokuGrade::Mistake);    // 50% -> 9%
    EXPECT_EQ(grade_gomoku(30000, 40000), GomokuGrade::Best);    // 97% -> 99%: little lost
}

TEST(GomokuReview, AGameIsReviewedMoveByMoveWithThePlantedBlunderFound) {
    const Board board = gomoku(std::string(kThreat) + "n13f4");  // Black's blunder, White's double four
    const core::GameRecord record{board.config(), board.moves()};
    GomokuTable table(8);
    const auto reviews = review_gomoku(record, 3, table);
    ASSERT_EQ(reviews.size(), record.moves.size());
    EXPECT_EQ(reviews[12].grade, GomokuGrade::AllowedWin);  // n13
    EXPECT_EQ(reviews[13].grade, GomokuGrade::Best);        // f4, the win taken
    for (const GomokuMoveReview& r : reviews) EXPECT_NE(r.grade, GomokuGrade::Unknown);
}

}  // namespace
}  // namespace lineup::ai
