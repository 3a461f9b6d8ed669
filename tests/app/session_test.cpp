// Session: the game flow a player sees (src/app/session.hpp), driven without any UI.
#include "app/session.hpp"

#include <gtest/gtest.h>

namespace lineup::app {
namespace {

using core::GameKind;
using core::Mode;
using core::Move;
using core::Theme;

TEST(Session, StartsInTheMenu) {
    Session session;
    EXPECT_EQ(session.phase(), Phase::Menu);
    EXPECT_EQ(session.message(), "Choose a game mode.");
    EXPECT_EQ(session.board(), nullptr);
}

TEST(Session, ThemeCyclesOnlyBeforeAGameStarts) {
    Session session;
    session.cycle_theme();
    EXPECT_EQ(session.config().theme, Theme::Rock);
    session.cycle_theme();
    EXPECT_EQ(session.config().theme, Theme::Bubble);
    session.cycle_theme();
    EXPECT_EQ(session.config().theme, Theme::Basic);
    session.start(Mode::PvP);
    session.cycle_theme();
    EXPECT_EQ(session.config().theme, Theme::Basic);
    EXPECT_EQ(session.message(), "The theme can change only before a game starts.");
}

TEST(Session, APlayerVsPlayerGameToAWin) {
    Session session;
    session.start(Mode::PvP);
    EXPECT_EQ(session.message(), "Player vs player. Game started! Red turn.");
    for (int col : {0, 0, 1, 1, 2, 2}) session.play(Move::column(col));
    EXPECT_EQ(session.message(), "Player 2 goes (3, 2)  It's Player 1's turn.");
    session.play(Move::column(3));
    EXPECT_EQ(session.phase(), Phase::Over);
    EXPECT_EQ(session.message(), "Player 1 wins!");
    session.play(Move::column(4));
    EXPECT_EQ(session.message(), "The game is over. Press restart to play again.");
    EXPECT_EQ(session.board()->ply(), 7);
}

TEST(Session, RefusedMovesSayWhyAndChangeNothing) {
    Session session;
    session.start(Mode::PvP);
    for (int i = 0; i < 6; ++i) session.play(Move::column(2));
    const auto before = session.board()->moves();
    session.play(Move::column(2));
    EXPECT_EQ(session.message(), "Column 3 is full.");
    EXPECT_EQ(session.board()->moves(), before);
    EXPECT_EQ(session.board()->to_move(), core::Side::First);
}

TEST(Session, RestartAtAnyTimeReturnsToTheMenu) {
    Session session;
    session.choose_game(GameKind::Gomoku);
    session.start(Mode::PvP);
    session.play(Move::at({6, 6}));
    session.restart();
    EXPECT_EQ(session.phase(), Phase::Menu);
    EXPECT_EQ(session.message(), "Game restart. Choose a game mode.");
    EXPECT_EQ(session.board(), nullptr);
    EXPECT_EQ(session.config().game, GameKind::Gomoku);
}

TEST(Session, UndoAndRedoInAPlayerVsPlayerGame) {
    Session session;
    session.start(Mode::PvP);
    session.play(Move::column(3));
    session.play(Move::column(4));
    ASSERT_TRUE(session.undo());
    EXPECT_EQ(session.board()->ply(), 1);
    EXPECT_EQ(session.message(), "Player 1 goes (4, 1)  It's Player 2's turn.");
    ASSERT_TRUE(session.redo());
    EXPECT_EQ(session.board()->ply(), 2);
    EXPECT_FALSE(session.redo());
}

TEST(Session, MovesInTheMenuAskForAMode) {
    Session session;
    session.play(Move::column(0));
    EXPECT_EQ(session.message(), "Choose a game mode.");
}

}  // namespace
}  // namespace lineup::app
