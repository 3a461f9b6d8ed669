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
    request.record = {board.config(), board.moves()};
    waiting_id_ = request.id;
    ready_.reset();
    failure_.clear();
    started_ms_ = now_ms_;
    service_.submit(ai::format_request(request));
}

std::optional<core::Move> AiPlayer::poll() {
    if (waiting_id_ != 0 && !ready_) {
        if (auto line = service_.poll()) {
            auto reply = ai::parse_reply(*line);
            if (reply && reply->id == waiting_id_) {
                if (reply->ok) {
                    ready_ = reply->move;
                } else {
                    failure_ = reply->reason.empty() ? std::string("?") : reply->reason;
                    waiting_id_ = 0;
                }
            }
        }
    }
    if (!ready_ || now_ms_ - started_ms_ < min_move_ms_) return std::nullopt;
    waiting_id_ = 0;
    auto move = ready_;
    ready_.reset();
    return move;
}

void AiPlayer::reset() {
    if (waiting_id_ != 0) service_.cancel();
    waiting_id_ = 0;
    ready_.reset();
}

}  // namespace lineup::app
