#include "app/analysis.hpp"

#include <algorithm>

#include "ai/levels.hpp"
#include "ai/protocol.hpp"

namespace lineup::app {

using State = ColumnScore::State;

void Analysis::follow(const core::Board& board, AiService& service, bool may_ask) {
    auto moves = board.moves();
    if (columns_.empty() || position_.config != board.config() || position_.moves != moves) {
        stop(service);
        position_ = {board.config(), std::move(moves)};
        columns_.assign(static_cast<std::size_t>(board.cols()), ColumnScore{});
        for (int col = 0; col < board.cols(); ++col) {
            if (board.height(col) >= board.rows()) columns_[static_cast<std::size_t>(col)].state = State::Full;
        }
    }
    if (!may_ask || waiting()) return;
    const auto next =
        std::find_if(columns_.begin(), columns_.end(), [](const ColumnScore& c) { return c.state == State::Pending; });
    if (next == columns_.end()) return;
    ai::Request request;
    request.kind = ai::RequestKind::Score;
    request.level = ai::Level::Max;
    request.time_ms = kColumnTimeMs;
    waiting_col_ = static_cast<int>(next - columns_.begin());
    request.record = position_;
    request.record.moves.push_back(core::Move::column(waiting_col_));
    request_.submit(service, std::move(request));
}

void Analysis::poll(AiService& service) {
    const auto reply = request_.poll(service);
    if (!reply) return;
    ColumnScore& column = columns_[static_cast<std::size_t>(waiting_col_)];
    if (reply->ok && reply->value) {
        column = {State::Known, *reply->value};
    } else {
        column.state = State::Unknown;  // out of time, or the worker could not serve it
    }
}

void Analysis::stop(AiService& service) { request_.cancel(service); }

void Analysis::clear() {
    columns_.clear();
    position_ = {};
    request_.forget();
}

int Analysis::settled() const {
    return static_cast<int>(std::count_if(columns_.begin(), columns_.end(), [](const ColumnScore& c) {
        return c.state == State::Known || c.state == State::Unknown;
    }));
}

int Analysis::playable() const {
    return static_cast<int>(
        std::count_if(columns_.begin(), columns_.end(), [](const ColumnScore& c) { return c.state != State::Full; }));
}

}  // namespace lineup::app
