// 10,000 random games per game x theme, checking the invariants of the rules
// after every move: turns alternate, a finished game accepts no move, the
// reported winning line is on the board and is the winner's, bubble counts
// match the stones, and a draw is a full board.
#include <gtest/gtest.h>

#include "core/board.hpp"
#include "core/rng.hpp"

namespace lineup::core {
namespace {

int counted_bubbles(const Board& board, Side side) {
    int n = 0;
    for (Cell c : board.history()) {
        if (board.at(c) == stone_of(side)) n += board.bubbles_at(c);
    }
    return n;
}

void check_invariants(const Board& board, Side mover) {
    ASSERT_EQ(board.bubbles_held(Side::First), counted_bubbles(board, Side::First));
    ASSERT_EQ(board.bubbles_held(Side::Second), counted_bubbles(board, Side::Second));
    switch (board.status()) {
        case Status::Playing:
            ASSERT_EQ(board.to_move(), opponent(mover));
            ASSERT_TRUE(board.win_lines().empty());
            break;
        case Status::Won: {
            ASSERT_EQ(board.winner(), mover);
            ASSERT_TRUE(!board.win_lines().empty() || board.won_by_bubbles());
            const Cell last = *board.last_cell();
            bool through_last = board.win_lines().empty();
            for (Cell c : board.win_cells()) {
                ASSERT_TRUE(board.inside(c));
                ASSERT_EQ(board.at(c), stone_of(mover));
                through_last = through_last || c == last;
            }
            ASSERT_TRUE(through_last);
            if (board.won_by_bubbles()) {
                ASSERT_GE(board.bubbles_held(mover), board.config().counts.bubble_win);
            }
            break;
        }
        case Status::Draw: {
            // Nothing playable remains: every cell is a stone or a rock.
            for (int row = 0; row < board.rows(); ++row) {
                for (int col = 0; col < board.cols(); ++col) ASSERT_NE(board.at({col, row}), Stone::Empty);
            }
            break;
        }
    }
}

void random_games(GameKind game, Theme theme, int count) {
    Rng rng(static_cast<std::uint64_t>(game) * 10 + static_cast<std::uint64_t>(theme));
    std::vector<Move> moves;
    for (int g = 0; g < count; ++g) {
        const int cols = game == GameKind::Connect4 ? 4 + rng.below(9) : 9 + rng.below(11);
        const int rows = game == GameKind::Connect4 ? 4 + rng.below(7) : cols;
        GameConfig config = default_config(game, theme, cols, rows, static_cast<std::uint32_t>(rng.next()));
        if (game == GameKind::Gomoku && rng.below(2) == 1) config.rule = Rule::Exact;
        Board board(config);
        while (board.status() == Status::Playing) {
            board.legal_moves(moves);
            ASSERT_FALSE(moves.empty());
            const Side mover = board.to_move();
            const Move move = moves[static_cast<std::size_t>(rng.below(static_cast<int>(moves.size())))];
            ASSERT_FALSE(board.play(move));
            check_invariants(board, mover);
            if (::testing::Test::HasFatalFailure()) return;
        }
        // A finished game accepts no move at all.
        const Board finished = board;
        board.legal_moves(moves);
        ASSERT_TRUE(moves.empty());
        ASSERT_EQ(board.play(Move::at({0, 0})), MoveError::GameOver);
        ASSERT_EQ(board.play(Move::column(0)), MoveError::GameOver);
        ASSERT_EQ(board, finished);
    }
}

constexpr int kGames = 10000;

TEST(Property, Connect4Basic) { random_games(GameKind::Connect4, Theme::Basic, kGames); }
TEST(Property, Connect4Rock) { random_games(GameKind::Connect4, Theme::Rock, kGames); }
TEST(Property, Connect4Bubble) { random_games(GameKind::Connect4, Theme::Bubble, kGames); }
TEST(Property, GomokuBasic) { random_games(GameKind::Gomoku, Theme::Basic, kGames); }
TEST(Property, GomokuRock) { random_games(GameKind::Gomoku, Theme::Rock, kGames); }
TEST(Property, GomokuBubble) { random_games(GameKind::Gomoku, Theme::Bubble, kGames); }

}  // namespace
}  // namespace lineup::core
