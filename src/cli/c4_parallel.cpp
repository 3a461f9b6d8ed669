#include "cli/c4_parallel.hpp"

#include <algorithm>
#include <cassert>

namespace lineup::cli {

ParallelSolver::ParallelSolver(ai::Connect4Solver& engine, int threads)
    : engine_(engine),
      running_(static_cast<std::size_t>(threads)),
      abort_(std::make_unique<std::atomic<bool>[]>(static_cast<std::size_t>(threads))) {
    assert(threads >= 2);
    for (std::size_t id = 1; id < running_.size(); ++id) helpers_.emplace_back([this, id] { helper(id); });
}

ParallelSolver::~ParallelSolver() {
    {
        std::lock_guard lock(mutex_);
        quit_ = true;
    }
    changed_.notify_all();
    for (std::thread& t : helpers_) t.join();
}

int ParallelSolver::solve(const core::Board& board) {
    // Most positions late in the game take a few hundred nodes: waking the
    // helpers would cost more than that. A small search alone first (it also
    // answers from the book and takes a win at once); what it leaves in the
    // table is not lost if it does not finish.
    const std::optional<int> quick = engine_.solve(board, ai::Limits{0, kC4QuickNodes, 0});
    const std::uint64_t alone = engine_.nodes();
    if (quick) {
        nodes_ = alone;
        return *quick;
    }
    const int score = search(board);
    nodes_ += alone;
    return score;
}

int ParallelSolver::search(const core::Board& board) {
    nodes_ = 0;
    std::unique_lock lock(mutex_);
    range_ = engine_.score_range(board);
    board_ = &board;
    ++job_;
    changed_.notify_all();
    work(0, lock);
    // Helpers may still be finishing a test that was stopped: wait for them,
    // since they use the board.
    changed_.wait(lock, [&] {
        return std::none_of(running_.begin(), running_.end(), [](const auto& t) { return t.has_value(); });
    });
    board_ = nullptr;
    return range_->score();
}

void ParallelSolver::work(std::size_t id, std::unique_lock<std::mutex>& lock) {
    std::vector<int> busy;
    while (!range_->done()) {
        busy.clear();
        for (const auto& t : running_) {
            if (t) busy.push_back(*t);
        }
        std::optional<int> t = range_->next(busy);
        std::uint64_t variant = 0;
        if (!t && !busy.empty()) {
            // Every useful test is running: help with one of them, in another
            // order. Whoever finishes first settles it and stops the other.
            t = busy.front();
            variant = 0x9E3779B97F4A7C15ULL * (id + 1);
        }
        if (!t) {
            changed_.wait(lock);
            continue;
        }
        running_[id] = t;
        abort_[id].store(false);
        lock.unlock();
        std::uint64_t nodes = 0;
        const std::optional<int> r = engine_.test(*board_, *t, {}, &abort_[id], nodes, variant);
        lock.lock();
        running_[id].reset();
        nodes_ += nodes;
        if (r) {
            range_->record(*t, *r);
            for (std::size_t other = 0; other < running_.size(); ++other) {
                if (running_[other] && !range_->useful(*running_[other])) abort_[other].store(true);
            }
        }
        changed_.notify_all();
    }
}

void ParallelSolver::helper(std::size_t id) {
    std::unique_lock lock(mutex_);
    std::uint64_t seen = 0;
    while (true) {
        changed_.wait(lock, [&] { return quit_ || (board_ != nullptr && job_ != seen); });
        if (quit_) return;
        seen = job_;
        work(id, lock);
    }
}

}  // namespace lineup::cli
