#include "app/ai_player.hpp"

#include "ai/protocol.hpp"
#include "core/record.hpp"
#include "text/messages.hpp"

namespace lineup::app {

std::uint32_t next_request_id() {
    static std::uint32_t id = 0;
    return ++id;
}

AiPlayer::AiPlayer(AiService& service, ai::Level level, int time_ms, std::uint64_t seed, double min_move_ms)
    : service_(service), level_(level), time_ms_(time_ms), seed_(seed), min_move_ms_(min_move_ms) {}

void AiPlayer::start_turn(const core::Board& board) {
    ai::Request request;
    request.kind = ai::RequestKind::Move;
    request.id = next_request_id();
    request.level = level_;
    request.time_ms = time_ms_;
    request.seed = seed_ + static_cast<std::uint64_t>(board.ply());
    request.record = core::record_of(board);
    waiting_id_ = request.id;
    ready_.reset();
    ready_choice_.reset();
    failure_.clear();
    started_ms_ = now_ms_;
    service_.submit(ai::format_request(request));
}

void AiPlayer::receive() {
    if (waiting_id_ == 0 || ready_ || ready_choice_) return;
    auto line = service_.poll();
    if (!line) return;
    auto reply = ai::parse_reply(*line);
    if (!reply || reply->id != waiting_id_) return;
    if (!reply->ok) {
        failure_ = reply->reason.empty() ? std::string("?") : reply->reason;
        waiting_id_ = 0;
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
    waiting_id_ = 0;
    auto move = ready_;
    ready_.reset();
    outlook_ = ready_outlook_;
    return move;
}

std::optional<core::OpeningChoice> AiPlayer::poll_choice() {
    receive();
    if (!ready_choice_ || !due()) return std::nullopt;
    waiting_id_ = 0;
    auto choice = ready_choice_;
    ready_choice_.reset();
    return choice;
}

void AiPlayer::reset() {
    if (waiting_id_ != 0) service_.cancel();
    waiting_id_ = 0;
    ready_.reset();
    ready_choice_.reset();
}

}  // namespace lineup::app
