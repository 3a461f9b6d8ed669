// Palette: the colours of each theme (docs/playing.md: wooden board, earth board,
// water board; pieces black/white, red/blue, green/yellow; Connect 4's basic
// discs red/yellow on a blue frame), as 0xAABBGGRR values for ImGui draw
// lists. Each colour comes with the lighter and darker tones the shading uses.
#pragma once

#include <cstdint>

#include "core/types.hpp"

namespace lineup::app {

/// 0xAABBGGRR from 0xRRGGBB and an alpha.
constexpr std::uint32_t rgb(std::uint32_t rrggbb, std::uint32_t alpha = 255) {
    return (alpha << 24) | ((rrggbb & 0xFF) << 16) | (rrggbb & 0xFF00) | ((rrggbb >> 16) & 0xFF);
}

/// `colour` with its alpha multiplied by `factor` (0..1).
constexpr std::uint32_t faded(std::uint32_t colour, float factor) {
    const auto alpha = static_cast<std::uint32_t>(static_cast<float>(colour >> 24) * factor);
    return (colour & 0x00FFFFFFu) | (alpha << 24);
}

struct Palette {
    std::uint32_t sky_top, sky_bottom;  ///< the page behind everything (a gradient)
    std::uint32_t board, board_light, board_dark;
    std::uint32_t grain;              ///< wood grain, earth specks, waves
    std::uint32_t grid;               ///< Gomoku lines and star points
    std::uint32_t hole, hole_shadow;  ///< Connect 4 empty cells
    std::uint32_t piece[2], piece_light[2], piece_dark[2];
    std::uint32_t mark[2];  ///< the colour-blind marks on the pieces
    std::uint32_t rock, rock_light, rock_dark;
    std::uint32_t bubble;
    std::uint32_t win_line;
    std::uint32_t text, text_dim;
    std::uint32_t panel;  ///< the control card
    std::uint32_t accent, accent_hover, accent_active, accent_text;
    std::uint32_t card = rgb(0xFFFFFF, 250);     ///< popups and menus
    std::uint32_t outline = rgb(0xFFFFFF, 210);  ///< the face of a choice not chosen
    std::uint32_t outline_text = 0;              ///< its label: the accent when 0
};

/// The colours of `theme` for `game`; `dark`: the dark colour scheme (the
/// page, the panel and its text dark, Connect 4's holes too; the board and
/// the pieces as they are).
const Palette& palette(core::GameKind game, core::Theme theme, bool dark = false);

}  // namespace lineup::app
