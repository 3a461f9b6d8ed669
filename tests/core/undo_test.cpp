// Undo and redo are exact, and refused moves change nothing at all.
#include <gtest/gtest.h>

#include "core/record.hpp"
#include "test_support.hpp"

namespace lineup::core {
namespace {

TEST(Undo, TakingBackEveryMoveRestoresTheStartExactly) {
    Rng rng(7);
    for (GameKind game : {GameKind::Connect4, GameKind::Gomoku}) {
        for (Theme theme : {Theme::Basic, Theme::Rock, Theme::Bubble}) {
            const Board start(default_config(game, theme, 0, 0, 99));
            Board board = start;
            test::play_random(board, rng, 200);
            std::vector<Board> snapshots;  // snapshots[i]: after i moves
            Board replayed = start;
            snapshots.push_back(replayed);
            for (Move m : board.moves()) {
                ASSERT_FALSE(replayed.play(m));
                snapshots.push_back(replayed);
            }
            const int n = board.ply();
            for (int i = n; i > 0; --i) {
                ASSERT_TRUE(board.undo());
                // Equal apart from the redo list, which undo() fills.
                EXPECT_EQ(format_record(board), format_record(snapshots[static_cast<std::size_t>(i - 1)]));
                EXPECT_EQ(board.status(), Status::Playing);
                EXPECT_EQ(board.bubbles_held(Side::First),
                          snapshots[static_cast<std::size_t>(i - 1)].bubbles_held(Side::First));
            }
            EXPECT_FALSE(board.undo());
            // Redo walks forward to the same final position.
            for (int i = 1; i <= n; ++i) {
                ASSERT_TRUE(board.redo());
                EXPECT_EQ(format_record(board), format_record(snapshots[static_cast<std::size_t>(i)]));
            }
            EXPECT_FALSE(board.redo());
            EXPECT_EQ(board.status(), snapshots.back().status());
            EXPECT_EQ(board.winner(), snapshots.back().winner());
        }
    }
}

TEST(Undo, UndoThenRedoIsIdentityIncludingTheWin) {
    Board board = test::play_all(default_config(GameKind::Connect4), "1122334");
    const Board won = board;
    ASSERT_TRUE(board.undo());
    EXPECT_EQ(board.status(), Status::Playing);
    EXPECT_TRUE(board.win_lines().empty());
    ASSERT_TRUE(board.redo());
    EXPECT_EQ(board, won);
}

TEST(Undo, AllMovesAreThePlayedOnesThenTheOnesRedoWouldPlay) {
    Board board(default_config(GameKind::Connect4, Theme::Basic, 0, 0, 0));
    for (int col : {3, 3, 2, 4, 1}) ASSERT_FALSE(board.play(Move::column(col)));
    const std::vector<Move> whole = board.moves();
    EXPECT_EQ(board.all_moves(), whole);
    ASSERT_TRUE(board.undo());
    ASSERT_TRUE(board.undo());
    EXPECT_EQ(board.moves().size(), 3u);
    EXPECT_EQ(board.all_moves(), whole);
    ASSERT_FALSE(board.play(Move::column(6)));  // a new move ends the old line
    EXPECT_EQ(board.all_moves(), board.moves());
}

TEST(Undo, ANewMoveClearsTheRedoList) {
    Board board = test::play_all(default_config(GameKind::Connect4), "44");
    ASSERT_TRUE(board.undo());
    EXPECT_TRUE(board.can_redo());
    ASSERT_FALSE(board.play(Move::column(0)));
    EXPECT_FALSE(board.can_redo());
}

TEST(Undo, RefusedMovesChangeNothingNotEvenTheRedoList) {
    Rng rng(11);
    for (GameKind game : {GameKind::Connect4, GameKind::Gomoku}) {
        for (Theme theme : {Theme::Basic, Theme::Rock, Theme::Bubble}) {
            for (int g = 0; g < 50; ++g) {
                Board board(default_config(game, theme, 0, 0, static_cast<std::uint32_t>(g)));
                test::play_random(board, rng, rng.below(board.cols() * board.rows()));
                if (board.can_undo() && rng.below(2) == 0) board.undo();
                // Try every cell and column, including outside ones; refused moves
                // must leave the whole board (contents, history, redo list) as it was.
                for (int col = -1; col <= board.cols(); ++col) {
                    for (int row = -1; row <= board.rows(); ++row) {
                        const Move move = game == GameKind::Connect4 ? Move::column(col) : Move{col, row};
                        if (!board.check(move)) continue;
                        const Board before = board;
                        EXPECT_TRUE(board.play(move));
                        EXPECT_EQ(board, before);
                    }
                }
            }
        }
    }
}

}  // namespace
}  // namespace lineup::core
