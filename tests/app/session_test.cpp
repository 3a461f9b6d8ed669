// Session: the game flow a player sees (src/app/session/session.hpp), driven without any UI.
#include "app/session/session.hpp"

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

TEST(Session, ThemeCyclesInTheMenu) {
    Session session;
    session.cycle_theme();
    EXPECT_EQ(session.config().theme, Theme::Rock);
    EXPECT_EQ(session.message(), "Theme: Rock. Choose a game mode.");
    session.cycle_theme();
    EXPECT_EQ(session.config().theme, Theme::Bubble);
    session.cycle_theme();
    EXPECT_EQ(session.config().theme, Theme::Basic);
    EXPECT_EQ(session.phase(), Phase::Menu);
}

// No control answers "press restart first": a change of the setup
// during a game starts a new game with it at once, in the same mode.
TEST(Session, ChangingTheSetupDuringAGameStartsANewGameAtOnce) {
    Session session;
    session.start(Mode::PvP);
    session.play(Move::column(3));
    session.cycle_theme();
    EXPECT_EQ(session.phase(), Phase::Playing);
    EXPECT_EQ(session.board()->config().theme, Theme::Rock);
    EXPECT_EQ(session.board()->ply(), 0);
    EXPECT_EQ(session.seats().mode, Mode::PvP);
    EXPECT_EQ(session.message(), "Theme: Rock. Undo brings back the game you were playing. Two players. Red's move.");

    session.play(Move::column(3));
    ASSERT_TRUE(session.choose_game(GameKind::Gomoku));
    EXPECT_EQ(session.board()->config().game, GameKind::Gomoku);
    EXPECT_EQ(session.board()->ply(), 0);
    EXPECT_EQ(session.message(), "Undo brings back the game you were playing. Two players. Red's move.");

    session.play(Move::at({7, 7}));
    ASSERT_TRUE(session.choose_size(15, 15));
    EXPECT_EQ(session.board()->config().cols, 15);
    EXPECT_EQ(session.board()->ply(), 0);
    ASSERT_TRUE(session.choose_rule(core::Rule::Exact));
    EXPECT_EQ(session.board()->config().rule, core::Rule::Exact);
    EXPECT_EQ(session.board()->config().cols, 15);
    EXPECT_EQ(session.message(), "Rule: exactly five wins (six or more does not). Two players. Red's move.");

    session.start(Mode::PvP);  // a mode pressed during a game: a new game in it
    EXPECT_EQ(session.board()->ply(), 0);
    EXPECT_EQ(session.phase(), Phase::Playing);
}

TEST(Session, TheModeIsRemembered) {
    Session session;  // no computer here: two players
    EXPECT_EQ(session.mode(), Mode::PvP);
    session.start(Mode::PvP);
    EXPECT_EQ(session.mode(), Mode::PvP);
    session.restart();
    EXPECT_EQ(session.mode(), Mode::PvP);
}

TEST(Session, APlayerVsPlayerGameToAWin) {
    Session session;
    session.start(Mode::PvP);
    EXPECT_EQ(session.message(), "Two players. Red's move.");
    for (int col : {0, 0, 1, 1, 2, 2}) session.play(Move::column(col));
    EXPECT_EQ(session.message(), "Yellow: column 3. Red's move.");
    session.play(Move::column(3));
    EXPECT_EQ(session.phase(), Phase::Over);
    EXPECT_EQ(session.message(), "Red wins!");
    session.play(Move::column(4));
    EXPECT_EQ(session.message(), "The game is over. Play again starts a new one.");
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
    EXPECT_EQ(session.message(),
              "Game restart. Play a move to start a game between two players, or choose a game mode. Undo brings "
              "back the game you were playing.");
    EXPECT_EQ(session.board(), nullptr);
    EXPECT_EQ(session.config().game, GameKind::Gomoku);
    // As it says: a move starts a game between two players.
    session.play(Move::at({7, 7}));
    EXPECT_EQ(session.phase(), Phase::Playing);
    EXPECT_EQ(session.seats().mode, Mode::PvP);
    EXPECT_EQ(session.board()->ply(), 1);
    // A game by link needs a new link: the mode is chosen again.
    session.start(Mode::Friend);
    ASSERT_EQ(session.seats().mode, Mode::Friend);
    session.restart();
    EXPECT_EQ(session.message(), "Game restart. Choose a game mode.");
    session.choose_language(text::Language::Chinese);
    session.start(Mode::PvP);
    session.restart();
    EXPECT_EQ(session.message(), "游戏重新开始。落一子即可开始双人对局，或选择游戏模式。");
}

