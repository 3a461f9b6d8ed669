#include "app/session/game_events.hpp"

#include <algorithm>

#include "core/notation.hpp"

namespace lineup::app {

using namespace lineup::core;

void GameEvents::report(const Board& board) {
    reported_ply_ = std::min(reported_ply_, board.ply());
    const auto moves = board.moves();
    for (; reported_ply_ < board.ply(); ++reported_ply_) {
        const Side side = reported_ply_ % 2 == 0 ? Side::First : Side::Second;
        events_.push_back({SessionEvent::Type::Move,
                           format_move(board.config(), moves[static_cast<std::size_t>(reported_ply_)]), side});
    }
    const bool over = board.status() != Status::Playing;
    if (over && !reported_over_) events_.push_back({SessionEvent::Type::GameOver, {}, board.winner()});
    reported_over_ = over;
}

std::vector<SessionEvent> GameEvents::take() {
    std::vector<SessionEvent> out;
    out.swap(events_);
    return out;
}

}  // namespace lineup::app
