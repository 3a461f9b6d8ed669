// Palette: the colours of each theme (SPEC 1.3: wooden board, earth board,
// water board; piece colours white/black, red/blue, green/yellow; Connect 4's
// basic discs red/yellow), as 0xAABBGGRR values ready for ImGui draw lists.
#pragma once

#include <cstdint>

#include "core/types.hpp"

namespace lineup::app {

struct Palette {
    std::uint32_t background;   ///< behind everything
    std::uint32_t board;        ///< board surface (Gomoku) or frame (Connect 4)
    std::uint32_t board_edge;   ///< outline / darker grain
    std::uint32_t grid;         ///< Gomoku lines and star points
    std::uint32_t hole;         ///< Connect 4 empty cell
    std::uint32_t piece[2];     ///< first and second side
    std::uint32_t piece_rim[2];
    std::uint32_t rock;
    std::uint32_t bubble;
    std::uint32_t win_line;
    std::uint32_t text;
};

const Palette& palette(core::GameKind game, core::Theme theme);

/// 0xAABBGGRR from 0xRRGGBB and an alpha.
constexpr std::uint32_t rgb(std::uint32_t rrggbb, std::uint32_t alpha = 255) {
    return (alpha << 24) | ((rrggbb & 0xFF) << 16) | (rrggbb & 0xFF00) | ((rrggbb >> 16) & 0xFF);
}

}  // namespace lineup::app
