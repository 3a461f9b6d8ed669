// The colours people read (app/palette.hpp): in every theme of both games, in
// the light and the dark scheme, the panel's text and its dimmed text stand
// out from the panel and the page behind it (WCAG contrast ratios: 4.5 for
// text, 3 for dimmed text and large labels), and the dark scheme is dark.
#include "app/palette.hpp"

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

}  // namespace
}  // namespace lineup::app
