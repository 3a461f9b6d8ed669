#include "app/layout.hpp"

#include <algorithm>

namespace lineup::app {

using namespace lineup::core;

Layout choose_layout(const GameConfig& config, float w, float h) {
    const float pad = std::max(8.0f, std::min(w, h) * 0.02f);
    // The board's shape in cells (with its frame), to compare how large each
    // arrangement lets it be.
    const bool c4 = config.game == GameKind::Connect4;
    const float units_w = c4 ? static_cast<float>(config.cols) + 0.5f : static_cast<float>(config.cols + 1);
    const float units_h = c4 ? static_cast<float>(config.rows) + 0.5f : static_cast<float>(config.rows + 1);
    const auto cell = [&](float bw, float bh) { return std::min(bw / units_w, bh / units_h); };

    // The panel beside the board: at least 300 px wide, so its rows keep two
    // controls side by side.
    const float side_panel = std::clamp(w * 0.34f, 300.0f, 420.0f);
    const Rect side_board{pad, pad, w - side_panel - 3 * pad, h - 2 * pad};
    // The panel below: the board as wide as the screen and as tall as its shape
    // needs, leaving the panel at least the message and a row of controls
    // (more on tall screens); the panel scrolls for the rest.
    const float below_panel = std::min(std::max(180.0f, h * 0.36f), h * 0.5f);  // (a tiny window: half each)
    const float board_h = std::max(0.0f, std::min((w - 2 * pad) * units_h / units_w, h - below_panel - 3 * pad));
    const Rect below_board{pad, pad, w - 2 * pad, board_h};

    const bool side_fits = side_board.w >= 160.0f;
    if (side_fits && cell(side_board.w, side_board.h) >= cell(below_board.w, below_board.h)) {
        return {side_board, {w - side_panel - pad, pad, side_panel, h - 2 * pad}};
    }
    return {below_board, {pad, board_h + 2 * pad, w - 2 * pad, h - board_h - 3 * pad}};
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
