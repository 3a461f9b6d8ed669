// Gomoku analysis (ai/gomoku/analysis.hpp): the win by fours is reported as a
// whole forcing line, and otherwise the depth, the value, the best move, the
// best line and the ranked candidates are those of the search itself.
#include <gtest/gtest.h>

#include <set>

#include "ai/gomoku/analysis.hpp"
#include "ai/levels.hpp"
#include "core/notation.hpp"
#include "core/record.hpp"
#include "core/rng.hpp"
#include "gomoku_positions.hpp"

namespace lineup::ai {
namespace {

using core::Board;
using core::Cell;
using core::Move;

using test::gomoku;

Cell any_other_empty(const Board& board, Cell except) {
    for (int row = 0; row < board.rows(); ++row) {
        for (int col = 0; col < board.cols(); ++col) {
            const Cell c{col, row};
            if (!(c == except) && board.at(c) == core::Stone::Empty) return c;
        }
    }
    return except;
}

// Random 9x9 positions with stones crowded in the middle: many hold a win by
// fours for the side to move.
std::vector<Board> crowded_positions(int count) {
    core::Rng rng(77);
    std::vector<Board> boards;
    while (static_cast<int>(boards.size()) < count) {
        const Board board = test::scattered(rng, 9, core::Rule::Freestyle, 14 + rng.below(12), 2, 5);
        if (board.status() == core::Status::Playing) boards.push_back(board);
    }
    return boards;
}

TEST(GomokuAnalysis, AWinByFoursIsReportedAsTheWholeForcingLine) {
    int wins = 0;
    for (const Board& board : crowded_positions(120)) {
        GomokuTable table(4);
        const GomokuAnalysis a = analyse_gomoku(board, 3, 3, Limits{}, nullptr, table);
        if (!a.vcf) continue;
        ++wins;
        const std::string record = core::format_record(board);
        ASSERT_EQ(a.line.size() % 2, 1u) << record;
        EXPECT_EQ(a.value, kGomokuWin - static_cast<int>(a.line.size()) + 1) << record;
        EXPECT_EQ(gomoku_win_moves(a.value), static_cast<int>(a.line.size() + 1) / 2) << record;
        ASSERT_EQ(a.candidates.size(), 1u);
        EXPECT_EQ(a.candidates[0].cell, a.line[0]);
        // Played out on the board, the line ends in the attacker's five, and
        // each block was forced: elsewhere, the attacker would have won there.
        Board played = board;
        const core::Side attacker = board.to_move();
        for (std::size_t i = 0; i < a.line.size(); ++i) {
            if (i % 2 == 1) {
                Board elsewhere = played;
                ASSERT_FALSE(elsewhere.play(Move::at(any_other_empty(played, a.line[i]))));
                if (elsewhere.status() == core::Status::Playing) {
                    ASSERT_FALSE(elsewhere.play(Move::at(a.line[i]))) << record;
                    EXPECT_EQ(elsewhere.status(), core::Status::Won) << record << " move " << i;
                }
            }
            ASSERT_FALSE(played.play(Move::at(a.line[i]))) << record << " move " << i;
            if (i + 1 < a.line.size()) {
                ASSERT_EQ(played.status(), core::Status::Playing) << record;
            }
        }
        EXPECT_EQ(played.status(), core::Status::Won) << record;
        EXPECT_EQ(played.winner(), attacker) << record;
    }
    EXPECT_GT(wins, 10);
}

TEST(GomokuAnalysis, TheBestMoveAndValueAreTheSearchsAndTheLineAndCandidatesAreLegal) {
    // 15x15 middlegames without a win by fours: balanced openings played on
    // by a few random moves near the stones.
    const Board opening = gomoku("h8i9i7g9j8j9h9h10", 15);
    core::Rng rng(5);
    int checked = 0;
    for (int n = 0; n < 6; ++n) {
        Board board = opening;
        for (int i = 0; i < n; ++i) board.play(Move::at({5 + rng.below(5), 5 + rng.below(5)}));
        if (board.status() != core::Status::Playing) continue;
        const std::string record = core::format_record(board);
        constexpr int kDepth = 4;
        GomokuTable table(8);
        const GomokuAnalysis a = analyse_gomoku(board, kDepth, 3, Limits{}, nullptr, table);
        if (a.vcf) continue;
        // The depth asked, or less where the search found the result decided.
        if (a.value > -kGomokuWinBound && a.value < kGomokuWinBound) {
            EXPECT_EQ(a.depth, kDepth) << record;
        } else {
            EXPECT_GE(a.depth, 1) << record;
        }
        // The same search by itself, on a fresh table.
        GomokuTable fresh(8);
        SearchBoard state(board);
        SearchControl control(Limits{});
        GomokuSearch search(state, control, fresh, gomoku_analysis_policy());
        const GomokuSearchResult found = search.run(kDepth);
        ASSERT_FALSE(a.candidates.empty());
        EXPECT_EQ(a.candidates[0].cell, state.cell(found.best)) << record;
        EXPECT_EQ(a.candidates[0].value, found.value) << record;
        EXPECT_EQ(a.value, found.value) << record;
        // Up to three distinct candidates; the line starts with the best and is legal.
        EXPECT_LE(a.candidates.size(), 3u);
        std::set<std::pair<int, int>> seen;
        for (const GomokuCandidate& c : a.candidates) EXPECT_TRUE(seen.insert({c.cell.col, c.cell.row}).second);
        ASSERT_FALSE(a.line.empty());
        EXPECT_EQ(a.line[0], a.candidates[0].cell);
        EXPECT_LE(static_cast<int>(a.line.size()), kDepth);
        Board played = board;
        for (Cell c : a.line) {
            ASSERT_FALSE(played.play(Move::at(c))) << record;
        }
        EXPECT_GT(a.nodes, 0u);
        ++checked;
    }
    EXPECT_GE(checked, 4);
}

TEST(GomokuAnalysis, DeeperRequestsReportTheirDepthAndAStopReportsWhatWasCompleted) {
    const Board board = gomoku("h8i9i7g9j8j9", 15);
    GomokuTable table(8);
    EXPECT_EQ(analyse_gomoku(board, 2, 3, Limits{}, nullptr, table).depth, 2);
    EXPECT_EQ(analyse_gomoku(board, 5, 3, Limits{}, nullptr, table).depth, 5);
    const std::atomic<bool> stopped{true};
    const GomokuAnalysis none = analyse_gomoku(board, 6, 3, Limits{}, &stopped, table);
    EXPECT_EQ(none.depth, 0);
    EXPECT_TRUE(none.candidates.empty());
    EXPECT_TRUE(none.line.empty());
}

}  // namespace
}  // namespace lineup::ai
