#include "ai/gomoku/review.hpp"

#include <cassert>

#include "ai/gomoku/analysis.hpp"
#include "ai/levels.hpp"

namespace lineup::ai {
GomokuGrade grade_gomoku(int played, int best) {
    const double loss = gomoku_win_chance(best) - gomoku_win_chance(played);
    if (loss < 0.02) return GomokuGrade::Best;
    if (loss < 0.06) return GomokuGrade::Good;
    if (loss < 0.15) return GomokuGrade::Inaccuracy;
    return GomokuGrade::Mistake;
}

GomokuMoveReview review_gomoku_move(const core::Board& before, core::Cell move, int depth, const Limits& limits,
                                    const std::atomic<bool>* stop, GomokuTable& table) {
    assert(before.game() == core::GameKind::Gomoku && before.status() == core::Status::Playing);
    const LevelPolicy& policy = gomoku_analysis_policy();
    SearchControl control(limits, stop);
    SearchBoard state(before);
    GomokuSearch search(state, control, table, policy);
    GomokuMoveReview review;
    review.move = move;
    const int played = state.index(move);
    const core::Side mover = state.to_move();

    // A five now is the best there is.
    if (state.threat(played, mover) == Threat::Five) {
        review.grade = GomokuGrade::Best;
        review.best = move;
        review.played_value = review.best_value = kGomokuWin;
        review.win_moves = 1;
        return review;
    }
    // The mover's win by fours: kept only by a move after which the opponent
    // is lost (the search sees the forced replies and the fours that follow).
    // Only moves the board allows count as better ones (Renju's forbidden points).
    if (const std::vector<int> win = gomoku_vcf_line(state, search, policy.vcf_plies);
        !win.empty() && board_allows(before, state, win.front())) {
        const GomokuSearchResult kept = search.run(std::max(depth, 2), {played});
        if (control.stopped() && kept.depth == 0) return review;
        review.best = state.cell(win.front());
        review.best_value = kGomokuWin - static_cast<int>(win.size()) + 1;
        review.played_value = kept.value;
        review.win_moves = gomoku_win_moves(review.best_value);
        review.grade =
            kept.value > kGomokuWinBound || played == win.front() ? GomokuGrade::Best : GomokuGrade::MissedWin;
        return review;
    }
    // The best move and the played one, to the same depth.
    bool forced = false;
    const std::vector<int> root = allowed_root_moves(before, state, search, forced);
    if (root.empty()) return review;
    const GomokuSearchResult best = search.run(depth, root);
    if (best.best < 0 || (best.depth < depth && !gomoku_decided(best.value))) return review;
    const GomokuSearchResult played_result = played == best.best ? best : search.run(depth, {played});
    if (played_result.depth < depth && !gomoku_decided(played_result.value)) return review;
    review.best = state.cell(best.best);
    review.best_value = best.value;
    review.played_value = played_result.value;
    // A move that hands the opponent a win by fours, where the best does not lose.
    state.play(played);
    const std::vector<int> threat = gomoku_vcf_line(state, search, policy.vcf_plies);
    state.undo();
    if (!threat.empty() && best.value >= -kGomokuWinBound) {
        review.grade = GomokuGrade::AllowedWin;
        review.win_moves = static_cast<int>(threat.size() + 1) / 2;
        return review;
    }
    if (played == best.best || played_result.value >= best.value) {
        review.grade = GomokuGrade::Best;
    } else if (gomoku_decided(best.value) || gomoku_decided(played_result.value)) {
        // A win thrown away, or a loss hastened: a mistake unless both lose.
        review.grade = best.value < -kGomokuWinBound ? GomokuGrade::Good : GomokuGrade::Mistake;
    } else {
        review.grade = grade_gomoku(played_result.value, best.value);
    }
    return review;
}

std::vector<GomokuMoveReview> review_gomoku(const core::GameRecord& record, int depth, GomokuTable& table,
                                            const Limits& limits) {
    assert(record.config.game == core::GameKind::Gomoku);
    std::vector<GomokuMoveReview> out;
    core::Board board = core::replay(core::GameRecord{record.config, {}});
    for (const core::Move& move : record.moves) {
        if (board.status() != core::Status::Playing) break;
        out.push_back(review_gomoku_move(board, {move.col, move.row}, depth, limits, nullptr, table));
        board.play(move);
    }
    return out;
}

}  // namespace lineup::ai
