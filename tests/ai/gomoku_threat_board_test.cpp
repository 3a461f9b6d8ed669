// ThreatBoard (board/threat_board.hpp): the incremental state equals a
// computation from scratch after every play and undo, on every rule, theme
// and size; its kinds give the first generation's patterns on every window
// of the board; counts, sums and lists match the cells; Renju's forbidden
// points are those of the exact checker.
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
#include "core/board.hpp"
#include "core/config.hpp"
#include "core/notation.hpp"
#include "core/renju.hpp"
#include "core/rng.hpp"
#include "gomoku_pattern_table.hpp"
#include "test_scale.hpp"

namespace {

using lineup::ai::CellClass;
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

// Every empty cell's kinds, read as Patterns, against the first generation's
// pattern table (gomoku_pattern_table.hpp) on the cell's 11-cell windows cut
// from the board itself: edges and rocks as walls.
void expect_patterns(const ThreatBoard& core, const Board& board) {
    const auto& table = lineup::ai::test::PatternTable::get(board.config().rule);
    constexpr int kDc[4] = {1, 0, 1, -1}, kDr[4] = {0, 1, 1, 1};
    for (int row = 0; row < core.size(); ++row) {
        for (int col = 0; col < core.size(); ++col) {
            const int i = core.index({col, row});
            if (!core.is_empty(i)) continue;
            for (int d = 0; d < 4; ++d) {
                std::uint32_t window = 0;  // the first player's view
                for (int k = -5; k <= 5; ++k) {
                    if (k == 0) continue;
                    const Cell c{col + k * kDc[d], row + k * kDr[d]};
                    const bool on = c.col >= 0 && c.row >= 0 && c.col < board.cols() && c.row < board.rows();
                    const Stone stone = on ? board.at(c) : Stone::Rock;
                    const std::uint32_t code = stone == Stone::First    ? 1u
                                               : stone == Stone::Second ? 2u
                                               : stone == Stone::Empty  ? 0u
                                                                        : 3u;
                    window |= code << (2 * lineup::ai::test::window_field(k));
                }
                const std::uint8_t both = table.both(window);
                ASSERT_EQ(to_pattern(core.kind(i, Side::First, d)), static_cast<lineup::ai::Pattern>(both & 15u))
                    << format_cell({col, row}) << " direction " << d;
                ASSERT_EQ(to_pattern(core.kind(i, Side::Second, d)), static_cast<lineup::ai::Pattern>(both >> 4))
                    << format_cell({col, row}) << " direction " << d;
            }
        }
    }
}

// The Threat counts against the classes of the empty cells, one by one.
void expect_class_counts(const ThreatBoard& core) {
    for (Side s : {Side::First, Side::Second}) {
        std::array<int, lineup::ai::kThreatKinds> counted{};
        for (int row = 0; row < core.size(); ++row) {
            for (int col = 0; col < core.size(); ++col) {
                const int i = core.index({col, row});
                if (core.is_empty(i)) ++counted[static_cast<std::size_t>(lineup::ai::to_threat(core.value(i, s).cls))];
            }
        }
        int from = 0;
        for (int t = lineup::ai::kThreatKinds - 1; t >= static_cast<int>(Threat::Block3); --t) {
            from += counted[static_cast<std::size_t>(t)];
            ASSERT_EQ(core.count(s, static_cast<Threat>(t)), counted[static_cast<std::size_t>(t)]) << t;
            ASSERT_EQ(core.count_from(s, static_cast<Threat>(t)), from) << t;
        }
    }
}

// Whether the cell has a stone within two cells, or bubbles.
bool near_stone(const ThreatBoard& core, int i) {
    if (core.bubbles_at(i) > 0) return true;
    for (int dr = -2; dr <= 2; ++dr) {
        for (int dc = -2; dc <= 2; ++dc) {
            const int stone = core.stone(i + dr * core.stride() + dc);
            if (stone == 1 || stone == 2) return true;
        }
    }
    return false;
}

// has_threat and cells_with by class against a scan of threat(), cell by
// cell in board order; the score sums against the cells' scores.
void expect_lists(const ThreatBoard& core) {
    std::vector<int> got, expected;
    for (Side s : {Side::First, Side::Second}) {
        long long sum = 0;
        for (int row = 0; row < core.size(); ++row) {
            for (int col = 0; col < core.size(); ++col) {
                const int i = core.index({col, row});
                if (core.is_empty(i)) sum += core.score(i, s);
            }
        }
        ASSERT_EQ(core.score_sum(s), sum);
        for (int k = 1; k < lineup::ai::kThreatKinds; ++k) {
            const auto t = static_cast<Threat>(k);
            expected.clear();
            for (int row = 0; row < core.size(); ++row) {
                for (int col = 0; col < core.size(); ++col) {
                    const int i = core.index({col, row});
                    if (core.is_empty(i) && lineup::ai::to_threat(core.threat(i, s)) >= t) expected.push_back(i);
                }
            }
            ASSERT_EQ(core.has_threat(s, t), !expected.empty()) << k;
            // From a four on, cells_with looks within two cells of a stone (and
            // at the bubble cells), where every four lies; a double three can
            // lie further away.
            if (t >= Threat::Block4) std::erase_if(expected, [&](int i) { return !near_stone(core, i); });
            core.cells_with(s, t, got);
            ASSERT_EQ(got, expected) << k;
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

TEST(ThreatBoard, KindsCountsAndListsMatchTheCellsAndForbiddenPointsAreExact) {
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
                    expect_lists(core);
                    for (int ply = 0; ply < 90 && board.status() == Status::Playing; ++ply) {
                        board.legal_moves(legal);
                        const Move m = legal[static_cast<std::size_t>(rng.below(static_cast<int>(legal.size())))];
                        ASSERT_FALSE(board.play(m).has_value());
                        core.play(core.index({m.col, m.row}));
                        if (ply % 3 != 2) continue;
                        ASSERT_EQ(core.bubbles_held(Side::First), board.bubbles_held(Side::First));
                        ASSERT_EQ(core.bubbles_held(Side::Second), board.bubbles_held(Side::Second));
                        expect_patterns(core, board);
                        expect_class_counts(core);
                        expect_lists(core);
                        if (rule == Rule::Renju) expect_forbidden_points(core, board);
                        if (HasFatalFailure()) return;
                    }
                }
            }
        }
    }
}

}  // namespace
