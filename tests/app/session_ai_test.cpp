// Session with a computer player: the AiService is a controllable fake that
// serves requests with the real engine only when the test says so, so the
// tests decide exactly when a search "finishes".
#include <gtest/gtest.h>

#include <deque>
#include <optional>
#include <string>

#include "ai/protocol.hpp"
#include "ai/request_server.hpp"
#include "app/session/session.hpp"
#include "core/record.hpp"
#include "manual_ai.hpp"
#include "text/messages.hpp"

namespace lineup::app {
namespace {

using core::GameKind;
using core::Mode;
using core::Move;
using core::Side;

// A session against the fake computer (layout seeds from 7).
class SessionAi : public testing::Test {
protected:
    /// Lets the pending search finish and the session take its reply.
    void reply() {
        ai.finish();
        session.update(1);
    }

    ManualAi ai;
    Session session{&ai, 7};
};

TEST_F(SessionAi, TheComputerRepliesWhenItsSearchFinishes) {
    session.start(Mode::PvC);
    EXPECT_EQ(session.message(), "You're Red \u2014 your move.");
    EXPECT_TRUE(session.human_to_move());
    session.play(Move::column(3));
    ASSERT_TRUE(ai.pending());
    EXPECT_TRUE(session.thinking());
    EXPECT_FALSE(session.human_to_move());
    session.update(10);
    EXPECT_EQ(session.board()->ply(), 1);  // nothing until the reply arrives
    session.play(Move::column(0));         // not the person's turn
    EXPECT_EQ(session.message(), "Wait: the computer is thinking.");
    EXPECT_EQ(session.board()->ply(), 1);
    ASSERT_TRUE(ai.finish());
    session.update(20);
    EXPECT_EQ(session.board()->ply(), 2);
    EXPECT_FALSE(session.thinking());
    EXPECT_TRUE(session.human_to_move());
    EXPECT_EQ(session.message().find("Computer: column "), 0u) << session.message();
    EXPECT_NE(session.message().find(". You're Red \u2014 your move."), std::string::npos) << session.message();
    const auto events = session.take_events();
    ASSERT_EQ(events.size(), 2u);
    EXPECT_EQ(events[0].move, "4");
    EXPECT_EQ(events[1].side, Side::Second);
}

// A game opened from a link or a record was played elsewhere: its last move
// is nobody's here ("Computer: column 6." would claim the computer made it).
TEST_F(SessionAi, AnOpenedGameSaysWhoseMoveItIsWithoutNamingTheLastMover) {
    session.start_from(*core::parse_record("v=1&game=connect4&size=7x6&moves=445566"), Mode::PvC);
    EXPECT_EQ(session.message(), "Game opened from its link: 6 moves. You're Red \u2014 your move.");
    session.start_from(*core::parse_record("v=1&game=connect4&size=7x6&moves=4455661"), Mode::PvC);
    EXPECT_EQ(session.message(), "Game opened from its link: 7 moves. The computer is thinking\u2026");
    session.start_from(*core::parse_record("v=1&game=connect4&size=7x6&moves=4455661"), Mode::PvP);
    EXPECT_EQ(session.message(), "Game opened from its link: 7 moves. Yellow's move.");
}

TEST_F(SessionAi, ComputerFirstMovesAtOnce) {
    session.choose_computer_first(true);
    session.start(Mode::PvC);
    ASSERT_TRUE(ai.pending());
    EXPECT_FALSE(session.human_to_move());
    reply();
    EXPECT_EQ(session.board()->ply(), 1);
    EXPECT_TRUE(session.human_to_move());
}

TEST_F(SessionAi, UndoTakesBackTheReplyAndTheMoveAndCancelsASearch) {
    session.start(Mode::PvC);
    session.play(Move::column(3));
    reply();
    session.play(Move::column(2));
    ASSERT_TRUE(ai.pending());  // the computer is thinking about its second reply
    EXPECT_TRUE(session.undo());
    EXPECT_EQ(session.board()->ply(), 2);  // only the person's last move went
    EXPECT_FALSE(ai.pending());
    EXPECT_FALSE(session.thinking());
    EXPECT_TRUE(session.human_to_move());
    EXPECT_TRUE(session.undo());
    EXPECT_EQ(session.board()->ply(), 0);  // the reply and the move
    EXPECT_TRUE(session.redo());
    EXPECT_EQ(session.board()->ply(), 2);
    EXPECT_TRUE(session.human_to_move());
}

TEST_F(SessionAi, RestartMidSearchDropsTheLateReply) {
    session.start(Mode::PvC);
    session.play(Move::column(3));
    const std::string old_request = ai.last_request();
    session.restart();
    EXPECT_EQ(session.message(),
              "Game restart. Play a move to start a game against the computer, or choose a game mode. Undo brings "
              "back the game you were playing.");
    EXPECT_GE(ai.cancelled, 1);
    EXPECT_FALSE(session.thinking());
    session.start(Mode::PvC);
    session.play(Move::column(0));
    ASSERT_TRUE(ai.pending());
    // The abandoned search's reply turns up late: it must not be played.
    ai.deliver_reply_to(old_request);
    session.update(5);
    EXPECT_EQ(session.board()->ply(), 1);
    EXPECT_TRUE(session.thinking());
    ai.finish();
    session.update(6);
    EXPECT_EQ(session.board()->ply(), 2) << session.message();
}

TEST_F(SessionAi, AHintShowsTheSuggestionUntilAMoveIsPlayed) {
    session.start(Mode::PvP);
    for (int col : {3, 3, 2, 2}) session.play(Move::column(col));
    session.hint();
    EXPECT_TRUE(session.thinking());
    EXPECT_NE(ai.last_request().find("HINT"), std::string::npos);
    reply();
    ASSERT_TRUE(session.hint_move());
    // Red makes a double threat with column 2 or 5 (1-based): the only winning moves.
    EXPECT_TRUE(session.hint_move()->col == 1 || session.hint_move()->col == 4) << session.hint_move()->col;
    EXPECT_NE(session.message().find("Red can win in 2 moves"), std::string::npos) << session.message();
    session.play(Move::column(6));
    EXPECT_FALSE(session.hint_move());
}

TEST_F(SessionAi, AFailedSearchIsReportedAndTheGameGoesOn) {
    session.start(Mode::PvC);
    session.play(Move::column(3));
    ai.fail("out of memory");
    session.update(1);
    EXPECT_NE(session.message().find("out of memory"), std::string::npos) << session.message();
    EXPECT_EQ(session.board()->ply(), 1);
    EXPECT_TRUE(session.undo());  // the person can take the move back and go on
    EXPECT_EQ(session.board()->ply(), 0);
}

TEST(SessionWithoutAi, OnlyTwoPlayersCanPlay) {
    ManualAi ai;
    ai.available_ = false;
    Session session(&ai, 7);
    session.start(Mode::PvC);
    EXPECT_EQ(session.phase(), Phase::Menu);
    EXPECT_NE(session.message().find("the worker failed to load"), std::string::npos) << session.message();
    session.start(Mode::PvP);
    EXPECT_EQ(session.phase(), Phase::Playing);
}

TEST_F(SessionAi, ComputerVsComputerPlaysAWholeWatchableGame) {
    session.choose_game(GameKind::Gomoku);
    session.choose_level(ai::Level::Easy);
    session.start(Mode::CvC);
    double now = 0;
    int moves_before = 0;
    for (int step = 0; step < 2000 && session.phase() == Phase::Playing; ++step) {
        ai.finish();
        session.update(now += 100);
        // The pace: a move at most every 600 ms of the host's clock.
        if (session.board()->ply() > moves_before) {
            moves_before = session.board()->ply();
            EXPECT_LE(moves_before, static_cast<int>(now / 600) + 1);
        }
    }
    EXPECT_EQ(session.phase(), Phase::Over) << session.board()->ply() << " " << session.message();
    EXPECT_NE(session.board()->status(), core::Status::Playing);
}

TEST_F(SessionAi, TheLevelAppliesToTheNextRequest) {
    session.choose_game(GameKind::Gomoku);
    session.start(Mode::PvC);
    session.choose_level(ai::Level::Easy);
    session.play(Move::at({6, 6}));
    auto request = ai::parse_request(ai.last_request());
    ASSERT_TRUE(request);
    EXPECT_EQ(request->level, ai::Level::Easy);
    EXPECT_EQ(request->record.moves.size(), 1u);
}

TEST_F(SessionAi, VsComputerIsTheDefaultModeAndAMoveInTheMenuStartsIt) {
    EXPECT_EQ(session.mode(), Mode::PvC);
    session.play(Move::column(3));  // in the menu: a game against the computer, and the move
    EXPECT_EQ(session.phase(), Phase::Playing);
    EXPECT_EQ(session.seats().mode, Mode::PvC);
    EXPECT_EQ(session.board()->ply(), 1);
    ASSERT_TRUE(ai.pending());
    reply();
    EXPECT_EQ(session.board()->ply(), 2);
}

TEST_F(SessionAi, WhoMovesFirstChangesDuringAGameStartANewGame) {
    session.start(Mode::PvC);
    session.play(Move::column(3));
    reply();
    ASSERT_TRUE(session.choose_computer_first(true));
    EXPECT_EQ(session.board()->ply(), 0);
    EXPECT_EQ(session.seats().human, Side::Second);
    EXPECT_EQ(session.message(),
              "The computer moves first. Undo brings back the game you were playing. You're Yellow. The computer is "
              "thinking\u2026");
    ASSERT_TRUE(ai.pending());  // the computer opens at once
    reply();
    EXPECT_EQ(session.board()->ply(), 1);
    EXPECT_TRUE(session.can_hint());
    session.play(Move::column(0));  // the person plays on: the old game is gone
    reply();
    session.choose_computer_first(false);
    EXPECT_EQ(session.seats().human, Side::First);
    EXPECT_EQ(session.board()->ply(), 0);
    // Undo before the person's first move brings back the game just replaced,
    // with the computer first again (it had made its first move).
    ASSERT_TRUE(session.undo());
    EXPECT_TRUE(session.computer_first());
    EXPECT_EQ(session.seats().human, Side::Second);
    EXPECT_EQ(session.board()->ply(), 3);
    EXPECT_TRUE(session.human_to_move());
}

// Between two people the level and who moves first do not act: the panel dims
// them, and a change is kept for the next game against the computer, as the
// message says.
TEST_F(SessionAi, LevelAndWhoMovesFirstChosenBetweenTwoPlayersWaitForTheNextGameVsComputer) {
    EXPECT_TRUE(session.level_applies());  // the menu: vs computer chosen
    EXPECT_TRUE(session.computer_first_applies());
    session.start(Mode::PvP);
    session.play(Move::column(3));
    EXPECT_FALSE(session.level_applies());
    EXPECT_FALSE(session.computer_first_applies());
    session.choose_level(ai::Level::Easy);
    EXPECT_EQ(session.message(), "Computer level: Easy, for your next game against the computer.");
    ASSERT_TRUE(session.choose_computer_first(true));
    EXPECT_EQ(session.message(), "The computer will move first in your next game against it.");
    EXPECT_EQ(session.board()->ply(), 1);  // the game between two people goes on
    EXPECT_EQ(session.seats().mode, Mode::PvP);
    session.choose_language(text::Language::Chinese);
    session.choose_computer_first(false);
    EXPECT_EQ(session.message(), "下一局人机对战由你先手。");
    session.choose_computer_first(true);
    session.choose_language(text::Language::English);

    session.start(Mode::PvC);  // both act now
    EXPECT_TRUE(session.level_applies());
    EXPECT_EQ(session.seats().human, Side::Second);
    ASSERT_TRUE(ai.pending());
    auto request = ai::parse_request(ai.last_request());
    ASSERT_TRUE(request);
    EXPECT_EQ(request->level, ai::Level::Easy);
    session.choose_level(ai::Level::Hard);
    EXPECT_EQ(session.message(), "Computer level: Hard.");
}

TEST_F(SessionAi, EachGameIsPlayedAtItsOwnLevel) {
    session.choose_level(ai::Level::Max);  // Connect 4: Perfect
    session.choose_game(GameKind::Gomoku);
    session.start(Mode::PvC);
    session.play(Move::at({6, 6}));
    auto request = ai::parse_request(ai.last_request());
    ASSERT_TRUE(request);
    EXPECT_EQ(request->level, ai::Level::Medium);  // Gomoku's default, not Connect 4's level
    reply();
    session.choose_game(GameKind::Connect4);  // a new game at once, at Connect 4's level
    session.play(Move::column(3));
    request = ai::parse_request(ai.last_request());
    ASSERT_TRUE(request);
    EXPECT_EQ(request->level, ai::Level::Max);
}

// Every keyword the engine may send after FAIL reaches the player as words of
// the text layer, in both languages, never as the bare keyword.
TEST(SessionAiFailures, EveryProtocolErrorIsWordedForThePlayer) {
    using ai::ProtocolError;
    for (ProtocolError e : {ProtocolError::Fields, ProtocolError::Kind, ProtocolError::Number, ProtocolError::Record,
                            ProtocolError::Level, ProtocolError::Reply}) {
        const std::string keyword(ai::to_string(e));
        for (text::Language lang : {text::Language::English, text::Language::Chinese}) {
            const std::string words = text::failure_reason(keyword, lang);
            EXPECT_NE(words, keyword) << keyword;
            EXPECT_EQ(words.find(keyword), std::string::npos) << keyword << ": " << words;
        }
    }
}

// The computer's replies made up: each names its column and what its search
// proved ("win 4": a win in 4 of its moves, this one included).
class SessionFoundWin : public SessionAi {
protected:
    void computer_plays(int col, const std::string& outlook) {
        ai.reply_done(std::to_string(col) + ",-1 - - " + outlook);
        session.update(1);
        ASSERT_EQ(session.board()->last_cell()->col, col) << session.message();
    }
};

// The moves the computer took from the one that proved its win, as the
// person saw them: a forced win of unknown length, or one the person cut
// short by a weak defence, counts the same way.
TEST_F(SessionFoundWin, ALostGameSaysTheComputerFoundItsWinAndHowLongItTook) {
    session.start(Mode::PvC);
    session.play(Move::column(0));
    computer_plays(3, "win 9");
    for (int col : {6, 0, 6}) {
        session.play(Move::column(col));
        computer_plays(3, col == 0 ? "forced-win -" : "win 3");
    }
    ASSERT_EQ(session.board()->status(), core::Status::Won);
    EXPECT_EQ(session.message(), "You lose \u2014 the computer found a win in 4 moves.");
}

TEST_F(SessionFoundWin, UndoingPastTheFindForgetsIt) {
    session.start(Mode::PvC);
    session.play(Move::column(0));
    computer_plays(3, "win 4");
    ASSERT_TRUE(session.undo());  // the reply and the move
    session.play(Move::column(1));
    computer_plays(3, "unknown -");
    for (int col : {6, 1, 6}) {
        session.play(Move::column(col));
        computer_plays(3, col == 6 ? "balanced -" : "forced-win -");
    }
    ASSERT_EQ(session.board()->status(), core::Status::Won);
    EXPECT_EQ(session.message(), "You lose \u2014 the computer found a win in 2 moves.");
}

TEST_F(SessionFoundWin, AWinSeenOnlyAtTheLastMoveOrNeverIsAPlainLoss) {
    session.choose_language(text::Language::Chinese);
    for (const char* last : {"win 1", "unknown -"}) {
        session.start(Mode::PvC);
        for (int col : {0, 6, 0, 6}) {
            session.play(Move::column(col));
            computer_plays(3, session.board()->ply() == 7 ? last : "balanced -");
        }
        ASSERT_EQ(session.board()->status(), core::Status::Won);
        EXPECT_EQ(session.message(), "你输了。") << last;
    }
    // In Chinese, when it was found earlier.
    session.start(Mode::PvC);
    for (int col : {0, 6, 0, 6}) {
        session.play(Move::column(col));
        computer_plays(3, session.board()->ply() == 3 ? "win 3" : "unknown -");
    }
    EXPECT_EQ(session.message(), "你输了——电脑早已算出3步取胜。");
}

}  // namespace
}  // namespace lineup::app
