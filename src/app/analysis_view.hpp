// The analysis overlay of Connect 4 (session.hpp, "Analysis mode"): in each
// playable column, in the cell a disc would fall into, the column's exact
// score (positive: the side to move wins, zero: a draw, negative: it loses;
// Pascal Pons' convention) on a badge coloured green, grey or red; three dots
// while the solver works on it. Where the solver ran out of time, the
// heuristic search's estimate on a paler badge, "≈" before it; "?" where the
// worker could say nothing.
#pragma once

#include <span>
#include <string>

#include "app/analysis.hpp"
#include "app/board_geometry.hpp"
#include "core/board.hpp"

struct ImDrawList;
struct ImFont;

namespace lineup::app {

void draw_column_scores(ImDrawList* draw, const BoardGeometry& geometry, const core::Board& board,
                        std::span<const ColumnScore> scores, ImFont* font, double time_s, bool reduced_motion);

}  // namespace lineup::app
