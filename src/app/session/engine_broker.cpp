#include "app/session/engine_broker.hpp"

#include <utility>

namespace lineup::app {

void EngineBroker::join(EngineClient* client) {
    client->next_ = clients_;
    clients_ = client;
}

void EngineBroker::leave(EngineClient* client) {
    withdraw(client, true);
    for (EngineClient** at = &clients_; *at; at = &(*at)->next_) {
        if (*at == client) {
            *at = client->next_;
            break;
        }
    }
}

EngineClient* EngineBroker::best_waiting() const {
    EngineClient* best = nullptr;
    for (EngineClient* client = clients_; client; client = client->next_) {
        if (!client->request_ || client == running_) continue;
        if (!best || client->priority_ > best->priority_ ||
            (client->priority_ == best->priority_ && client->order_ < best->order_)) {
            best = client;
        }
    }
    return best;
}

void EngineBroker::schedule() {
    if (!service_) return;
    EngineClient* best = best_waiting();
    if (!best) return;
    if (running_) {
        if (running_->priority_ >= best->priority_) return;
        ++running_->preemptions_;  // it waits (its request kept) to run again
        running_ = nullptr;
    }
    best->request_->id = ++next_id_;
    running_ = best;
    // A new request abandons the one the service was running, if any.
    service_->submit(ai::format_request(*best->request_));
}

void EngineBroker::submit(EngineClient* client) {
    client->order_ = next_order_++;
    if (running_ == client) running_ = nullptr;  // replaced: the next submit abandons it
    schedule();
}

void EngineBroker::withdraw(EngineClient* client, bool cancel_service) {
    client->request_.reset();
    client->reply_.reset();
    if (running_ != client) return;
    running_ = nullptr;
    // The next pump() starts the next waiting request, so a series of
    // withdrawals (a game left) does not start and abandon searches between them.
    if (cancel_service && service_) service_->cancel();
}

void EngineBroker::deliver(ai::Reply&& reply) {
    const bool last = !reply.partial;
    running_->reply_.emplace(std::move(reply));  // (constructed, not assigned: less code in wasm)
    if (last) {
        running_->request_.reset();
        running_ = nullptr;
    }
}

void EngineBroker::pump() {
    if (!service_) return;
    // Lines are read while the running client has taken the last one.
    while (!(running_ && running_->reply_)) {
        auto line = service_->poll();
        if (!line) break;
        if (!running_) continue;  // a late line of an abandoned request
        const std::uint32_t id = running_->request_->id;
        auto parsed = ai::parse_reply(*line);
        if (!parsed) {
            ai::Reply failed;
            failed.id = id;
            failed.reason = std::string(ai::to_string(parsed.error()));
            deliver(std::move(failed));
        } else if (parsed->id == id) {
            deliver(std::move(*parsed));
        }
    }
    schedule();
}

EngineClient::EngineClient(EngineBroker& broker, EnginePriority priority) : broker_(broker), priority_(priority) {
    broker_.join(this);
}

EngineClient::~EngineClient() { broker_.leave(this); }

void EngineClient::submit(ai::Request request) {
    reply_.reset();
    request_.emplace(std::move(request));  // (constructed, not assigned: less code in wasm)
    broker_.submit(this);
}

std::optional<ai::Reply> EngineClient::poll() {
    if (!reply_) broker_.pump();
    auto reply = std::move(reply_);
    reply_.reset();
    return reply;
}

void EngineClient::cancel() { broker_.withdraw(this, true); }

void EngineClient::forget() { broker_.withdraw(this, false); }

}  // namespace lineup::app
