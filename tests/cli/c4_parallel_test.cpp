// ParallelSolver (c4-solve --threads) against the one-thread engine: the same
// exact scores on basic, rock and bubble boards, position after position on
// one table, with two and three threads.
#include "cli/c4_parallel.hpp"

#include <gtest/gtest.h>

#include <vector>

#include "core/config.hpp"
#include "core/record.hpp"
#include "core/rng.hpp"

namespace lineup::cli {
namespace {

using core::Board;
using core::GameKind;
using core::Theme;

std::vector<Board> random_positions(const core::GameConfig& config, int count, int min_plies, int max_plies,
                                    std::uint64_t seed) {
    core::Rng rng(seed);
    std::vector<Board> out;
    std::vector<core::Move> moves;
    while (static_cast<int>(out.size()) < count) {
        Board board(config);
        const int plies = min_plies + rng.below(max_plies - min_plies + 1);
        for (int i = 0; i < plies && board.status() == core::Status::Playing; ++i) {
            board.legal_moves(moves);
            board.play(moves[static_cast<std::size_t>(rng.below(static_cast<int>(moves.size())))]);
        }
        if (board.status() == core::Status::Playing) out.push_back(board);
    }
    return out;
}

// The WebAssembly build has no threads (c4-solve there refuses --threads 2).
#define SKIP_WITHOUT_THREADS() \
    if (c4_max_threads() < 3) GTEST_SKIP() << "this build has no threads"

void expect_same_scores(const core::GameConfig& config, int count, int min_plies, int max_plies, std::uint64_t seed) {
    const auto positions = random_positions(config, count, min_plies, max_plies, seed);
    ai::Connect4Solver serial(4);
    std::vector<int> expected;
    for (const Board& board : positions) expected.push_back(*serial.solve(board));
    for (int threads : {2, 3}) {
        ai::Connect4Solver engine(4);
        ParallelSolver parallel(engine, threads);
        std::uint64_t nodes = 0;
        for (std::size_t i = 0; i < positions.size(); ++i) {
            ASSERT_EQ(parallel.solve(positions[i]), expected[i])
                << threads << " threads: " << core::format_record(positions[i]);
            nodes += parallel.nodes();
        }
        EXPECT_GT(nodes, 0u);
    }
}

TEST(C4ParallelSolver, SameScoresAsOneThreadOn7x6) {
    SKIP_WITHOUT_THREADS();
    expect_same_scores(core::default_config(GameKind::Connect4), 40, 14, 32, 1);
}

TEST(C4ParallelSolver, SameScoresOnRockAndBubbleBoards) {
    SKIP_WITHOUT_THREADS();
    expect_same_scores(core::default_config(GameKind::Connect4, Theme::Rock, 7, 6, 42), 20, 14, 30, 2);
    expect_same_scores(core::default_config(GameKind::Connect4, Theme::Bubble, 6, 5, 11), 20, 8, 20, 3);
}

TEST(C4ParallelSolver, AWinAtOnceNeedsNoSearch) {
    SKIP_WITHOUT_THREADS();
    Board board(core::default_config(GameKind::Connect4));
    for (int col : {0, 1, 0, 1, 0, 1}) board.play(core::Move::column(col));
    ai::Connect4Solver engine(4);
    ParallelSolver parallel(engine, 2);
    EXPECT_EQ(parallel.solve(board), 18);  // the 4th disc: 22 - 4
    EXPECT_EQ(parallel.nodes(), 0u);
}

}  // namespace
}  // namespace lineup::cli
