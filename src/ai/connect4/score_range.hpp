// C4ScoreRange: the null-window tests that narrow an exact Connect 4 score down,
// for one searcher (C4Negamax::solve) or several running at once (c4-solve
// --threads, where each thread runs the test it is given).
//
// The score lies in [lo, hi]. A test t is the null window [t, t+1]: its result
// r proves score <= r when r <= t, and score >= r otherwise. Most positions
// are close to a draw, so the first tests are 0 (a win?) and -1 (a loss?),
// which together prove a draw. Then a lone searcher tests right next to the
// last result (MTD(f): fail-soft results jump towards the score); with other
// tests running, the next one is 1 or -2 while they are useful, then bisects
// the widest stretch of tests nobody runs, leaning towards its ends (a fast
// win or loss is cheap to confirm or refute).
#pragma once

#include <algorithm>
#include <cassert>
#include <optional>
#include <span>
#include <vector>

namespace lineup::ai {

class C4ScoreRange {
public:
    C4ScoreRange(int lo, int hi) : lo_(lo), hi_(hi) { assert(lo <= hi); }

    bool done() const { return lo_ >= hi_; }
    int score() const {
        assert(done());
        return lo_;
    }
    int lo() const { return lo_; }
    int hi() const { return hi_; }

    /// True while the test t can still narrow the range.
    bool useful(int t) const { return lo_ <= t && t < hi_; }

    /// The next test to run, given the tests others are running now (`busy`);
    /// nullopt when the range is done or every useful test is busy.
    std::optional<int> next(std::span<const int> busy = {}) {
        const auto free = [&](int t) { return useful(t) && std::find(busy.begin(), busy.end(), t) == busy.end(); };
        for (std::size_t i = 0; i < 2; ++i) {
            if (!near_zero_given_[i] && free(kNearZero[i])) {
                near_zero_given_[i] = true;
                return kNearZero[i];
            }
        }
        // Alone, the test right next to the last result (MTD(f)): with fail-soft
        // results and the table, each test tends to jump towards the score.
        if (busy.empty() && last_) return std::clamp(*last_ > lo_ ? *last_ : *last_ - 1, lo_, hi_ - 1);
        // Otherwise, the tests on either side of the draw pair: a
        // position near a draw is settled there (on the empty board, 0 and 1),
        // and a helper that bisected far away first wasted seconds on each
        // far test. Far from a draw they are no longer useful.
        for (int t : kNextToZero) {
            if (free(t)) return t;
        }
        // The widest stretch [a, b] of useful tests that nobody runs.
        std::vector<int> taken(busy.begin(), busy.end());
        std::sort(taken.begin(), taken.end());
        int best_a = 0, best_b = -1;
        int a = lo_;
        for (std::size_t i = 0; i <= taken.size(); ++i) {
            const int b = i < taken.size() ? std::min(taken[i] - 1, hi_ - 1) : hi_ - 1;
            if (b - a > best_b - best_a) {
                best_a = a;
                best_b = b;
            }
            if (i < taken.size()) a = std::max(a, taken[i] + 1);
        }
        if (best_b < best_a) return std::nullopt;
        return bisect(best_a, best_b + 1);
    }

    /// Records the result r of the test t.
    void record(int t, int r) {
        last_ = r;
        if (r <= t) {
            hi_ = std::min(hi_, r);
        } else {
            lo_ = std::max(lo_, r);
        }
        assert(lo_ <= hi_);
    }

private:
    /// A test in [lo, hi - 1] splitting the score range [lo, hi], leaning
    /// towards the far end on each side of 0.
    static int bisect(int lo, int hi) {
        int med = lo + (hi - lo) / 2;
        if (med <= 0 && lo / 2 < med) {
            med = lo / 2;
        } else if (med >= 0 && hi / 2 > med) {
            med = hi / 2;
        }
        return med;
    }

    static constexpr int kNearZero[2] = {0, -1};
    static constexpr int kNextToZero[2] = {1, -2};
    int lo_;
    int hi_;
    bool near_zero_given_[2] = {false, false};
    std::optional<int> last_;  ///< the last result recorded
};

}  // namespace lineup::ai
