// The book of Perfect's opening moves: its file format, mirrored lookups, and
// that the built-in book covers every position Perfect can meet in its plies.
#include <gtest/gtest.h>

#include <map>

#include "ai/connect4/book.hpp"
#include "ai/connect4/book_builder.hpp"
#include "ai/connect4/move_book.hpp"
#include "ai/connect4/solver.hpp"
#include "ai/request_server.hpp"
#include "core/notation.hpp"

namespace lineup::ai {
namespace {

using core::Board;
using core::Move;

Board position(const char* moves) {
    const auto config = core::default_config(core::GameKind::Connect4);
    Board board(config);
    const auto parsed = core::parse_moves(config, moves);
    for (const Move& m : *parsed) board.play(m);
    return board;
}

TEST(C4MoveBook, RoundTripsThroughItsFileFormat) {
    const Board a = position("44");
    const Board b = position("1");  // mirrored to "7" by the canonical key
    const Connect4MoveBook book({Connect4MoveBook::entry(a, 2), Connect4MoveBook::entry(b, 3)}, 4, 3);
    const auto parsed = Connect4MoveBook::parse(book.serialize());
    ASSERT_TRUE(parsed) << static_cast<int>(parsed.error());
    EXPECT_EQ(parsed->size(), 2u);
    EXPECT_EQ(parsed->first_plies(), 4);
    EXPECT_EQ(parsed->second_plies(), 3);
    EXPECT_EQ(parsed->column(a), 2);
    EXPECT_EQ(parsed->column(b), 3);
    EXPECT_FALSE(parsed->column(position("45")));
}

TEST(C4MoveBook, AMirroredPositionGetsTheMirroredColumn) {
    const Connect4MoveBook book({Connect4MoveBook::entry(position("12"), 1)}, 2, 2);
    EXPECT_EQ(book.column(position("12")), 1);
    EXPECT_EQ(book.column(position("76")), 5);
}

TEST(C4MoveBook, DamagedFilesAreRefused) {
    const Connect4MoveBook book({Connect4MoveBook::entry(position("4"), 3), Connect4MoveBook::entry(position("44"), 2)},
                                2, 2);
    const auto bytes = book.serialize();
    auto bad = bytes;
    bad[3] = 'X';
    EXPECT_FALSE(Connect4MoveBook::parse(bad));
    EXPECT_FALSE(Connect4MoveBook::parse(std::vector<std::uint8_t>(bytes.begin(), bytes.end() - 1)));
    bad = bytes;
    bad[16 + 7] = 9;  // a column outside the board
    EXPECT_FALSE(Connect4MoveBook::parse(bad));
    bad = bytes;
    std::swap_ranges(bad.begin() + 16, bad.begin() + 24, bad.begin() + 24);  // keys out of order
    EXPECT_FALSE(Connect4MoveBook::parse(bad));
    EXPECT_FALSE(Connect4MoveBook::parse({}));
}

TEST(C4Book, DamagedFilesAreRefused) {
    const auto bytes = builtin_connect4_book().serialize();
    ASSERT_TRUE(Connect4Book::parse(bytes));
    auto bad = bytes;
    bad[0] = 'X';
    EXPECT_FALSE(Connect4Book::parse(bad));                                                        // magic
    EXPECT_FALSE(Connect4Book::parse(std::vector<std::uint8_t>(bytes.begin(), bytes.end() - 3)));  // truncated
    bad = bytes;
    bad[4] = 9;
    EXPECT_FALSE(Connect4Book::parse(bad));  // version
    bad = bytes;
    bad[12 + 7] = 100;  // a score outside -22..22
    EXPECT_FALSE(Connect4Book::parse(bad));
    EXPECT_FALSE(Connect4Book::parse({}));
}

TEST(C4MoveBook, TheBuiltInBookCoversEveryPositionPerfectMeets) {
    const Connect4MoveBook& book = builtin_connect4_move_book();
    ASSERT_GT(book.size(), 1000u);
    std::map<std::uint64_t, int> known;
    for (core::Side side : {core::Side::First, core::Side::Second}) {
        const int plies = side == core::Side::First ? book.first_plies() : book.second_plies();
        walk_move_book(side, plies, known, [&](const Board& board) {
            const auto col = book.column(board);
            EXPECT_TRUE(col) << "not in the book: " << core::format_moves(board.config(), board.moves());
            return col.value_or(0);
        });
    }
    EXPECT_EQ(known.size(), book.size());
}

TEST(C4MoveBook, OpeningMovesKeepTheValue) {
    // The first plies, where the score book judges at once.
    Connect4Solver judge(16);
    judge.set_book(&builtin_connect4_book());
    std::map<std::uint64_t, int> known;
    for (core::Side side : {core::Side::First, core::Side::Second}) {
        walk_move_book(side, side == core::Side::First ? 4 : 3, known, [&](const Board& board) {
            const auto col = builtin_connect4_move_book().column(board);
            EXPECT_TRUE(col);
            Board after = board;
            after.play(Move::column(col.value_or(0)));
            if (after.status() == core::Status::Playing) {
                EXPECT_EQ(-*judge.outcome(after), *judge.outcome(board))
                    << core::format_moves(board.config(), board.moves()) << " then " << col.value_or(0) + 1;
            }
            return col.value_or(0);
        });
    }
}

}  // namespace
}  // namespace lineup::ai
