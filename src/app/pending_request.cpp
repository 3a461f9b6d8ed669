#include "app/pending_request.hpp"

#include "app/ai_player.hpp"

namespace lineup::app {

void PendingRequest::submit(AiService& service, ai::Request request) {
    request.id = next_request_id();
    id_ = request.id;
    service.submit(ai::format_request(request));
}

std::optional<ai::Reply> PendingRequest::poll(AiService& service) {
    if (!waiting()) return std::nullopt;
    const auto line = service.poll();
    if (!line) return std::nullopt;
    auto reply = ai::parse_reply(*line);
    if (!reply) {
        ai::Reply failed;
        failed.id = id_;
        failed.reason = std::string(ai::to_string(reply.error()));
        id_ = 0;
        return failed;
    }
    if (reply->id != id_) return std::nullopt;
    id_ = 0;
    return std::move(*reply);
}

void PendingRequest::cancel(AiService& service) {
    if (!waiting()) return;
    service.cancel();
    id_ = 0;
}

}  // namespace lineup::app
