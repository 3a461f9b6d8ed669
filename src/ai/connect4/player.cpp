#include "ai/connect4/player.hpp"

#include <algorithm>
#include <chrono>
#include <climits>
#include <cstdlib>
#include <vector>

#include "ai/connect4/dispatch.hpp"
#include "ai/connect4/search.hpp"
#include "core/rng.hpp"

namespace lineup::ai {
namespace {

using core::Board;

int pick(const std::vector<int>& options, core::Rng& rng) {
    assert(!options.empty());
    return options[static_cast<std::size_t>(rng.below(static_cast<int>(options.size())))];
}

std::vector<int> legal_columns(const Board& board) {
    std::vector<int> cols;
    for (int col = 0; col < board.cols(); ++col) {
        if (board.height(col) < board.rows()) cols.push_back(col);
    }
    return cols;
}

// Columns where the side to move wins at once, and where the opponent would.
struct Immediate {
    std::vector<int> wins;
    std::vector<int> threats;  // the opponent's winning drops: blocks
};

Immediate immediate(const Board& board) {
    Immediate out;
    Board probe = board;
    for (int col : legal_columns(board)) {
        probe.play(core::Move::column(col));
        if (probe.status() == core::Status::Won) out.wins.push_back(col);
        probe.undo();
    }
    return with_c4_rules(board, [&](const auto& rules) {
        const auto pos = to_pos(rules, board);
        const auto threats = rules.winning_cells(pos.opponent(rules), pos.mask) & pos.possible(rules);
        for (int col = 0; col < rules.cols; ++col) {
            if (any(threats & rules.column[static_cast<std::size_t>(col)])) out.threats.push_back(col);
        }
        return out;
    });
}

C4SearchResult heuristic(const Board& board, int depth, SearchControl& control) {
    return with_c4_rules(board, [&](const auto& rules) {
        C4Search<BitsOf<decltype(rules)>> search(rules, control);
        return search.run(to_pos(rules, board), depth);
    });
}

// Columns whose value is within `margin` of the best among `allowed` (all legal
// columns when `allowed` is empty).
std::vector<int> near_best(const C4SearchResult& result, const std::vector<int>& allowed, int margin) {
    int best = INT_MIN;
    for (std::size_t col = 0; col < result.column_values.size(); ++col) {
        const int v = result.column_values[col];
        const bool ok =
            allowed.empty() || std::find(allowed.begin(), allowed.end(), static_cast<int>(col)) != allowed.end();
        if (ok && v != INT_MIN) best = std::max(best, v);
    }
    std::vector<int> out;
    for (std::size_t col = 0; col < result.column_values.size(); ++col) {
        const int v = result.column_values[col];
        const bool ok =
            allowed.empty() || std::find(allowed.begin(), allowed.end(), static_cast<int>(col)) != allowed.end();
        if (ok && v != INT_MIN && v >= best - margin) out.push_back(static_cast<int>(col));
    }
    return out;
}

// Limits for one step of a decision: what is left of the overall time budget.
Limits remaining(const Limits& limits, std::chrono::steady_clock::time_point start, std::uint64_t nodes = 0) {
    Limits step = limits;
    if (limits.time_ms > 0) {
        const auto spent =
            std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start).count();
        step.time_ms = std::max(1, limits.time_ms - static_cast<int>(spent));
    }
    if (nodes > 0) step.nodes = limits.nodes > 0 ? std::min(limits.nodes, nodes) : nodes;
    return step;
}

C4Decision easy(const Board& board, core::Rng& rng, const Limits& limits, const std::atomic<bool>* stop) {
    C4Decision d;
    const Immediate now = immediate(board);
    if (!now.wins.empty()) {
        d.column = pick(now.wins, rng);
        return d;
    }
    // A casual player sees an immediate threat most of the time, not always.
    const LevelPolicy& policy = level_policy(core::GameKind::Connect4, Level::Easy);
    if (!now.threats.empty() && rng.below(policy.slip_one_in) != 0) {
        d.column = pick(now.threats, rng);
        return d;
    }
    SearchControl control(limits, stop);
    const C4SearchResult result = heuristic(board, policy.depth, control);
    d.nodes = control.nodes();
    d.depth = result.depth;
    auto options = near_best(result, {}, policy.margin);
    d.column = options.empty() ? pick(legal_columns(board), rng) : pick(options, rng);
    return d;
}

// The search of `policy`'s depth; random among the moves within its margin.
C4Decision searched(const Board& board, core::Rng& rng, const LevelPolicy& policy, const std::vector<int>& allowed,
                    const Limits& limits, const std::atomic<bool>* stop) {
    C4Decision d;
    SearchControl control(limits, stop);
    const C4SearchResult result = heuristic(board, policy.depth, control);
    d.nodes = control.nodes();
    d.depth = result.depth;
    auto options = near_best(result, allowed, policy.margin);
    if (options.empty()) options = allowed.empty() ? legal_columns(board) : allowed;
    d.column = pick(options, rng);
    return d;
}

C4Decision hard(const Board& board, core::Rng& rng, const Limits& limits, const std::atomic<bool>* stop,
                Connect4Solver& solver, std::chrono::steady_clock::time_point start) {
    // A quick exact check keeps Hard from throwing away a won or drawn game.
    const LevelPolicy& policy = level_policy(core::GameKind::Connect4, Level::Hard);
    std::vector<int> allowed;
    if (auto verdict = solver.best_columns(board, true, remaining(limits, start, policy.side_nodes), stop)) {
        allowed = verdict->columns;
    }
    C4Decision d = searched(board, rng, policy, allowed, remaining(limits, start), stop);
    d.nodes += solver.nodes();
    return d;
}

// The playable columns, most promising first: a short heuristic search
// (node-limited, so deterministic) ranks them; ties go to the centre.
std::vector<int> ranked_columns(const Board& board, const std::atomic<bool>* stop) {
    const LevelPolicy& policy = level_policy(core::GameKind::Connect4, Level::Max);
    SearchControl control(Limits{0, policy.side_nodes, 0}, stop);
    const C4SearchResult result = heuristic(board, policy.depth, control);
    std::vector<int> order = with_c4_rules(board, [](const auto& rules) {
        return std::vector<int>(rules.order.begin(), rules.order.begin() + rules.cols);
    });
    std::erase_if(order, [&](int col) { return board.height(col) >= board.rows(); });
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return result.column_values[static_cast<std::size_t>(a)] > result.column_values[static_cast<std::size_t>(b)];
    });
    return order;
}

