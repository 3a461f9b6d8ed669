#include "ai/connect4/solver.hpp"

#include <cassert>

#include "ai/connect4/negamax.hpp"

namespace lineup::ai {
namespace {

bool same_layout(const core::GameConfig& a, const core::GameConfig& b) {
    return a.game == b.game && a.cols == b.cols && a.rows == b.rows && a.theme == b.theme && a.counts == b.counts &&
           (a.theme == core::Theme::Basic || a.seed == b.seed);
}

}  // namespace

Connect4Solver::Connect4Solver(std::size_t tt_megabytes, MemoryHint hint) : table_(tt_megabytes, hint) {}

std::optional<int> Connect4Solver::book_score(const core::Board& board) const {
    if (analysis_book_) {
        if (auto known = analysis_book_->score(board)) return known;
    }
    return book_ ? book_->score(board) : std::nullopt;
}

void Connect4Solver::adopt_layout(const core::Board& board) {
    assert(board.game() == core::GameKind::Connect4);
    if (!layout_ || !same_layout(*layout_, board.config())) {
        if (layout_) table_.clear();  // a new table is empty already
        layout_ = board.config();
        rules_ = c4_rules_for(board);
    }
}

template <typename Fn>
auto Connect4Solver::search_board(const core::Board& board, const Limits& limits, const std::atomic<bool>* stop,
                                  Fn&& fn) {
    adopt_layout(board);
    SearchControl control(limits, stop);
    auto result = with_rules([&](const auto& rules) {
        using B = BitsOf<decltype(rules)>;
        C4Negamax<B> search(rules, table_, control);
        return fn(search, to_pos(rules, board));
    });
    nodes_ = control.nodes();
    return result;
}

std::optional<int> Connect4Solver::solve(const core::Board& board, const Limits& limits,
                                         const std::atomic<bool>* stop) {
    assert(board.status() == core::Status::Playing);
    nodes_ = 0;
    if (auto known = book_score(board)) return known;
    return search_board(board, limits, stop, [](auto& search, const auto& pos) { return search.solve(pos); });
}

C4ScoreRange Connect4Solver::score_range(const core::Board& board) {
    assert(board.status() == core::Status::Playing);
    adopt_layout(board);
    return with_rules([&](const auto& rules) {
        const auto pos = to_pos(rules, board);
        assert(!pos.can_win_next(rules));
        return C4ScoreRange(rules.lose_next(pos.moves), rules.win_later(pos.moves));
    });
}

std::optional<int> Connect4Solver::test(const core::Board& board, int t, const Limits& limits,
                                        const std::atomic<bool>* stop, std::uint64_t& nodes, std::uint64_t variant) {
    // score_range() adopted the layout (several threads may be here at once).
    assert(layout_ && same_layout(*layout_, board.config()));
    SearchControl control(limits, stop);
    const int r = with_rules([&](const auto& rules) {
        using B = BitsOf<decltype(rules)>;
        C4Negamax<B> search(rules, table_, control, variant);
        return search.negamax(to_pos(rules, board), t, t + 1);
    });
    nodes += control.nodes();
    if (control.stopped()) return std::nullopt;
    return r;
}

std::optional<int> Connect4Solver::outcome(const core::Board& board, const Limits& limits,
                                           const std::atomic<bool>* stop) {
    assert(board.status() == core::Status::Playing);
    nodes_ = 0;
    if (auto known = book_score(board)) return (*known > 0) - (*known < 0);
    return search_board(board, limits, stop, [](auto& search, const auto& pos) { return search.outcome(pos); });
}

std::vector<std::optional<int>> Connect4Solver::analyse(const core::Board& board, const Limits& limits,
                                                        const std::atomic<bool>* stop) {
    assert(board.status() == core::Status::Playing);
    adopt_layout(board);
    SearchControl control(limits, stop);
    auto result = with_rules([&](const auto& rules) {
        using B = BitsOf<decltype(rules)>;
        C4Negamax<B> search(rules, table_, control);
        const C4Pos<B> pos = to_pos(rules, board);
        std::vector<std::optional<int>> scores(static_cast<std::size_t>(board.cols()));
        for (int col = 0; col < board.cols() && !control.stopped(); ++col) {
            if (board.height(col) >= board.rows()) continue;
            scores[static_cast<std::size_t>(col)] = score_column(search, pos, board, col);
        }
        return scores;
    });
    nodes_ = control.nodes();
    return result;
}

std::optional<int> Connect4Solver::score_move(const core::Board& board, int col, const Limits& limits,
                                              const std::atomic<bool>* stop) {
    assert(board.status() == core::Status::Playing && board.height(col) < board.rows());
    scored_from_book_ = false;
    return search_board(board, limits, stop,
                        [&](auto& search, const auto& pos) { return score_column(search, pos, board, col); });
}

template <typename Search, typename Pos>
std::optional<int> Connect4Solver::score_column(Search& search, const Pos& pos, const core::Board& board, int col) {
    // The books know some children; the solver does the rest.
    if (book_ || analysis_book_) {
        core::Board child = board;
        if (!child.play(core::Move::column(col)) && child.status() == core::Status::Playing) {
            if (const auto known = book_score(child)) {
                scored_from_book_ = true;
                return -*known;
            }
        }
    }
    return search.solve_move(pos, col);
}

std::optional<Connect4Solver::Verdict> Connect4Solver::best_columns(const core::Board& board, bool weak,
                                                                    const Limits& limits,
                                                                    const std::atomic<bool>* stop) {
    adopt_layout(board);
    std::vector<int> order;
    with_rules([&](const auto& rules) {
        order.assign(rules.order.begin(), rules.order.begin() + rules.cols);  // centre first
        return 0;
    });
    return keeping_columns(board, weak, order, false, limits, stop);
}

std::optional<Connect4Solver::Verdict> Connect4Solver::first_keeping_column(const core::Board& board, bool weak,
                                                                            const std::vector<int>& order,
                                                                            const Limits& limits,
                                                                            const std::atomic<bool>* stop) {
    return keeping_columns(board, weak, order, true, limits, stop);
}

std::optional<Connect4Solver::Verdict> Connect4Solver::keeping_columns(const core::Board& board, bool weak,
                                                                       const std::vector<int>& order, bool first_only,
                                                                       const Limits& limits,
                                                                       const std::atomic<bool>* stop) {
    assert(board.status() == core::Status::Playing);
    adopt_layout(board);
    SearchControl control(limits, stop);
    const auto sign = [](int v) { return (v > 0) - (v < 0); };
    auto result = with_rules([&](const auto& rules) -> std::optional<Verdict> {
        using B = BitsOf<decltype(rules)>;
        C4Negamax<B> search(rules, table_, control);
        const C4Pos<B> pos = to_pos(rules, board);
        std::optional<int> value = book_score(board);
        if (value && weak) value = sign(*value);
        if (!value) value = weak ? search.outcome(pos) : search.solve(pos);
        if (!value) return std::nullopt;
        Verdict verdict{*value, weak, {}};
        core::Board child = board;
        for (int col : order) {
            if (board.height(col) >= board.rows()) continue;
            std::optional<bool> keeps;
            if ((book_ || analysis_book_) && !child.play(core::Move::column(col))) {
                if (child.status() == core::Status::Playing) {
                    if (auto known = book_score(child)) keeps = (weak ? sign(-*known) : -*known) == *value;
                }
                child.undo();
            }
            if (!keeps) keeps = search.keeps_value(pos, col, *value, weak);
            if (!keeps) return std::nullopt;
            if (*keeps) {
                verdict.columns.push_back(col);
                if (first_only) break;
            }
        }
        return verdict;
    });
    nodes_ = control.nodes();
    return result;
}

}  // namespace lineup::ai
