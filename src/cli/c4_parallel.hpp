// ParallelSolver: exact Connect 4 scores with several threads on one engine,
// for c4-solve --threads. Each thread runs one null-window test at a time,
// handed out by C4ScoreRange (a draw needs both 0 and -1 tested, so two threads
// run those at once); all of them share the engine's transposition table. A
// test that another's result has made useless is stopped. The threads stay up
// between positions, and a position is first searched a little by one thread
// alone: most positions late in the game need no more.
#pragma once

#include <atomic>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

#include "ai/connect4/solver.hpp"
#include "core/board.hpp"

namespace lineup::cli {

/// Nodes of a search that is over in well under a millisecond: worth neither
/// waking helper threads for nor flushing c4-solve's waiting answers before.
inline constexpr std::uint64_t kC4QuickNodes = 1000;

/// Threads this build can run: 1 in a WebAssembly build without threads.
constexpr int c4_max_threads() {
#if defined(__EMSCRIPTEN__) && !defined(__EMSCRIPTEN_PTHREADS__)
    return 1;
#else
    return 64;
#endif
}

class ParallelSolver {
public:
    /// `threads` from 2 to c4_max_threads() (this one included).
    ParallelSolver(ai::Connect4Solver& engine, int threads);
    ~ParallelSolver();
    ParallelSolver(const ParallelSolver&) = delete;
    ParallelSolver& operator=(const ParallelSolver&) = delete;

    /// The exact score of a running game: a search of kC4QuickNodes alone
    /// first, then search().
    int solve(const core::Board& board);
    /// The exact score, with every thread, of a position that a search of the
    /// engine was stopped on (no book score, no win at once).
    int search(const core::Board& board);
    /// Nodes searched by the last solve() or search(), all threads together.
    std::uint64_t nodes() const { return nodes_; }

private:
    /// Runs tests of the current position until its score is known.
    void work(std::size_t id, std::unique_lock<std::mutex>& lock);
    void helper(std::size_t id);

    ai::Connect4Solver& engine_;
    std::mutex mutex_;
    std::condition_variable changed_;
    // Guarded by mutex_:
    const core::Board* board_ = nullptr;  // the position being solved, if any
    std::optional<ai::C4ScoreRange> range_;
    std::vector<std::optional<int>> running_;  // each thread's test
    std::uint64_t job_ = 0;
    std::uint64_t nodes_ = 0;
    bool quit_ = false;
    // Raised to stop a thread's test early.
    std::unique_ptr<std::atomic<bool>[]> abort_;
    std::vector<std::thread> helpers_;
};

}  // namespace lineup::cli
