#include "ai/connect4/search.hpp"

#include <climits>

namespace lineup::ai {

template <typename B>
int C4Search<B>::evaluate(const C4Pos<B>& pos) const {
    const B own = pos.current;
    const B opp = pos.opponent(r_);
    const B own_threats = r_.winning_cells(own, pos.mask);
    const B opp_threats = r_.winning_cells(opp, pos.mask);
    // The side to move is the first player when an even number of discs is down.
    const B own_rows = pos.moves % 2 == 0 ? r_.odd_rows : r_.board ^ r_.odd_rows;
    const B opp_rows = r_.board ^ own_rows;
    int score = kThreatValue * (popcount(own_threats) - popcount(opp_threats));
    score += 16 * (popcount(own_threats & own_rows) - popcount(opp_threats & opp_rows));
    score += 3 * (popcount(own & r_.centre) - popcount(opp & r_.centre));
    if (r_.bubble_win > 0) score += 20 * (r_.held(own) - r_.held(opp));
    return score;
}

template <typename B>
int C4Search<B>::negamax(const C4Pos<B>& pos, int depth, int alpha, int beta) {
    // Immediate wins and losses are settled before any limit is checked, so
    // the first iteration (depth 1: win now, block, or avoid handing a win) is
    // always exact, whatever the limits.
    if (pos.can_win_next(r_)) return r_.win_now(pos.moves) * kWinScale;
    const B next = pos.non_losing_moves(r_);
    if (!any(next)) return r_.lose_next(pos.moves) * kWinScale;
    if (pos.moves >= r_.playable - 2) return 0;
    if (depth <= 0) {
        reached_horizon_ = true;
        return evaluate(pos);
    }
    if (control_.tick()) return 0;
    // Threat-creating moves first, centre first among equals.
    B moves[kMaxCols];
    int scores[kMaxCols];
    int n = 0;
    for (int i = 0; i < r_.cols; ++i) {
        const B move = next & r_.column[static_cast<std::size_t>(r_.order[static_cast<std::size_t>(i)])];
        if (!any(move)) continue;
        const int score = pos.threats_after(r_, move);
        int j = n++;
        for (; j > 0 && scores[j - 1] < score; --j) {
            moves[j] = moves[j - 1];
            scores[j] = scores[j - 1];
        }
        moves[j] = move;
        scores[j] = score;
    }
    int best = INT_MIN;
    for (int i = 0; i < n; ++i) {
        C4Pos<B> child = pos;
        child.play(r_, moves[i]);
        const int value = -negamax(child, depth - 1, -beta, -alpha);
        if (control_.stopped()) return 0;
        if (value > best) best = value;
        if (value > alpha) alpha = value;
        if (alpha >= beta) break;
    }
    return best;
}

template <typename B>
C4SearchResult C4Search<B>::run(const C4Pos<B>& pos, int max_depth) {
    C4SearchResult result;
    result.column_values.assign(static_cast<std::size_t>(r_.cols), INT_MIN);
    const B wins = r_.winning_cells(pos.current, pos.mask);
    std::vector<int> values(static_cast<std::size_t>(r_.cols), INT_MIN);
    for (int depth = 1; depth <= max_depth; ++depth) {
        reached_horizon_ = false;
        for (int col = 0; col < r_.cols; ++col) {
            const B move = pos.drop_cell(r_, col);
            if (!any(move)) continue;
            int value;
            if (any(move & wins)) {
                value = r_.win_now(pos.moves) * kWinScale;
            } else {
                C4Pos<B> child = pos;
                child.play(r_, move);
                value = child.moves >= r_.playable ? 0 : -negamax(child, depth - 1, INT_MIN + 1, INT_MAX);
            }
            if (control_.stopped() && depth > 1) return result;  // keep the last completed iteration
            values[static_cast<std::size_t>(col)] = value;
        }
        result.column_values = values;
        result.depth = depth;
        if (!reached_horizon_) {
            result.proven = true;  // every line reached the end of the game
            break;
        }
        if (control_.poll()) break;
    }
    return result;
}

template class C4Search<std::uint64_t>;
template class C4Search<Bits<2>>;
template class C4Search<Bits<3>>;

}  // namespace lineup::ai
