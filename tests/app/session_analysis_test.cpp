// Analysis mode (session.hpp, app/session/analysis.hpp): every column's exact score
// for the position shown, asked of the worker in one SCORES request whose
// PART replies bring the columns one by one; what it
// shows equals an independent solver's analysis (Connect4Solver::analyse, the
// search behind `c4-solve --analyse`, here without the opening book the
// worker uses); it never takes the worker from the computer's move; a game
// against the computer played with it is marked assisted.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "ai/connect4/solver.hpp"
#include "app/session/analysis.hpp"
#include "app/session/session.hpp"
#include "core/record.hpp"
#include "core/rng.hpp"
#include "manual_ai.hpp"

namespace lineup::app {
namespace {

using core::Board;
using core::GameKind;
using core::Mode;
using core::Move;
using State = ColumnScore::State;

/// A random running 7x6 game of `stones` discs (nobody has won).
core::GameRecord random_game(core::Rng& rng, int stones) {
    for (;;) {
        Board board(core::default_config(GameKind::Connect4, core::Theme::Basic, 0, 0, 0));
        while (board.ply() < stones && board.status() == core::Status::Playing) {
            board.play(Move::column(static_cast<int>(rng.next() % 7)));
        }
        if (board.ply() == stones && board.status() == core::Status::Playing) {
            return {board.config(), board.moves()};
        }
    }
}

/// Serves the session's requests until the analysis has settled every column.
void settle(Session& session, ManualAi& ai) {
    for (int i = 0; i < 20 && ai.finish(); ++i) session.update(1);
}

TEST(SessionAnalysis, EveryColumnShowsTheScoreTheSolverGives) {
    core::Rng rng(2026);
    ai::Connect4Solver reference(16);
    for (int i = 0; i < 200; ++i) {
        const int stones = 12 + i % 19;  // 12 to 30
        const core::GameRecord game = random_game(rng, stones);
        ManualAi ai;
        Session session(&ai, 7);
        session.set_analysis(true);
        session.start_from(game, Mode::PvP);
        const Board& board = *session.board();
        ASSERT_EQ(board.ply(), stones);
        settle(session, ai);
        const auto expected = reference.analyse(board);
        const auto& shown = session.analysis_columns();
        ASSERT_EQ(shown.size(), 7u);
        for (int col = 0; col < 7; ++col) {
            const ColumnScore& c = shown[static_cast<std::size_t>(col)];
            const auto& want = expected[static_cast<std::size_t>(col)];
            if (board.height(col) >= board.rows()) {
                EXPECT_EQ(c.state, State::Full) << core::format_record(game) << " column " << col + 1;
                continue;
            }
            ASSERT_TRUE(want.has_value());
            EXPECT_EQ(c.state, State::Known) << core::format_record(game) << " column " << col + 1;
            EXPECT_EQ(c.score, *want) << core::format_record(game) << " column " << col + 1;
        }
        EXPECT_EQ(session.analysis().settled(), session.analysis().playable());
        EXPECT_FALSE(session.analysis_busy());
    }
}

TEST(SessionAnalysis, ColumnsFillInOneByOneAndStartAfreshAfterAMove) {
    ManualAi ai;
    Session session(&ai, 7);
    session.start(Mode::PvP);
    session.play(Move::column(3));
    EXPECT_FALSE(ai.pending());  // off by default: the worker stays idle
    EXPECT_TRUE(session.analysis_columns().empty());
    session.set_analysis(true);
    EXPECT_EQ(session.message(), "Analysis on: every column shows its score.");
    ASSERT_TRUE(ai.pending());
    EXPECT_EQ(ai.last_request().rfind("SCORES ", 0), 0u) << ai.last_request();
    EXPECT_EQ(ai.pending_request().record.moves.size(), 1u);  // the position, not a column
    EXPECT_EQ(session.analysis().settled(), 0);
    EXPECT_TRUE(session.analysis_busy());
    ai.reply_part("0,-1 -2 - unknown - book");  // the first column's score, as the engine sends it
    session.update(1);
    EXPECT_EQ(session.analysis().settled(), 1);
    EXPECT_EQ(session.analysis_columns()[0].state, State::Known);
    EXPECT_EQ(session.analysis_columns()[0].score, -2);
    EXPECT_TRUE(session.analysis_columns()[0].from_book);
    EXPECT_EQ(session.analysis_columns()[1].state, State::Pending);
    EXPECT_TRUE(ai.pending()) << "one request for every column: it goes on";
    const int asked = ai.submitted;
    // A move mid-analysis: the request is cancelled and the new position's
    // columns start over.
    const int cancelled = ai.cancelled;
    session.play(Move::column(3));
    EXPECT_EQ(ai.cancelled, cancelled + 1);
    EXPECT_EQ(ai.submitted, asked + 1);
    EXPECT_EQ(session.board()->ply(), 2);
    EXPECT_EQ(session.analysis().settled(), 0);
    ASSERT_TRUE(ai.finish());
    session.update(1);
    EXPECT_EQ(session.analysis().settled(), 7);
    EXPECT_FALSE(ai.pending());
    EXPECT_EQ(ai.submitted, asked + 1) << "all seven columns in the one request";
    // Off: nothing shown, nothing asked.
    session.set_analysis(false);
    EXPECT_TRUE(session.analysis_columns().empty());
    session.play(Move::column(2));
    EXPECT_FALSE(ai.pending());
}

TEST(SessionAnalysis, TheComputerMovesFirstAndTheGameIsMarkedAssisted) {
    ManualAi ai;
    Session session(&ai, 7);
    session.start(Mode::PvC);
    EXPECT_FALSE(session.assisted());
    session.set_analysis(true);
    EXPECT_TRUE(session.assisted());
    EXPECT_EQ(session.message(), "Analysis on: this game is marked assisted and is not counted in the results.");
    ASSERT_TRUE(ai.pending());  // the empty board's columns
    session.play(Move::column(3));
    // The worker is the computer's now: its move, not the analysis.
    ASSERT_TRUE(ai.pending());
    EXPECT_EQ(ai.last_request().rfind("MOVE ", 0), 0u) << ai.last_request();
    EXPECT_TRUE(session.analysis_columns().empty());  // not shown while the computer moves
    ai.finish();
    session.update(1);
    EXPECT_EQ(session.board()->ply(), 2);
    ASSERT_TRUE(ai.pending());
    EXPECT_EQ(ai.last_request().rfind("SCORES ", 0), 0u) << ai.last_request();
    // A hint takes the worker; the analysis goes on after it.
    session.hint();
    EXPECT_EQ(ai.last_request().rfind("HINT ", 0), 0u) << ai.last_request();
    ai.finish();
    session.update(2);
    EXPECT_EQ(ai.last_request().rfind("SCORES ", 0), 0u) << ai.last_request();
    // A new game with analysis on is assisted from its start; two players are never assisted.
    session.new_game();
    EXPECT_TRUE(session.assisted());
    session.set_analysis(false);
    session.new_game();
    EXPECT_FALSE(session.assisted());
    session.set_analysis(true);
    session.start(Mode::PvP);
    EXPECT_FALSE(session.assisted());
}

TEST(SessionAnalysis, AColumnTheWorkerCannotScoreShowsAQuestionMark) {
    ManualAi ai;
    Session session(&ai, 7);
    session.start(Mode::PvP);
    session.set_analysis(true);
    ai.reply_part("0,-1 - - unknown -");  // the engine could say nothing of the first column
    session.update(1);
    EXPECT_EQ(session.analysis_columns()[0].state, State::Unknown);
    EXPECT_EQ(score_label(session.analysis_columns()[0]), "?");
    EXPECT_EQ(session.analysis().settled(), 1);  // 7x6: one pass, with the long time
    ASSERT_TRUE(ai.pending());                   // on to the next column
    // The request fails: the columns it did not reach show "?" too.
    ai.fail("bad-record");
    session.update(1);
    EXPECT_EQ(session.analysis().settled(), 7);
    EXPECT_EQ(score_label(session.analysis_columns()[6]), "?");
    EXPECT_FALSE(ai.pending());
    EXPECT_FALSE(session.analysis_busy());
}

// On sizes other than 7x6, where the solver runs out of its short first
// time, the column shows the heuristic search's estimate, labelled "≈"; the
// engine's second pass gives those columns the long time, and an exact score
// replaces the estimate. (The replies are made up: what the worker says is
// protocol_test.cpp's and request_server_test.cpp's.)
TEST(SessionAnalysis, EstimatesStandInUntilTheSolverFinishes) {
    ManualAi ai;
    Session session(&ai, 7);
    core::GameConfig config = core::default_config(GameKind::Connect4, core::Theme::Basic, 0, 0, 0);
    config.cols = 8;
    config.rows = 7;
    session.start_from({config, {}}, Mode::PvP);
    session.set_analysis(true);
    ASSERT_TRUE(ai.pending());
    EXPECT_EQ(ai.pending_request().kind, ai::RequestKind::Scores);
    EXPECT_EQ(ai.pending_request().time_ms, Analysis::kColumnTimeMs);
    for (int col = 0; col < 8; ++col) {
        const std::string move = std::to_string(col) + ",-1 ";
        if (col == 1) {
            ai.reply_part(move + "~36 - unknown -");  // 1.5 threats up
        } else if (col == 2) {
            ai.reply_part(move + "~-5 - unknown -");
        } else {
            ai.reply_part(move + "2 - unknown - 5000");  // exact
        }
        session.update(1);
    }
    const auto& shown = session.analysis_columns();
    EXPECT_EQ(shown[1].state, State::Estimate);
    EXPECT_EQ(score_label(shown[1]), "≈+1.5");
    EXPECT_EQ(score_label(shown[2]), "≈-0.2");
    EXPECT_EQ(score_label(shown[3]), "+2");
    EXPECT_EQ(shown[3].nodes, 5000u);
    EXPECT_EQ(session.analysis().settled(), 6);
    EXPECT_TRUE(session.analysis_busy());
    EXPECT_EQ(session.analysis_note(),
              "\u2248 marks an estimate, in threats; the solver is still working on those columns\u2026");
    // The second pass: the estimated columns again.
    ai.reply_part("1,-1 -1 - unknown - 90000");  // solved: exact
    session.update(1);
    EXPECT_EQ(shown[1].state, State::Known);
    EXPECT_EQ(score_label(shown[1]), "-1");
    ai.reply_part("2,-1 ~-30 - unknown -");  // out of time again: the new estimate
    session.update(1);
    EXPECT_EQ(shown[2].state, State::Estimate);
    EXPECT_EQ(score_label(shown[2]), "≈-1.3");
    EXPECT_TRUE(session.analysis_busy()) << "until the request's own reply";
    ai.reply_done("0,-1 2 2,-1,x,2,2,2,2,2 unknown -");
    session.update(1);
    EXPECT_EQ(session.analysis().settled(), 8);
    EXPECT_FALSE(ai.pending());
    EXPECT_FALSE(session.analysis_busy());
    EXPECT_EQ(session.analysis_note(),
              "\u2248 marks an estimate, in threats: the solver ran out of time on those columns.");
    session.play(Move::column(3));  // a new position: no estimate yet, no note
    EXPECT_EQ(session.analysis_note(), "");

    // 7x6 waits for the exact score: one pass, with the long time; an
    // estimate in it is final.
    Session standard(&ai, 7);
    standard.start(Mode::PvP);
    standard.set_analysis(true);
    ASSERT_TRUE(ai.pending());
    EXPECT_EQ(ai.pending_request().time_ms, Analysis::kColumnTimeMs);
    ai.reply_part("0,-1 ~12 - unknown -");
    standard.update(1);
    EXPECT_EQ(score_label(standard.analysis_columns()[0]), "≈+0.5");
    EXPECT_EQ(standard.analysis().settled(), 1);
}

TEST(SessionAnalysis, GomokuAsksForItsOwnAnalysisAndAMissingComputerShowsNothing) {
    ManualAi ai;
    Session session(&ai, 7);
    session.choose_game(GameKind::Gomoku);
    session.start(Mode::PvP);
    session.set_analysis(true);
    // Gomoku's analysis is the engine's view (session_deepening_test.cpp), no columns.
    EXPECT_TRUE(ai.last_request().starts_with("ANALYSE ")) << ai.last_request();
    EXPECT_TRUE(session.analysis_columns().empty());
    ai.available_ = false;
    Session alone(&ai, 7);
    alone.set_analysis(true);
    EXPECT_FALSE(alone.analysis_on());
    EXPECT_EQ(alone.message(), "Analysis needs the computer, which is not available here.");
}

}  // namespace
}  // namespace lineup::app
