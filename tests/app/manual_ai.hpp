// ManualAi: a controllable fake AiService for session tests. It serves a
// request with the real engine only when the test says so (finish(): its PART
// lines, if any, then its reply, each polled in turn), so the
// tests decide exactly when a search "finishes"; and it serves it with a node
// budget in place of the time the session gives (served()), so the reply is
// the same however busy the machine is.
#pragma once

#include <atomic>
#include <cstdint>
#include <deque>
#include <optional>
#include <string>

#include "ai/protocol.hpp"
#include "ai/request_server.hpp"
#include "app/session/ai_service.hpp"

namespace lineup::app {

class ManualAi final : public AiService {
public:
    void submit(const std::string& request) override {
        pending_ = request;
        replies_.clear();
        steps_ = 0;
        ++submitted;
    }
    std::optional<std::string> poll() override {
        if (replies_.empty()) return std::nullopt;
        std::string line = std::move(replies_.front());
        replies_.pop_front();
        return line;
    }
    void cancel() override {
        pending_.reset();
        replies_.clear();
        steps_ = 0;
        ++cancelled;
    }
    bool available() const override { return available_; }
    std::string problem() const override { return available_ ? "" : "the worker failed to load"; }

    /// Finishes the pending search; returns false when nothing was pending.
    bool finish() {
        if (!pending_) return false;
        const std::string last = engine_.handle_line(served(*pending_), nullptr,
                                                     [this](const std::string& part) { replies_.push_back(part); });
        replies_.push_back(last);
        pending_.reset();
        return true;
    }
    /// Serves the pending request as far as its next PART line (one more than
    /// the steps before gave), which it sends, and leaves the request going
    /// on; a request that ends before it sends its last reply, as finish()
    /// does. The engine serves the request from its start each time (its
    /// tables keep what the steps before searched). Returns false when
    /// nothing was pending.
    bool step() {
        if (!pending_) return false;
        std::atomic<bool> stop{false};
        int parts = 0;
        std::optional<std::string> next;
        const std::string last = engine_.handle_line(served(*pending_), &stop, [&](const std::string& part) {
            if (!next && parts++ == steps_) {
                next = part;
                stop = true;
            }
        });
        if (next) {
            replies_.push_back(*next);
            ++steps_;
            return true;
        }
        replies_.push_back(last);
        pending_.reset();
        steps_ = 0;
        return true;
    }
    /// Replies to the pending request with a failure.
    void fail(const std::string& reason) {
        replies_.push_back("FAIL " + std::to_string(pending_request().id) + " " + reason);
        pending_.reset();
    }
    /// Replies to the pending request with "DONE ID " + `fields` (a reply the
    /// test makes up, such as an estimate).
    void reply_done(const std::string& fields) {
        replies_.push_back("DONE " + std::to_string(pending_request().id) + " " + fields);
        pending_.reset();
    }
    /// Sends "PART ID " + `fields` for the pending request, which goes on.
    void reply_part(const std::string& fields) {
        replies_.push_back("PART " + std::to_string(pending_request().id) + " " + fields);
    }
    /// The pending request, read.
    ai::Request pending_request() const { return *ai::parse_request(*pending_); }
    /// Replies to `request` (an older one) instead of the pending request.
    void deliver_reply_to(const std::string& request) { replies_.push_back(engine_.handle_line(served(request))); }
    bool pending() const { return pending_.has_value(); }
    std::string last_request() const { return pending_.value_or(""); }

    int submitted = 0;
    int cancelled = 0;
    bool available_ = true;

    /// The nodes a request gets for each millisecond of its time: about what
    /// the engine searches natively on a quiet machine.
    static constexpr std::uint64_t kNodesPerMs = 1000;

private:
    /// `line` with its time turned into nodes (a line that does not parse is
    /// served as it is: the engine's refusal is the reply).
    static std::string served(const std::string& line) {
        auto request = ai::parse_request(line);
        if (!request || request->time_ms == 0) return line;
        request->nodes = static_cast<std::uint64_t>(request->time_ms) * kNodesPerMs;
        request->time_ms = 0;
        return ai::format_request(*request);
    }

    ai::RequestServer engine_{4, 4};
    std::optional<std::string> pending_;
    std::deque<std::string> replies_;
    int steps_ = 0;  // the PART lines step() has sent for the pending request
};

}  // namespace lineup::app
