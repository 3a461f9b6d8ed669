// The colours people read (app/session/palette.hpp): in every theme of both games, in
// the light and the dark scheme, the panel's text and its dimmed text stand
// out from the panel and the page behind it (WCAG contrast ratios: 4.5 for
// text, 3 for dimmed text and large labels), and the dark scheme is dark.
#include "app/session/palette.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <string>

namespace lineup::app {
namespace {

using core::GameKind;
using core::Theme;

// The relative luminance of a 0xAABBGGRR colour (its alpha ignored).
double luminance(std::uint32_t colour) {
    const auto channel = [](std::uint32_t c) {
        const double v = static_cast<double>(c & 0xFF) / 255.0;
        return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * channel(colour) + 0.7152 * channel(colour >> 8) + 0.0722 * channel(colour >> 16);
}

double contrast(std::uint32_t a, std::uint32_t b) {
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

TEST(Palette, TextStandsOutInEveryThemeAndScheme) {
    for (GameKind game : {GameKind::Connect4, GameKind::Gomoku}) {
        for (Theme theme : {Theme::Basic, Theme::Rock, Theme::Bubble}) {
            for (bool dark : {false, true}) {
                const Palette& pal = palette(game, theme, dark);
                SCOPED_TRACE(std::string(core::to_string(game)) + " " + std::string(core::to_string(theme)) +
                             (dark ? " dark" : " light"));
                for (std::uint32_t behind : {pal.panel, pal.card, pal.sky_top, pal.sky_bottom, pal.outline}) {
                    EXPECT_GE(contrast(pal.text, behind), 4.5);
                    EXPECT_GE(contrast(pal.text_dim, behind), 3.0);
                }
                // The label of a choice not chosen, on its face.
                EXPECT_GE(contrast(pal.outline_text ? pal.outline_text : pal.accent, pal.outline), 3.0);
                const double page = luminance(pal.sky_top);
                EXPECT_EQ(page < 0.05, dark) << "the page behind is dark in the dark scheme only";
                // The board and the pieces are the same in both schemes.
                const Palette& light = palette(game, theme, false);
                EXPECT_EQ(pal.board, light.board);
                EXPECT_EQ(pal.piece[0], light.piece[0]);
                EXPECT_EQ(pal.piece[1], light.piece[1]);
            }
        }
    }
}

// `top` drawn at `alpha` over `below` (0xAABBGGRR colours, alpha ignored).
std::uint32_t over(std::uint32_t top, double alpha, std::uint32_t below) {
    std::uint32_t out = 0xFF000000u;
    for (int shift : {0, 8, 16}) {
        const double t = static_cast<double>((top >> shift) & 0xFF), b = static_cast<double>((below >> shift) & 0xFF);
        out |= static_cast<std::uint32_t>(std::lround(t * alpha + b * (1.0 - alpha))) << shift;
    }
    return out;
}

// A bubble shows where it lies: of its two rings (board_pieces.cpp: a dark
// rim, board_dark at 0.75, around a pale one) one stands out at 3:1 from what
// is behind: a Connect 4 hole (pale in the light scheme, dark in the dark)
// or the Gomoku board, in both schemes.
TEST(Palette, BubblesStandOutOnPaleHolesAndOnTheBoard) {
    for (GameKind game : {GameKind::Connect4, GameKind::Gomoku}) {
        for (bool dark : {false, true}) {
            const Palette& pal = palette(game, Theme::Bubble, dark);
            const std::uint32_t behind = game == GameKind::Connect4 ? pal.hole : pal.board;
            SCOPED_TRACE(std::string(core::to_string(game)) + (dark ? " dark" : " light"));
            const double rim = contrast(over(pal.board_dark, 0.75, behind), behind);
            const double ring =
                contrast(over(pal.bubble, static_cast<double>(pal.bubble >> 24) / 255.0, behind), behind);
            EXPECT_GE(std::max(rim, ring), 3.0) << "rim " << rim << ", ring " << ring;
        }
    }
}

}  // namespace
}  // namespace lineup::app
