#include "app/board_view.hpp"

#include <imgui.h>

#include <cmath>

#include "app/palette.hpp"

namespace lineup::app {
namespace {

using core::Cell;
using core::GameKind;
using core::Stone;

ImVec2 im(Vec2 v) { return {v.x, v.y}; }

void draw_piece(ImDrawList* draw, Vec2 at, float radius, const Palette& pal, int side,
                float alpha = 1.0f) {
    const auto fade = [alpha](std::uint32_t colour) {
        const auto a = static_cast<std::uint32_t>(static_cast<float>(colour >> 24) * alpha);
        return (colour & 0x00FFFFFFu) | (a << 24);
    };
    draw->AddCircleFilled(im(at), radius, fade(pal.piece[side]), 48);
    draw->AddCircle(im(at), radius, fade(pal.piece_rim[side]), 48, std::max(1.0f, radius * 0.08f));
    // A soft highlight so pieces read as round, not flat.
    draw->AddCircleFilled({at.x - radius * 0.3f, at.y - radius * 0.3f}, radius * 0.28f,
                          fade(rgb(0xFFFFFF, 60)), 24);
}

void draw_rock(ImDrawList* draw, Vec2 at, float radius, const Palette& pal) {
    // An irregular stone: a polygon with a fixed jitter per vertex.
    constexpr float kJitter[9] = {1.0f, 0.86f, 0.97f, 0.9f, 1.04f, 0.84f, 0.95f, 1.0f, 0.88f};
    ImVec2 points[9];
    for (int i = 0; i < 9; ++i) {
        const float angle = 6.2831853f * static_cast<float>(i) / 9.0f + 0.3f;
        points[i] = {at.x + std::cos(angle) * radius * kJitter[i],
                     at.y + std::sin(angle) * radius * kJitter[i]};
    }
    draw->AddConvexPolyFilled(points, 9, pal.rock);
    draw->AddPolyline(points, 9, rgb(0x3A3633), ImDrawFlags_Closed, std::max(1.0f, radius * 0.08f));
    draw->AddCircleFilled({at.x - radius * 0.3f, at.y - radius * 0.35f}, radius * 0.25f,
                          rgb(0xFFFFFF, 45), 12);
}

void draw_bubbles(ImDrawList* draw, Vec2 at, float radius, const Palette& pal, int count) {
    for (int i = 0; i < count && i < 3; ++i) {
        const float r = radius * (count > 1 ? 0.62f : 0.8f);
        const float dx = count > 1 ? (i == 0 ? -0.35f : 0.35f) * radius : 0.0f;
        const Vec2 c{at.x + dx, at.y - (count > 1 ? 0.1f * radius : 0.0f)};
        draw->AddCircle(im(c), r, pal.bubble, 36, std::max(1.5f, radius * 0.1f));
        draw->AddCircleFilled({c.x - r * 0.35f, c.y - r * 0.35f}, r * 0.18f, pal.bubble, 12);
    }
}

void draw_connect4_frame(ImDrawList* draw, const BoardGeometry& g, const BoardDrawing& what,
                         const Palette& pal) {
    const Rect f = g.frame();
    const float rounding = g.cell() * 0.2f;
    draw->AddRectFilled({f.x, f.y}, {f.x + f.w, f.y + f.h}, pal.board, rounding);
    draw->AddRect({f.x, f.y}, {f.x + f.w, f.y + f.h}, pal.board_edge, rounding, 0,
                  std::max(1.0f, g.cell() * 0.04f));
    const float hole = g.cell() * 0.4f;
    const int cols = what.config->cols;
    const int rows = what.config->rows;
    for (int row = 0; row < rows; ++row) {
        for (int col = 0; col < cols; ++col) {
            const Vec2 c = g.center({col, row});
            draw->AddCircleFilled(im(c), hole, pal.hole, 40);
            draw->AddCircle(im(c), hole, pal.board_edge, 40, std::max(1.0f, g.cell() * 0.03f));
        }
    }
}

void draw_gomoku_board(ImDrawList* draw, const BoardGeometry& g, const BoardDrawing& what,
                       const Palette& pal) {
    const Rect f = g.frame();
    draw->AddRectFilled({f.x, f.y}, {f.x + f.w, f.y + f.h}, pal.board, g.cell() * 0.1f);
    draw->AddRect({f.x, f.y}, {f.x + f.w, f.y + f.h}, pal.board_edge, g.cell() * 0.1f, 0,
                  std::max(1.0f, g.cell() * 0.06f));
    const int n = what.config->cols;
    const float thickness = std::max(1.0f, g.cell() * 0.04f);
    for (int i = 0; i < n; ++i) {
        draw->AddLine(im(g.center({i, 0})), im(g.center({i, n - 1})), pal.grid, thickness);
        draw->AddLine(im(g.center({0, i})), im(g.center({n - 1, i})), pal.grid, thickness);
    }
    // Star points: the centre and the four points 3 lines in from the corners
    // (as on the seed's 13x13 board), when the board is large enough.
    const int edge = n >= 13 ? 3 : 2;
    const Cell stars[5] = {{n / 2, n / 2}, {edge, edge}, {n - 1 - edge, edge},
                           {edge, n - 1 - edge}, {n - 1 - edge, n - 1 - edge}};
    for (const Cell& s : stars) {
        draw->AddCircleFilled(im(g.center(s)), std::max(2.0f, g.cell() * 0.1f), pal.grid, 12);
    }
}

void draw_contents(ImDrawList* draw, const BoardGeometry& g, const core::Board& board,
                   const Palette& pal) {
    const bool c4 = board.game() == GameKind::Connect4;
    const float radius = g.cell() * (c4 ? 0.4f : 0.44f);
    for (int row = 0; row < board.rows(); ++row) {
        for (int col = 0; col < board.cols(); ++col) {
            const Cell cell{col, row};
            const Vec2 c = g.center(cell);
            const Stone stone = board.at(cell);
            if (stone == Stone::Rock) draw_rock(draw, c, radius, pal);
            if (stone == Stone::First || stone == Stone::Second) {
                draw_piece(draw, c, radius, pal, stone == Stone::First ? 0 : 1);
            }
            if (const int n = board.bubbles_at(cell); n > 0) draw_bubbles(draw, c, radius, pal, n);
        }
    }
    if (auto last = board.last_cell()) {
        const Vec2 c = g.center(*last);
        draw->AddCircleFilled(im(c), radius * 0.18f, pal.win_line, 16);
    }
    for (const core::Segment& line : board.win_lines()) {
        draw->AddLine(im(g.center(line.from)), im(g.center(line.to)), pal.win_line,
                      std::max(3.0f, g.cell() * 0.12f));
    }
}

}  // namespace

void draw_board(ImDrawList* draw, const BoardGeometry& geometry, const BoardDrawing& what) {
    const Palette& pal = palette(what.config->game, what.config->theme);
    if (what.config->game == GameKind::Connect4) {
        draw_connect4_frame(draw, geometry, what, pal);
    } else {
        draw_gomoku_board(draw, geometry, what, pal);
    }
    if (what.board) draw_contents(draw, geometry, *what.board, pal);
    if (what.preview) {
        const float radius = geometry.cell() * 0.4f;
        draw_piece(draw, geometry.center(*what.preview), radius, pal,
                   what.preview_side == core::Side::First ? 0 : 1, 0.45f);
    }
    if (what.hint) {
        // A ring that breathes for a few seconds, so the suggestion is easy to
        // spot, then stays still (an idle screen is not redrawn).
        const float pulse = what.hint_age_s < 3.0 ? 0.5f + 0.5f * static_cast<float>(std::sin(what.time_s * 4.0)) : 1.0f;
        draw->AddCircle(im(geometry.center(*what.hint)), geometry.cell() * (0.42f + 0.06f * pulse),
                        rgb(0x2EA043, 200), 40, std::max(2.0f, geometry.cell() * 0.08f));
    }
    if (what.cursor) {
        const Vec2 c = geometry.center(*what.cursor);
        const float h = geometry.cell() * 0.5f;
        draw->AddRect({c.x - h, c.y - h}, {c.x + h, c.y + h}, rgb(0xFF8C00, 230), geometry.cell() * 0.1f, 0,
                      std::max(2.0f, geometry.cell() * 0.06f));
    }
}

}  // namespace lineup::app
