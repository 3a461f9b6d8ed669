#include "ai/connect4/negamax.hpp"

#include <algorithm>
#include <array>

#include "ai/connect4/score_range.hpp"

namespace lineup::ai {
namespace {

// Candidate moves sorted by score, best first; equal scores keep their
// insertion order (centre first), so the search is deterministic.
template <typename B>
class MoveList {
public:
    void add(B move, B threats, int col, int score) {
        std::size_t i = size_++;
        for (; i > 0 && items_[i - 1].score < score; --i) items_[i] = items_[i - 1];
        items_[i] = {move, threats, col, score};
    }
    std::size_t size() const { return size_; }
    /// Reverses every move after the first (a helper thread's order).
    void reverse_tail() {
        if (size_ > 2) std::reverse(items_.begin() + 1, items_.begin() + static_cast<std::ptrdiff_t>(size_));
    }
    const auto& operator[](std::size_t i) const { return items_[i]; }

private:
    struct Item {
        B move;
        B threats;  ///< the mover's winning cells after the move
        int col;
        int score;
    };
    std::array<Item, kMaxCols> items_;  // the first size_ are set
    std::size_t size_ = 0;
};

/// Plies at the end of the game searched without the transposition table: a
/// probe is a cache miss (and in a table larger than the cache, a memory
/// access), which costs more than searching again the small subtrees of the
/// last plies. Against 4 plies: 40% more nodes, yet 10-20% less time on the
/// 4-13 stone set and on early positions, with 16 MiB and 1 GiB tables alike.
constexpr int kNoTablePlies = 10;
/// The enhanced transposition cutoff (cutoff_child) is worth its probes only
/// with more empty cells than this, where subtrees are big.
constexpr int kCutoffChildPlies = 16;
/// Plies from the start in which a helper thread takes the moves after the
/// first in reverse order (see ordered_moves).
constexpr int kHelperReversePlies = 24;

// The table key of `pos`: on symmetric layouts the smaller of its key and its
// mirror's (`mirrored` tells which).
template <typename B>
std::uint64_t table_key(const C4Rules<B>& r, const C4Pos<B>& pos, bool& mirrored) {
    std::uint64_t key = fold(pos.key());
    mirrored = false;
    if (r.symmetric) {
        const std::uint64_t mirror_key = fold(r.mirror(pos.key()));
        if (mirror_key < key) {
            key = mirror_key;
            mirrored = true;
        }
    }
    return key;
}

// The window [alpha, beta] narrowed by what the table knows of `key`;
// `hint_col` gets the column that proved a bound there before (as stored; -1:
// none). Returns the score when the window closes.
inline std::optional<int> narrow_by_table(const BoundTable& tt, std::uint64_t key, int& alpha, int& beta,
                                          int& hint_col) {
    const auto known = tt.probe(key);
    if (!known) return std::nullopt;
    if (known->lower > alpha) {
        alpha = known->lower;
        if (alpha >= beta) return alpha;
    }
    if (known->upper < beta) {
        beta = known->upper;
        if (alpha >= beta) return beta;
    }
    hint_col = known->best_col;
    return std::nullopt;
}

// The window [alpha, beta] narrowed to the scores still reachable from `pos`
// (nobody wins before their second disc from now, once immediate wins are
// ruled out). A side that has no four left to complete (every line holds a
// disc of the other side) cannot win: the best it can hope for is a draw.
// Claimeven may cap the score too (claimeven_bound). Returns the score when
// the window closes.
template <typename B>
std::optional<int> narrow_window(const C4Rules<B>& r, const C4Pos<B>& pos, int& alpha, int& beta) {
    int lower = r.lose_later(pos.moves);
    int upper = r.win_later(pos.moves);
    if (r.bubble_win == 0) {
        const B empty = r.board ^ pos.mask;
        if (upper > 0 && !r.has_four(pos.current | empty)) upper = 0;
        if (lower < 0 && !r.has_four(pos.opponent(r) | empty)) lower = 0;
        if (upper > alpha) {
            if (auto bound = claimeven_bound(r, pos)) upper = std::min(upper, *bound);
        }
    }
    if (alpha < lower) {
        alpha = lower;
        if (alpha >= beta) return alpha;
    }
    if (beta > upper) {
        beta = upper;
        if (alpha >= beta) return beta;
    }
    return std::nullopt;
}

// Move order: the column that proved a bound here before (`hint_col`), then by
// the threats a move creates. A threat right above one of the opponent's never
// wins (whoever fills the cell below, the opponent wins there or blocks ours
// next), so only the others count, twice, plus one for each that sits right
// above a playable cell (a cell the opponent then cannot take). Against
// counting every threat once: 7-27% fewer nodes on the benchmarks.
template <typename B>
MoveList<B> ordered_moves(const C4Rules<B>& r, const C4Pos<B>& pos, B next, B their_threats, int hint_col,
                          std::uint64_t key, std::uint64_t variant) {
    MoveList<B> moves;
    for (int i = 0; i < r.cols; ++i) {
        const int col = r.order[static_cast<std::size_t>(i)];
        const B move = next & r.column[static_cast<std::size_t>(col)];
        if (!any(move)) continue;
        const B threats = r.winning_cells(pos.current | move, pos.mask | move);
        int score = 1000;
        if (col != hint_col) {
            const B useful = threats & ~(their_threats << 1);
            const B playable = ((pos.mask | move) + r.bottom) & r.board;
            score = 2 * popcount(useful) + popcount(useful & (playable << 1));
        }
        // A helper thread breaks ties its own way, so that it explores other
        // subtrees first (and leaves their results in the shared table).
        if (variant != 0)
            score = score * 16 + static_cast<int>(((key ^ variant) * static_cast<std::uint64_t>(2 * col + 1)) >> 60);
        moves.add(move, threats, col, score);
    }
    // A helper, near the root, takes the first move as the main thread does
    // (it usually refutes a cut node) and the others last first: at a node
    // where every move must be searched, the two threads start from opposite
    // ends, and the main thread finds the helper's results in the table.
    // Against the helper's own tie-breaking alone: 0.94x the time to solve
    // the empty 7x6 board with 2 threads (docs/benchmarks.md).
    if (variant != 0 && pos.moves < kHelperReversePlies) moves.reverse_tail();
    return moves;
}

// Enhanced transposition cutoff: the first child (index into `moves`) whose
// stored upper bound is low enough to prove score >= beta here without
// searching anything; `value` gets that score.
template <typename B>
std::optional<std::size_t> cutoff_child(const C4Rules<B>& r, BoundTable& tt, const C4Pos<B>& pos,
                                        const MoveList<B>& moves, int beta, int& value) {
    std::array<std::uint64_t, kMaxCols> child_keys;  // the first moves.size() are set
    for (std::size_t i = 0; i < moves.size(); ++i) {
        C4Pos<B> child = pos;
        child.play(r, moves[i].move);
        bool child_mirrored = false;
        child_keys[i] = table_key(r, child, child_mirrored);
        tt.prefetch(child_keys[i]);  // the probes below then overlap their cache misses
    }
    for (std::size_t i = 0; i < moves.size(); ++i) {
        if (auto known = tt.probe(child_keys[i]); known && -known->upper >= beta) {
            value = -known->upper;
            return i;
        }
    }
    return std::nullopt;
}

}  // namespace

template <typename B>
int C4Negamax<B>::negamax(const C4Pos<B>& pos, int alpha, int beta) {
    return search(pos, alpha, beta, r_.winning_cells(pos.opponent(r_), pos.mask));
}

template <typename B>
int C4Negamax<B>::search(const C4Pos<B>& pos, int alpha, int beta, B their_threats) {
    assert(alpha < beta);
    assert(!pos.can_win_next(r_));
    assert(their_threats == r_.winning_cells(pos.opponent(r_), pos.mask));
    if (control_.tick()) return 0;
    const std::uint64_t nodes_before = control_.nodes();

    const B next = pos.non_losing_moves(r_, their_threats);
    if (!any(next)) return r_.lose_next(pos.moves);
    // Two cells or fewer left and nobody can win with them: a draw.
    if (pos.moves >= r_.playable - 2) return 0;

    if (popcount(next) == 1) {
        // A single move: play it without the table. There is nothing to order,
        // the child's entry holds the same result, and a probe here is mostly a
        // cache miss (such nodes are a large share of the tree).
        alpha = std::max(alpha, r_.lose_later(pos.moves));
        beta = std::min(beta, r_.win_later(pos.moves));
        if (alpha >= beta) return alpha;
        C4Pos<B> child = pos;
        child.play(r_, next);
        return -search(child, -beta, -alpha, r_.winning_cells(pos.current | next, child.mask));
    }

    // In the last plies the table costs more (a cache miss per probe) than
    // searching the few nodes again.
    const bool use_table = pos.moves < r_.playable - kNoTablePlies;
    // A position and its mirror share an entry on symmetric layouts: the key is
    // the smaller of the two, and columns are stored as seen from that key.
    bool mirrored = false;
    const std::uint64_t key = use_table ? table_key(r_, pos, mirrored) : 0;
    if (use_table) tt_.prefetch(key);  // overlaps the miss with the work below

    if (auto closed = narrow_window(r_, pos, alpha, beta)) return *closed;

    const auto as_stored = [&](int col) { return mirrored && col >= 0 ? r_.cols - 1 - col : col; };
    int hint_col = -1;
    if (use_table) {
        if (auto closed = narrow_by_table(tt_, key, alpha, beta, hint_col)) return *closed;
        hint_col = as_stored(hint_col);
    }

    const MoveList<B> moves = ordered_moves(r_, pos, next, their_threats, hint_col, key, variant_);

    if (use_table && pos.moves + kCutoffChildPlies < r_.playable) {
        int value = 0;
        if (auto i = cutoff_child(r_, tt_, pos, moves, beta, value)) {
            tt_.store(key, value, BoundTable::kNoUpper, as_stored(moves[*i].col), 1);
            return value;
        }
    }

    // Fail-soft: below alpha, the best child's bound is returned and stored,
    // a tighter upper bound than alpha itself.
    int best = BoundTable::kNoLower;
    int best_col = -1;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        C4Pos<B> child = pos;
        child.play(r_, moves[i].move);
        const int score = -search(child, -beta, -alpha, moves[i].threats);
        if (control_.stopped()) return 0;
        if (score >= beta) {
            if (use_table) {
                tt_.store(key, score, BoundTable::kNoUpper, as_stored(moves[i].col), control_.nodes() - nodes_before);
            }
            return score;
        }
        if (score > best) {
            best = score;
            if (score > alpha) {
                alpha = score;
                best_col = moves[i].col;
            }
        }
    }
    if (use_table) tt_.store(key, BoundTable::kNoLower, best, as_stored(best_col), control_.nodes() - nodes_before);
    return best;
}

