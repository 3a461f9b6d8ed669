#define IMGUI_DEFINE_MATH_OPERATORS
#include "app/ui/board_pieces.hpp"

#include <algorithm>
#include <cmath>

namespace lineup::app::drawing {

// [SECTION] helpers ------------------------------------------------------------

ImVec2 im(Vec2 v) { return {v.x, v.y}; }

std::uint32_t mix(std::uint32_t a, std::uint32_t b, float t) {
    std::uint32_t out = 0;
    for (int shift = 0; shift < 32; shift += 8) {
        const float x = static_cast<float>((a >> shift) & 0xFF);
        const float y = static_cast<float>((b >> shift) & 0xFF);
        out |= static_cast<std::uint32_t>(std::lround(x + (y - x) * t)) << shift;
    }
    return out;
}

// A stable pseudo-random number in [0, 1) for the texture details.
float noise(std::uint32_t a, std::uint32_t b, std::uint32_t c) {
    std::uint32_t h = a * 0x9E3779B1u ^ (b + 0x7F4A7C15u) * 0x85EBCA77u ^ (c + 0x165667B1u) * 0xC2B2AE3Du;
    h ^= h >> 15;
    h *= 0x2C1B3C6Du;
    h ^= h >> 12;
    h *= 0x297A2D39u;
    h ^= h >> 15;
    return static_cast<float>(h & 0xFFFFFF) / static_cast<float>(0x1000000);
}

float ease_out(float t) {
    t = std::clamp(t, 0.0f, 1.0f);
    return 1.0f - (1.0f - t) * (1.0f - t) * (1.0f - t);
}

int segments(float radius) { return std::clamp(static_cast<int>(radius * 0.8f), 16, 64); }

void add_rim(ImDrawList* draw, ImVec2 min, ImVec2 max, std::uint32_t colour, float rounding, float width) {
    width = std::min({width, (max.x - min.x) / 2, (max.y - min.y) / 2});
    const ImVec2 inset(width / 2, width / 2);
    draw->AddRect(min + inset, max - inset, colour, std::max(0.0f, rounding - width / 2), 0, width);
}

// Height above its cell of something dropped `d` pixels that has been falling
// for `age` seconds: gravity, then one small bounce. 0 at rest.
float drop_offset(float d, float cell, double age) {
    const float g = 60.0f * cell;  // pixels per second squared
    const float t = static_cast<float>(age);
    const float fall = std::sqrt(2.0f * d / g);
    if (t < fall) return d - 0.5f * g * t * t;
    const float bounce = 0.16f;
    const float height = std::min(0.16f * cell, 0.1f * d);
    if (t < fall + bounce) return height * std::sin(kPi * (t - fall) / bounce);
    return 0.0f;
}

// [SECTION] pieces, marks, rocks, bubbles -----------------------------------------

// A shaded piece: a dark rim, a body that lightens towards the top left, a highlight.
void draw_piece(ImDrawList* draw, ImVec2 c, float r, const Palette& pal, int side, float alpha, bool mark) {
    if (alpha <= 0.0f || r <= 0.5f) return;
    const int n = segments(r);
    draw->AddCircleFilled(c + ImVec2(r * 0.06f, r * 0.1f), r, faded(rgb(0x000000, 60), alpha), n);  // shadow
    draw->AddCircleFilled(c, r, faded(pal.piece_dark[side], alpha), n);
    draw->AddCircleFilled(c - ImVec2(r * 0.04f, r * 0.05f), r * 0.9f, faded(pal.piece[side], alpha), n);
    for (int k = 1; k <= 4; ++k) {
        const float t = static_cast<float>(k) / 5.0f;
        draw->AddCircleFilled(c - ImVec2(r * 0.22f, r * 0.26f) * t, r * (0.88f - 0.5f * t),
                              faded(mix(pal.piece[side], pal.piece_light[side], t * 0.7f), alpha * 0.55f), n);
    }
    draw->AddCircleFilled(c - ImVec2(r * 0.36f, r * 0.4f), r * 0.15f, faded(rgb(0xFFFFFF, 150), alpha), 16);
    if (!mark) return;
    // Shapes for colour-blind players: a ring on the first side, a diamond on the second.
    const std::uint32_t colour = faded(pal.mark[side], alpha * 0.9f);
    if (side == 0) {
        draw->AddCircle(c, r * 0.4f, colour, n, std::max(1.5f, r * 0.13f));
    } else {
        const float d = r * 0.42f;
        draw->AddQuadFilled(c + ImVec2(0, -d), c + ImVec2(d, 0), c + ImVec2(0, d), c + ImVec2(-d, 0), colour);
    }
}

// An irregular shaded stone; `seed` makes each rock its own shape.
void draw_rock(ImDrawList* draw, ImVec2 c, float r, const Palette& pal, std::uint32_t seed) {
    constexpr int kPoints = 11;
    ImVec2 outline[kPoints];
    ImVec2 facet[kPoints];
    for (int i = 0; i < kPoints; ++i) {
        const float angle = 2.0f * kPi * static_cast<float>(i) / kPoints + noise(seed, 1) * 0.6f;
        const float reach = r * (0.78f + 0.22f * noise(seed, static_cast<std::uint32_t>(i) + 2));
        outline[i] = c + ImVec2(std::cos(angle), std::sin(angle) * 0.86f) * reach;
        facet[i] = c + ImVec2(-r * 0.12f, -r * 0.14f) + (outline[i] - c) * 0.62f;
    }
    draw->AddConvexPolyFilled(outline, kPoints, rgb(0x000000, 50));  // shadow, offset below
    for (ImVec2& p : outline) p -= ImVec2(0, r * 0.08f);
    draw->AddConvexPolyFilled(outline, kPoints, pal.rock_dark);
    ImVec2 body[kPoints];
    for (int i = 0; i < kPoints; ++i) body[i] = c + (outline[i] - c) * 0.9f - ImVec2(r * 0.03f, r * 0.05f);
    draw->AddConvexPolyFilled(body, kPoints, pal.rock);
    for (ImVec2& p : facet) p -= ImVec2(0, r * 0.08f);
    draw->AddConvexPolyFilled(facet, kPoints, faded(pal.rock_light, 0.55f));
    // A crack and a couple of specks.
    const ImVec2 a = c + ImVec2(r * (0.1f + 0.3f * noise(seed, 20)), -r * 0.1f);
    draw->AddLine(a, a + ImVec2(r * 0.25f, r * 0.3f), faded(pal.rock_dark, 0.8f), std::max(1.0f, r * 0.05f));
    draw->AddCircleFilled(c + ImVec2(-r * 0.3f, r * 0.25f), r * 0.06f, faded(pal.rock_dark, 0.7f), 8);
    draw->AddPolyline(outline, kPoints, faded(pal.rock_dark, 0.9f), ImDrawFlags_Closed, std::max(1.0f, r * 0.05f));
}

// A translucent bubble with a rim, a highlight arc and a glint.

// The bubbles of a cell: one, two (a big and a small one, visibly double) or more.
namespace {

void draw_one_bubble(ImDrawList* draw, ImVec2 c, float r, const Palette& pal) {
    const int n = segments(r);
    const float ring = std::max(1.2f, r * 0.08f);
    // A tint of the board's deep tone inside and a dark rim outside the pale
    // ring: the bubble shows on a pale cell (a Connect 4 hole) as on the board.
    draw->AddCircleFilled(c, r, faded(pal.board_dark, 0.22f), n);
    draw->AddCircle(c, r + ring, faded(pal.board_dark, 0.75f), n, ring);
    draw->AddCircle(c, r, pal.bubble, n, ring);
    draw->PathArcTo(c, r * 0.74f, kPi * 1.1f, kPi * 1.45f, 12);
    draw->PathStroke(rgb(0xFFFFFF, 210), 0, std::max(1.2f, r * 0.1f));
    draw->AddCircleFilled(c + ImVec2(r * 0.42f, r * 0.38f), r * 0.09f, rgb(0xFFFFFF, 200), 10);
}

}  // namespace

void draw_bubbles(ImDrawList* draw, ImVec2 c, float r, const Palette& pal, int count) {
    if (count == 1) {
        draw_one_bubble(draw, c, r * 0.62f, pal);
    } else {
        draw_one_bubble(draw, c + ImVec2(-r * 0.2f, r * 0.12f), r * 0.52f, pal);
        draw_one_bubble(draw, c + ImVec2(r * 0.3f, -r * 0.28f), r * 0.36f, pal);
        if (count > 2) draw_one_bubble(draw, c + ImVec2(r * 0.38f, r * 0.4f), r * 0.22f, pal);
    }
}

// Small bubbles on a stone that claimed them.
void draw_bubble_badges(ImDrawList* draw, ImVec2 c, float r, const Palette& pal, int count) {
    for (int i = 0; i < count && i < 3; ++i) {
        draw_one_bubble(draw, c + ImVec2(r * (0.62f - 0.34f * static_cast<float>(i)), -r * 0.7f), r * 0.22f, pal);
    }
}

}  // namespace lineup::app::drawing
