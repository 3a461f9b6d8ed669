// The Connect 4 review (ai/connect4/review.hpp): games the test builds with
// the solver, with a blunder put in on purpose, are graded as such; the best
// moves are the ones the solver's analysis gives.
#include "ai/connect4/review.hpp"

#include <gtest/gtest.h>

#include "core/board.hpp"
#include "core/rng.hpp"

namespace lineup::ai {
namespace {

using core::Board;
using core::GameKind;
using core::Move;

TEST(C4Review, GradesFollowTheScores) {
    EXPECT_EQ(grade_connect4(3, 3), C4Grade::Best);
    EXPECT_EQ(grade_connect4(1, 3), C4Grade::KeepsResult);
    EXPECT_EQ(grade_connect4(-4, -2), C4Grade::KeepsResult);  // lost whatever it plays
    EXPECT_EQ(grade_connect4(0, 3), C4Grade::ThrowsWin);
    EXPECT_EQ(grade_connect4(-1, 3), C4Grade::ThrowsWin);
    EXPECT_EQ(grade_connect4(-1, 0), C4Grade::DrawToLoss);
}

// Random games in which, at one move, the side to move throws away its win
// (or its draw) on purpose: the review finds that move and grades it so, and
// every other move's score and best agree with the solver's own analysis.
// On 6x5 boards, whose positions the solver settles in well under a second
// (7x6 positions of 8 to 14 discs off the book's lines take it seconds).
TEST(C4Review, APlantedBlunderIsFound) {
    core::Rng rng(11);
    Connect4Solver builder(16);
    Connect4Solver reviewer(16);
    int planted = 0;
    for (int game = 0; game < 30 && planted < 10; ++game) {
        Board board(core::default_config(GameKind::Connect4, core::Theme::Basic, 6, 5));
        const int blunder_at = 4 + static_cast<int>(rng.next() % 18);
        int blunder = -1;
        C4Grade expected = C4Grade::Best;
        while (board.status() == core::Status::Playing) {
            const auto scores = builder.analyse(board);
            int best = -100, best_col = -1;
            for (int col = 0; col < board.cols(); ++col) {
                if (scores[static_cast<std::size_t>(col)] && *scores[static_cast<std::size_t>(col)] > best) {
                    best = *scores[static_cast<std::size_t>(col)];
                    best_col = col;
                }
            }
            int col = best_col;
            if (board.ply() == blunder_at && best >= 0) {
                // A column that turns a win (or a draw) into something worse.
                for (int c = 0; c < board.cols(); ++c) {
                    const auto& s = scores[static_cast<std::size_t>(c)];
                    if (s && ((best > 0 && *s <= 0) || (best == 0 && *s < 0))) col = c;
                }
                if (col != best_col) {
                    blunder = board.ply();
                    expected = best > 0 ? C4Grade::ThrowsWin : C4Grade::DrawToLoss;
                }
            } else if (rng.next() % 3 == 0) {
                col = static_cast<int>(rng.next() % 6);  // any move, graded whatever it is
                if (!scores[static_cast<std::size_t>(col)]) col = best_col;
            }
            board.play(Move::column(col));
        }
        if (blunder < 0) continue;
        ++planted;
        const core::GameRecord record{board.config(), board.moves()};
        const auto reviews = review_connect4(record, reviewer);
        ASSERT_EQ(reviews.size(), record.moves.size());
        EXPECT_EQ(reviews[static_cast<std::size_t>(blunder)].grade, expected)
            << core::format_record(record) << " move " << blunder + 1;
        // Every review agrees with a fresh analysis of its position.
        Board replay(record.config);
        for (const auto& r : reviews) {
            const auto scores = builder.analyse(replay);
            ASSERT_TRUE(r.score && r.best);
            EXPECT_EQ(r.score, scores[static_cast<std::size_t>(r.move.col)]);
            for (int col : r.best_moves) EXPECT_EQ(scores[static_cast<std::size_t>(col)], r.best);
            EXPECT_EQ(r.grade, grade_connect4(*r.score, *r.best));
            replay.play(r.move);
        }
    }
    EXPECT_GE(planted, 8);
}

TEST(C4Review, AStoppedSearchLeavesTheRestUnknown) {
    Connect4Solver solver(4);  // no book: the empty board needs a long search
    const core::GameRecord record{core::default_config(GameKind::Connect4), {Move::column(3), Move::column(3)}};
    const std::atomic<bool> stop{true};
    const auto reviews = review_connect4(record, solver, {}, &stop);
    ASSERT_EQ(reviews.size(), 2u);
    EXPECT_EQ(reviews[0].grade, C4Grade::Unknown);
    EXPECT_EQ(reviews[1].grade, C4Grade::Unknown);
    EXPECT_FALSE(reviews[0].score);
}

}  // namespace
}  // namespace lineup::ai
