// 10,000 random games per game x theme, checking the invariants of the rules
// after every move: turns alternate, a finished game accepts no move, the
// reported winning line is on the board and is the winner's, bubble counts
// match the stones, a draw is a full board, and while the game goes on (or
// after a draw) no side has a winning line or the bubbles to win (lines found
// by a scan of whole rows, columns and diagonals, not the board's own check).
#include <gtest/gtest.h>

#include <algorithm>
#include <array>

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

// Winning runs found by walking whole lines of the board, independently of
// the board's own check (which counts outwards from the last stone). Under the
// exact rule only runs of exactly the winning length count: an overline does
// not win. Each entry is the longest winning run of First / Second, 0 for none.
using Runs = std::array<int, 2>;

// Walks the line through `cell` in direction (dc, dr) from edge to edge.
void walk_line(const Board& board, Cell cell, int dc, int dr, Runs& longest) {
    const int need = board.config().connect();
    const bool exact = board.game() == GameKind::Gomoku && board.config().rule == Rule::Exact;
    Cell c = cell;
    while (board.inside({c.col - dc, c.row - dr})) c = {c.col - dc, c.row - dr};
    Stone current = Stone::Empty;
    int run = 0;
    const auto close = [&] {
        if (current != Stone::First && current != Stone::Second) return;
        int& best = longest[current == Stone::First ? 0 : 1];
        if (exact ? run == need : run >= need) best = std::max(best, run);
    };
    for (; board.inside(c); c = {c.col + dc, c.row + dr}) {
        const Stone stone = board.at(c);
        if (stone == current) {
            ++run;
        } else {
            close();
            current = stone;
            run = 1;
        }
    }
    close();
}

constexpr std::array<std::array<int, 2>, 4> kLines{{{1, 0}, {0, 1}, {1, 1}, {1, -1}}};

// The four whole lines through `cell`.
Runs runs_through(const Board& board, Cell cell) {
    Runs longest{0, 0};
    for (const auto& [dc, dr] : kLines) walk_line(board, cell, dc, dr, longest);
    return longest;
}

// Every row, column and diagonal of the board.
Runs runs_anywhere(const Board& board) {
    Runs longest{0, 0};
    for (int row = 0; row < board.rows(); ++row) {
        walk_line(board, {0, row}, 1, 0, longest);
        walk_line(board, {0, row}, 1, 1, longest);
        walk_line(board, {0, row}, 1, -1, longest);
    }
    for (int col = 0; col < board.cols(); ++col) {
        walk_line(board, {col, 0}, 0, 1, longest);
        walk_line(board, {col, 0}, 1, 1, longest);
        walk_line(board, {col, board.rows() - 1}, 1, -1, longest);
    }
    return longest;
}

// Neither side holds a winning line (in `runs`) or the bubbles to win.
void check_no_win(const Board& board, const Runs& runs) {
    ASSERT_EQ(runs[0], 0) << "the first player has a winning line of " << runs[0];
    ASSERT_EQ(runs[1], 0) << "the second player has a winning line of " << runs[1];
    if (board.config().theme == Theme::Bubble) {
        for (Side side : {Side::First, Side::Second}) {
            ASSERT_LT(counted_bubbles(board, side), board.config().counts.bubble_win)
                << "side " << static_cast<int>(side) << " holds the bubbles to win";
        }
    }
}

void check_invariants(const Board& board, Side mover) {
    ASSERT_EQ(board.bubbles_held(Side::First), counted_bubbles(board, Side::First));
    ASSERT_EQ(board.bubbles_held(Side::Second), counted_bubbles(board, Side::Second));
    switch (board.status()) {
        case Status::Playing:
            ASSERT_EQ(board.to_move(), opponent(mover));
            ASSERT_TRUE(board.win_lines().empty());
            // A line of the winning length or the bubble target ends the game.
            // Only the last stone changed the board, and the position before
            // it passed this check, so a new line can only lie through it.
            check_no_win(board, runs_through(board, *board.last_cell()));
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
            // By an independent scan: the winner's line is real, and the loser
            // never had one (nor the bubbles): that would have ended the game first.
            const Runs runs = runs_anywhere(board);
            if (!board.won_by_bubbles()) {
                ASSERT_GT(runs[static_cast<std::size_t>(index_of(mover))], 0);
            }
            ASSERT_EQ(runs[static_cast<std::size_t>(index_of(opponent(mover)))], 0);
            if (board.config().theme == Theme::Bubble) {
                ASSERT_LT(counted_bubbles(board, opponent(mover)), board.config().counts.bubble_win);
            }
            break;
        }
        case Status::Draw: {
            // Nothing playable remains: every cell is a stone or a rock.
            for (int row = 0; row < board.rows(); ++row) {
                for (int col = 0; col < board.cols(); ++col) ASSERT_NE(board.at({col, row}), Stone::Empty);
            }
            // And nobody won: a full board with a line is a win, not a draw.
            check_no_win(board, runs_anywhere(board));
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
