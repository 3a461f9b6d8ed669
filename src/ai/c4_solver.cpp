#include "ai/c4_solver.hpp"

#include <algorithm>
#include <array>

namespace lineup::ai {
namespace {

// Candidate moves sorted by score, best first; equal scores keep their
// insertion order (centre first), so the search is deterministic.
template <typename B>
class MoveList {
public:
    void add(B move, int col, int score) {
        std::size_t i = size_++;
        for (; i > 0 && items_[i - 1].score < score; --i) items_[i] = items_[i - 1];
        items_[i] = {move, col, score};
    }
    std::size_t size() const { return size_; }
    const auto& operator[](std::size_t i) const { return items_[i]; }

private:
    struct Item {
        B move;
        int col;
        int score;
    };
    std::array<Item, kMaxCols> items_{};
    std::size_t size_ = 0;
};

}  // namespace

template <typename B>
std::uint64_t C4Solver<B>::table_key(const C4Pos<B>& pos, bool& mirrored) const {
    std::uint64_t key = fold(pos.key());
    mirrored = false;
    if (r_.symmetric) {
        const std::uint64_t mirror_key = fold(r_.mirror(pos.key()));
        if (mirror_key < key) {
            key = mirror_key;
            mirrored = true;
        }
    }
    return key;
}

template <typename B>
int C4Solver<B>::negamax(const C4Pos<B>& pos, int alpha, int beta) {
    assert(alpha < beta);
    assert(!pos.can_win_next(r_));
    if (control_.tick()) return 0;
    const std::uint64_t nodes_before = control_.nodes();

    const B next = pos.non_losing_moves(r_);
    if (!any(next)) return r_.lose_next(pos.moves);
    // Two cells or fewer left and nobody can win with them: a draw.
    if (pos.moves >= r_.playable - 2) return 0;

    const int lower = r_.lose_later(pos.moves);
    if (alpha < lower) {
        alpha = lower;
        if (alpha >= beta) return alpha;
    }
    const int upper = r_.win_later(pos.moves);
    if (beta > upper) {
        beta = upper;
        if (alpha >= beta) return beta;
    }

    // A position and its mirror share an entry on symmetric layouts: the key is
    // the smaller of the two, and columns are stored as seen from that key.
    bool mirrored = false;
    const std::uint64_t key = table_key(pos, mirrored);
    const auto as_stored = [&](int col) { return mirrored && col >= 0 ? r_.cols - 1 - col : col; };
    int hint_col = -1;
    if (auto known = tt_.probe(key)) {
        if (known->lower > alpha) {
            alpha = known->lower;
            if (alpha >= beta) return alpha;
        }
        if (known->upper < beta) {
            beta = known->upper;
            if (alpha >= beta) return beta;
        }
        hint_col = as_stored(known->best_col);
    }

    MoveList<B> moves;
    for (int i = 0; i < r_.cols; ++i) {
        const int col = r_.order[static_cast<std::size_t>(i)];
        const B move = next & r_.column[static_cast<std::size_t>(col)];
        if (!any(move)) continue;
        const int score = col == hint_col ? 1000 : pos.threats_after(r_, move);
        moves.add(move, col, score);
    }

    // Enhanced transposition cutoff: a child whose stored upper bound is low
    // enough already proves score >= beta here, without searching anything.
    // Worth its probes only far from the end of the game, where subtrees are big.
    if (pos.moves + 12 < r_.playable) {
        std::array<std::uint64_t, kMaxCols> child_keys{};
        for (std::size_t i = 0; i < moves.size(); ++i) {
            C4Pos<B> child = pos;
            child.play(r_, moves[i].move);
            bool child_mirrored = false;
            child_keys[i] = table_key(child, child_mirrored);
            tt_.prefetch(child_keys[i]);  // the probes below then overlap their cache misses
        }
        for (std::size_t i = 0; i < moves.size(); ++i) {
            if (auto known = tt_.probe(child_keys[i]); known && -known->upper >= beta) {
                tt_.store(key, -known->upper, BoundTable::kNoUpper, as_stored(moves[i].col), 1);
                return -known->upper;
            }
        }
    }

    int best_col = -1;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        C4Pos<B> child = pos;
        child.play(r_, moves[i].move);
        const int score = -negamax(child, -beta, -alpha);
        if (control_.stopped()) return 0;
        if (score >= beta) {
            tt_.store(key, score, BoundTable::kNoUpper, as_stored(moves[i].col),
                      control_.nodes() - nodes_before);
            return score;
        }
        if (score > alpha) {
            alpha = score;
            best_col = moves[i].col;
        }
    }
    tt_.store(key, BoundTable::kNoLower, alpha, as_stored(best_col), control_.nodes() - nodes_before);
    return alpha;
}

