#include "app/session/deepening.hpp"
#include "text/analysis_messages.hpp"

#include <algorithm>
#include <cmath>

#include "ai/gomoku/analysis.hpp"
#include "ai/levels.hpp"
#include "text/messages.hpp"

namespace lineup::app {

double winning_chance(const EngineView& view) {
    if (view.outlook == core::Outlook::WinIn) return 1.0;
    if (view.outlook == core::Outlook::LossIn) return 0.0;
    return ai::gomoku_win_chance(view.value);
}

double first_player_chance(const EngineView& view) {
    const double chance = winning_chance(view);
    return view.to_move == core::Side::First ? chance : 1.0 - chance;
}

std::string evaluation_label(const core::GameConfig& config, const EngineView& view, bool deepening,
                             text::Language lang) {
    const double first = first_player_chance(view);
    const core::Side leader = first >= 0.5 ? core::Side::First : core::Side::Second;
    std::optional<int> win_moves;
    const bool decided = view.outlook == core::Outlook::WinIn || view.outlook == core::Outlook::LossIn;
    if (decided && view.distance) win_moves = *view.distance;
    const double lead = std::max(first, 1.0 - first);
    // Never "100%" for a position the engine has not decided.
    const int percent = std::min(99, static_cast<int>(std::lround(lead * 100.0)));
    return text::msg_evaluation(config, leader, percent, win_moves, view.depth, deepening, lang);
}

void Deepening::follow(const core::Board& board) {
    auto position = core::position_of(core::record_of(board));
    if (!followed_ || position_ != position) {
        stop();
        position_ = std::move(position);
        followed_ = true;
        to_move_ = board.to_move();
        view_.reset();
        finished_ = false;
    }
    if (waiting() || finished_) return;
    ai::Request request;
    request.kind = ai::RequestKind::Analyse;
    request.level = ai::Level::Max;
    request.time_ms = kStepTimeMs;
    request.record = position_;
    request.depth = kMaxDepth;
    request_.submit(std::move(request));
}

void Deepening::poll() {
    const auto reply = request_.poll();
    if (!reply) return;
    if (!reply->ok || reply->depth == 0) {
        finished_ = true;  // no depth completed in time, or the worker could not serve it
        return;
    }
    if (!reply->partial) finished_ = true;             // the deepest it reached: kMaxDepth, a win, or out of time
    if (view_ && reply->depth < view_->depth) return;  // a request started again, not yet as deep
    EngineView view;
    view.to_move = to_move_;
    view.depth = reply->depth;
    view.value = reply->value.value_or(0);
    view.outlook = reply->outlook;
    view.distance = reply->distance;
    for (const core::Move& m : reply->line) view.line.push_back({m.col, m.row});
    view.candidates = reply->candidates;
    view_ = std::move(view);
}

void Deepening::stop() { request_.cancel(); }

void Deepening::stop_deepening() {
    stop();
    finished_ = true;
}

void Deepening::clear() {
    followed_ = false;
    position_ = {};
    view_.reset();
    finished_ = false;
    request_.forget();
}

}  // namespace lineup::app
