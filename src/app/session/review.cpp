#include "app/session/review.hpp"

#include <algorithm>

#include "ai/levels.hpp"
#include "ai/protocol.hpp"

namespace lineup::app {

void Review::start(const core::GameRecord& record) {
    record_ = record;
    moves_.assign(record.moves.size(), GradedMove{});
    request_.forget();
}

void Review::follow() {
    if (waiting() || complete()) return;
    const auto next = std::find_if(moves_.begin(), moves_.end(), [](const GradedMove& m) { return !m.known; });
    if (next == moves_.end()) return;
    waiting_number_ = static_cast<int>(next - moves_.begin()) + 1;
    ai::Request request;
    request.kind = ai::RequestKind::Grade;
    request.level = ai::Level::Max;
    request.time_ms = kMoveTimeMs;
    request.depth = kGomokuDepth;
    request.record = {record_.config,
                      std::vector<core::Move>(record_.moves.begin(), record_.moves.begin() + waiting_number_)};
    request_.submit(std::move(request));
}

void Review::poll() {
    const auto reply = request_.poll();
    if (!reply) return;
    GradedMove& graded = moves_[static_cast<std::size_t>(waiting_number_ - 1)];
    graded.known = true;
    if (!reply->ok || !reply->grade) return;  // the worker could not serve it: left not graded
    graded.grade = *reply->grade;
    graded.value = reply->value;
    graded.best_value = reply->best_value;
    graded.best_moves = reply->best_moves;
    graded.win_moves = reply->win_moves;
}

void Review::stop() { request_.cancel(); }

void Review::clear() {
    record_ = {};
    moves_.clear();
    request_.forget();
}

int Review::graded() const {
    return static_cast<int>(std::count_if(moves_.begin(), moves_.end(), [](const GradedMove& m) { return m.known; }));
}

std::optional<int> Review::next_error(int after) const {
    for (int n = after + 1; n <= total(); ++n) {
        if (move(n).known && core::is_error(move(n).grade)) return n;
    }
    return std::nullopt;
}

std::vector<int> Review::counts(int side) const {
    std::vector<int> out(static_cast<std::size_t>(core::MoveGrade::Unknown) + 1, 0);
    for (int n = side + 1; n <= total(); n += 2) {
        if (move(n).known) ++out[static_cast<std::size_t>(move(n).grade)];
    }
    return out;
}

}  // namespace lineup::app
