// Session's analysis mode (session.hpp): when the overlay is shown, when the
// service is free for it, and the assisted mark of games against the computer.
#include "app/session.hpp"

namespace lineup::app {

using namespace lineup::core;
using namespace lineup::text;

namespace {

const std::vector<ColumnScore> kNoColumns;

}  // namespace

void Session::set_analysis(bool on) {
    if (on == analysis_on_) return;
    if (on && !ai_available()) {
        say(std::string(tr(language_, "Analysis needs the computer, which is not available here.")));
        return;
    }
    analysis_on_ = on;
    if (!on) {
        pause_analysis();
        analysis_.clear();
        say(std::string(tr(language_, "Analysis off.")));
        return;
    }
    const bool against_computer = match_ && !replaying() && phase_ == Phase::Playing && mode_ == Mode::PvC;
    if (against_computer) assisted_ = true;
    say(std::string(tr(language_, assisted_
                                      ? "Analysis on: this game is marked assisted and is not counted in the results."
                                      : "Analysis on: every column shows its score.")));
    update_analysis();
}

const std::vector<ColumnScore>& Session::analysis_columns() const {
    return analysis_on_ ? analysis_.columns() : kNoColumns;
}

void Session::pause_analysis() {
    if (ai_) analysis_.stop(*ai_);
}

void Session::update_analysis() {
    const Board* shown = board();
    const bool wanted = analysis_on_ && ai_available() && shown && shown->game() == GameKind::Connect4 &&
                        shown->status() == Status::Playing && (human_to_move() || replaying());
    if (!wanted) {
        pause_analysis();
        analysis_.clear();
        return;
    }
    // The service is free when no computer's move and no hint is on its way.
    analysis_.follow(*shown, *ai_, !thinking());
}

}  // namespace lineup::app
