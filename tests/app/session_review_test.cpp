// Game review (session.hpp, app/session/review.hpp): the whole game shown read-only,
// every move graded by the worker one at a time; the message grades the move
// shown; "Next mistake" steps to the next error; the analysis waits for it.
#include <gtest/gtest.h>

#include <string>

#include "app/session/session.hpp"
#include "core/notation.hpp"
#include "core/record.hpp"
#include "manual_ai.hpp"

namespace lineup::app {
namespace {

using core::Mode;
using core::Move;
using core::MoveGrade;

/// Serves the review's requests until it is complete.
void serve(Session& session, ManualAi& ai) {
    for (int i = 0; i < 200 && session.review_busy() && ai.finish(); ++i) session.update(1);
}

/// Two players on a 15x15 Gomoku board.
void start_gomoku(Session& session) {
    session.choose_game(core::GameKind::Gomoku);
    session.choose_size(15, 15);
    session.start(Mode::PvP);
}

void play_all(Session& session, std::string_view moves) {
    auto parsed = core::parse_moves(session.current_config(), moves);
    ASSERT_TRUE(parsed);
    for (Move m : *parsed) session.play(m);
}

TEST(SessionReview, AConnectFourGameIsGradedExactlyAndNextMistakeFindsTheThrownWin) {
    ManualAi ai;
    Session session(&ai, 7);
    session.start(Mode::PvP);
    play_all(session, "4453");
    ASSERT_TRUE(session.can_review());
    session.start_review();
    ASSERT_TRUE(session.reviewing());
    EXPECT_EQ(session.board()->ply(), 0);  // from the first move
    EXPECT_TRUE(ai.last_request().starts_with("GRADE ")) << ai.last_request();
    EXPECT_TRUE(session.review_busy());
    serve(session, ai);
    const Review& review = session.review();
    ASSERT_TRUE(review.complete());
    EXPECT_EQ(review.move(1).grade, MoveGrade::Best);
    EXPECT_EQ(review.move(3).grade, MoveGrade::ThrowsWin);
    EXPECT_EQ(review.move(3).value, -2);
    EXPECT_EQ(review.move(3).best_value, 1);
    session.next_mistake();
    EXPECT_EQ(session.board()->ply(), 3);
    EXPECT_EQ(session.message(), "Move 3, column 5 by Red: throws away a win. Better: column 4.");
    session.next_mistake();
    EXPECT_EQ(session.board()->ply(), 3);
    EXPECT_EQ(session.message(), "No mistakes after this move.");
    EXPECT_EQ(review.counts(0)[static_cast<std::size_t>(MoveGrade::ThrowsWin)], 1);
}

TEST(SessionReview, AGameLostToTheComputerSaysYouLoseAndItsReviewNamesYouAndTheComputer) {
    ManualAi ai;
    Session session(&ai, 7);
    session.start(Mode::PvC);
    EXPECT_EQ(session.your_side(), "You play Red");
    // The person fills the lowest-numbered open column; the computer wins.
    for (int turn = 0; turn < 30 && session.phase() == Phase::Playing; ++turn) {
        int col = 0;
        while (session.board()->height(col) >= session.board()->config().rows) ++col;
        session.play(Move::column(col));
        if (ai.pending()) {
            ASSERT_TRUE(ai.finish());
            session.update(1);
        }
    }
    ASSERT_EQ(session.phase(), Phase::Over);
    ASSERT_EQ(session.board()->winner(), core::Side::Second);
    EXPECT_EQ(session.message(), "You lose.");
    session.start_review();
    ASSERT_TRUE(session.reviewing());
    EXPECT_EQ(session.your_side(), "") << "a review is no game of the person's";
    serve(session, ai);
    ASSERT_TRUE(session.review().complete());
    EXPECT_EQ(session.review_summary(core::Side::First).rfind("You: ", 0), 0u)
        << session.review_summary(core::Side::First);
    EXPECT_EQ(session.review_summary(core::Side::Second).rfind("Computer: ", 0), 0u);
    session.choose_language(text::Language::Chinese);
    EXPECT_EQ(session.review_summary(core::Side::Second).rfind("电脑：", 0), 0u);
}

TEST(SessionReview, AGomokuMoveThatAllowsAWinByFoursIsMarkedAndTheMessageFollowsTheGrades) {
    ManualAi ai;
    Session session(&ai, 7);
    start_gomoku(session);
    // Black's n13 lets White's f4 make two fours at once (ai/gomoku_review_test.cpp).
    play_all(session, "a4b4f8c4o1d4o15f5a15f6k13f7n13f4");
    session.start_review();
    ASSERT_TRUE(session.reviewing());
    // Forward before any grade: the move is not graded yet, and is said again once it is.
    ASSERT_TRUE(session.redo());
    EXPECT_EQ(session.message(), "Move 1, a4 by Black: not graded yet.");
    ASSERT_TRUE(ai.finish());
    session.update(1);
    EXPECT_NE(session.message().find("Move 1, a4 by Black: "), std::string::npos);
    EXPECT_EQ(session.message().find("not graded yet"), std::string::npos) << session.message();
    serve(session, ai);
    ASSERT_TRUE(session.review().complete());
    EXPECT_EQ(session.review().move(13).grade, MoveGrade::AllowedWin);
    EXPECT_EQ(session.review().move(14).grade, MoveGrade::Best);
    while (session.board()->ply() < 13) {
        const int before = session.board()->ply();
        session.next_mistake();
        ASSERT_GT(session.board()->ply(), before) << session.message();
    }
    EXPECT_EQ(session.board()->ply(), 13);
    EXPECT_TRUE(session.message().starts_with("Move 13, n13 by Black: allows a forced win (White wins by fours in 2"))
        << session.message();
}

TEST(SessionReview, TheAnalysisWaitsForTheReviewAndAGameAgainstTheComputerIsReviewedOnlyWhenOver) {
    ManualAi ai;
    Session session(&ai, 7);
    start_gomoku(session);
    play_all(session, "h8i9h9");
    session.set_analysis(true);
    EXPECT_TRUE(ai.last_request().starts_with("ANALYSE ")) << ai.last_request();
    session.start_review();
    EXPECT_TRUE(ai.last_request().starts_with("GRADE ")) << ai.last_request();
    serve(session, ai);
    ASSERT_TRUE(session.review().complete());
    // Complete: the analysis has the worker again.
    session.update(2);
    EXPECT_TRUE(ai.last_request().starts_with("ANALYSE ")) << ai.last_request();
    // Leaving the review forgets it.
    session.restart();
    EXPECT_FALSE(session.reviewing());

    ManualAi ai2;
    Session pvc(&ai2, 7);
    pvc.start(Mode::PvC);
    pvc.play(Move::column(3));
    EXPECT_FALSE(pvc.can_review());  // a game against the computer, still on
    pvc.start_review();
    EXPECT_FALSE(pvc.reviewing());
    EXPECT_EQ(pvc.message(), "There is no game to review here.");
}

}  // namespace
}  // namespace lineup::app
