// [SECTION] index
//   (helpers, pieces, marks, rocks and bubbles: board_pieces.hpp)
//   board surfaces: Connect 4 frame, Gomoku board, theme textures
//   contents with animation
//   draw_board
#define IMGUI_DEFINE_MATH_OPERATORS
#include "app/ui/board_view.hpp"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>

#include "app/session/palette.hpp"
#include "app/ui/board_pieces.hpp"

namespace lineup::app {
namespace {

using core::Cell;
using core::GameKind;
using core::Stone;
using core::Theme;

using namespace drawing;

// [SECTION] board surfaces ---------------------------------------------------------

// Texture of the theme over `rect`: grain on wood, specks on earth, waves on water.
void draw_texture(ImDrawList* draw, ImVec2 min, ImVec2 max, const Palette& pal, Theme theme, float cell, double time_s,
                  bool still) {
    const float w = max.x - min.x, h = max.y - min.y;
    draw->PushClipRect(min, max, true);
    // Faint lines without anti-aliasing: a third of the triangles, and no one
    // sees the difference in grain or waves.
    const ImDrawListFlags flags = draw->Flags;
    draw->Flags &= ~ImDrawListFlags_AntiAliasedLines;
    if (theme == Theme::Basic) {
        // Wood grain: long wavy lines of varying weight.
        const int lines = std::max(12, static_cast<int>(h / std::max(4.0f, cell * 0.18f)));
        for (int i = 0; i < lines; ++i) {
            const float y0 = min.y + h * (static_cast<float>(i) + noise(7, static_cast<std::uint32_t>(i))) /
                                         static_cast<float>(lines);
            const float amp = cell * (0.05f + 0.12f * noise(8, static_cast<std::uint32_t>(i)));
            const float freq = 1.5f + 2.5f * noise(9, static_cast<std::uint32_t>(i));
            const float phase = 6.0f * noise(10, static_cast<std::uint32_t>(i));
            draw->PathClear();
            for (int k = 0; k <= 48; ++k) {
                const float x = min.x + w * static_cast<float>(k) / 48.0f;
                const float u = static_cast<float>(k) / 48.0f;
                draw->PathLineTo({x, y0 + amp * std::sin(freq * u * 2.0f * kPi + phase) +
                                         amp * 0.4f * std::sin(freq * 3.1f * u * 2.0f * kPi)});
            }
            draw->PathStroke(faded(pal.grain, 0.5f + noise(11, static_cast<std::uint32_t>(i))), 0,
                             std::max(1.0f, cell * (0.02f + 0.05f * noise(12, static_cast<std::uint32_t>(i)))));
        }
    } else if (theme == Theme::Rock) {
        // Earth: patches and specks of soil.
        for (std::uint32_t i = 0; i < 14; ++i) {
            draw->AddCircleFilled({min.x + w * noise(20, i), min.y + h * noise(21, i)},
                                  cell * (0.6f + 1.2f * noise(22, i)), faded(pal.grain, 0.35f), 24);
        }
        const std::uint32_t specks =
            static_cast<std::uint32_t>(std::clamp(w * h / (cell * cell) * 6.0f, 60.0f, 900.0f));
        for (std::uint32_t i = 0; i < specks; ++i) {
            const bool light = noise(23, i) < 0.35f;
            draw->AddCircleFilled({min.x + w * noise(24, i), min.y + h * noise(25, i)},
                                  std::max(0.8f, cell * 0.035f * (0.5f + noise(26, i))),
                                  light ? faded(pal.board_light, 0.9f) : pal.grain, 6);
        }
    } else {
        // Water: gentle waves drifting to the right (they rest when the screen does).
        const float drift = still ? 0.0f : static_cast<float>(std::fmod(time_s * 0.35, 1000.0));
        const int rows = std::max(8, static_cast<int>(h / std::max(6.0f, cell * 0.45f)));
        for (int i = 0; i < rows; ++i) {
            const float y0 = min.y + h * (static_cast<float>(i) + 0.5f) / static_cast<float>(rows);
            const float phase = 6.0f * noise(30, static_cast<std::uint32_t>(i)) +
                                drift * (0.8f + 0.4f * noise(31, static_cast<std::uint32_t>(i)));
            draw->PathClear();
            for (int k = 0; k <= 64; ++k) {
                const float x = min.x + w * static_cast<float>(k) / 64.0f;
                draw->PathLineTo({x, y0 + cell * 0.07f * std::sin(x / (cell * 0.9f) + phase)});
            }
            draw->PathStroke(pal.grain, 0, std::max(1.0f, cell * 0.035f));
        }
    }
    draw->Flags = flags;
    draw->PopClipRect();
}

void draw_connect4_frame(ImDrawList* draw, const BoardGeometry& g, const BoardDrawing& what, const Palette& pal) {
    const Rect f = g.frame();
    const ImVec2 min(f.x, f.y), max(f.x + f.w, f.y + f.h);
    const float cell = g.cell();
    const float rounding = cell * 0.22f;
    add_rim(draw, min + ImVec2(0, cell * 0.08f), max + ImVec2(0, cell * 0.08f), rgb(0x000000, 40), rounding,
            cell * 0.08f + 1.0f);  // the shadow below
    draw->AddRectFilled(min, max, pal.board, rounding);
    draw->AddRectFilled(min, ImVec2(max.x, min.y + f.h * 0.45f), faded(pal.board_light, 0.35f), rounding,
                        ImDrawFlags_RoundCornersTop);
    if (what.config->theme != Theme::Basic) {  // the basic frame is plain plastic
        draw_texture(draw, min, max, pal, what.config->theme, cell, what.time_s, what.reduced_motion);
    }
    draw->AddRect(min + ImVec2(2, 2), max - ImVec2(2, 2), faded(pal.board_light, 0.8f), rounding, 0,
                  std::max(1.0f, cell * 0.03f));
    draw->AddRect(min, max, pal.board_dark, rounding, 0, std::max(1.5f, cell * 0.05f));
    const float hole = cell * 0.4f;
    for (int row = 0; row < what.config->rows; ++row) {
        for (int col = 0; col < what.config->cols; ++col) {
            const ImVec2 c = im(g.center({col, row}));
            const int n = segments(hole);
            draw->AddCircleFilled(c, hole + cell * 0.03f, faded(pal.board_dark, 0.6f), n);
            draw->AddCircleFilled(c, hole, pal.hole_shadow, n);
            draw->AddCircleFilled(c + ImVec2(hole * 0.07f, hole * 0.1f), hole * 0.92f, pal.hole, n);
        }
    }
}

void draw_gomoku_board(ImDrawList* draw, const BoardGeometry& g, const BoardDrawing& what, const Palette& pal) {
    const Rect f = g.frame();
    const ImVec2 min(f.x, f.y), max(f.x + f.w, f.y + f.h);
    const float cell = g.cell();
    add_rim(draw, min + ImVec2(0, cell * 0.12f), max + ImVec2(0, cell * 0.12f), rgb(0x000000, 45), cell * 0.12f,
            cell * 0.12f + 1.0f);  // the shadow below
    draw->AddRectFilled(min, max, pal.board, cell * 0.12f);
    draw_texture(draw, min, max, pal, what.config->theme, cell, what.time_s, what.reduced_motion);
    draw->AddRect(min + ImVec2(3, 3), max - ImVec2(3, 3), faded(pal.board_light, 0.9f), cell * 0.1f, 0,
                  std::max(1.0f, cell * 0.04f));
    draw->AddRect(min, max, pal.board_dark, cell * 0.12f, 0, std::max(1.5f, cell * 0.07f));
    const int n = what.config->cols;
    const float thickness = std::max(1.0f, cell * 0.04f);
    for (int i = 0; i < n; ++i) {
        draw->AddLine(im(g.center({i, 0})), im(g.center({i, n - 1})), pal.grid, thickness);
        draw->AddLine(im(g.center({0, i})), im(g.center({n - 1, i})), pal.grid, thickness);
    }
    const float outer = std::max(1.5f, cell * 0.07f);
    draw->AddRect(im(g.center({0, n - 1})), im(g.center({n - 1, 0})), pal.grid, 0, 0, outer);
    // Star points: the centre and four points 3 lines in (as on a 13x13 go board).
    const int edge = n >= 13 ? 3 : 2;
    const Cell stars[5] = {
        {n / 2, n / 2}, {edge, edge}, {n - 1 - edge, edge}, {edge, n - 1 - edge}, {n - 1 - edge, n - 1 - edge}};
    for (const Cell& s : stars) draw->AddCircleFilled(im(g.center(s)), std::max(2.0f, cell * 0.11f), pal.grid, 12);
    // Coordinates: letters below, numbers on the left (notation "h8"), each
    // centred in the band beyond the outer stones; on every other line (or
    // fewer) when the lines are closer than a label's height.
    if (what.label_font) {
        const CoordinateLabels labels = coordinate_labels(cell);
        const float out = cell * 0.5f + g.label_band() * 0.5f;  // from the outer line to a label's centre
        for (int i = 0; i < n; i += labels.every) {
            const std::string letter(1, static_cast<char>('a' + i));
            const std::string number = std::to_string(i + 1);
            const ImVec2 lsize = what.label_font->CalcTextSizeA(labels.size, 1e9f, 0, letter.c_str());
            const ImVec2 nsize = what.label_font->CalcTextSizeA(labels.size, 1e9f, 0, number.c_str());
            const ImVec2 bottom = im(g.center({i, 0})) + ImVec2(-lsize.x / 2, out - lsize.y / 2);
            const ImVec2 left = im(g.center({0, i})) + ImVec2(-out - nsize.x / 2, -nsize.y / 2);
            draw->AddText(what.label_font, labels.size, bottom, pal.grid, letter.c_str());
            draw->AddText(what.label_font, labels.size, left, pal.grid, number.c_str());
        }
    }
}

// [SECTION] contents ---------------------------------------------------------------

double age_of(const BoardDrawing& what, std::size_t index) {
    if (what.reduced_motion || index >= what.placed_s.size() || what.placed_s[index] < 0) return 1e9;
    return what.time_s - what.placed_s[index];
}

// Each piece's move number, dark on light pieces and light on dark ones.
void draw_move_numbers(ImDrawList* draw, const BoardGeometry& g, const BoardDrawing& what, const Palette& pal,
                       float radius) {
    const auto history = what.board->history();
    const auto light = [](std::uint32_t colour) {
        const float r = static_cast<float>(colour & 0xFF), gr = static_cast<float>((colour >> 8) & 0xFF),
                    b = static_cast<float>((colour >> 16) & 0xFF);
        return 0.299f * r + 0.587f * gr + 0.114f * b > 150.0f;
    };
    for (std::size_t i = 0; i < history.size(); ++i) {
        if (age_of(what, i) < 0.3) continue;  // still falling or growing
        const std::string text = std::to_string(i + 1);
        const float size = radius * (text.size() > 2 ? 0.78f : 0.95f);
        const ImVec2 extent = what.label_font->CalcTextSizeA(size, 1e9f, 0, text.c_str());
        const int side = i % 2 == 0 ? 0 : 1;
        const std::uint32_t ink = light(pal.piece[side]) ? rgb(0x1F2328, 235) : rgb(0xFFFFFF, 240);
        draw->AddText(what.label_font, size, im(g.center(history[i])) - extent * 0.5f, ink, text.c_str());
    }
}

void draw_contents(ImDrawList* draw, const BoardGeometry& g, const BoardDrawing& what, const Palette& pal) {
    const core::Board& board = *what.board;
    const bool c4 = board.game() == GameKind::Connect4;
    const float cell = g.cell();
    const float radius = cell * (c4 ? 0.4f : 0.45f);
    const float top = g.frame().y;

    // Rocks, falling into place at the start of the game.
    const auto rocks = board.rock_cells();
    for (std::size_t i = 0; i < rocks.size(); ++i) {
        const ImVec2 c = im(g.center(rocks[i]));
        double age = 1e9;
        if (!what.reduced_motion && what.rocks_since_s >= 0) {
            age = what.time_s - what.rocks_since_s - kRockStaggerSeconds * static_cast<double>(i);
        }
        if (age < 0) continue;  // not yet falling
        const float lift = drop_offset(c.y - top + cell, cell, age);
        const auto seed = static_cast<std::uint32_t>(rocks[i].row * 31 + rocks[i].col);
        draw_rock(draw, c - ImVec2(0, lift), radius * 0.98f, pal, seed);
    }
    // Bubbles on free cells (a claimed cell shows them as badges on its stone).
    for (int row = 0; row < board.rows(); ++row) {
        for (int col = 0; col < board.cols(); ++col) {
            const int n = board.bubbles_at({col, row});
            if (n > 0 && board.at({col, row}) == Stone::Empty)
                draw_bubbles(draw, im(g.center({col, row})), radius, pal, n);
        }
    }

    // Pieces, in the order they were played, each with its own animation.
    const auto history = board.history();
    for (std::size_t i = 0; i < history.size(); ++i) {
        const Cell cell_pos = history[i];
        const int side = i % 2 == 0 ? 0 : 1;
        ImVec2 c = im(g.center(cell_pos));
        const double age = age_of(what, i);
        float r = radius, alpha = 1.0f;
        if (c4) {
            c.y -= drop_offset(c.y - top + cell * 0.6f, cell, age);
        } else {
            const float grow = ease_out(static_cast<float>(age / 0.2));
            r *= 0.55f + 0.45f * grow;
            alpha = grow;
        }
        draw_piece(draw, c, r, pal, side, alpha, what.marks);
        if (const int n = board.bubbles_at(cell_pos); n > 0 && age > 0.2) draw_bubble_badges(draw, c, r, pal, n);
    }

    if (what.numbers && what.label_font) draw_move_numbers(draw, g, what, pal, radius);
    // The last move: a ring round it, and a dot in it when it shows no number.
    if (auto last = board.last_cell(); last && age_of(what, history.size() - 1) > 0.3) {
        const ImVec2 c = im(g.center(*last));
        const std::uint32_t mark = c4 ? rgb(0xFFFFFF, 220) : pal.win_line;
        if (!what.numbers) draw->AddCircleFilled(c, radius * 0.18f, mark, 16);
        draw->AddCircle(c, radius * 0.72f, faded(mark, 0.9f), segments(radius), std::max(1.5f, cell * 0.045f));
    }
    if (board.status() == core::Status::Won) {
        float pulse = 1.0f;
        if (!what.reduced_motion && what.won_since_s >= 0) {
            const double t = what.time_s - what.won_since_s;
            if (t < kWinPulseSeconds) pulse = 0.55f + 0.45f * static_cast<float>(std::cos(t * 2.0 * kPi * 1.2));
        }
        for (const Cell& w : board.win_cells()) {
            draw->AddCircle(im(g.center(w)), radius * 1.05f, faded(pal.win_line, pulse), segments(radius),
                            std::max(2.5f, cell * 0.09f));
        }
        for (const core::Segment& line : board.win_lines()) {
            const ImVec2 a = im(g.center(line.from)), b = im(g.center(line.to));
            draw->AddLine(a, b, faded(pal.win_line, 0.3f * pulse), std::max(6.0f, cell * 0.26f));
            draw->AddLine(a, b, faded(pal.win_line, pulse), std::max(3.0f, cell * 0.12f));
        }
    }
}

// Renju's forbidden points: a red cross on each, plain on wood, earth and water.
void draw_forbidden(ImDrawList* draw, const BoardGeometry& g, std::span<const Cell> cells) {
    const float h = g.cell() * 0.2f;
    const float width = std::max(2.0f, g.cell() * 0.08f);
    for (const Cell& cell : cells) {
        const ImVec2 c = im(g.center(cell));
        // A light halo under the red, so the cross shows on dark boards too.
        for (const auto& [colour, w] : {std::pair{rgb(0xFFFFFF, 200), width + 2.0f}, std::pair{rgb(0xD1242F), width}}) {
            draw->AddLine(c - ImVec2(h, h), c + ImVec2(h, h), colour, w);
            draw->AddLine(c + ImVec2(-h, h), c + ImVec2(h, -h), colour, w);
        }
    }
}

// A position being edited: its pieces, rocks and bubbles, still.
void draw_setup(ImDrawList* draw, const BoardGeometry& g, const BoardDrawing& what, const Palette& pal) {
    const core::GameConfig& c = *what.config;
    const float radius = g.cell() * (c.game == GameKind::Connect4 ? 0.4f : 0.45f);
    for (int row = 0; row < c.rows; ++row) {
        for (int col = 0; col < c.cols; ++col) {
            const auto i = static_cast<std::size_t>(row * c.cols + col);
            const Stone s = what.setup[i];
            const ImVec2 centre = im(g.center({col, row}));
            if (s == Stone::First || s == Stone::Second) {
                draw_piece(draw, centre, radius, pal, s == Stone::First ? 0 : 1, 1.0f, what.marks);
            } else if (s == Stone::Rock) {
                draw_rock(draw, centre, radius * 0.98f, pal, static_cast<std::uint32_t>(row * 31 + col));
            } else if (i < what.setup_bubbles.size() && what.setup_bubbles[i] > 0) {
                draw_bubbles(draw, centre, radius, pal, what.setup_bubbles[i]);
            }
        }
    }
}

}  // namespace

// [SECTION] draw_board ------------------------------------------------------------

void draw_board(ImDrawList* draw, const BoardGeometry& geometry, const BoardDrawing& what) {
    const Palette& pal = palette(what.config->game, what.config->theme, what.dark);
    if (what.config->game == GameKind::Connect4) {
        draw_connect4_frame(draw, geometry, what, pal);
    } else {
        draw_gomoku_board(draw, geometry, what, pal);
    }
    if (what.board) {
        draw_contents(draw, geometry, what, pal);
        draw_forbidden(draw, geometry, what.forbidden);
    } else if (!what.setup.empty()) {
        draw_setup(draw, geometry, what, pal);
    }
    const float cell = geometry.cell();
    if (what.preview) {
        const float radius = cell * (what.config->game == GameKind::Connect4 ? 0.4f : 0.45f);
        const ImVec2 c = im(geometry.center(*what.preview));
        draw_piece(draw, c, radius, pal, what.preview_side == core::Side::First ? 0 : 1, 0.45f, what.marks);
        if (what.preview_armed) {
            // The cell a second tap plays: a ring a fingertip wide (small cells
            // get a ring larger than the cell) and, in Gomoku, guides along its
            // row and column, so the point is plain even under a finger.
            const float pulse =
                what.reduced_motion ? 1.0f : 0.6f + 0.4f * static_cast<float>(std::sin(what.time_s * 6.0));
            const float ring = std::max(radius * 1.12f, 15.0f);
            if (what.config->game == GameKind::Gomoku) {
                const Rect f = geometry.frame();
                const ImU32 guide = faded(pal.accent, 0.55f * pulse);
                const float width = std::max(1.5f, cell * 0.06f);
                draw->AddLine(ImVec2(f.x, c.y), ImVec2(c.x - ring, c.y), guide, width);
                draw->AddLine(ImVec2(c.x + ring, c.y), ImVec2(f.x + f.w, c.y), guide, width);
                draw->AddLine(ImVec2(c.x, f.y), ImVec2(c.x, c.y - ring), guide, width);
                draw->AddLine(ImVec2(c.x, c.y + ring), ImVec2(c.x, f.y + f.h), guide, width);
            }
            draw->AddCircle(c, ring, faded(pal.accent, pulse), segments(ring), std::max(2.5f, cell * 0.08f));
        }
    }
    if (what.hint) {
        // A ring that breathes for a few seconds, so the suggestion is easy to
        // spot, then stays still (an idle screen is not redrawn).
        const float pulse = what.hint_age_s < 3.0 && !what.reduced_motion
                                ? 0.5f + 0.5f * static_cast<float>(std::sin(what.time_s * 4.0))
                                : 1.0f;
        draw->AddCircle(im(geometry.center(*what.hint)), cell * (0.42f + 0.06f * pulse), rgb(0x2EA043, 220), 40,
                        std::max(2.0f, cell * 0.08f));
    }
    for (const core::Cell& better : what.better) {
        // The review's better move: a still ring, dashed by a second inside.
        const ImVec2 c = im(geometry.center(better));
        draw->AddCircle(c, cell * 0.45f, rgb(0x2EA043, 235), 40, std::max(2.0f, cell * 0.08f));
        draw->AddCircle(c, cell * 0.33f, rgb(0x2EA043, 150), 40, std::max(1.0f, cell * 0.03f));
    }
    if (what.cursor) {
        const ImVec2 c = im(geometry.center(*what.cursor));
        const float h = cell * 0.5f;
        draw->AddRect(c - ImVec2(h, h), c + ImVec2(h, h), rgb(0xFF8C00, 235), cell * 0.12f, 0,
                      std::max(2.0f, cell * 0.07f));
    }
}

}  // namespace lineup::app