C4Decision perfect(const Board& board, core::Rng& rng, const Limits& limits, const std::atomic<bool>* stop,
                   Connect4Solver& solver, std::chrono::steady_clock::time_point start) {
    if (const Connect4MoveBook* book = solver.move_book()) {
        if (auto col = book->column(board)) {
            C4Decision d;
            d.column = *col;
            return d;
        }
    }
    // The game's value (book or weak solution), then the first column, in the
    // order a short search suggests, that keeps it: usually one search.
    const std::vector<int> order = ranked_columns(board, stop);
    auto keep = solver.first_keeping_column(board, true, order, remaining(limits, start), stop);
    std::uint64_t nodes = solver.nodes();
    if (!keep) {  // out of time: the heuristic search decides
        C4Decision d = hard(board, rng, limits, stop, solver, start);
        d.nodes += nodes;
        return d;
    }
    C4Decision d;
    d.value = keep->value;
    d.weak = true;
    d.column = keep->value < 0 ? order.front() : keep->columns.front();
    // With time to spare, the exact scores: the fastest win, or the slowest
    // loss (in a lost game every column "keeps" the value). A quarter of the
    // budget at most, so the answer stays quick; a draw needs nothing more.
    if (keep->value != 0) {
        Limits refine = remaining(limits, start);
        if (limits.time_ms > 0) refine.time_ms = std::max(1, std::min(refine.time_ms, limits.time_ms / 4));
        if (auto exact = solver.best_columns(board, false, refine, stop)) {
            d.value = exact->value;
            d.weak = false;
            d.column = pick(exact->columns, rng);
        }
        nodes += solver.nodes();
    }
    d.nodes = nodes;
    return d;
}

}  // namespace

int perfect_book_move(const Board& board, Connect4Solver& solver) {
    const std::vector<int> order = ranked_columns(board, nullptr);
    const auto keep = solver.first_keeping_column(board, true, order);
    return keep->value < 0 ? order.front() : keep->columns.front();
}

C4SearchResult estimate_connect4(const Board& board, const Limits& limits, const std::atomic<bool>* stop) {
    assert(board.game() == core::GameKind::Connect4 && board.status() == core::Status::Playing);
    SearchControl control(limits, stop);
    return heuristic(board, limits.depth > 0 ? limits.depth : board.cols() * board.rows(), control);
}

std::optional<int> exact_score(int value) {
    if (value == INT_MIN || std::abs(value) < kWinScale) return std::nullopt;
    return value / kWinScale;
}

C4Decision choose_connect4(const Board& board, Level level, std::uint64_t seed, const Limits& limits,
                           const std::atomic<bool>* stop, Connect4Solver& solver) {
    assert(board.game() == core::GameKind::Connect4 && board.status() == core::Status::Playing);
    core::Rng rng(seed);
    const auto start = std::chrono::steady_clock::now();
    switch (level) {
        case Level::Easy: return easy(board, rng, limits, stop);
        case Level::Hard: return hard(board, rng, limits, stop, solver, start);
        case Level::Max: return perfect(board, rng, limits, stop, solver, start);
        default: break;  // Medium, and Classic, which Connect 4 plays as Medium
    }
    return searched(board, rng, level_policy(core::GameKind::Connect4, level), {}, limits, stop);
}

}  // namespace lineup::ai
