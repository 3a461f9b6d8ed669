// EngineBroker: the one connection to the engine (an AiService), shared by
// every part of the game that asks it something: the computer players, the
// hint, the Connect 4 analysis, the Gomoku deepening and the review. Each of
// them holds an EngineClient with a priority and sees only its own replies:
//
//   - A client has at most one request outstanding; a new one replaces it.
//   - The service runs one request at a time: the waiting request of the
//     highest priority (the move the game waits for > hint > review >
//     analysis), the oldest first among equals.
//   - A request of a higher priority pre-empts a running one of a lower: the
//     pre-empted client is told (preemptions()) and its request waits, to run
//     again by itself, under a fresh id, once the service is free.
//   - The broker gives every request its id and hands a reply only to the
//     client whose running request has that id; a late reply to an abandoned
//     request reaches nobody. A reply line that cannot be read counts as a
//     failed reply of the running request. PART replies (protocol.hpp) reach
//     the client in order while its request goes on, one at a time (the
//     next is read once the last was taken); the last reply ends it.
//
// This is the only place that submits to the AiService (tests/harness's
// code-shape check holds every other file of src/app to that).
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "ai/protocol.hpp"
#include "app/session/ai_service.hpp"

namespace lineup::app {

/// Who is served first when several clients wait (higher first).
enum class EnginePriority : std::uint8_t { Analysis, Review, Hint, Move };

class EngineClient;

class EngineBroker {
public:
    /// `service`: where the engine runs (nullptr: no engine; every request
    /// then waits forever and available() is false).
    explicit EngineBroker(AiService* service) : service_(service) {}
    EngineBroker(const EngineBroker&) = delete;
    EngineBroker& operator=(const EngineBroker&) = delete;

    bool available() const { return service_ && service_->available(); }
    /// Why the engine is unavailable (empty when it works).
    std::string problem() const { return service_ ? service_->problem() : std::string(); }
    /// Reads the service's reply, if one has come, and hands it to its client;
    /// then starts the next waiting request. Every client's poll() pumps too.
    void pump();
    /// The client whose request the service is running (nullptr: none).
    const EngineClient* running() const { return running_; }

private:
    friend class EngineClient;
    void join(EngineClient* client);
    void leave(EngineClient* client);
    /// Queues `client`'s request (already stored in it) and starts it if it
    /// wins the service.
    void submit(EngineClient* client);
    /// Withdraws `client`'s request, running or waiting.
    void withdraw(EngineClient* client, bool cancel_service);
    /// Starts the best waiting request when the service is free, or pre-empts
    /// a running request of a lower priority than the best waiting.
    void schedule();
    EngineClient* best_waiting() const;
    /// Hands `reply` to the running client; the last one ends its request.
    void deliver(ai::Reply&& reply);

    AiService* service_;
    EngineClient* clients_ = nullptr;  // a list through EngineClient::next_ (a few: no container, small in wasm)
    EngineClient* running_ = nullptr;
    std::uint32_t next_id_ = 0;
    std::uint64_t next_order_ = 0;
};

/// One user's handle on the broker (not copyable: the broker knows it by address).
class EngineClient {
public:
    EngineClient(EngineBroker& broker, EnginePriority priority);
    ~EngineClient();
    EngineClient(const EngineClient&) = delete;
    EngineClient& operator=(const EngineClient&) = delete;

    /// Sends `request` (its id is the broker's to give), replacing any request
    /// of this client still outstanding and any reply not yet taken.
    void submit(ai::Request request);
    /// The next reply to this client's request, once (and only once) it has
    /// come: its PART replies in order (`partial`), then the last.
    std::optional<ai::Reply> poll();
    /// Withdraws the request (the running search is abandoned).
    void cancel();
    /// Forgets the request without telling the service (it was reset): the
    /// request neither runs nor is answered.
    void forget();
    /// True from submit() until its last reply is taken or the request withdrawn.
    bool waiting() const { return request_.has_value() || reply_.has_value(); }
    /// True while the service runs this client's request.
    bool running() const { return broker_.running_ == this; }
    /// How many times a request of this client was pre-empted by another's.
    int preemptions() const { return preemptions_; }
    EnginePriority priority() const { return priority_; }

private:
    friend class EngineBroker;
    EngineBroker& broker_;
    EnginePriority priority_;
    std::optional<ai::Request> request_;  // outstanding: waiting or running
    EngineClient* next_ = nullptr;
    // Come, not taken yet: one at a time (the service keeps the lines after
    // it until this one is taken).
    std::optional<ai::Reply> reply_;
    std::uint64_t order_ = 0;  // when it was submitted (oldest first)
    int preemptions_ = 0;
};

}  // namespace lineup::app
