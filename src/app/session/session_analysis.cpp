#include "app/session/session_analysis.hpp"

#include <algorithm>

#include "text/analysis_messages.hpp"

namespace lineup::app {

using namespace lineup::core;
using namespace lineup::text;

namespace {

const std::vector<ColumnScore> kNoColumns;
const std::optional<EngineView> kNoView;

}  // namespace

std::string SessionAnalysis::set(bool on, bool against_computer, GameKind game, Language language) {
    on_ = on;
    if (!on) {
        pause();
        clear();
        return std::string(tr(language, "Analysis off."));
    }
    if (against_computer) assisted_ = true;
    const bool gomoku = game == GameKind::Gomoku;
    return std::string(tr(language, assisted_
                                        ? "Analysis on: this game is marked assisted and is not counted in the results."
                                    : gomoku ? "Analysis on: the bar shows who is ahead, the board the best line."
                                             : "Analysis on: every column shows its score."));
}

void SessionAnalysis::follow(const Board* shown) {
    if (!shown) {
        pause();
        clear();
        return;
    }
    if (shown->game() == GameKind::Connect4) {
        deepening_.stop();
        deepening_.clear();
        scores_.follow(*shown);
    } else {
        scores_.stop();
        scores_.clear();
        deepening_.follow(*shown);
    }
}

const std::vector<ColumnScore>& SessionAnalysis::columns() const { return on_ ? scores_.columns() : kNoColumns; }

bool SessionAnalysis::animates() const {
    const auto& shown = columns();
    return on_ && std::any_of(shown.begin(), shown.end(),
                              [](const auto& c) { return c.state == ColumnScore::State::Pending; });
}

std::string SessionAnalysis::note(Language language) const {
    const auto& shown = columns();
    const bool estimated = std::any_of(shown.begin(), shown.end(),
                                       [](const ColumnScore& c) { return c.state == ColumnScore::State::Estimate; });
    return estimated ? msg_column_estimates(busy(), language) : std::string();
}

std::string SessionAnalysis::legend(const Board* shown, bool compact, Language language) const {
    if (!on_ || !shown) return "";
    const GameConfig& config = shown->config();
    return config.game == GameKind::Gomoku ? msg_bar_legend(config, language) : msg_chip_legend(compact, language);
}

const std::optional<EngineView>& SessionAnalysis::engine_view() const { return on_ ? deepening_.view() : kNoView; }

}  // namespace lineup::app