template <typename B>
std::optional<int> C4Solver<B>::solve(const C4Pos<B>& pos) {
    assert(pos.moves < r_.playable);
    if (pos.can_win_next(r_)) return r_.win_now(pos.moves);
    int lo = r_.lose_next(pos.moves);
    int hi = r_.win_later(pos.moves);
    // Most positions are close to a draw: first the two windows around 0
    // ([0,1]: a win?, then [-1,0]: a loss?), which together prove a draw; only
    // then bisect what remains, trying the extremes first (a fast win or loss
    // is cheap to confirm or refute).
    int near_zero_tests = 0;
    while (lo < hi) {
        int med;
        if (near_zero_tests < 2 && lo <= 0 && hi >= 0 && lo < 0 + 1 && hi > -1) {
            med = std::clamp(near_zero_tests == 0 ? 0 : -1, lo, hi - 1);
            ++near_zero_tests;
        } else {
            med = lo + (hi - lo) / 2;
            if (med <= 0 && lo / 2 < med) {
                med = lo / 2;
            } else if (med >= 0 && hi / 2 > med) {
                med = hi / 2;
            }
        }
        const int r = negamax(pos, med, med + 1);
        if (control_.stopped()) return std::nullopt;
        if (r <= med) {
            hi = r;
        } else {
            lo = r;
        }
    }
    return lo;
}

template <typename B>
std::optional<int> C4Solver<B>::solve_move(const C4Pos<B>& pos, int col) {
    const B move = pos.drop_cell(r_, col);
    assert(any(move));
    if (any(move & r_.winning_cells(pos.current, pos.mask))) return r_.win_now(pos.moves);
    C4Pos<B> child = pos;
    child.play(r_, move);
    if (child.moves >= r_.playable) return 0;  // the last cell, without a win: a draw
    auto score = solve(child);
    if (!score) return std::nullopt;
    return -*score;
}

template <typename B>
std::optional<int> C4Solver<B>::outcome(const C4Pos<B>& pos) {
    assert(pos.moves < r_.playable);
    if (pos.can_win_next(r_)) return 1;
    if (negamax(pos, 0, 1) > 0) return control_.stopped() ? std::nullopt : std::optional<int>(1);
    if (control_.stopped()) return std::nullopt;
    const int r = negamax(pos, -1, 0);
    if (control_.stopped()) return std::nullopt;
    return r < 0 ? -1 : 0;
}

template <typename B>
std::optional<bool> C4Solver<B>::keeps_value(const C4Pos<B>& pos, int col, int value, bool weak) {
    const B move = pos.drop_cell(r_, col);
    assert(any(move));
    const auto sign = [](int v) { return (v > 0) - (v < 0); };
    if (weak && value == -1) return true;  // in a lost position every move loses
    if (any(move & r_.winning_cells(pos.current, pos.mask))) {
        return weak ? value == 1 : value == r_.win_now(pos.moves);
    }
    C4Pos<B> child = pos;
    child.play(r_, move);
    if (child.moves >= r_.playable) return value == 0;  // the last cell: a draw
    if (child.can_win_next(r_)) {
        const int ours = -r_.win_now(child.moves);
        return weak ? sign(ours) == value : ours == value;
    }
    // Our score for the column is -(child's score); it keeps `value` when the
    // child's score is at most -value (it can never be less).
    const int bound = weak ? (value == 1 ? -1 : 0) : -value;
    const int r = negamax(child, bound, bound + 1);
    if (control_.stopped()) return std::nullopt;
    return r <= bound;
}

template class C4Solver<std::uint64_t>;
template class C4Solver<Bits<2>>;
template class C4Solver<Bits<3>>;

}  // namespace lineup::ai
