// Connect 4's analysis chips in words (analysis.hpp's chip_lines and
// chip_text): a column's exact score as "Win in N", "Draw" or "Loss in N",
// N the mover's own discs to the end (ai/connect4/outcome.hpp), in English
// and Chinese, the compact "+N" form with the setting, and the legend the
// panel shows under the message.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "app/session/analysis.hpp"
#include "app/session/session.hpp"
#include "core/notation.hpp"
#include "manual_ai.hpp"

namespace lineup::app {
namespace {

using core::Mode;
using text::Language;
using Lines = std::vector<std::string>;

core::GameRecord connect4(std::string_view moves, int cols = 7, int rows = 6) {
    const core::GameConfig config = core::default_config(core::GameKind::Connect4, core::Theme::Basic, cols, rows);
    auto parsed = core::parse_moves(config, moves);
    EXPECT_TRUE(parsed);
    return {config, *parsed};
}

void settle(Session& session, ManualAi& ai) {
    for (int i = 0; i < 20 && ai.finish(); ++i) session.update(1);
}

// Red has three in column 1 and Yellow three in column 2, Red to move: column
// 1 wins with this disc, columns 3 to 7 let Yellow win next (one disc of
// Red's first); worked out by hand, solved by the worker.
TEST(AnalysisChips, WinAtOnceIsWinInOneAndTheRestLossInOne) {
    ManualAi ai;
    Session session(&ai, 7);
    session.set_analysis(true);
    session.start_from(connect4("121212"), Mode::PvP);
    settle(session, ai);
    const core::Board& board = *session.board();
    const auto& columns = session.analysis_columns();
    ASSERT_EQ(columns.size(), 7u);
    EXPECT_EQ(chip_lines(columns[0], board, Language::English, false), (Lines{"Win", "in 1"}));
    EXPECT_EQ(chip_text(columns[0], board, Language::English, false), "Win in 1");
    EXPECT_EQ(chip_text(columns[0], board, Language::Chinese, false), "1步胜");
    EXPECT_EQ(chip_lines(columns[0], board, Language::Chinese, false), (Lines{"1步", "胜"}));
    for (std::size_t col = 2; col < 7; ++col) {
        EXPECT_EQ(chip_text(columns[col], board, Language::English, false), "Loss in 1") << col;
        EXPECT_EQ(chip_text(columns[col], board, Language::Chinese, false), "1步负") << col;
    }
    // The compact form: the solver's own score (S - k = 22 - 4 for Red's
    // fourth disc) and its negation.
    EXPECT_EQ(chip_lines(columns[0], board, Language::English, true), (Lines{"+18"}));
    EXPECT_EQ(chip_text(columns[2], board, Language::Chinese, true), "-18");
}

TEST(AnalysisChips, DrawsAndUnknownScores) {
    const core::Board board(core::default_config(core::GameKind::Connect4, core::Theme::Basic, 9, 7));
    ColumnScore draw{ColumnScore::State::Known, 0};
    EXPECT_EQ(chip_lines(draw, board, Language::English, false), (Lines{"Draw"}));
    EXPECT_EQ(chip_lines(draw, board, Language::Chinese, false), (Lines{"和棋"}));
    EXPECT_EQ(chip_text(draw, board, Language::English, true), "0");
    // 9x7: S = 32; a win with the first player's 5th disc from an empty
    // board is 27, and Yellow's 5th disc against the mover -27.
    EXPECT_EQ(chip_text({ColumnScore::State::Known, 27}, board, Language::English, false), "Win in 5");
    EXPECT_EQ(chip_text({ColumnScore::State::Known, -27}, board, Language::English, false), "Loss in 5");
    // Not exact: the compact label whatever the setting.
    EXPECT_EQ(chip_text({ColumnScore::State::Pending, 0}, board, Language::English, false), "\u2026");
    EXPECT_EQ(chip_text({ColumnScore::State::Unknown, 0}, board, Language::English, false), "?");
    EXPECT_EQ(chip_text({ColumnScore::State::Estimate, 0}, board, Language::English, false), "\u22480");
}

TEST(AnalysisChips, TheLegendExplainsTheChipsInEitherForm) {
    ManualAi ai;
    Session session(&ai, 7);
    session.start_from(connect4("44"), Mode::PvP);
    EXPECT_EQ(session.analysis_legend(false), "");  // analysis off
    session.set_analysis(true);
    EXPECT_NE(session.analysis_legend(false).find("Win in N"), std::string::npos);
    EXPECT_NE(session.analysis_legend(false).find("Loss in N"), std::string::npos);
    EXPECT_NE(session.analysis_legend(true).find("+N"), std::string::npos);
    session.choose_language(Language::Chinese);
    EXPECT_NE(session.analysis_legend(false).find("N步胜"), std::string::npos);
    session.start_from(core::GameRecord{core::default_config(core::GameKind::Gomoku, core::Theme::Basic, 15), {}},
                       Mode::PvP);
    EXPECT_NE(session.analysis_legend(false).find("横条"), std::string::npos);
}

}  // namespace
}  // namespace lineup::app
