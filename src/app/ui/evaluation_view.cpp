#define IMGUI_DEFINE_MATH_OPERATORS
#include "app/ui/evaluation_view.hpp"

#include <imgui.h>

#include <algorithm>
#include <cmath>

#include "app/ui/board_pieces.hpp"

namespace lineup::app {

using namespace drawing;

void draw_evaluation_bar(ImDrawList* draw, float x0, float y0, float x1, float y1, const Palette& pal,
                         double first_chance) {
    const float rounding = (y1 - y0) * 0.5f;
    const float split = x0 + (x1 - x0) * static_cast<float>(std::clamp(first_chance, 0.0, 1.0));
    draw->AddRectFilled({x0, y0}, {x1, y1}, pal.piece[1], rounding);
    if (split > x0) {
        draw->AddRectFilled({x0, y0}, {std::max(split, x0 + 2 * rounding), y1}, pal.piece[0], rounding,
                            split < x1 - rounding ? ImDrawFlags_RoundCornersLeft : ImDrawFlags_RoundCornersAll);
    }
    // The middle, so a small lead reads at a glance.
    const float mid = (x0 + x1) * 0.5f;
    draw->AddLine({mid, y0 - 2}, {mid, y1 + 2}, pal.text_dim, 1.0f);
    draw->AddRect({x0, y0}, {x1, y1}, faded(pal.text, 0.35f), rounding, 0, 1.0f);
}

void draw_engine_view(ImDrawList* draw, const BoardGeometry& g, const core::Board& board, const EngineView& view,
                      ImFont* font) {
    const Palette& pal = palette(board.game(), board.config().theme);
    const float radius = g.cell() * 0.45f;
    // The best line: ghost stones, numbered in playing order.
    const int shown = std::min(kShownLine, static_cast<int>(view.line.size()));
    for (int i = 0; i < shown; ++i) {
        const core::Cell cell = view.line[static_cast<std::size_t>(i)];
        if (board.at(cell) != core::Stone::Empty) break;  // a view of an older position
        const core::Side side = i % 2 == 0 ? view.to_move : core::opponent(view.to_move);
        const int s = side == core::Side::First ? 0 : 1;
        const ImVec2 c = im(g.center(cell));
        draw_piece(draw, c, radius * 0.92f, pal, s, 0.42f, false);
        if (!font) continue;
        const std::string number = std::to_string(i + 1);
        const float size = radius * 0.95f;
        const ImVec2 extent = font->CalcTextSizeA(size, 1e9f, 0, number.c_str());
        draw->AddText(font, size, c - extent * 0.5f, pal.mark[s], number.c_str());
    }
    // The best moves: a ring, and a letter in a badge at the cell's corner.
    static constexpr const char* kLetters[] = {"A", "B", "C"};
    const std::uint32_t ring = rgb(0xE3A008, 235);
    for (std::size_t i = 0; i < view.candidates.size() && i < 3; ++i) {
        const core::Cell cell{view.candidates[i].move.col, view.candidates[i].move.row};
        if (board.at(cell) != core::Stone::Empty) continue;
        const ImVec2 c = im(g.center(cell));
        draw->AddCircle(c, radius, ring, segments(radius), std::max(1.5f, g.cell() * (i == 0 ? 0.08f : 0.05f)));
        if (!font) continue;
        const ImVec2 badge = c + ImVec2(radius * 0.75f, -radius * 0.75f);
        const float r = radius * 0.42f;
        draw->AddCircleFilled(badge, r, ring, segments(r));
        const float size = r * 1.5f;
        const ImVec2 extent = font->CalcTextSizeA(size, 1e9f, 0, kLetters[i]);
        draw->AddText(font, size, badge - extent * 0.5f, rgb(0x1F2328), kLetters[i]);
    }
}

}  // namespace lineup::app
