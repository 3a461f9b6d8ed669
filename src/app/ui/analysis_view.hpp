// The analysis overlay of Connect 4 (session.hpp, "Analysis mode"): in each
// playable column, in the cell a disc would fall into, the column's exact
// score on a chip coloured green, grey or red: in words, "Win" over "in 3",
// "Draw", "Loss" over "in 5" (analysis.hpp's chip_lines), or with the display
// setting `compact_scores` as "+3", "0", "-2" (Pascal Pons' convention); three
// dots while the solver works on it. Where the solver ran out of time, the
// heuristic search's estimate on a paler badge, "≈" before it; "?" where the
// worker could say nothing.
#pragma once

#include <span>
#include <string>

#include "app/session/analysis.hpp"
#include "app/session/board_geometry.hpp"
#include "core/board.hpp"
#include "text/language.hpp"

struct ImDrawList;
struct ImFont;

namespace lineup::app {

void draw_column_scores(ImDrawList* draw, const BoardGeometry& geometry, const core::Board& board,
                        std::span<const ColumnScore> scores, ImFont* font, double time_s, bool reduced_motion,
                        text::Language lang, bool compact);
}  // namespace lineup::app
