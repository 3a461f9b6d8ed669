// Board pieces: the drawing helpers and the pieces the board view draws
// (discs, stones and their colour-blind marks, rocks, bubbles), with ImGui
// draw lists. board_view.cpp lays them on the board.
#pragma once

#include <imgui.h>

#include <cstdint>

#include "app/session/board_geometry.hpp"
#include "app/session/palette.hpp"

namespace lineup::app::drawing {

inline constexpr float kPi = 3.14159265f;

/// A point as ImGui takes it.
ImVec2 im(Vec2 v);
/// The colour between `a` and `b` (t: 0..1).
std::uint32_t mix(std::uint32_t a, std::uint32_t b, float t);
/// A repeatable pseudo-random number in [0, 1) from three integers.
float noise(std::uint32_t a, std::uint32_t b, std::uint32_t c = 0);
/// Quick at first, slow at the end (t: 0..1).
float ease_out(float t);
/// Enough segments for a smooth circle of `radius`.
int segments(float radius);
/// The outer `width` pixels of the filled rounded rectangle [min, max]: what
/// shows of a shadow under something opaque, without filling (and paying for)
/// the hidden middle.
void add_rim(ImDrawList* draw, ImVec2 min, ImVec2 max, std::uint32_t colour, float rounding, float width);
/// How far above its cell a falling Connect 4 disc is, `age` seconds after the move.
float drop_offset(float d, float cell, double age);
/// A disc or stone of `side` (0, 1) at `c`; `mark` adds the colour-blind shape.
void draw_piece(ImDrawList* draw, ImVec2 c, float r, const Palette& pal, int side, float alpha, bool mark);
/// A rock at `c`, shaped by `seed`.
void draw_rock(ImDrawList* draw, ImVec2 c, float r, const Palette& pal, std::uint32_t seed);
/// `count` bubbles on a cell.
void draw_bubbles(ImDrawList* draw, ImVec2 c, float r, const Palette& pal, int count);
/// The bubbles a piece holds, as small badges on it.
void draw_bubble_badges(ImDrawList* draw, ImVec2 c, float r, const Palette& pal, int count);

}  // namespace lineup::app::drawing