// Restart keeps the game in progress for Undo, as a new game does: until
// the person moves in the next game.
TEST(Session, UndoAfterRestartBringsTheGameBack) {
    Session session;
    session.start(Mode::PvP);
    for (int col : {3, 3, 4}) session.play(Move::column(col));
    session.restart();
    EXPECT_TRUE(session.can_undo());
    EXPECT_TRUE(session.undo());
    EXPECT_EQ(session.phase(), Phase::Playing);
    ASSERT_NE(session.board(), nullptr);
    EXPECT_EQ(session.board()->ply(), 3);
    EXPECT_EQ(session.message(), "The game you were playing is back. Two players. Yellow's move.");
    // Restart, then a move: the new game is the person's, the old one gone.
    session.restart();
    session.play(Move::column(0));
    EXPECT_EQ(session.board()->ply(), 1);
    EXPECT_TRUE(session.undo());
    EXPECT_EQ(session.board()->ply(), 0);
    EXPECT_FALSE(session.can_undo());
    // Nothing to keep: a restart of an empty board offers no Undo.
    Session fresh;
    fresh.start(Mode::PvP);
    fresh.restart();
    EXPECT_FALSE(fresh.can_undo());
    EXPECT_EQ(fresh.message(), "Game restart. Play a move to start a game between two players, or choose a game mode.");
}

// A setting changed or a new game started during a game in progress sets
// that game aside: Undo, before the person's first move in the new one,
// brings it back as it was, settings and all.
TEST(Session, UndoBringsBackAGameASettingReplaced) {
    Session session;
    session.start(Mode::PvP);
    session.play(Move::column(3));
    session.play(Move::column(4));
    ASSERT_TRUE(session.choose_theme(core::Theme::Rock));
    EXPECT_EQ(session.board()->ply(), 0);
    EXPECT_EQ(session.message(), "Theme: Rock. Undo brings back the game you were playing. Two players. Red's move.");
    EXPECT_TRUE(session.can_undo());
    ASSERT_TRUE(session.undo());
    EXPECT_EQ(session.board()->moves(), (std::vector<Move>{Move::column(3), Move::column(4)}));
    EXPECT_EQ(session.config().theme, core::Theme::Basic);
    EXPECT_EQ(session.seats().mode, Mode::PvP);
    EXPECT_EQ(session.message(), "The game you were playing is back. Two players. Red's move.");
    ASSERT_TRUE(session.undo());  // now an ordinary undo
    EXPECT_EQ(session.board()->ply(), 1);

    // Once the person moves in the new game, Undo takes back moves only.
    ASSERT_TRUE(session.choose_game(GameKind::Gomoku));
    session.play(Move::at({7, 7}));
    ASSERT_TRUE(session.undo());
    EXPECT_EQ(session.board()->ply(), 0);
    EXPECT_EQ(session.config().game, GameKind::Gomoku);
    EXPECT_FALSE(session.can_undo());
    EXPECT_FALSE(session.undo());
    EXPECT_EQ(session.message(), "Nothing to undo.");
}

