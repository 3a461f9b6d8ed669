// LineBoard (line_board.hpp): the incremental state equals a computation from
// scratch after every play and undo, and its classes are GomokuState's.
//
// The long check runs 1,000,000 plies:
//   LINEUP_LINE_BOARD_PLIES=1000000 build/native-release/bin/ai_tests --gtest_filter='LineBoard.*'
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <string>
#include <vector>

#include "ai/gomoku/line_board.hpp"
#include "ai/gomoku/state.hpp"
#include "core/board.hpp"
#include "core/config.hpp"
#include "core/notation.hpp"
#include "core/rng.hpp"
#include "test_scale.hpp"

namespace {

using lineup::ai::GomokuState;
using lineup::ai::LineBoard;
using lineup::ai::Threat;
using namespace lineup::core;

Board gomoku_board(Rule rule, Theme theme, int size, std::uint32_t seed) {
    GameConfig config = default_config(GameKind::Gomoku, theme, size, size, seed);
    config.rule = rule;
    return Board(config);
}

// 96,000 plies, LINEUP_LINE_BOARD_PLIES when set (the long check), or the
// share of the 96,000 that LINEUP_TEST_SCALE gives (0 < scale <= 1: the
// sanitizer stage checks a fifth, for memory and undefined-behaviour errors).
long long plies_to_check() {
    if (const char* text = std::getenv("LINEUP_LINE_BOARD_PLIES")) return std::max(1LL, std::atoll(text));
    return static_cast<long long>(96000 * lineup::ai::test::test_scale());
}

// A random walk of plays and undos; the state is compared with a fresh one
// after every step, and after taking every stone back with the start.
void random_walk(const Board& board, long long plies, Rng& rng) {
    LineBoard core(board);
    const LineBoard start = core;
    const int cells = board.cols() * board.rows();
    std::vector<int> empty;
    for (long long step = 0; step < plies; ++step) {
        const bool crowded = core.ply() > cells / 2;
        if (core.ply() > 0 && rng.below(3) < (crowded ? 2 : 1)) {
            core.undo();
        } else {
            empty.clear();
            for (int row = 0; row < board.rows(); ++row) {
                for (int col = 0; col < board.cols(); ++col) {
                    if (core.is_empty(core.index({col, row}))) empty.push_back(core.index({col, row}));
                }
            }
            core.play(empty[static_cast<std::size_t>(rng.below(static_cast<int>(empty.size())))]);
        }
        ASSERT_EQ(core.difference(core.rebuilt()), "") << "step " << step << ", ply " << core.ply();
    }
    while (core.ply() > 0) core.undo();
    ASSERT_EQ(core.difference(start), "");
}

TEST(LineBoard, IncrementalStateEqualsAFreshOneAfterEveryPlayAndUndo) {
    const long long per_board = plies_to_check() / 12 + 1;
    Rng rng(11);
    std::uint32_t seed = 1;
    for (Rule rule : {Rule::Freestyle, Rule::Exact, Rule::Renju}) {
        for (Theme theme : {Theme::Basic, Theme::Rock}) {
            for (int size : {15, 20}) {
                SCOPED_TRACE(std::string(to_string(rule)) + " " + std::string(to_string(theme)) + " " +
                             std::to_string(size));
                random_walk(gomoku_board(rule, theme, size, seed++), per_board, rng);
                if (HasFatalFailure()) return;
            }
        }
    }
}

// LineBoard's view of a cell next to GomokuState's (fresh from the board):
// patterns, classes and scores. Renju: GomokuState counts a first-player
// point found forbidden as nothing, LineBoard flags it and checks on request.
void expect_same_cells(const LineBoard& core, const GomokuState& state, bool renju) {
    for (int row = 0; row < core.size(); ++row) {
        for (int col = 0; col < core.size(); ++col) {
            const int i = core.index({col, row});
            ASSERT_EQ(i, state.index({col, row}));
            ASSERT_EQ(core.stone(i), state.code(i));
            if (!core.is_empty(i)) continue;
            const bool forbidden = renju && core.forbidden_candidate(i) && core.forbidden(i);
            for (Side s : {Side::First, Side::Second}) {
                for (int d = 0; d < 4; ++d) ASSERT_EQ(core.pattern(i, s, d), state.pattern(i, s, d));
                const bool none = forbidden && s == Side::First;
                ASSERT_EQ(none ? Threat::None : core.threat(i, s), state.threat(i, s)) << format_cell({col, row});
                ASSERT_EQ(none ? 0 : core.score(i, s), state.cell_score(i, s));
            }
        }
    }
}

// The threat and candidate lists, in board order.
void expect_same_lists(const LineBoard& core, const GomokuState& state) {
    std::vector<int> got, expected;
    core.candidates(got);
    state.candidates(expected);
    ASSERT_EQ(got, expected);
    for (int t = 1; t < lineup::ai::kThreatKinds; ++t) {
        for (Side s : {Side::First, Side::Second}) {
            ASSERT_EQ(core.has_threat(s, Threat(t)), state.has_threat(s, Threat(t)));
            core.cells_with(s, Threat(t), got);
            state.cells_with(s, Threat(t), expected);
            ASSERT_EQ(got, expected) << t;
        }
    }
}

TEST(LineBoard, CellClassesAgreeWithGomokuState) {
    Rng rng(23);
    std::vector<Move> legal;
    std::uint32_t seed = 100;
    for (Rule rule : {Rule::Freestyle, Rule::Exact, Rule::Renju}) {
        for (Theme theme : {Theme::Basic, Theme::Rock}) {
            for (int size : {15, 20}) {
                for (int game = 0; game < 4; ++game) {
                    Board board = gomoku_board(rule, theme, size, seed++);
                    LineBoard core(board);
                    expect_same_lists(core, GomokuState(board));
                    for (int ply = 0; ply < 80 && board.status() == Status::Playing; ++ply) {
                        board.legal_moves(legal);
                        const Move m = legal[static_cast<std::size_t>(rng.below(static_cast<int>(legal.size())))];
                        ASSERT_FALSE(board.play(m).has_value());
                        core.play(core.index({m.col, m.row}));
                        if (ply % 4 != 3) continue;
                        const GomokuState state(board);
                        ASSERT_EQ(core.hash(), state.hash());
                        expect_same_cells(core, state, rule == Rule::Renju);
                        if (HasFatalFailure()) return;
                        if (rule == Rule::Renju) continue;
                        const Side own = core.to_move(), opp = opponent(own);
                        ASSERT_EQ(std::clamp(core.score_sum(own) - core.score_sum(opp), -500000LL, 500000LL),
                                  state.evaluate(10));
                        expect_same_lists(core, state);
                    }
                }
            }
        }
    }
}

}  // namespace
