// ThreatBoard (board/threat_board.hpp): the incremental state equals a
// computation from scratch after every play and undo, on every rule, theme
// and size; its classes refine GomokuState's; Renju's forbidden points are
// those of the exact checker.
//
// The long check runs 1,200,000 plies (about 2 minutes natively):
//   LINEUP_THREAT_BOARD_PLIES=1200000 build/native-release/bin/ai_tests --gtest_filter='ThreatBoard.*'
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdlib>
#include <string>
#include <vector>

#include "ai/gomoku/board/threat_board.hpp"
#include "ai/gomoku/state.hpp"
#include "core/board.hpp"
#include "core/config.hpp"
#include "core/notation.hpp"
#include "core/renju.hpp"
#include "core/rng.hpp"
#include "test_scale.hpp"

namespace {

using lineup::ai::CellClass;
using lineup::ai::GomokuState;
using lineup::ai::Threat;
using lineup::ai::ThreatBoard;
using namespace lineup::core;

Board gomoku_board(Rule rule, Theme theme, int size, std::uint32_t seed) {
    GameConfig config = default_config(GameKind::Gomoku, theme, size, size, seed);
    config.rule = rule;
    return Board(config);
}

// 108,000 plies, LINEUP_THREAT_BOARD_PLIES when set (the long check), or the
// share of the 108,000 that LINEUP_TEST_SCALE gives.
long long plies_to_check() {
    if (const char* text = std::getenv("LINEUP_THREAT_BOARD_PLIES")) return std::max(1LL, std::atoll(text));
    return static_cast<long long>(108000 * lineup::ai::test::test_scale());
}

// A random walk of plays and undos on any empty cell; the state is compared
// with a fresh one after every step, and after taking every stone back with
// the start.
void random_walk(const Board& board, long long plies, Rng& rng) {
    ThreatBoard core(board);
    const ThreatBoard start = core;
    std::vector<int> empty;
    for (long long step = 0; step < plies; ++step) {
        empty.clear();
        for (int row = 0; row < board.rows(); ++row) {
            for (int col = 0; col < board.cols(); ++col) {
                if (core.is_empty(core.index({col, row}))) empty.push_back(core.index({col, row}));
            }
        }
        const bool crowded = empty.size() < static_cast<std::size_t>(board.cols() * board.rows() / 2);
        if (empty.empty() || (core.ply() > 0 && rng.below(3) < (crowded ? 2 : 1))) {
            core.undo();
        } else {
            core.play(empty[static_cast<std::size_t>(rng.below(static_cast<int>(empty.size())))]);
        }
        ASSERT_EQ(core.difference(core.rebuilt()), "") << "step " << step << ", ply " << core.ply();
    }
    while (core.ply() > 0) core.undo();
    ASSERT_EQ(core.difference(start), "");
}

TEST(ThreatBoard, IncrementalStateEqualsAFreshOneAfterEveryPlayAndUndo) {
    const long long per_board = plies_to_check() / 36 + 1;
    Rng rng(11);
    std::uint32_t seed = 1;
    for (Rule rule : {Rule::Freestyle, Rule::Exact, Rule::Renju}) {
        for (Theme theme : {Theme::Basic, Theme::Rock, Theme::Bubble}) {
            for (int size : {9, 11, 15, 20}) {
                SCOPED_TRACE(std::string(to_string(rule)) + " " + std::string(to_string(theme)) + " " +
                             std::to_string(size));
                random_walk(gomoku_board(rule, theme, size, seed++), per_board, rng);
                if (HasFatalFailure()) return;
            }
        }
    }
}

// ThreatBoard's view of every empty cell next to GomokuState's (fresh from
// the board): the kinds' Patterns, the classes' Threats and the scores.
// Renju: GomokuState counts a first-player point found forbidden as nothing
// where the lines make a double three or a double four.
void expect_same_cells(const ThreatBoard& core, const GomokuState& state, bool renju) {
    for (int row = 0; row < core.size(); ++row) {
        for (int col = 0; col < core.size(); ++col) {
            const int i = core.index({col, row});
            ASSERT_EQ(i, state.index({col, row}));
            ASSERT_EQ(core.stone(i), state.code(i));
            if (!core.is_empty(i)) continue;
            for (Side s : {Side::First, Side::Second}) {
                for (int d = 0; d < 4; ++d) ASSERT_EQ(to_pattern(core.kind(i, s, d)), state.pattern(i, s, d));
                // GomokuState judges the points whose lines make a double three or four.
                const Threat line = to_threat(core.value(i, s).cls);
                const bool none = renju && s == Side::First && line >= Threat::ThreeThree && line <= Threat::Flex4 &&
                                  core.forbidden(i);
                const Threat expected = core.threat(i, s) == CellClass::Five ? Threat::Five
                                        : none                               ? Threat::None
                                                                             : line;
                ASSERT_EQ(expected, state.threat(i, s)) << format_cell({col, row});
                ASSERT_EQ(none ? 0 : core.score(i, s), state.cell_score(i, s));
            }
        }
    }
}

// The class counts against the classes of the empty cells, one by one.
void expect_class_counts(const ThreatBoard& core) {
    for (Side s : {Side::First, Side::Second}) {
        std::array<int, lineup::ai::kCellClasses> counted{};
        for (int row = 0; row < core.size(); ++row) {
            for (int col = 0; col < core.size(); ++col) {
                const int i = core.index({col, row});
                if (core.is_empty(i)) ++counted[static_cast<std::size_t>(core.value(i, s).cls)];
            }
        }
        for (int c = 0; c < lineup::ai::kCellClasses; ++c) {
            ASSERT_EQ(core.count(s, static_cast<CellClass>(c)), counted[static_cast<std::size_t>(c)]) << c;
        }
    }
}

// The candidate and threat lists, in board order; a Threat asked of
// GomokuState is the weakest class that refines it.
void expect_same_lists(const ThreatBoard& core, const GomokuState& state) {
    std::vector<int> got, expected;
    core.candidates(got);
    state.candidates(expected);
    ASSERT_EQ(got, expected);
    for (int c = 1; c < lineup::ai::kCellClasses; ++c) {
        const auto cls = static_cast<CellClass>(c);
        const Threat t = to_threat(cls);
        if (c > 0 && to_threat(static_cast<CellClass>(c - 1)) == t) continue;
        for (Side s : {Side::First, Side::Second}) {
            ASSERT_EQ(core.has_threat(s, cls), state.has_threat(s, t));
            core.cells_with(s, cls, got);
            state.cells_with(s, t, expected);
            ASSERT_EQ(got, expected) << c;
        }
    }
}

// Renju: every point the exact checker forbids on the board is a suspect,
// and forbidden() says what the checker says.
void expect_forbidden_points(const ThreatBoard& core, const Board& board) {
    for (int row = 0; row < core.size(); ++row) {
        for (int col = 0; col < core.size(); ++col) {
            const int i = core.index({col, row});
            if (!core.is_empty(i)) continue;
            const bool forbidden = renju_forbidden(board, {col, row}) != Forbidden::None;
            if (forbidden) {
                ASSERT_TRUE(core.forbidden_candidate(i)) << format_cell({col, row});
            }
            ASSERT_EQ(core.forbidden(i), forbidden) << format_cell({col, row});
        }
    }
}

TEST(ThreatBoard, CellClassesRefineGomokuStateAndForbiddenPointsAreExact) {
    Rng rng(23);
    std::vector<Move> legal;
    std::uint32_t seed = 100;
    const int games = std::max(1, lineup::ai::test::scaled(4));
    for (Rule rule : {Rule::Freestyle, Rule::Exact, Rule::Renju}) {
        for (Theme theme : {Theme::Basic, Theme::Rock, Theme::Bubble}) {
            for (int size : {11, 15, 20}) {
                for (int game = 0; game < games; ++game) {
                    Board board = gomoku_board(rule, theme, size, seed++);
                    ThreatBoard core(board);
                    expect_same_lists(core, GomokuState(board));
                    for (int ply = 0; ply < 90 && board.status() == Status::Playing; ++ply) {
                        board.legal_moves(legal);
                        const Move m = legal[static_cast<std::size_t>(rng.below(static_cast<int>(legal.size())))];
                        ASSERT_FALSE(board.play(m).has_value());
                        core.play(core.index({m.col, m.row}));
                        if (ply % 3 != 2) continue;
                        const GomokuState state(board);
                        ASSERT_EQ(core.hash(), state.hash());
                        ASSERT_EQ(core.bubbles_held(Side::First), board.bubbles_held(Side::First));
                        ASSERT_EQ(core.bubbles_held(Side::Second), board.bubbles_held(Side::Second));
                        expect_same_cells(core, state, rule == Rule::Renju);
                        expect_class_counts(core);
                        if (rule == Rule::Renju) expect_forbidden_points(core, board);
                        if (HasFatalFailure()) return;
                        if (rule == Rule::Renju) continue;
                        const Side own = core.to_move(), opp = opponent(own);
                        long long value = core.score_sum(own) - core.score_sum(opp);
                        value += 400LL * (core.bubbles_held(own) - core.bubbles_held(opp));
                        ASSERT_EQ(std::clamp(value, -500000LL, 500000LL), state.evaluate(10));
                        expect_same_lists(core, state);
                    }
                }
            }
        }
    }
}

}  // namespace
