#include "ai/connect4/review.hpp"

#include <algorithm>
#include <cassert>

namespace lineup::ai {

C4Grade grade_connect4(int score, int best) {
    assert(score <= best);
    const auto sign = [](int v) { return (v > 0) - (v < 0); };
    if (score == best) return C4Grade::Best;
    if (sign(score) == sign(best)) return C4Grade::KeepsResult;
    return best > 0 ? C4Grade::ThrowsWin : C4Grade::DrawToLoss;
}

std::vector<C4MoveReview> review_connect4(const core::GameRecord& record, Connect4Solver& solver, const Limits& limits,
                                          const std::atomic<bool>* stop) {
    assert(record.config.game == core::GameKind::Connect4);
    std::vector<C4MoveReview> out;
    core::Board board(record.config);
    bool stopped = false;
    for (const core::Move& move : record.moves) {
        C4MoveReview review;
        review.move = move;
        if (!stopped) {
            const auto scores = solver.analyse(board, limits, stop);
            const auto& played = scores[static_cast<std::size_t>(move.col)];
            std::optional<int> best;
            for (const auto& s : scores) {
                if (s && (!best || *s > *best)) best = s;
            }
            // Every playable column must be known, or the best is not known.
            bool all = true;
            for (int col = 0; col < board.cols(); ++col) {
                if (board.height(col) < board.rows() && !scores[static_cast<std::size_t>(col)]) all = false;
            }
            if (all && played && best) {
                review.score = played;
                review.best = best;
                review.grade = grade_connect4(*played, *best);
                for (int col = 0; col < board.cols(); ++col) {
                    if (scores[static_cast<std::size_t>(col)] == best) review.best_moves.push_back(col);
                }
            } else {
                stopped = true;
            }
        }
        out.push_back(std::move(review));
        const auto refused = board.play(move);
        assert(!refused);
        (void)refused;
    }
    return out;
}

}  // namespace lineup::ai