template <typename B>
std::optional<int> C4Negamax<B>::solve(const C4Pos<B>& pos) {
    assert(pos.moves < r_.playable);
    if (pos.can_win_next(r_)) return r_.win_now(pos.moves);
    C4ScoreRange range(r_.lose_next(pos.moves), r_.win_later(pos.moves));
    while (!range.done()) {
        const int t = *range.next();
        const int r = negamax(pos, t, t + 1);
        if (control_.stopped()) return std::nullopt;
        range.record(t, r);
    }
    return range.score();
}

template <typename B>
std::optional<int> C4Negamax<B>::solve_move(const C4Pos<B>& pos, int col) {
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
std::optional<int> C4Negamax<B>::outcome(const C4Pos<B>& pos) {
    assert(pos.moves < r_.playable);
    if (pos.can_win_next(r_)) return 1;
    if (negamax(pos, 0, 1) > 0) return control_.stopped() ? std::nullopt : std::optional<int>(1);
    if (control_.stopped()) return std::nullopt;
    const int r = negamax(pos, -1, 0);
    if (control_.stopped()) return std::nullopt;
    return r < 0 ? -1 : 0;
}

template <typename B>
std::optional<bool> C4Negamax<B>::keeps_value(const C4Pos<B>& pos, int col, int value, bool weak) {
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

template class C4Negamax<std::uint64_t>;
template class C4Negamax<Bits<2>>;
template class C4Negamax<Bits<3>>;

}  // namespace lineup::ai
