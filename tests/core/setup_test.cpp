// Positions set up by hand (core/setup.hpp): the moves found reach exactly
// the position, with the side to move its counts give; positions no game
// reaches are refused with the reason.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/board.hpp"
#include "core/rng.hpp"
#include "core/setup.hpp"
#include "test_support.hpp"

namespace lineup::core {
namespace {

using test::cells_from;

std::vector<Stone> cells_of(const Board& board) { return {board.cells().begin(), board.cells().end()}; }

// Random games stopped while still on: the moves found for their positions
// reach the same stones, whatever order they were played in.
void reaches_positions_of_random_games(const GameConfig& c, std::uint64_t seed) {
    Rng rng(seed);
    for (int game = 0; game < 200; ++game) {
        Board board(c);
        const auto length = static_cast<int>(rng.below(static_cast<std::uint32_t>(c.cols * c.rows)));
        std::vector<Move> legal;
        for (int i = 0; i < length && board.status() == Status::Playing; ++i) {
            board.legal_moves(legal);
            Board next = board;
            const Move move = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
            next.play(move);
            if (next.status() != Status::Playing) break;  // only games still on
            board = next;
        }
        const auto cells = cells_of(board);
        const auto moves = moves_to_reach(c, cells);
        ASSERT_TRUE(moves) << "game " << game;
        Board replayed(c);
        for (const Move& m : *moves) ASSERT_FALSE(replayed.play(m));
        EXPECT_EQ(cells_of(replayed), cells) << "game " << game;
        EXPECT_EQ(replayed.to_move(), board.to_move());
        EXPECT_EQ(replayed.status(), Status::Playing);
    }
}

TEST(Setup, ReachesEveryPositionOfRandomConnect4Games) {
    reaches_positions_of_random_games(default_config(GameKind::Connect4), 11);
}

TEST(Setup, ReachesEveryPositionOfRandomGomokuGames) {
    reaches_positions_of_random_games(default_config(GameKind::Gomoku, Theme::Basic, 9, 9), 12);
}

TEST(Setup, RefusesPositionsNoGameReachesWithTheReason) {
    const GameConfig c4 = default_config(GameKind::Connect4);
    EXPECT_EQ(moves_to_reach(c4, cells_from(c4, {"x......", "x......", "x..o..."})).error(), SetupProblem::Counts);
    EXPECT_EQ(moves_to_reach(c4, cells_from(c4, {"x......", ".......", "o......"})).error(), SetupProblem::Floating);
    EXPECT_EQ(moves_to_reach(c4, cells_from(c4, {"x......", "o......", "o......", "x......"})).error(),
              SetupProblem::Unreachable);  // the second disc needs the second player to move twice
    EXPECT_EQ(moves_to_reach(c4, cells_from(c4, {"o......", "xo.....", "oxo....", "xxxx.o."})).error(),
              SetupProblem::Finished);
    const GameConfig free = default_config(GameKind::Gomoku, Theme::Basic, 9, 9);
    EXPECT_EQ(moves_to_reach(free, cells_from(free, {"xxxxx....", "oooo....."})).error(), SetupProblem::Finished);
    GameConfig exact = free;
    exact.rule = Rule::Exact;
    // Six in a row, no win under exact five: played in an order that never
    // makes a five first (row by row would, at its fifth stone).
    const auto six = cells_from(exact, {"xxxxxx...", ".........", "o.o.o.o.o"});
    const auto moves = moves_to_reach(exact, six);
    ASSERT_TRUE(moves);
    Board board(exact);
    for (const Move& m : *moves) ASSERT_FALSE(board.play(m));
    EXPECT_EQ(cells_of(board), six);
    EXPECT_EQ(moves_to_reach(free, six).error(), SetupProblem::Finished);
    EXPECT_TRUE(moves_to_reach(free, cells_from(free, {"xxxx.....", "ooo......"})));
    EXPECT_TRUE(moves_to_reach(c4, std::vector<Stone>(42, Stone::Empty)));
}

}  // namespace
}  // namespace lineup::core
