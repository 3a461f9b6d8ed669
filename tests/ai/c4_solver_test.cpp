// The exact Connect 4 solver against an independent brute-force oracle.
#include "ai/c4_solver.hpp"

#include <gtest/gtest.h>

#include "c4_brute_force.hpp"
#include "core/record.hpp"
#include "core/rng.hpp"

namespace lineup::ai {
namespace {

using core::Board;
using core::GameKind;
using core::Theme;

int solve_exact(const Board& board) {
    C4Rules<std::uint64_t> rules(board);
    BoundTable table(1);
    SearchControl control(Limits{});
    C4Solver<std::uint64_t> solver(rules, table, control);
    return *solver.solve(to_pos(rules, board));
}

// Random positions after at least `min_plies` moves (the oracle's cost falls
// quickly as the board fills).
void compare_random_positions(int cols, int rows, Theme theme, int count, std::uint64_t seed,
                              int min_plies = 0) {
    core::Rng rng(seed);
    std::vector<core::Move> moves;
    test::BruteForce shared;  // basic boards all share one layout, so one memo
    int checked = 0;
    for (int attempt = 0; checked < count && attempt < count * 20; ++attempt) {
        Board board(core::default_config(GameKind::Connect4, theme, cols, rows, static_cast<std::uint32_t>(attempt)));
        const int plies = min_plies + rng.below(cols * rows - min_plies);
        for (int i = 0; i < plies && board.status() == core::Status::Playing; ++i) {
            board.legal_moves(moves);
            board.play(moves[static_cast<std::size_t>(rng.below(static_cast<int>(moves.size())))]);
        }
        if (board.status() != core::Status::Playing) continue;
        Board copy = board;
        test::BruteForce fresh;  // a themed layout needs its own memo
        const int expected = (theme == Theme::Basic ? shared : fresh).score(copy);
        ASSERT_EQ(solve_exact(board), expected) << core::format_record(board);
        ++checked;
    }
    EXPECT_EQ(checked, count);
}

TEST(C4Solver, EmptySmallBoardsMatchBruteForce) {
    for (auto [cols, rows] : {std::pair{4, 4}, {5, 4}, {4, 5}}) {
        Board board(core::default_config(GameKind::Connect4, Theme::Basic, cols, rows));
        test::BruteForce oracle;
        Board copy = board;
        EXPECT_EQ(solve_exact(board), oracle.score(copy)) << cols << "x" << rows;
    }
}

TEST(C4Solver, RandomPositionsOnSmallBoardsMatchBruteForce) {
    compare_random_positions(4, 4, Theme::Basic, 300, 1);
    compare_random_positions(5, 4, Theme::Basic, 300, 2);
}

TEST(C4Solver, RockAndBubbleBoardsMatchBruteForce) {
    compare_random_positions(4, 4, Theme::Rock, 200, 3);
    compare_random_positions(5, 4, Theme::Rock, 100, 4, 6);
    compare_random_positions(4, 4, Theme::Bubble, 200, 5);
    compare_random_positions(5, 4, Theme::Bubble, 100, 6, 6);
    compare_random_positions(5, 5, Theme::Rock, 30, 7, 10);
    compare_random_positions(5, 5, Theme::Bubble, 30, 8, 10);
}

}  // namespace
}  // namespace lineup::ai
