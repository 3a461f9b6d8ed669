#include "app/session/layout.hpp"

#include <algorithm>
#include <cmath>

namespace lineup::app {

using namespace lineup::core;

namespace {

float padding(float w, float h) { return std::max(8.0f, std::min(w, h) * 0.02f); }

// The board's shape in cells (with its frame), to compare how large each
// arrangement lets it be.
struct Units {
    float w, h;
};

Units board_units(const GameConfig& config) {
    const bool c4 = config.game == GameKind::Connect4;
    return {c4 ? static_cast<float>(config.cols) + 0.5f : static_cast<float>(config.cols + 1),
            c4 ? static_cast<float>(config.rows) + 0.5f : static_cast<float>(config.rows + 1)};
}

// The panel beside the board: at least 300 px wide, so its rows keep two
// controls side by side.
float side_panel_width(float w) { return std::clamp(w * 0.34f, 300.0f, 420.0f); }

// The panel below: at least the message and a row of controls (more on tall
// screens); the panel scrolls for the rest.
float below_panel_height(float h) { return std::min(std::max(180.0f, h * 0.36f), h * 0.5f); }

}  // namespace

float natural_height(const GameConfig& config, float w) {
    const Units units = board_units(config);
    // Each height's padding depends on the height: a few rounds settle it.
    float below = w;
    float side = w;
    for (int i = 0; i < 8; ++i) {
        float pad = padding(w, below);
        const float board_h = (w - 2 * pad) * units.h / units.w;
        // The board, the panel (its share of the height, at least 180 px,
        // which takes a window of 360 px at least) and the padding.
        below = std::max({board_h + 180.0f + 3 * pad, (board_h + 3 * pad) / 0.64f, 360.0f});
        pad = padding(w, side);
        side = std::max(420.0f, (w - side_panel_width(w) - 3 * pad) * units.h / units.w + 2 * pad);
    }
    below = std::ceil(below);
    side = std::ceil(side);
    // The panel beside a board at least 360 px wide, where that arrangement wins.
    const Layout beside = choose_layout(config, w, side);
    if (beside.board.w >= 360.0f && beside.panel.x > beside.board.x + beside.board.w) return side;
    return below;
}

Layout choose_layout(const GameConfig& config, float w, float h) {
    const float pad = padding(w, h);
    const Units units = board_units(config);
    const auto cell = [&units](float bw, float bh) { return std::min(bw / units.w, bh / units.h); };

    const float side_panel = side_panel_width(w);
    const Rect side_board{pad, pad, w - side_panel - 3 * pad, h - 2 * pad};
    // The panel below: the board as wide as the screen and as tall as its shape
    // needs (a tiny window: half each).
    const float below_panel = below_panel_height(h);
    const float board_h = std::max(0.0f, std::min((w - 2 * pad) * units.h / units.w, h - below_panel - 3 * pad));
    const Rect below_board{pad, pad, w - 2 * pad, board_h};

    const bool side_fits = side_board.w >= 160.0f;
    if (side_fits && cell(side_board.w, side_board.h) >= cell(below_board.w, below_board.h)) {
        return {side_board, {w - side_panel - pad, pad, side_panel, h - 2 * pad}};
    }
    return {below_board, {pad, board_h + 2 * pad, w - 2 * pad, h - board_h - 3 * pad}};
}

float message_box_cap(float panel_h) {
    // The card's padding above (12), the title row (44 and 8 of spacing) and
    // a little room below the box (6), so that it ends clear of the card's
    // rounded edge (a card scrolled to its top shows its content to its edge).
    constexpr float chrome = 12 + 44 + 8 + 6;
    constexpr float dozen_lines = 12 * 17.0f + kMessagePaddingY;
    return std::clamp(panel_h - chrome, 0.0f, dozen_lines);
}

std::vector<int> flow_rows(const std::vector<float>& needed, float width, float spacing) {
    std::vector<int> out;
    std::size_t i = 0;
    while (i < needed.size()) {
        // Grow the row while every control of it fits at the row's shared width.
        int n = 1;
        float widest = needed[i];
        while (i + static_cast<std::size_t>(n) < needed.size()) {
            const float next = std::max(widest, needed[i + static_cast<std::size_t>(n)]);
            if (next * static_cast<float>(n + 1) + spacing * static_cast<float>(n) > width) break;
            widest = next;
            ++n;
        }
        out.push_back(n);
        i += static_cast<std::size_t>(n);
    }
    return out;
}

}  // namespace lineup::app
