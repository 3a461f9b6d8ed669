// PendingRequest: one request at a time on the AiService, for the analysis,
// the deepening and the review: its id, and the reply to it alone (a late
// reply to an abandoned request is left out).
#pragma once

#include <cstdint>
#include <optional>

#include "ai/protocol.hpp"
#include "app/ai_service.hpp"

namespace lineup::app {

class PendingRequest {
public:
    /// Gives `request` a fresh id and starts it (abandoning any other).
    void submit(AiService& service, ai::Request request);
    /// The reply to the request, once it has come; then nothing is waiting.
    /// A reply line that cannot be read counts as a failed reply.
    std::optional<ai::Reply> poll(AiService& service);
    /// Cancels the request.
    void cancel(AiService& service);
    /// Forgets the request without cancelling it (the service was reset).
    void forget() { id_ = 0; }
    bool waiting() const { return id_ != 0; }

private:
    std::uint32_t id_ = 0;
};

}  // namespace lineup::app
