// The page's state() of the analysis and the review (page_state.hpp): what
// the overlays, the evaluation bar and the review show, as drawn.
#pragma once

#include "app/session/display_settings.hpp"
#include "app/session/json.hpp"
#include "app/session/session.hpp"

namespace lineup::app {

/// Writes "analysis", "assisted", "compactScores", the columns' labels,
/// chips, scores, sources and nodes, "analysisNote", "analysisLegend",
/// "deepening", "evaluation" (Gomoku's view, or null) and "review" (or null).
void write_analysis(JsonWriter& json, const Session& session, const DisplaySettings& display);

}  // namespace lineup::app
