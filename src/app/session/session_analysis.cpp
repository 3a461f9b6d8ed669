// Session's analysis mode (session.hpp): when the overlay is shown, when the
// service is free for it, and the assisted mark of games against the computer.
#include "app/session/session.hpp"

#include <algorithm>

#include "text/analysis_messages.hpp"
#include "text/friend_messages.hpp"

namespace lineup::app {

using namespace lineup::core;
using namespace lineup::text;

namespace {

const std::vector<ColumnScore> kNoColumns;
const std::optional<EngineView> kNoView;

}  // namespace

void Session::set_analysis(bool on) {
    if (on == analysis_on_) return;
    if (on && mode_ == Mode::Friend && refused_with_friend(msg_no_help_with_friend(language_))) return;
    if (on && !ai_available()) {
        say(std::string(tr(language_, "Analysis needs the computer, which is not available here.")));
        return;
    }
    analysis_on_ = on;
    if (!on) {
        pause_analysis();
        analysis_.clear();
        deepening_.clear();
        say(std::string(tr(language_, "Analysis off.")));
        return;
    }
    const bool against_computer = match_ && !replaying() && phase_ == Phase::Playing && mode_ == Mode::PvC;
    if (against_computer) assisted_ = true;
    const bool gomoku = current_config().game == GameKind::Gomoku;
    say(std::string(tr(language_, assisted_
                                      ? "Analysis on: this game is marked assisted and is not counted in the results."
                                  : gomoku ? "Analysis on: the bar shows who is ahead, the board the best line."
                                           : "Analysis on: every column shows its score.")));
    update_analysis();
}

const std::vector<ColumnScore>& Session::analysis_columns() const {
    return analysis_on_ ? analysis_.columns() : kNoColumns;
}

bool Session::analysis_animates() const {
    const auto& columns = analysis_columns();
    return analysis_on_ && std::any_of(columns.begin(), columns.end(),
                                       [](const auto& c) { return c.state == ColumnScore::State::Pending; });
}

std::string Session::analysis_note() const {
    const auto& columns = analysis_columns();
    const bool estimated = std::any_of(columns.begin(), columns.end(),
                                       [](const ColumnScore& c) { return c.state == ColumnScore::State::Estimate; });
    return estimated ? msg_column_estimates(analysis_busy(), language_) : std::string();
}

std::string Session::analysis_legend(bool compact) const {
    if (!analysis_on_ || !board()) return "";
    const core::GameConfig& config = current_config();
    return config.game == core::GameKind::Gomoku ? msg_bar_legend(config, language_)
                                                 : msg_chip_legend(compact, language_);
}

const std::optional<EngineView>& Session::engine_view() const { return analysis_on_ ? deepening_.view() : kNoView; }

void Session::stop_deepening() { deepening_.stop_deepening(); }

void Session::pause_analysis() {
    analysis_.stop();
    deepening_.stop();
}

void Session::update_analysis() {
    if (review_busy()) {  // the review has the service until it is complete
        pause_analysis();
        return;
    }
    const Board* shown = board();
    const bool wanted = analysis_on_ && ai_available() && shown && shown->status() == Status::Playing &&
                        (human_to_move() || replaying()) && mode_ != Mode::Friend;
    if (!wanted) {
        pause_analysis();
        analysis_.clear();
        deepening_.clear();
        return;
    }
    // Its requests wait in the broker while a move or a hint is asked.
    if (shown->game() == GameKind::Connect4) {
        deepening_.stop();
        deepening_.clear();
        analysis_.follow(*shown);
    } else {
        analysis_.stop();
        analysis_.clear();
        deepening_.follow(*shown);
    }
}

}  // namespace lineup::app
