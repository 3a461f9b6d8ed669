// The review's better move, ringed on the board (Session::review_better,
// drawn by app.cpp where the move would land): it follows the move shown as
// the player steps back and forward (the arrow keys call the same undo and
// redo as the Back and Forward buttons).
#include <gtest/gtest.h>

#include <vector>

#include "app/session/session.hpp"
#include "core/notation.hpp"
#include "manual_ai.hpp"

namespace lineup::app {
namespace {

using core::Mode;
using core::Move;

// Red's 5 at move 3 throws away the win 4 keeps (session_review_test.cpp).
TEST(ReviewRing, TheBetterMoveOfTheMoveShownIsRingedWhereItWouldLand) {
    ManualAi ai;
    Session session(&ai, 7);
    session.start(Mode::PvP);
    const auto moves = core::parse_moves(session.current_config(), "4453");
    ASSERT_TRUE(moves);
    for (const Move& m : *moves) session.play(m);
    session.start_review();
    ASSERT_TRUE(session.reviewing());
    EXPECT_TRUE(session.review_better().empty()) << "no move shown yet";
    for (int i = 0; i < 200 && session.review_busy() && ai.finish(); ++i) session.update(1);
    ASSERT_TRUE(session.review().complete());
    ASSERT_TRUE(session.redo());  // move 1: the best move, nothing better
    EXPECT_TRUE(session.review_better().empty());
    ASSERT_TRUE(session.redo());
    ASSERT_TRUE(session.redo());  // move 3, column 5: column 4 was better
    ASSERT_EQ(session.board()->ply(), 3);
    const std::vector<Move> better = session.review_better();
    ASSERT_EQ(better, std::vector<Move>{Move::column(3)});
    // Column 4 holds two discs after 4, 4, 5: the ring goes on its third cell.
    const auto ring = session.board()->target(better[0]);
    ASSERT_TRUE(ring);
    EXPECT_EQ(*ring, (core::Cell{3, 2}));
    ASSERT_TRUE(session.undo());  // back to move 2: the ring goes
    EXPECT_TRUE(session.review_better().empty());
    ASSERT_TRUE(session.redo());
    EXPECT_EQ(session.review_better(), better);
}

}  // namespace
}  // namespace lineup::app
