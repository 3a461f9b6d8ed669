// Gomoku's analysis mode (session.hpp, app/session/deepening.hpp): the engine's view
// of the position shown, asked in one request that reports each depth as it
// completes (ManualAi::step() serves it a depth at a time); each reply
// deepens it, a move starts it afresh, a win found or Stop ends it, a request
// started again never shows a shallower view, and the bar's words say who is
// ahead.
#include <gtest/gtest.h>

#include <string>

#include "ai/gomoku/analysis.hpp"
#include "app/session/session.hpp"
#include "core/notation.hpp"
#include "core/record.hpp"
#include "manual_ai.hpp"

namespace lineup::app {
namespace {

using core::Board;
using core::Mode;
using core::Move;

core::GameRecord gomoku(std::string_view moves) {
    core::GameConfig config = core::default_config(core::GameKind::Gomoku, core::Theme::Basic, 15);
    auto parsed = core::parse_moves(config, moves);
    EXPECT_TRUE(parsed);
    return {config, *parsed};
}

int requested_depth(const std::string& request) { return std::stoi(request.substr(request.rfind(' ') + 1)); }

TEST(SessionDeepening, OneRequestReportsEachDepthAndTheViewIsThePositions) {
    ManualAi ai;
    Session session(&ai, 7);
    session.set_analysis(true);
    session.start_from(gomoku("h8i9i7g9j8j9"), Mode::PvP);
    const Board& board = *session.board();
    ASSERT_TRUE(ai.pending());
    EXPECT_TRUE(ai.last_request().starts_with("ANALYSE ")) << ai.last_request();
    EXPECT_EQ(requested_depth(ai.last_request()), Deepening::kMaxDepth);
    EXPECT_FALSE(session.engine_view());  // nothing yet: the bar says it is analysing
    const int submitted = ai.submitted;
    for (int step = 0; step < 4; ++step) {
        ASSERT_TRUE(ai.pending());
        ASSERT_TRUE(ai.step());
        session.update(1);
        const auto& view = session.engine_view();
        ASSERT_TRUE(view);
        EXPECT_EQ(view->depth, Deepening::kFirstDepth + step);  // each depth as it completes
        EXPECT_EQ(view->to_move, board.to_move());
        ASSERT_FALSE(view->line.empty());
        ASSERT_FALSE(view->candidates.empty());
        EXPECT_EQ(view->line[0], (core::Cell{view->candidates[0].move.col, view->candidates[0].move.row}));
        Board played = board;
        for (const core::Cell& c : view->line) EXPECT_FALSE(played.play(Move::at(c)));
        EXPECT_TRUE(session.deepening().deepening());
        EXPECT_TRUE(session.analysis_busy());
    }
    EXPECT_EQ(ai.submitted, submitted);  // one request for all the depths
}

// The request's last reply (here made up: the deepest depth it reached, its
// budget spent at the next) ends the deepening with that view.
TEST(SessionDeepening, TheRequestsLastReplyEndsTheDeepening) {
    ManualAi ai;
    Session session(&ai, 7);
    session.set_analysis(true);
    session.start_from(gomoku("h8i9i7g9"), Mode::PvP);
    ASSERT_TRUE(ai.step());
    session.update(1);
    ASSERT_EQ(session.engine_view()->depth, Deepening::kFirstDepth);
    ai.reply_done("9,7 120 - balanced - 3 9,7;8,9;10,8 9,7:120;7,8:80;10,10:40 2400");
    session.update(2);
    ASSERT_TRUE(session.engine_view());
    EXPECT_EQ(session.engine_view()->depth, 3);
    EXPECT_EQ(session.engine_view()->value, 120);
    EXPECT_FALSE(session.deepening().deepening());
    EXPECT_FALSE(ai.pending());
    session.update(3);
    EXPECT_FALSE(ai.pending());  // not asked again
}

// A request pre-empted by the hint runs again from the first depth: its
// shallower views do not replace the deeper one shown.
TEST(SessionDeepening, ARequestStartedAgainShowsNothingShallower) {
    ManualAi ai;
    Session session(&ai, 7);
    session.set_analysis(true);
    session.start_from(gomoku("h8i9i7g9j8j9"), Mode::PvP);
    for (int step = 0; step < 3; ++step) {
        ASSERT_TRUE(ai.step());
        session.update(1);
    }
    ASSERT_EQ(session.engine_view()->depth, Deepening::kFirstDepth + 2);
    session.hint();
    ASSERT_TRUE(ai.last_request().starts_with("HINT ")) << ai.last_request();
    ASSERT_TRUE(ai.finish());
    session.update(2);
    ASSERT_TRUE(ai.last_request().starts_with("ANALYSE ")) << ai.last_request();
    ASSERT_TRUE(ai.step());
    session.update(3);
    EXPECT_EQ(session.engine_view()->depth, Deepening::kFirstDepth + 2);
    for (int step = 0; step < 3; ++step) {
        ASSERT_TRUE(ai.step());
        session.update(4);
    }
    EXPECT_EQ(session.engine_view()->depth, Deepening::kFirstDepth + 3);
    EXPECT_TRUE(session.deepening().deepening());
}

TEST(SessionDeepening, AMoveStartsAfreshAndStopKeepsTheView) {
    ManualAi ai;
    Session session(&ai, 7);
    session.set_analysis(true);
    session.start_from(gomoku("h8i9i7g9"), Mode::PvP);
    ASSERT_TRUE(ai.step());
    session.update(1);
    ASSERT_TRUE(ai.step());
    session.update(1);
    ASSERT_EQ(session.engine_view()->depth, Deepening::kFirstDepth + 1);
    // A move: the running request is cancelled, the next starts at the first depth.
    const int cancelled = ai.cancelled;
    session.play(Move::at({9, 7}));
    session.update(2);
    EXPECT_GT(ai.cancelled, cancelled);
    EXPECT_FALSE(session.engine_view());
    ASSERT_TRUE(ai.pending());
    ASSERT_TRUE(ai.step());
    session.update(3);
    ASSERT_TRUE(session.engine_view());
    // Stop: no more requests, the view stays.
    session.stop_deepening();
    const int submitted = ai.submitted;
    session.update(4);
    session.update(5);
    EXPECT_EQ(ai.submitted, submitted);
    EXPECT_FALSE(ai.pending());
    EXPECT_FALSE(session.deepening().deepening());
    EXPECT_FALSE(session.analysis_busy());
    ASSERT_TRUE(session.engine_view());
    EXPECT_EQ(session.engine_view()->depth, Deepening::kFirstDepth);
    // Off: nothing shown.
    session.set_analysis(false);
    EXPECT_FALSE(session.engine_view());
}

// A host waits for a resting board (state().animating): deepening moves
// nothing on screen, so it is busy without animating; Connect 4's columns
// waiting for a first score do animate (their dots pulse).
TEST(SessionDeepening, DeepeningIsBusyWithoutAnimating) {
    ManualAi ai;
    Session session(&ai, 7);
    session.set_analysis(true);
    session.start_from(gomoku("h8i9"), Mode::PvP);
    ASSERT_TRUE(ai.step());
    session.update(1);
    ASSERT_TRUE(session.deepening().deepening());
    EXPECT_TRUE(session.analysis_busy());
    EXPECT_FALSE(session.analysis_animates());
    Session connect4(&ai, 7);
    connect4.set_analysis(true);
    connect4.start_from({core::default_config(core::GameKind::Connect4, core::Theme::Basic, 7, 6), {}}, Mode::PvP);
    connect4.update(1);
    EXPECT_TRUE(connect4.analysis_busy());
    EXPECT_TRUE(connect4.analysis_animates());
}

TEST(SessionDeepening, AWinFoundEndsTheDeepeningAndTheBarSaysSo) {
    ManualAi ai;
    Session session(&ai, 7);
    session.set_analysis(true);
    // Black (the first player) to move with four in a row, open at g8 and l8.
    session.start_from(gomoku("h8a1i8a3j8a5k8a7"), Mode::PvP);
    ASSERT_TRUE(ai.step());
    session.update(1);
    const auto& view = session.engine_view();
    ASSERT_TRUE(view);
    EXPECT_EQ(view->outlook, core::Outlook::WinIn);
    EXPECT_EQ(view->distance, 1);
    EXPECT_FALSE(session.deepening().deepening());
    EXPECT_FALSE(ai.pending());
    EXPECT_DOUBLE_EQ(first_player_chance(*view), 1.0);
    EXPECT_EQ(evaluation_label(session.current_config(), *view, false, text::Language::English),
              "Black wins in 1 move \u00b7 depth 1");
}

TEST(SessionDeepening, TheBarsWordsNameTheSideAheadAndItsChances) {
    const core::GameConfig config = core::default_config(core::GameKind::Gomoku, core::Theme::Basic, 15);
    EngineView view;
    view.to_move = core::Side::Second;  // White to move, ahead by the scale: 73% for White
    view.depth = 7;
    view.value = static_cast<int>(ai::kGomokuChanceScale);
    view.outlook = core::Outlook::Ahead;
    EXPECT_NEAR(first_player_chance(view), 0.269, 0.001);
    EXPECT_EQ(evaluation_label(config, view, true, text::Language::English),
              "White is better \u00b7 73% \u00b7 depth 7\u2026");
    view.value = -view.value;  // behind: Black is ahead
    EXPECT_EQ(evaluation_label(config, view, false, text::Language::English),
              "Black is better \u00b7 73% \u00b7 depth 7");
    view.value = 0;
    EXPECT_EQ(evaluation_label(config, view, false, text::Language::English), "Even \u00b7 50% \u00b7 depth 7");
    view.outlook = core::Outlook::LossIn;
    view.distance = 4;
    EXPECT_EQ(evaluation_label(config, view, false, text::Language::English), "Black wins in 4 moves \u00b7 depth 7");
    view.outlook = core::Outlook::Ahead;
    view.value = -static_cast<int>(ai::kGomokuChanceScale);
    EXPECT_EQ(evaluation_label(config, view, false, text::Language::Chinese),
              "\u9ed1\u65b9\u5360\u4f18 \u00b7 73% \u00b7 \u6df1\u5ea6 7");  // 黑方占优 · 73% · 深度 7
}

TEST(SessionDeepening, ConnectFourShowsNoEngineViewAndGomokuNoColumns) {
    ManualAi ai;
    Session session(&ai, 7);
    session.set_analysis(true);
    session.start_from(gomoku("h8i9"), Mode::PvP);
    ASSERT_TRUE(ai.step());
    session.update(1);
    EXPECT_TRUE(session.engine_view());
    EXPECT_TRUE(session.analysis_columns().empty());
    core::GameConfig c4 = core::default_config(core::GameKind::Connect4, core::Theme::Basic, 0, 0, 0);
    session.start_from({c4, {Move::column(3)}}, Mode::PvP);
    session.update(2);
    EXPECT_FALSE(session.engine_view());
    EXPECT_FALSE(session.analysis_columns().empty());
}

}  // namespace
}  // namespace lineup::app
