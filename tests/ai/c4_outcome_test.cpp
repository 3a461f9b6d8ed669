// A column's score in a player's words (outcome.hpp): win, draw or loss in so
// many of the mover's own discs, checked on positions worked out by hand and
// against an independent count of discs by plain minimax on small boards.
#include "ai/connect4/outcome.hpp"

#include <gtest/gtest.h>

#include <map>
#include <string>

#include "ai/connect4/solver.hpp"
#include "core/board.hpp"
#include "core/record.hpp"
#include "core/rng.hpp"
#include "test_scale.hpp"

namespace lineup::ai {
namespace {

using core::Board;
using Kind = C4Outcome::Kind;

Board board_after(const std::string& columns, int cols = 7, int rows = 6) {
    Board board(core::default_config(core::GameKind::Connect4, core::Theme::Basic, cols, rows));
    for (char c : columns) EXPECT_FALSE(board.play(core::Move::column(c - '1'))) << columns;
    return board;
}

C4Outcome column_outcome(const Board& board, int col) {
    Connect4Solver solver(8);
    const auto score = solver.score_move(board, col);
    EXPECT_TRUE(score);
    return c4_outcome(score.value_or(0), c4_score_base(board.cols(), board.rows()), board.ply());
}

TEST(C4Outcome, ScoreBaseIsTheConventionsS) {
    EXPECT_EQ(c4_score_base(7, 6), 22);
    EXPECT_EQ(c4_score_base(9, 7), 32);
}

// Red (first) has three in column 1, Yellow three in column 2, Red to move:
// column 1 wins with this disc; any column but 1 and 2 lets Yellow win at
// once, after one disc of Red's.
TEST(C4Outcome, FirstPlayerWinsInOneOrLosesInOne) {
    const Board board = board_after("121212");
    EXPECT_EQ(column_outcome(board, 0), (C4Outcome{Kind::Win, 1}));
    for (int col = 2; col < 7; ++col) EXPECT_EQ(column_outcome(board, col), (C4Outcome{Kind::Loss, 1})) << col;
}

// Red on b1 and c1, Yellow on top of both: d1 makes three on the bottom row
// open at both ends (a1 and e1 both playable), so Yellow blocks one end and
// Red wins at the other with its second disc from now.
TEST(C4Outcome, AnOpenThreeWinsInTwo) {
    const Board board = board_after("2233");
    EXPECT_EQ(column_outcome(board, 3), (C4Outcome{Kind::Win, 2}));
}

// The second player's view: Yellow to move with three in column 2 wins at
// once there; after "12121" Red threatens column 1, and every column but 1
// loses in one for Yellow.
TEST(C4Outcome, SecondPlayerWinsInOneOrLosesInOne) {
    const Board win = board_after("1212627");
    EXPECT_EQ(column_outcome(win, 1), (C4Outcome{Kind::Win, 1}));
    const Board lose = board_after("12121");
    for (int col = 1; col < 7; ++col) EXPECT_EQ(column_outcome(lose, col), (C4Outcome{Kind::Loss, 1})) << col;
}

TEST(C4Outcome, ZeroIsADraw) { EXPECT_EQ(c4_outcome(0, 22, 17), (C4Outcome{Kind::Draw, 0})); }

// The oracle: the mover's discs to the end by minimax over core::Board, the
// winner hurrying and the loser holding out; memoised by cells.
class DiscCount {
public:
    C4Outcome best(Board& board) {
        const std::string key = encode(board);
        if (auto it = memo_.find(key); it != memo_.end()) return it->second;
        C4Outcome best{Kind::Loss, 0};
        for (int col = 0; col < board.cols(); ++col) {
            if (board.height(col) >= board.rows()) continue;
            const C4Outcome here = column(board, col);
            if (better(here, best)) best = here;
        }
        memo_[key] = best;
        return best;
    }
    C4Outcome column(Board& board, int col) {
        EXPECT_FALSE(board.play(core::Move::column(col)));
        C4Outcome out;
        if (board.status() == core::Status::Won) {
            out = {Kind::Win, 1};
        } else if (board.status() == core::Status::Playing) {
            const C4Outcome reply = best(board);
            // Their win in n: ours is this disc and n - 1 between theirs.
            // Their loss in n: this disc and one after each of their n.
            if (reply.kind == Kind::Win) out = {Kind::Loss, reply.discs};
            if (reply.kind == Kind::Loss) out = {Kind::Win, reply.discs + 1};
        }
        board.undo();
        return out;
    }

private:
    static int rank(const C4Outcome& o) {
        return o.kind == Kind::Win ? 1000 - o.discs : o.kind == Kind::Draw ? 0 : -1000 + o.discs;
    }
    static bool better(const C4Outcome& a, const C4Outcome& b) { return rank(a) > rank(b); }
    static std::string encode(const Board& board) {
        std::string key;
        for (int row = 0; row < board.rows(); ++row) {
            for (int col = 0; col < board.cols(); ++col)
                key += static_cast<char>('0' + static_cast<int>(board.at({col, row})));
        }
        return key;
    }
    std::map<std::string, C4Outcome> memo_;
};

TEST(C4Outcome, MatchesACountOfDiscsOnSmallBoards) {
    core::Rng rng(11);
    Connect4Solver solver(8);
    // The sanitizer stage (test::scaled) checks a fifth of the 4x4 positions only.
    for (auto [cols, rows] : {std::pair{4, 4}, {5, 4}}) {
        if (cols * rows > 16 && !test::every_case()) continue;
        DiscCount oracle;
        int checked = 0;
        for (int attempt = 0; attempt < test::scaled(60); ++attempt) {
            Board board(core::default_config(core::GameKind::Connect4, core::Theme::Basic, cols, rows));
            const int plies = rng.below(cols * rows - 2);
            std::vector<core::Move> moves;
            for (int i = 0; i < plies && board.status() == core::Status::Playing; ++i) {
                board.legal_moves(moves);
                board.play(moves[static_cast<std::size_t>(rng.below(static_cast<int>(moves.size())))]);
            }
            if (board.status() != core::Status::Playing) continue;
            const auto scores = solver.analyse(board);
            for (int col = 0; col < cols; ++col) {
                if (!scores[static_cast<std::size_t>(col)]) continue;
                const C4Outcome got =
                    c4_outcome(*scores[static_cast<std::size_t>(col)], c4_score_base(cols, rows), board.ply());
                EXPECT_EQ(got, oracle.column(board, col)) << core::format_record(board) << " column " << col + 1;
                ++checked;
            }
        }
        EXPECT_GT(checked, test::scaled(100)) << cols << "x" << rows;
    }
}

}  // namespace
}  // namespace lineup::ai
