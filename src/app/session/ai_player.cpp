#include "app/session/ai_player.hpp"

#include <utility>

#include "ai/protocol.hpp"
#include "core/record.hpp"
#include "text/messages.hpp"

namespace lineup::app {

AiPlayer::AiPlayer(EngineBroker& broker, ai::Level level, int time_ms, std::uint64_t seed, double min_move_ms)
    : engine_(broker, EnginePriority::Move), level_(level), time_ms_(time_ms), seed_(seed), min_move_ms_(min_move_ms) {}

void AiPlayer::start_turn(const core::Board& board) {
    ai::Request request;
    request.kind = ai::RequestKind::Move;
    request.level = level_;
    request.time_ms = time_ms_;
    request.seed = seed_ + static_cast<std::uint64_t>(board.ply());
    request.record = core::record_of(board);
    ready_.reset();
    ready_choice_.reset();
    failure_.clear();
    started_ms_ = now_ms_;
    engine_.submit(std::move(request));
}

void AiPlayer::receive() {
    if (ready_ || ready_choice_) return;
    auto reply = engine_.poll();
    if (!reply) return;
    if (!reply->ok) {
        failure_ = reply->reason.empty() ? std::string("?") : reply->reason;
    } else if (reply->choice) {
        ready_choice_ = reply->choice;
    } else {
        ready_ = reply->move;
        ready_outlook_ = reply->outlook;
    }
}

std::optional<core::Move> AiPlayer::poll() {
    receive();
    if (!ready_ || !due()) return std::nullopt;
    auto move = ready_;
    ready_.reset();
    outlook_ = ready_outlook_;
    return move;
}

std::optional<core::OpeningChoice> AiPlayer::poll_choice() {
    receive();
    if (!ready_choice_ || !due()) return std::nullopt;
    auto choice = ready_choice_;
    ready_choice_.reset();
    return choice;
}

void AiPlayer::reset() {
    engine_.cancel();
    ready_.reset();
    ready_choice_.reset();
}

}  // namespace lineup::app
