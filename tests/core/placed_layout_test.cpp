// Layouts placed cell by cell (GameConfig::placed): boards put the rocks and
// bubbles exactly there, records carry them from version 2 (rockcells,
// bubblecells) and read them back, bad cells are refused with the reason and
// where, and a position with rocks or bubbles set up by hand is reached.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/board.hpp"
#include "core/record.hpp"
#include "core/setup.hpp"
#include "test_support.hpp"
#include "text/messages.hpp"

namespace lineup::core {
namespace {

using test::cells_from;

GameConfig placed(GameKind game, Theme theme, int cols, int rows, std::vector<Cell> rocks, std::vector<Cell> bubbles) {
    GameConfig config = default_config(game, theme, cols, rows);
    config.counts.rocks = static_cast<int>(rocks.size());
    if (theme == Theme::Bubble) config.counts.bubbles = static_cast<int>(bubbles.size());
    if (theme == Theme::Bubble) config.counts.bubble_win = 2;
    config.placed = Placement{std::move(rocks), std::move(bubbles)};
    return config;
}

TEST(PlacedLayout, BoardsPutRocksAndBubblesOnTheCellsGiven) {
    const Board rock(placed(GameKind::Connect4, Theme::Rock, 7, 6, {{3, 0}, {3, 1}, {0, 0}}, {}));
    EXPECT_EQ(rock.rock_cells(), (std::vector<Cell>{{0, 0}, {3, 0}, {3, 1}}));
    EXPECT_EQ(rock.height(3), 2);
    const Board bubble(placed(GameKind::Gomoku, Theme::Bubble, 9, 9, {}, {{4, 4}, {4, 4}, {0, 8}}));
    EXPECT_EQ(bubble.bubbles_at({4, 4}), 2);
    EXPECT_EQ(bubble.bubbles_at({0, 8}), 1);
    EXPECT_EQ(bubble.bubble_cells().size(), 3u);
}

TEST(PlacedLayout, RecordsCarryTheCellsFromVersionTwo) {
    Board rock = test::play_all(placed(GameKind::Connect4, Theme::Rock, 7, 6, {{3, 0}, {3, 1}}, {}), "44");
    EXPECT_EQ(format_record(rock), "v=2&game=connect4&size=7x6&theme=rock&rockcells=d1d2&moves=44");
    Board bubble = test::play_all(placed(GameKind::Gomoku, Theme::Bubble, 15, 15, {}, {{7, 7}, {7, 7}}), "a1");
    EXPECT_EQ(format_record(bubble),
              "v=2&game=gomoku&size=15&rule=freestyle&theme=bubble&win=2&bubblecells=h8h8&moves=a1");
    Board none(placed(GameKind::Gomoku, Theme::Rock, 13, 13, {}, {}));
    EXPECT_EQ(format_record(none), "v=2&game=gomoku&size=13&rule=freestyle&theme=rock&rockcells=&moves=");
    for (const Board* board : {&rock, &bubble, &none}) {
        const std::string text = format_record(*board);
        auto record = parse_record(text);
        ASSERT_TRUE(record) << text << ": " << text::describe(record.error());
        EXPECT_EQ(record->config, board->config()) << text;
        const Board again = replay(*record);
        EXPECT_EQ(again.rock_cells(), board->rock_cells()) << text;
        EXPECT_EQ(again.bubble_cells(), board->bubble_cells()) << text;
        EXPECT_EQ(format_record(again), text);
    }
    // A game on the seed's layout is still written as version 1.
    EXPECT_EQ(format_record(Board(default_config(GameKind::Connect4, Theme::Rock, 7, 6, 42))),
              "v=1&game=connect4&size=7x6&theme=rock&seed=42&rocks=4&moves=");
}

TEST(PlacedLayout, BadCellsAreRefusedWithTheReasonAndWhere) {
    struct Bad {
        const char* text;
        const char* message;
        std::size_t position;
    } cases[] = {
        {"v=1&theme=rock&rockcells=d1", "Unknown key 'rockcells'", 15},
        {"v=2&theme=rock&seed=3&rockcells=d1",
         "'seed' cannot stand beside a layout given cell by cell (rockcells, "
         "bubblecells)",
         15},
        {"v=2&theme=rock&rocks=1&rockcells=d1",
         "'rocks' cannot stand beside a layout given cell by cell (rockcells, "
         "bubblecells)",
         15},
        {"v=2&theme=rock&rockcells=d1z9", "'z9' is outside the 7x6 board", 27},
        {"v=2&theme=rock&rockcells=d1d1", "Two rocks on the same cell", 25},
        {"v=2&theme=rock&rockcells=d2", "A Connect 4 rock must rest on the bottom or on a rock", 25},
        {"v=2&theme=rock&rockcells=d1&bubblecells=e1", "Rocks and bubbles do not mix", 25},
        {"v=2&theme=basic&rockcells=d1", "The theme's counts are not those of the cells placed", 26},
        {"v=2&theme=bubble&win=3&bubblecells=d1d2", "Bubbles to win must be between 1 and the bubble count (2), not 3",
         0},
        {"v=2&theme=bubble&bubblecells=", "The bubble count must be between 1 and 42, not 0", 0},
        {"v=2&theme=rock&rockcells=d1&moves=4", "Move 1 (4): Column 4 is full.", 0},
    };
    for (const Bad& c : cases) {
        auto record = parse_record(c.text);
        if (std::string(c.text).ends_with("moves=4")) {  // a rock makes a column shorter, not full
            EXPECT_TRUE(record) << c.text;
            continue;
        }
        ASSERT_FALSE(record) << c.text;
        EXPECT_EQ(text::describe(record.error()), c.message) << c.text;
        EXPECT_EQ(record.error().position, c.position) << c.text;
    }
}

TEST(PlacedLayout, WithLayoutKeepsItsRefusals) {
    const GameConfig c4 = default_config(GameKind::Connect4);
    EXPECT_EQ(Board::with_layout(c4, {{3, 1}}, {}).error().problem, Problem::RockFloats);
    EXPECT_EQ(Board::with_layout(c4, {{3, 0}}, {{4, 0}}).error().problem, Problem::RocksAndBubbles);
    EXPECT_EQ(Board::with_layout(c4, {{9, 0}}, {}).error().problem, Problem::RockOutside);
    auto made = Board::with_layout(c4, {{3, 0}}, {});
    ASSERT_TRUE(made);
    EXPECT_EQ(made->config().theme, Theme::Rock);
    EXPECT_EQ(made->rock_cells(), (std::vector<Cell>{{3, 0}}));
}

TEST(PlacedLayout, PositionsWithRocksAndBubblesAreReached) {
    const GameConfig c4 = placed(GameKind::Connect4, Theme::Rock, 7, 6, {{3, 0}, {3, 1}, {6, 0}}, {});
    const auto cells = cells_from(c4, {"...x...", "...#..x", "..o#.o#"});
    auto moves = moves_to_reach(c4, cells);
    ASSERT_TRUE(moves);
    Board board(c4);
    for (const Move& m : *moves) ASSERT_FALSE(board.play(m));
    EXPECT_EQ(std::vector<Stone>(board.cells().begin(), board.cells().end()), cells);
    EXPECT_EQ(board.to_move(), Side::First);
    // A rock on a disc: no game gets there.
    const GameConfig high = placed(GameKind::Connect4, Theme::Rock, 7, 6, {{3, 1}}, {});
    EXPECT_EQ(moves_to_reach(high, cells_from(high, {"...#...", "...x..."})).error(), SetupProblem::Unreachable);

    // Gomoku: stones beside rocks; stones off the bubbles hold none.
    const GameConfig go = placed(GameKind::Gomoku, Theme::Bubble, 9, 9, {}, {{4, 4}, {8, 8}});
    const auto stones = cells_from(go, {"xo.......", "ox......."});
    auto reached = moves_to_reach(go, stones);
    ASSERT_TRUE(reached);
    Board gomoku(go);
    for (const Move& m : *reached) ASSERT_FALSE(gomoku.play(m));
    EXPECT_EQ(gomoku.bubbles_held(Side::First) + gomoku.bubbles_held(Side::Second), 0);
    EXPECT_EQ(gomoku.bubble_cells().size(), 2u);
}

}  // namespace
}  // namespace lineup::core
