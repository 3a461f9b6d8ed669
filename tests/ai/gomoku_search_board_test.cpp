// SearchBoard (search_board.hpp): what today's search reads of a position
// equals a computation from scratch after every play and undo, on every rule
// and theme: a fresh ThreatBoard's classes and scores, with Renju's exact
// checker (core/renju.hpp) on the first player's double threes and fours, and
// the candidates and threat lists by their definitions.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <vector>

#include "ai/gomoku/search_board.hpp"
#include "core/config.hpp"
#include "core/notation.hpp"
#include "core/record.hpp"
#include "core/renju.hpp"
#include "core/rng.hpp"
#include "test_scale.hpp"

namespace lineup::ai {
namespace {

using core::Board;
using core::Side;

constexpr std::array<Threat, 8> kThreats = {Threat::Weak,       Threat::Block3,    Threat::Flex3, Threat::Block4,
                                            Threat::ThreeThree, Threat::FourThree, Threat::Flex4, Threat::Five};

struct Seen {
    long long steps = 0;
    long long forbidden = 0;  // judged points found forbidden
};

// SearchBoard next to the position computed from scratch.
void expect_fresh(const SearchBoard& view, const Board& board, Seen& seen) {
    const ThreatBoard fresh(board);
    const bool renju = board.config().rule == core::Rule::Renju;
    ASSERT_EQ(view.hash(), fresh.hash());
    ASSERT_EQ(view.to_move(), board.to_move());
    ASSERT_EQ(view.empty_cells(), fresh.empty_cells());
    std::array<long long, 2> sums{0, 0};
    std::array<std::vector<int>, 2> by_threat;  // the cells, in board order, with their threats
    std::array<std::vector<Threat>, 2> threats;
    for (int row = 0; row < board.rows(); ++row) {
        for (int col = 0; col < board.cols(); ++col) {
            if (board.at({col, row}) != core::Stone::Empty) continue;
            const int idx = fresh.index({col, row});
            for (Side side : {Side::First, Side::Second}) {
                const auto s = static_cast<std::size_t>(side == Side::Second);
                Threat t = to_threat(fresh.threat(idx, side));
                int score = fresh.score(idx, side);
                if (renju && side == Side::First && t >= Threat::ThreeThree && t <= Threat::Flex4 &&
                    core::renju_forbidden(board, {col, row}) != core::Forbidden::None) {
                    t = Threat::None;
                    score = 0;
                    ++seen.forbidden;
                }
                ASSERT_EQ(view.threat(idx, side), t) << core::format_cell({col, row}) << core::format_record(board);
                ASSERT_EQ(view.cell_score(idx, side), score) << core::format_cell({col, row});
                sums[s] += score;
                by_threat[s].push_back(idx);
                threats[s].push_back(t);
            }
        }
    }
    std::vector<int> expected, got, candidates;
    // The candidates: the empty cells within two cells of a stone and the
    // empty bubble cells, in board order.
    if (board.ply() > 0) {
        for (int row = 0; row < board.rows(); ++row) {
            for (int col = 0; col < board.cols(); ++col) {
                if (board.at({col, row}) != core::Stone::Empty) continue;
                bool near = board.bubbles_at({col, row}) > 0;
                for (int dr = -2; dr <= 2; ++dr) {
                    for (int dc = -2; dc <= 2; ++dc) {
                        const core::Cell c{col + dc, row + dr};
                        near = near || (c.col >= 0 && c.row >= 0 && c.col < board.cols() && c.row < board.rows() &&
                                        (board.at(c) == core::Stone::First || board.at(c) == core::Stone::Second));
                    }
                }
                if (near) expected.push_back(fresh.index({col, row}));
            }
        }
        view.candidates(candidates);
        ASSERT_EQ(candidates, expected);
    }
    for (Side side : {Side::First, Side::Second}) {
        const auto s = static_cast<std::size_t>(side == Side::Second);
        for (Threat t : kThreats) {
            expected.clear();
            for (std::size_t n = 0; n < by_threat[s].size(); ++n) {
                if (threats[s][n] >= t) expected.push_back(by_threat[s][n]);
            }
            ASSERT_EQ(view.has_threat(side, t), !expected.empty()) << static_cast<int>(t);
            // From a four on, the cells near the stones (candidates), where every four lies.
            if (t >= Threat::Block4 && board.ply() > 0) {
                const std::vector<int>& near = candidates;
                std::erase_if(expected, [&](int i) { return std::find(near.begin(), near.end(), i) == near.end(); });
            }
            view.cells_with(side, t, got);
            ASSERT_EQ(got, expected) << static_cast<int>(t) << core::format_record(board);
        }
    }
    const auto own = static_cast<std::size_t>(board.to_move() == Side::Second);
    for (int tenths : {10, 12}) {
        long long value = (sums[own] * tenths - sums[1 - own] * 10) / 10;
        if (board.config().theme == core::Theme::Bubble) {
            value +=
                400LL * (board.bubbles_held(board.to_move()) - board.bubbles_held(core::opponent(board.to_move())));
        }
        ASSERT_EQ(view.evaluate(tenths), std::clamp(value, -500000LL, 500000LL));
    }
    ++seen.steps;
}

// A random game near the stones with take-backs: after every play and undo
// the view is checked against a fresh computation.
void random_game(Board board, int steps, core::Rng& rng, Seen& seen) {
    SearchBoard view(board);
    std::vector<int> cells;
    for (int step = 0; step < steps; ++step) {
        if (board.ply() > 0 && rng.below(4) == 0) {
            board.undo();
            view.undo();
        } else {
            view.candidates(cells);
            const int idx = cells[static_cast<std::size_t>(rng.below(static_cast<int>(cells.size())))];
            if (board.play(core::Move::at(view.cell(idx)))) continue;  // Renju's forbidden point
            view.play(idx);
            if (board.status() != core::Status::Playing) {
                board.undo();
                view.undo();
            }
        }
        expect_fresh(view, board, seen);
        if (::testing::Test::HasFatalFailure()) return;
    }
}

TEST(SearchBoard, WhatTheSearchReadsEqualsAFreshComputationAfterEveryPlayAndUndo) {
    core::Rng rng(52);
    const int games = std::max(1, static_cast<int>(12 * test::test_scale()));
    Seen renju;
    for (core::Rule rule : {core::Rule::Freestyle, core::Rule::Exact, core::Rule::Renju}) {
        for (core::Theme theme : {core::Theme::Basic, core::Theme::Rock, core::Theme::Bubble}) {
            for (int game = 0; game < games; ++game) {
                const int size = game % 3 == 0 ? 11 : 15;
                core::GameConfig config =
                    core::default_config(core::GameKind::Gomoku, theme, size, size, static_cast<std::uint32_t>(game));
                config.rule = rule;
                Seen seen;
                random_game(Board(config), 150, rng, seen);
                ASSERT_FALSE(::testing::Test::HasFatalFailure());
                if (rule == core::Rule::Renju) renju.forbidden += seen.forbidden;
            }
        }
    }
    // The Renju games really met forbidden points.
    EXPECT_GT(renju.forbidden, 100);
}

}  // namespace
}  // namespace lineup::ai
