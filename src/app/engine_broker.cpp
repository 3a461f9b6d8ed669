#include "app/engine_broker.hpp"

#include <algorithm>
#include <utility>

namespace lineup::app {

void EngineBroker::join(EngineClient* client) { clients_.push_back(client); }

void EngineBroker::leave(EngineClient* client) {
    withdraw(client, true);
    clients_.erase(std::remove(clients_.begin(), clients_.end(), client), clients_.end());
}

EngineClient* EngineBroker::best_waiting() const {
    EngineClient* best = nullptr;
    for (EngineClient* client : clients_) {
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

void EngineBroker::pump() {
    if (!service_) return;
    if (auto line = service_->poll(); line && running_) {
        const std::uint32_t id = running_->request_->id;
        ai::Reply reply;
        if (auto parsed = ai::parse_reply(*line)) {
            reply = std::move(*parsed);
        } else {
            reply.id = id;
            reply.reason = std::string(ai::to_string(parsed.error()));
        }
        if (reply.id == id) {
            running_->reply_ = std::move(reply);
            running_->request_.reset();
            running_ = nullptr;
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
    request_ = std::move(request);
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
