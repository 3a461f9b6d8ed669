// Gomoku's analysis as drawn (session.hpp, "Analysis mode"): the evaluation
// bar in the panel, split between the two colours by their winning chances,
// and on the board the best line as numbered ghost stones (the side to move's
// first) and the best three moves ringed and lettered A, B, C.
#pragma once

#include "app/session/board_geometry.hpp"
#include "app/session/deepening.hpp"
#include "app/session/palette.hpp"
#include "core/board.hpp"

struct ImDrawList;
struct ImFont;

namespace lineup::app {

/// The best line's stones shown on the board, at most.
inline constexpr int kShownLine = 9;

/// The bar in [x0, x1] x [y0, y1]: the first player's colour from the left.
void draw_evaluation_bar(ImDrawList* draw, float x0, float y0, float x1, float y1, const Palette& pal,
                         double first_chance);
void draw_engine_view(ImDrawList* draw, const BoardGeometry& geometry, const core::Board& board, const EngineView& view,
                      ImFont* font);

}  // namespace lineup::app
