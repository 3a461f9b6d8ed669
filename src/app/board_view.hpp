// Board drawing with ImGui draw lists: vector shapes sized from the window, so
// the board is sharp at any size and pixel density.
#pragma once

#include <optional>

#include "app/board_geometry.hpp"
#include "core/board.hpp"

struct ImDrawList;

namespace lineup::app {

struct BoardDrawing {
    const core::GameConfig* config = nullptr;
    const core::Board* board = nullptr;  ///< nullptr: an empty board (menu)
    std::optional<core::Cell> preview;   ///< where the next stone would go
    core::Side preview_side = core::Side::First;
    std::optional<core::Cell> hint;      ///< the computer's suggestion
    std::optional<core::Cell> cursor;    ///< the keyboard cursor
    double time_s = 0;                   ///< for pulsing marks
    double hint_age_s = 0;               ///< the hint breathes for its first seconds
};

void draw_board(ImDrawList* draw, const BoardGeometry& geometry, const BoardDrawing& what);

}  // namespace lineup::app
