// Limits and the stop signal of every search (docs/architecture.md, "Design rules"): a search takes
// Limits{depth, nodes, time_ms} and an optional stop flag, counts its nodes,
// and gives up as soon as any limit is reached or the flag is raised.
// Where nothing else can raise the flag while the search runs (the browser's
// worker, one thread), the host installs a stop check that every poll asks.
#pragma once

#include <atomic>
#include <cassert>
#include <chrono>
#include <cstdint>

namespace lineup::ai {

struct Limits {
    int depth = 0;            ///< plies; 0 = no limit
    std::uint64_t nodes = 0;  ///< nodes; 0 = no limit
    int time_ms = 0;          ///< wall time; 0 = no limit
};

/// How many nodes a search counts from one poll of its stop flag and the
/// host's check to the next: a raised flag stops it within that many nodes.
inline constexpr std::uint64_t kPollNodes = 1024;

/// The host's stop check, asked at every poll of every search with the nodes
/// that search has counted so far: true when the search must stop. The browser's engine (platform/engine_worker.cpp)
/// defines it: it yields to its worker's messages there, since a stop message
/// can only arrive then. Elsewhere the library's own, weak, says false. A
/// direct call, not a pointer, so that Asyncify sees the searches that reach it.
extern "C" bool lineup_host_stop_check(std::uint64_t nodes);

class SearchControl {
public:
    explicit SearchControl(const Limits& limits, const std::atomic<bool>* stop = nullptr)
        : limits_(limits), stop_(stop), start_(limits.time_ms > 0 ? Clock::now() : Clock::time_point{}) {}

    /// Counts one node. True once the search must stop (then it stays true).
    bool tick() {
        ++nodes_;
        if (limits_.nodes != 0 && nodes_ >= limits_.nodes) stopped_ = true;
        if (nodes_ % kPollNodes == 0) poll();
        return stopped_;
    }
    /// Checks the flag and the clock now (between iterations, say).
    bool poll() {
        if (stop_ && stop_->load(std::memory_order_relaxed)) stopped_ = true;
        if (lineup_host_stop_check(nodes_)) stopped_ = true;
        if (limits_.time_ms > 0 && elapsed_ms() >= limits_.time_ms) stopped_ = true;
        return stopped_;
    }
    bool stopped() const { return stopped_; }
    std::uint64_t nodes() const { return nodes_; }
    const Limits& limits() const { return limits_; }
    /// Time since the search began; only measured under a time limit (the
    /// clock is not read otherwise: under Node each reading is a call out of
    /// WebAssembly, and filters start thousands of tiny searches).
    double elapsed_ms() const {
        assert(limits_.time_ms > 0);
        return std::chrono::duration<double, std::milli>(Clock::now() - start_).count();
    }

private:
    using Clock = std::chrono::steady_clock;
    Limits limits_;
    const std::atomic<bool>* stop_;
    Clock::time_point start_;
    std::uint64_t nodes_ = 0;
    bool stopped_ = false;
};

}  // namespace lineup::ai
