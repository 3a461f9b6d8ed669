// Themes as rules (src/core/layout.hpp): seeded rock and bubble layouts (pinned literally,
// so native and wasm runs must agree), rocks as walls, Connect 4 rocks with
// gravity, the bubble win with doubled bubbles, counts and their validation.
#include <gtest/gtest.h>

#include <map>
#include <string>
#include <string_view>

#include "core/board.hpp"
#include "core/notation.hpp"
#include "test_support.hpp"

namespace lineup::core {
namespace {

std::string cells_text(const std::vector<Cell>& cells) {
    std::string out;
    for (const Cell& c : cells) out += (out.empty() ? "" : " ") + format_cell(c);
    return out;
}

Board themed(GameKind game, Theme theme, int cols, int rows, std::uint32_t seed) {
    return Board(default_config(game, theme, cols, rows, seed));
}

TEST(Themes, AFixedSeedGivesAFixedLayout) {
    EXPECT_EQ(cells_text(themed(GameKind::Connect4, Theme::Rock, 7, 6, 42).rock_cells()), "a1 c1 f1 f2");
    EXPECT_EQ(cells_text(themed(GameKind::Connect4, Theme::Bubble, 7, 6, 42).bubble_cells()), "a1 e3 f3 f3 c5 g5");
    EXPECT_EQ(cells_text(themed(GameKind::Gomoku, Theme::Rock, 13, 13, 42).rock_cells()),
              "f1 h2 k2 d4 i4 j7 j8 d9 h9 g12");
    EXPECT_EQ(cells_text(themed(GameKind::Gomoku, Theme::Bubble, 13, 13, 42).bubble_cells()),
              "d1 e2 h4 k4 k6 b8 j8 g10 h12 m12");
    EXPECT_EQ(cells_text(themed(GameKind::Gomoku, Theme::Bubble, 15, 15, 7).bubble_cells()),
              "m1 b2 a3 f3 f4 m4 d6 e9 a12 g12 j14 n14 n15");
}

TEST(Themes, TheSameSeedReplaysTheSameBoardAndOtherSeedsDiffer) {
    const Board a = themed(GameKind::Gomoku, Theme::Rock, 15, 15, 123);
    const Board b = themed(GameKind::Gomoku, Theme::Rock, 15, 15, 123);
    const Board c = themed(GameKind::Gomoku, Theme::Rock, 15, 15, 124);
    EXPECT_EQ(a, b);
    EXPECT_NE(a.rock_cells(), c.rock_cells());
}

TEST(Themes, GomokuRocksAreDistinctWallsInTheRightNumber) {
    for (std::uint32_t seed = 0; seed < 300; ++seed) {
        for (int n : {9, 13, 15, 19}) {
            const Board board = themed(GameKind::Gomoku, Theme::Rock, n, n, seed);
            const auto rocks = board.rock_cells();  // one entry per rock cell
            EXPECT_EQ(static_cast<int>(rocks.size()), board.config().counts.rocks) << n << " seed " << seed;
            std::vector<Move> legal;
            board.legal_moves(legal);
            EXPECT_EQ(static_cast<int>(legal.size()), n * n - static_cast<int>(rocks.size()));
        }
    }
}

TEST(Themes, Connect4RocksFallWithGravityAndNeverFillAColumn) {
    for (std::uint32_t seed = 0; seed < 500; ++seed) {
        for (auto [cols, rows] : {std::pair{7, 6}, {4, 4}, {12, 10}, {5, 4}}) {
            GameConfig config = default_config(GameKind::Connect4, Theme::Rock, cols, rows, seed);
            config.counts.rocks = max_rocks(config);  // as many as allowed
            const Board board(config);
            int total = 0;
            for (int col = 0; col < cols; ++col) {
                EXPECT_LT(board.height(col), rows) << "a column is full of rocks, seed " << seed;
                for (int row = 0; row < board.height(col); ++row) {
                    EXPECT_EQ(board.at({col, row}), Stone::Rock) << "a rock floats, seed " << seed;
                    ++total;
                }
                for (int row = board.height(col); row < rows; ++row) {
                    EXPECT_EQ(board.at({col, row}), Stone::Empty);
                }
            }
            EXPECT_EQ(total, config.counts.rocks);
        }
    }
}

TEST(Themes, APlayOnARockIsRefusedAndChangesNothing) {
    Board board = themed(GameKind::Gomoku, Theme::Rock, 13, 13, 42);  // rock on f1
    ASSERT_EQ(board.at({5, 0}), Stone::Rock);
    const Board before = board;
    EXPECT_EQ(board.play(Move::at({5, 0})), MoveError::Rock);
    EXPECT_EQ(board, before);
}

TEST(Themes, Connect4DiscsLandOnTopOfRocks) {
    Board board = themed(GameKind::Connect4, Theme::Rock, 7, 6, 42);  // rocks a1 c1 f1 f2
    ASSERT_FALSE(board.play(Move::column(5)));
    EXPECT_EQ(board.last_cell(), (Cell{5, 2}));
    EXPECT_EQ(board.height(5), 3);
}

TEST(Themes, ARockBreaksALine) {
    // Gomoku 13x13 seed 42 has a rock on f1: b1 c1 d1 e1 and g1 are not five,
    // f1 stays a rock nobody can fill, and the same stones with f1 free do
    // make five: the rock, not an empty cell, is what breaks the line.
    const std::string_view moves = "b1a13c1c13d1e13e1g13g1i13";
    GameConfig config = default_config(GameKind::Gomoku, Theme::Rock, 13, 13, 42);
    Board board = test::play_all(config, moves, true);
    EXPECT_EQ(board.status(), Status::Playing);
    EXPECT_TRUE(board.win_lines().empty());
    ASSERT_EQ(board.to_move(), Side::First);
    EXPECT_EQ(board.at({5, 0}), Stone::Rock);
    EXPECT_TRUE(test::contains(board.rock_cells(), {5, 0}));
    EXPECT_FALSE(board.would_win({5, 0}, Side::First));
    const Board before = board;
    EXPECT_EQ(board.play(Move::at({5, 0})), MoveError::Rock);
    EXPECT_EQ(board, before);
    // Without the rock: the same stones, then f1 wins with the line b1..g1.
    Board open = test::play_all(default_config(GameKind::Gomoku, Theme::Basic, 13, 13), moves, true);
    ASSERT_EQ(open.at({5, 0}), Stone::Empty);
    EXPECT_TRUE(open.would_win({5, 0}, Side::First));
    ASSERT_FALSE(open.play(Move::at({5, 0})));
    EXPECT_EQ(open.status(), Status::Won);
    EXPECT_EQ(open.winner(), Side::First);
    ASSERT_EQ(open.win_lines().size(), 1u);
    EXPECT_EQ(open.win_lines()[0], (Segment{{1, 0}, {6, 0}}));
}

TEST(Themes, RocksReduceTheCellsNeededForADraw) {
    GameConfig config = default_config(GameKind::Connect4, Theme::Rock, 4, 4, 1);
    const Board board(config);
    std::vector<Move> moves;
    Board filled = board;
    Rng rng(5);
    // Fill the board completely with random legal moves, restarting until a
    // game ends in a draw: the draw must come after exactly 16 - rocks moves.
    for (int attempt = 0; attempt < 2000; ++attempt) {
        filled = board;
        test::play_random(filled, rng, 100);
        if (filled.status() == Status::Draw) break;
    }
    ASSERT_EQ(filled.status(), Status::Draw);
    EXPECT_EQ(filled.ply(), 16 - config.counts.rocks);
}

TEST(Themes, HoldingSevenBubblesWinsAtOnceAndADoubleBubbleCountsTwice) {
    // Gomoku 13x13, seed 4: bubbles e2 g4 h7 g8 g8 h8 c9 d9 d10 e12 (g8 is double), 7 to win.
    GameConfig config = default_config(GameKind::Gomoku, Theme::Bubble, 13, 13, 4);
    ASSERT_EQ(config.counts.bubble_win, 7);
    Board board = test::play_all(config, "g8a1h8a3h7a5g4a7c9a11", true);
    EXPECT_EQ(board.bubbles_held(Side::First), 6);  // g8 counted twice
    EXPECT_EQ(board.bubbles_held(Side::Second), 0);
    EXPECT_EQ(board.status(), Status::Playing);
    ASSERT_FALSE(board.play(Move::at({3, 8})));  // d9
    EXPECT_EQ(board.status(), Status::Won);
    EXPECT_EQ(board.winner(), Side::First);
    EXPECT_TRUE(board.won_by_bubbles());
    EXPECT_TRUE(board.win_lines().empty());
    // Undo gives the bubbles back.
    ASSERT_TRUE(board.undo());
    EXPECT_EQ(board.bubbles_held(Side::First), 6);
    EXPECT_EQ(board.status(), Status::Playing);
}

TEST(Themes, Connect4DiscsClaimTheBubblesTheyLandOn) {
    // 7x6, seed 42: bubbles a1 e3 f3 f3 c5 g5 (f3 double), 4 to win.
    GameConfig config = default_config(GameKind::Connect4, Theme::Bubble, 7, 6, 42);
    ASSERT_EQ(config.counts.bubble_win, 4);
    Board board = test::play_all(config, "66621255", true);
    EXPECT_EQ(board.bubbles_held(Side::First), 3);  // f3 twice, a1
    ASSERT_FALSE(board.play(Move::column(4)));      // e3
    EXPECT_EQ(board.winner(), Side::First);
    EXPECT_TRUE(board.won_by_bubbles());
}

TEST(Themes, TheSecondPlayerCanWinByBubblesToo) {
    GameConfig config = default_config(GameKind::Gomoku, Theme::Bubble, 13, 13, 4);
    config.counts.bubble_win = 3;
    Board board = test::play_all(config, "a1g8a3h8", true);
    EXPECT_EQ(board.winner(), Side::Second);
    EXPECT_EQ(board.bubbles_held(Side::Second), 3);
}

TEST(Themes, DefaultCountsFollowTheDocumentedFormulas) {
    const std::map<int, ThemeCounts> gomoku{{9, {5, 5, 4}}, {13, {10, 10, 7}}, {15, {13, 13, 9}}, {19, {21, 21, 15}}};
    for (const auto& [n, expected] : gomoku) {
        EXPECT_EQ(default_counts(GameKind::Gomoku, Theme::Rock, n, n).rocks, expected.rocks) << n;
        const ThemeCounts bubble = default_counts(GameKind::Gomoku, Theme::Bubble, n, n);
        EXPECT_EQ(bubble.bubbles, expected.bubbles) << n;
        EXPECT_EQ(bubble.bubble_win, expected.bubble_win) << n;
    }
    struct C4 {
        int cols, rows, rocks, bubbles, win;
    };
    for (const C4& c : {C4{4, 4, 2, 2, 1}, C4{7, 6, 4, 6, 4}, C4{8, 7, 5, 8, 5}, C4{12, 10, 11, 17, 11}}) {
        EXPECT_EQ(default_counts(GameKind::Connect4, Theme::Rock, c.cols, c.rows).rocks, c.rocks);
        const ThemeCounts bubble = default_counts(GameKind::Connect4, Theme::Bubble, c.cols, c.rows);
        EXPECT_EQ(bubble.bubbles, c.bubbles) << c.cols << "x" << c.rows;
        EXPECT_EQ(bubble.bubble_win, c.win) << c.cols << "x" << c.rows;
    }
    // Each theme uses only its own counts.
    EXPECT_EQ(default_counts(GameKind::Gomoku, Theme::Basic, 13, 13), ThemeCounts{});
    EXPECT_EQ(default_counts(GameKind::Gomoku, Theme::Rock, 13, 13).bubbles, 0);
}

TEST(Themes, ImpossibleCountsAreRefusedWithAReason) {
    GameConfig config = default_config(GameKind::Gomoku, Theme::Rock, 13, 13);
    config.counts.rocks = 43;
    ASSERT_TRUE(validate(config));
    EXPECT_EQ(text::describe(*validate(config), config), "At most 42 rocks fit on a 13x13 board, not 43");
    config.counts.rocks = 42;
    EXPECT_FALSE(validate(config));

    GameConfig bubble = default_config(GameKind::Connect4, Theme::Bubble);
    bubble.counts.bubble_win = 7;
    EXPECT_EQ(text::describe(*validate(bubble), bubble),
              "Bubbles to win must be between 1 and the bubble count (6), not 7");
    bubble.counts.bubble_win = 0;
    EXPECT_TRUE(validate(bubble));
    bubble.counts = {0, 0, 0};
    EXPECT_TRUE(validate(bubble));

    GameConfig basic = default_config(GameKind::Connect4);
    basic.counts.rocks = 3;
    EXPECT_EQ(text::describe(*validate(basic), basic), "Only the rock theme has rocks");
    basic.counts = {-1, 0, 0};
    EXPECT_TRUE(validate(basic));
}

TEST(Themes, TheThemeButtonCyclesBasicRockBubble) {
    EXPECT_EQ(next_theme(Theme::Basic), Theme::Rock);
    EXPECT_EQ(next_theme(Theme::Rock), Theme::Bubble);
    EXPECT_EQ(next_theme(Theme::Bubble), Theme::Basic);
}

}  // namespace
}  // namespace lineup::core
