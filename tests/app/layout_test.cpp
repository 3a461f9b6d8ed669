// The arithmetic of what a person sees: where the board and the
// panel go at the sizes people use, how the panel's controls share rows (no
// label is cut), where a press on a Gomoku board names a point, and the
// results the panel shows.
#include "app/session/layout.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <tuple>

#include "app/session/board_geometry.hpp"
#include "app/session/results.hpp"

namespace lineup::app {
namespace {

using core::GameKind;

struct Screen {
    float w, h;
    bool panel_below;
};

// Phones upright and sideways, tablets, desktops and embeds.
TEST(Layout, ThePanelGoesWhereTheBoardIsLargest) {
    const Screen screens[] = {{320, 568, true},    {360, 640, true},  {375, 667, true},   {390, 844, true},
                              {412, 915, true},    {568, 320, false}, {640, 360, false},  {844, 390, false},
                              {915, 412, false},   {768, 1024, true}, {1024, 768, false}, {1280, 800, false},
                              {1920, 1080, false}, {300, 400, true},  {600, 500, true},   {1200, 800, false}};
    for (GameKind game : {GameKind::Connect4, GameKind::Gomoku}) {
        const core::GameConfig config = core::default_config(game);
        for (const Screen& s : screens) {
            const Layout l = choose_layout(config, s.w, s.h);
            SCOPED_TRACE(std::to_string(static_cast<int>(s.w)) + "x" + std::to_string(static_cast<int>(s.h)));
            EXPECT_EQ(l.panel.y > l.board.y, s.panel_below);
            // Both inside the window, neither overlapping the other.
            for (const Rect& r : {l.board, l.panel}) {
                EXPECT_GE(r.x, 0);
                EXPECT_GE(r.y, 0);
                EXPECT_LE(r.x + r.w, s.w);
                EXPECT_LE(r.y + r.h, s.h);
            }
            if (s.panel_below) {
                EXPECT_LE(l.board.y + l.board.h, l.panel.y);
                EXPECT_GE(l.panel.h, 170);  // the header, the message and a row of controls at least
            } else {
                EXPECT_LE(l.board.x + l.board.w, l.panel.x);
                EXPECT_GE(l.panel.w, 300);  // two controls side by side
            }
            // The board uses the space: at least 80% of the width or the height.
            const BoardGeometry g(config, l.board);
            EXPECT_TRUE(g.frame().w >= 0.8f * l.board.w || g.frame().h >= 0.8f * l.board.h);
        }
    }
}

// An embedding page's frame at the board's natural height (data-autosize):
// the board as wide as its arrangement allows, the whole frame used (no empty
// band below the board), and the panel with room for its controls.
TEST(Layout, TheNaturalHeightFitsTheBoardToTheWidth) {
    for (const auto& [game, cols, rows] : {std::tuple{GameKind::Connect4, 7, 6}, std::tuple{GameKind::Connect4, 12, 4},
                                           std::tuple{GameKind::Connect4, 4, 10}, std::tuple{GameKind::Gomoku, 15, 15},
                                           std::tuple{GameKind::Gomoku, 19, 19}}) {
        const core::GameConfig config = core::default_config(game, core::Theme::Basic, cols, rows);
        for (float w = 240; w <= 1600; w += 20) {
            const float h = natural_height(config, w);
            const Layout l = choose_layout(config, w, h);
            const BoardGeometry g(config, l.board);
            SCOPED_TRACE(std::to_string(cols) + "x" + std::to_string(rows) + " at " + std::to_string(w) + "x" +
                         std::to_string(h));
            // Width-limited: the board's frame spans its area's width; a
            // little more height would not make it any larger.
            EXPECT_GE(g.frame().w, 0.94f * l.board.w);
            const BoardGeometry taller(config, choose_layout(config, w, h + 40).board);
            if (l.panel.y > l.board.y) {
                EXPECT_LE(taller.frame().w, g.frame().w + 1.0f);
                EXPECT_GE(l.panel.h, 180.0f - 1.0f);
                if (h > 360.0f) {  // and no more (the window is 360 px at least)
                    EXPECT_LE(l.panel.h, std::max(181.0f, 0.37f * h));
                }
            } else {
                EXPECT_GE(l.board.w, 360.0f);
                EXPECT_GE(h, 420.0f);
                // Beside the board, the frame is no taller than the board needs.
                EXPECT_TRUE(h <= 420.0f || g.frame().h >= 0.9f * l.board.h);
            }
        }
    }
}

TEST(Layout, ControlsShareARowOnlyWhenEveryLabelFits) {
    // Three buttons needing 90 px: three to a 300 px row, but two to a 276 px row.
    EXPECT_EQ(flow_rows({90, 90, 90}, 300, 8), (std::vector<int>{3}));
    EXPECT_EQ(flow_rows({90, 90, 90}, 276, 8), (std::vector<int>{2, 1}));
    // The widest need sets the shared width: 150 + 60 do not fit 290 at 150 each.
    EXPECT_EQ(flow_rows({60, 150, 60}, 290, 8), (std::vector<int>{1, 1, 1}));
    EXPECT_EQ(flow_rows({60, 150, 60}, 320, 8), (std::vector<int>{2, 1}));
    // A control wider than the row still gets a row of its own.
    EXPECT_EQ(flow_rows({400, 50}, 300, 8), (std::vector<int>{1, 1}));
    EXPECT_TRUE(flow_rows({}, 300, 8).empty());
}

TEST(BoardGeometry, APressBetweenGomokuPointsNamesNone) {
    const core::GameConfig config = core::default_config(GameKind::Gomoku, core::Theme::Basic, 15);
    const BoardGeometry g(config, {0, 0, 352, 352});  // a phone: 22 px between points
    const Vec2 h8 = g.center({7, 7});
    EXPECT_EQ(g.hit(h8), (core::Cell{7, 7}));
    EXPECT_EQ(g.hit({h8.x + g.cell() * 0.3f, h8.y}), (core::Cell{7, 7}));
    EXPECT_FALSE(g.hit({h8.x + g.cell() * 0.5f, h8.y + g.cell() * 0.5f}));  // the middle of a square
    EXPECT_FALSE(g.hit({h8.x + g.cell() * 0.5f, h8.y}));                    // halfway to the next point
    // Connect 4 columns touch: any point over a column names it.
    const core::GameConfig c4 = core::default_config(GameKind::Connect4);
    const BoardGeometry c(c4, {0, 0, 375, 330});
    const Vec2 col4 = c.center({3, 0});
    EXPECT_EQ(c.hit({col4.x + c.cell() * 0.49f, col4.y})->col, 3);
}

// Gomoku's coordinates at the sizes people use, on every board size: never
// smaller than 11 px, in a band beyond the outer stones that holds "20", and
// on fewer lines rather than overlapping when the lines are close.
TEST(BoardGeometry, CoordinateLabelsAreReadableOnEveryBoardAndScreen) {
    const Screen screens[] = {{320, 568, true},  {360, 640, true},   {375, 667, true},   {390, 844, true},
                              {667, 375, false}, {768, 1024, true},  {1280, 800, false}, {300, 400, true},
                              {240, 360, true},  {1920, 1080, false}};
    for (int n = core::kGomokuLimits.min_cols; n <= core::kGomokuLimits.max_cols; ++n) {
        const core::GameConfig config = core::default_config(GameKind::Gomoku, core::Theme::Basic, n);
        for (const Screen& s : screens) {
            SCOPED_TRACE(std::to_string(n) + "x" + std::to_string(n) + " at " + std::to_string(static_cast<int>(s.w)) +
                         "x" + std::to_string(static_cast<int>(s.h)));
            const Layout l = choose_layout(config, s.w, s.h);
            const BoardGeometry g(config, l.board);
            const CoordinateLabels labels = coordinate_labels(g.cell());
            EXPECT_GE(labels.size, kMinLabelSize);
            // Two digits (about 0.55 of the size each) and a letter's height, with a gap.
            EXPECT_GE(g.label_band(), labels.size * 1.25f);
            EXPECT_GE(g.cell() * static_cast<float>(labels.every), labels.size * 1.25f);
            EXPECT_LE(labels.every, 3);
            // The band is beyond the outer stones and inside the frame.
            const Vec2 a1 = g.center({0, 0});
            EXPECT_LE(g.frame().x, a1.x - g.cell() * 0.5f - g.label_band() + 0.5f);
            EXPECT_GE(g.frame().y + g.frame().h, a1.y + g.cell() * 0.5f + g.label_band() - 0.5f);
            EXPECT_LE(g.frame().x + g.frame().w, l.board.x + l.board.w + 0.5f);
            EXPECT_LE(g.frame().y + g.frame().h, l.board.y + l.board.h + 0.5f);
        }
    }
    // Close lines: every other one labelled; wide ones: each, larger.
    EXPECT_EQ(coordinate_labels(9).every, 2);
    EXPECT_EQ(coordinate_labels(16).every, 1);
    EXPECT_GT(coordinate_labels(40).size, kMinLabelSize);
}

TEST(Results, ReadsThePagesTalliesAndLeavesOutTheRest) {
    const Results r = parse_results(
        "connect4/hard=3.1.2&gomoku/medium=0.0.1&chess/hard=1.1.1&gomoku/easy=1.x.1&connect4/hard=9.9.9"
        "&gomoku/master=1.2&connect4/perfect=0.4.0");
    EXPECT_EQ(r.of(GameKind::Connect4, ai::Level::Hard), (Tally{3, 1, 2}));
    EXPECT_EQ(r.of(GameKind::Gomoku, ai::Level::Medium), (Tally{0, 0, 1}));
    EXPECT_EQ(r.of(GameKind::Connect4, ai::Level::Max), (Tally{0, 4, 0}));
    EXPECT_EQ(r.of(GameKind::Gomoku, ai::Level::Easy), (Tally{}));  // malformed
    EXPECT_EQ(r.of(GameKind::Gomoku, ai::Level::Max), (Tally{}));   // two counts only
    EXPECT_EQ(r.tallies.size(), 3u);
    EXPECT_TRUE(parse_results("").tallies.empty());
}

}  // namespace
}  // namespace lineup::app
