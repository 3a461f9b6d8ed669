// The analysis overlay of Connect 4 (session.hpp, "Analysis mode"): in each
// playable column, in the cell a disc would fall into, the column's exact
// score (positive: the side to move wins, zero: a draw, negative: it loses;
// Pascal Pons' convention) on a badge coloured green, grey or red; three dots
// while the solver works on it, "?" where it gave up.
#pragma once

#include <span>
#include <string>

#include "app/analysis.hpp"
#include "app/board_geometry.hpp"
#include "core/board.hpp"

struct ImDrawList;
struct ImFont;

namespace lineup::app {

/// The label of a column's score as drawn and as the page's state() reports
/// it: "+3", "0", "-2", "…" (not known yet), "?" (given up), "" (full).
std::string score_label(const ColumnScore& score);

void draw_column_scores(ImDrawList* draw, const BoardGeometry& geometry, const core::Board& board,
                        std::span<const ColumnScore> scores, ImFont* font, double time_s, bool reduced_motion);

}  // namespace lineup::app
