#include "app/ui/page_state_analysis.hpp"

#include "app/ui/analysis_view.hpp"
#include "core/notation.hpp"
#include "text/analysis_messages.hpp"

namespace lineup::app {

using namespace lineup::core;

namespace {

// Each column's compact label, its chip as drawn, and its exact score.
void write_columns(JsonWriter& json, const Session& s, bool compact) {
    const Board* b = s.board();
    json.key("columnLabels").begin_array();
    for (const ColumnScore& column : s.analysis_columns()) json.value(score_label(column));
    json.end_array();
    json.key("columnChips").begin_array();
    for (const ColumnScore& column : s.analysis_columns()) {
        json.value(b ? chip_text(column, *b, s.language(), compact) : score_label(column));
    }
    json.end_array();
    json.key("columnScores").begin_array();
    for (const ColumnScore& column : s.analysis_columns()) {
        column.state == ColumnScore::State::Known ? json.value(column.score) : json.null();
    }
    json.end_array();
    // Where each exact score came from: "book", or "solver" and its nodes.
    json.key("columnSources").begin_array();
    for (const ColumnScore& column : s.analysis_columns()) {
        if (column.state != ColumnScore::State::Known) {
            json.null();
        } else {
            json.value(column.from_book ? "book" : "solver");
        }
    }
    json.end_array();
    json.key("columnNodes").begin_array();
    for (const ColumnScore& column : s.analysis_columns()) {
        column.state == ColumnScore::State::Known ? json.value(static_cast<long long>(column.nodes)) : json.null();
    }
    json.end_array();
}

}  // namespace

void write_analysis(JsonWriter& json, const Session& s, const DisplaySettings& display) {
    const Board* b = s.board();
    const GameConfig& c = s.current_config();
    // The analysis overlay: one compact label per column ("+3", "0", "-2",
    // "…" while not known, "≈+0.7" estimated, "?" given up, "" full), the
    // chips as drawn ("Win in 3", "Draw", "Loss in 5"; the compact labels
    // with the setting), the exact scores (null where not known), and the
    // legend and note on estimates under the message.
    json.key("analysis").value(s.analysis_on());
    json.key("assisted").value(s.assisted());
    json.key("compactScores").value(display.compact_scores);
    write_columns(json, s, display.compact_scores);
    json.key("analysisNote").value(s.analysis_note());
    json.key("analysisLegend").value(s.analysis_legend(display.compact_scores));
    // The analysis still works (`animating` stays false while only it does).
    json.key("deepening").value(s.analysis_busy());
    // Gomoku analysis: the engine's view as the bar and the board show it.
    json.key("evaluation");
    if (const auto& view = s.engine_view(); view && b) {
        json.begin_object();
        json.key("depth").value(view->depth);
        json.key("deepening").value(s.deepening().deepening());
        json.key("value").value(view->value);
        json.key("outlook").value(std::string(to_string(view->outlook)));
        json.key("firstChance").value(first_player_chance(*view));
        json.key("label").value(evaluation_label(c, *view, s.deepening().deepening(), s.language()));
        json.key("line").begin_array();
        for (const Cell& cell : view->line) json.value(format_move(c, Move::at(cell)));
        json.end_array();
        json.key("candidates").begin_array();
        for (const ai::RankedMove& m : view->candidates) {
            json.begin_object().key("move").value(format_move(c, m.move)).key("value").value(m.value).end_object();
        }
        json.end_array();
        json.end_object();
    } else {
        json.null();
    }
    // The game review: each move's grade as the protocol names it (null until
    // graded), the progress, the better moves named for the move shown, and
    // the summary lines the panel shows.
    json.key("review");
    if (s.reviewing()) {
        const Review& r = s.review();
        json.begin_object();
        json.key("graded").value(r.graded());
        json.key("total").value(r.total());
        json.key("complete").value(r.complete());
        json.key("grades").begin_array();
        for (int n = 1; n <= r.total(); ++n) {
            r.move(n).known ? json.value(std::string(to_string(r.move(n).grade))) : json.null();
        }
        json.end_array();
        json.key("better").begin_array();  // ringed on the board
        for (const Move& m : s.review_better()) json.value(format_move(c, m));
        json.end_array();
        json.key("summary").begin_array();
        if (r.complete()) {
            for (int side = 0; side < 2; ++side) {
                json.value(s.review_summary(side == 0 ? Side::First : Side::Second));
            }
        }
        json.end_array();
        json.end_object();
    } else {
        json.null();
    }
}

}  // namespace lineup::app
