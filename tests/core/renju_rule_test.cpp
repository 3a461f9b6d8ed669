// The Renju rule on the board: the first player's forbidden points refused
// with their reason (and nothing changed), exactly five for the first player,
// five or more for the second, and records of version 2 that carry the rule.
#include <gtest/gtest.h>

#include "core/record.hpp"
#include "core/renju.hpp"
#include "test_support.hpp"
#include "text/messages.hpp"

namespace lineup::core {
namespace {

GameConfig renju(int size = 15) {
    GameConfig config = default_config(GameKind::Gomoku, Theme::Basic, size);
    config.rule = Rule::Renju;
    return config;
}

Move at(const GameConfig& config, std::string_view cell) {
    auto moves = parse_moves(config, cell);
    EXPECT_TRUE(moves && moves->size() == 1) << cell;
    return moves && !moves->empty() ? moves->front() : Move{};
}

TEST(RenjuRule, TheFirstPlayersDoubleThreeIsRefusedWithItsReason) {
    // The first player's h6 h7 and f8 g8: h8 makes two open threes.
    Board board = test::play_all(renju(), "h6a1h7a3f8a5g8a7");
    const Board before = board;
    EXPECT_EQ(board.play(at(board.config(), "h8")), MoveError::DoubleThree);
    EXPECT_EQ(board, before);
    const std::string why = text::describe(MoveError::DoubleThree, board.config(), at(board.config(), "h8"));
    // Renju's restrictions fall on Black, the first player, and the reason names it.
    EXPECT_EQ(why, "h8 is forbidden: under Renju Black may not make two threes at once.");
    EXPECT_EQ(text::describe(MoveError::DoubleThree, board.config(), at(board.config(), "h8"), text::Language::Chinese),
              "h8 是黑方的禁手：三三（同时形成两个活三）。");
    EXPECT_EQ(text::msg_cell(board, Cell{7, 7}, text::Language::English),
              "h8: empty, forbidden to Black (double three)");
    EXPECT_EQ(text::msg_cell(board, Cell{7, 7}, text::Language::Chinese), "h8：空，黑方禁手（三三）");

    // Under freestyle the same point is a fine move; under Renju the second player may take it.
    Board free = test::play_all(test::gomoku(15).config(), "h6a1h7a3f8a5g8a7");
    EXPECT_FALSE(free.play(at(free.config(), "h8")));
    EXPECT_FALSE(board.play(at(board.config(), "o15")));
    EXPECT_FALSE(board.play(at(board.config(), "h8")));
}

TEST(RenjuRule, OverlineIsForbiddenToTheFirstAndWinsForTheSecond) {
    // The first player's d8 e8 f8 h8 i8: g8 would make six.
    Board first = test::play_all(renju(), "d8a1e8a3f8a5h8a7i8a9");
    EXPECT_FALSE(first.would_win(Cell{6, 7}, Side::First));
    EXPECT_EQ(first.play(at(first.config(), "g8")), MoveError::Overline);
    EXPECT_EQ(first.status(), Status::Playing);

    // The second player's d10 e10 f10 h10 i10: g10 makes six and wins.
    Board second = test::play_all(renju(), "a1d10a3e10a5f10a7h10a9i10o15");
    EXPECT_TRUE(second.would_win(Cell{6, 9}, Side::Second));
    EXPECT_FALSE(second.play(at(second.config(), "g10")));
    EXPECT_EQ(second.status(), Status::Won);
    EXPECT_EQ(second.winner(), Side::Second);
}

TEST(RenjuRule, ExactlyFiveWinsForTheFirstPlayer) {
    Board board = test::play_all(renju(), "d8a1e8a3f8a5g8a7");
    EXPECT_TRUE(board.would_win(Cell{7, 7}, Side::First));
    EXPECT_FALSE(board.play(at(board.config(), "h8")));
    EXPECT_EQ(board.status(), Status::Won);
    EXPECT_EQ(board.winner(), Side::First);
}

TEST(RenjuRule, AFiveWinsEvenWhereItAlsoMakesADoubleFour) {
    // The first player: d8 e8 f8 g8 (h8 makes five), h5 h6 h7 (h8 also makes
    // a four down the column) and i9 j10 k11 (and one up the diagonal).
    Board board = test::play_all(renju(), "d8a1e8a3f8a5g8a7h5a9h6a11h7a13i9o1j10o3k11o5");
    EXPECT_EQ(renju_forbidden(board, Cell{7, 7}), Forbidden::None);
    EXPECT_FALSE(board.play(at(board.config(), "h8")));
    EXPECT_EQ(board.winner(), Side::First);
}

TEST(RenjuRule, AMoveThatWinsByBubblesIsNeverForbidden) {
    // A double bubble on h8, the first player's double-three point (and one on o1).
    for (const int win : {2, 3}) {
        GameConfig config = default_config(GameKind::Gomoku, Theme::Bubble, 15);
        config.rule = Rule::Renju;
        config.counts.bubble_win = win;
        auto made = Board::with_layout(config, {}, {Cell{7, 7}, Cell{7, 7}, Cell{14, 0}});
        ASSERT_TRUE(made);
        Board board = *made;
        for (const char* cell : {"h6", "a1", "h7", "a3", "f8", "a5", "g8", "a7"}) {
            ASSERT_FALSE(board.play(at(board.config(), cell))) << cell;
        }
        const auto refused = board.play(at(board.config(), "h8"));
        if (win == 2) {  // the two bubbles win at once
            EXPECT_FALSE(refused);
            EXPECT_TRUE(board.won_by_bubbles());
        } else {
            EXPECT_EQ(refused, MoveError::DoubleThree);
        }
    }
}

TEST(RenjuRule, AFirstPlayerLeftOnlyForbiddenPointsEndsTheGameDrawn) {
    // A game of Rapfi (the first player) and Master that filled the board but
    // for f6, where the first player would make six in a row.
    const std::string moves =
        "h9i10f8h11j9g10f9f10e10i9h7g8g9h10j10i8i11i7i6j8e9d9g11k8h8l8m8h6k9g5f4e8l9n9d6k7l6j6i5n10m9n7n8"
        "m7l7g6e7c5f7g4g7d7e12g3g2e11d11c10c12b13g13h12d12f12f13e13l5j5j4l4h14g14b11k5m3d10d13e14c9i12b8j"
        "12g12j13k14b12l12e5d5d4d8b10b6e6f5f3e3i3k6j2h4c3b2d14c14b5c6n3j11j3h3h5m11k2i4e2d1l11m12m10k12l1"
        "3m13m14k11n14m4m5a5c7k3l2i2n2m2c4a6f1d3a4i14e4b4n4n5c1c2n12j14l14c15n11n13k15o7l10l15b15i13i15o1"
        "0c13o11h13a8a9a10e15a11o9i1h15g15k1l1o6o5a12o14o13f15o2o4l3a15b3d15o3j15o1m15j1n15d2o15g1a14b1b1"
        "4o8k13h2f14e1a13a7o12f11c11c8b9f2m6m1a1b7n6k4a2k10n1h1j7a3";
    auto record = parse_record("v=2&game=gomoku&size=15&rule=renju&moves=" + moves);
    ASSERT_TRUE(record) << text::describe(record.error());
    const Board board = replay(*record);
    EXPECT_EQ(board.ply(), 224);
    EXPECT_EQ(board.status(), Status::Draw);
    EXPECT_EQ(board.winner(), Side::None);
    std::vector<Move> legal;
    board.legal_moves(legal);
    EXPECT_TRUE(legal.empty());
    Board back = board;
    ASSERT_TRUE(back.undo());
    EXPECT_EQ(back.status(), Status::Playing);
    back.legal_moves(legal);
    EXPECT_EQ(legal.size(), 2u);  // the second player may take f6 or the other cell
}

TEST(RenjuRule, RecordsOfVersionTwoCarryTheRule) {
    const Board board = test::play_all(renju(), "h8h9");
    const std::string text = format_record(board);
    EXPECT_EQ(text, "v=2&game=gomoku&size=15&rule=renju&theme=basic&seed=0&moves=h8h9");
    auto back = parse_record(text);
    ASSERT_TRUE(back) << text::describe(back.error());
    EXPECT_EQ(replay(*back), board);

    // Version 1 never held renju; version 2 reads every version 1 record.
    auto old = parse_record("v=1&game=gomoku&size=15&rule=renju&moves=h8");
    ASSERT_FALSE(old);
    EXPECT_EQ(old.error().problem, Problem::UnknownRule);
    EXPECT_TRUE(parse_record("v=2&game=gomoku&size=15&rule=exact&moves=h8"));
    EXPECT_FALSE(parse_record("v=3&game=gomoku&size=15&moves=h8"));

    // A record whose moves include a forbidden point is refused at that move.
    auto bad = parse_record("v=2&game=gomoku&size=15&rule=renju&moves=h6a1h7a3f8a5g8a7h8");
    ASSERT_FALSE(bad);
    EXPECT_EQ(bad.error().problem, Problem::IllegalMove);
    EXPECT_EQ(bad.error().refused, MoveError::DoubleThree);
    EXPECT_EQ(bad.error().number, 9);

    // Connect 4 has no such rule.
    auto c4 = parse_record("v=2&game=connect4&size=7x6&rule=renju&moves=4");
    ASSERT_FALSE(c4);
    EXPECT_EQ(c4.error().problem, Problem::RuleInConnect4);
}

}  // namespace
}  // namespace lineup::core