// The board's size comes back with its game.
TEST(Session, UndoAfterANewSizeBringsBackTheBoard) {
    Session session;
    session.choose_game(GameKind::Gomoku);
    session.start(Mode::PvP);
    session.play(Move::at({7, 7}));
    const int cols = session.board()->config().cols;
    ASSERT_TRUE(session.choose_size(19, 19));
    EXPECT_EQ(session.board()->config().cols, 19);
    EXPECT_EQ(session.board()->ply(), 0);
    ASSERT_TRUE(session.undo());
    EXPECT_EQ(session.board()->config().cols, cols);
    EXPECT_EQ(session.board()->ply(), 1);
    EXPECT_EQ(session.current_config().cols, cols);
}

TEST(Session, AGameWithoutMovesOrOverIsNotSetAside) {
    Session session;
    session.start(Mode::PvP);
    ASSERT_TRUE(session.choose_theme(core::Theme::Rock));  // no moves: nothing to keep
    EXPECT_EQ(session.message(), "Theme: Rock. Two players. Red's move.");
    EXPECT_FALSE(session.can_undo());
    for (int col : {0, 1, 0, 1, 0, 1, 0}) session.play(Move::column(col));
    ASSERT_EQ(session.phase(), Phase::Over);
    session.new_game();  // Play again after a finished game
    EXPECT_FALSE(session.can_undo());
    // A new game pressed mid-game, in Chinese.
    session.choose_language(text::Language::Chinese);
    session.play(Move::column(3));
    session.new_game();
    EXPECT_EQ(session.message().rfind("“悔棋”可找回刚才的对局。", 0), 0u) << session.message();
    ASSERT_TRUE(session.undo());
    EXPECT_EQ(session.board()->ply(), 1);
    EXPECT_EQ(session.message().rfind("刚才的对局已找回。", 0), 0u) << session.message();
}

TEST(Session, UndoAndRedoInAPlayerVsPlayerGame) {
    Session session;
    session.start(Mode::PvP);
    session.play(Move::column(3));
    session.play(Move::column(4));
    ASSERT_TRUE(session.undo());
    EXPECT_EQ(session.board()->ply(), 1);
    EXPECT_EQ(session.message(), "Red: column 4. Yellow's move.");
    ASSERT_TRUE(session.redo());
    EXPECT_EQ(session.board()->ply(), 2);
    EXPECT_FALSE(session.redo());
}

TEST(Session, AMoveInTheMenuStartsAGameInTheChosenMode) {
    Session session;  // no computer here: two players
    session.play(Move::column(0));
    EXPECT_EQ(session.phase(), Phase::Playing);
    EXPECT_EQ(session.seats().mode, Mode::PvP);
    EXPECT_EQ(session.board()->ply(), 1);
    EXPECT_EQ(session.message(), "Red: column 1. Yellow's move.");
}

TEST(Session, ControlsThatCannotActSaySo) {
    Session session;
    EXPECT_FALSE(session.can_undo());
    EXPECT_FALSE(session.can_redo());
    session.start(Mode::PvP);
    EXPECT_FALSE(session.can_undo());
    session.play(Move::column(3));
    EXPECT_TRUE(session.can_undo());
    EXPECT_FALSE(session.can_redo());
    session.undo();
    EXPECT_FALSE(session.can_undo());
    EXPECT_TRUE(session.can_redo());
    EXPECT_FALSE(session.can_hint());  // no computer here
}

TEST(Session, EachGameRemembersItsOwnLevel) {
    Session session;
    EXPECT_EQ(session.level(), ai::default_level(GameKind::Connect4));
    session.choose_level(ai::Level::Max);
    session.choose_game(GameKind::Gomoku);
    EXPECT_EQ(session.level(), ai::Level::Medium);  // Gomoku's default
    session.choose_level(ai::Level::Easy);
    session.choose_game(GameKind::Connect4);
    EXPECT_EQ(session.level(), ai::Level::Max);
    EXPECT_EQ(session.level(GameKind::Gomoku), ai::Level::Easy);
    session.remember_level(GameKind::Connect4, ai::Level::Classic);  // not a Connect 4 level
    EXPECT_EQ(session.level(), ai::Level::Max);
}

}  // namespace
}  // namespace lineup::app
