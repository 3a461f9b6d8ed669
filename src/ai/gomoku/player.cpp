#include "ai/gomoku/player.hpp"

#include <algorithm>
#include <cassert>
#include <vector>

#include "ai/gomoku/analysis.hpp"
#include "ai/gomoku/classic.hpp"
#include "core/rng.hpp"

namespace lineup::ai {
namespace {

using core::Board;
using core::Cell;

// Easy's slips stay among the cells a person would consider: within this many
// cells of a stone (of the centre on an empty board; farther only where rocks
// leave no free cell that near).
constexpr int kSlipReach = 2;
// A slip is a random pick among this many of those cells, the best first.
constexpr int kSlipChoices = 8;

GomokuDecision easy(const Board& board, core::Rng& rng) {
    GomokuDecision d;
    const core::Side me = board.to_move();
    const std::vector<int> distance = play_distances(board);
    struct Option {
        int score;  // the combined Classic score
        int distance;
        Cell cell;
    };
    std::vector<Option> cells;
    int nearest = board.cols() + board.rows();
    for (int row = board.rows() - 1; row >= 0; --row) {
        for (int col = 0; col < board.cols(); ++col) {
            if (board.check(core::Move::at({col, row}))) continue;  // taken, or Renju's forbidden point
            const int attack = classic_score(board, {col, row}, me);
            if (attack == 100) {  // never miss a five
                d.cell = {col, row};
                return d;
            }
            const int score = attack * 2 + classic_score(board, {col, row}, core::opponent(me));
            const int away = distance[static_cast<std::size_t>(row * board.cols() + col)];
            cells.push_back({score, away, {col, row}});
            nearest = std::min(nearest, away);
        }
    }
    if (rng.below(level_policy(core::GameKind::Gomoku, Level::Easy).slip_one_in) == 0 && !cells.empty()) {
        const int reach = std::max(kSlipReach, nearest);
        std::erase_if(cells, [&](const Option& o) { return o.distance > reach; });
        // The best scores first, then the nearest; the scan order among equals.
        std::stable_sort(cells.begin(), cells.end(), [](const Option& a, const Option& b) {
            return a.score != b.score ? a.score > b.score : a.distance < b.distance;
        });
        const int top = std::min<int>(kSlipChoices, static_cast<int>(cells.size()));
        d.cell = cells[static_cast<std::size_t>(rng.below(top))].cell;
        return d;
    }
    d.cell = classic_move(board);
    return d;
}

GomokuDecision searched(const Board& board, Level level, core::Rng& rng, const Limits& limits,
                        const std::atomic<bool>* stop, GomokuTable& table) {
    const LevelPolicy& policy = level_policy(core::GameKind::Gomoku, level);
    Limits budget = limits;
    if (budget.time_ms == 0 && budget.nodes == 0) budget.time_ms = policy.own_time_ms;
    SearchControl control(budget, stop);
    SearchBoard state(board);
    GomokuSearch search(state, control, table, policy);
    GomokuDecision d;
    const auto done = [&](int idx, bool threat_win) {
        d.cell = state.cell(idx);
        d.threat_win = threat_win;
        d.nodes += control.nodes();
        d.kinds += search.kinds();
        if (d.line.empty()) d.line.push_back(d.cell);
        return d;
    };
    // A forced win by fours (or threes and fours) ends the thinking.
    if (const std::vector<int> vcf = gomoku_vcf_line(state, search, policy.vcf_plies);
        !vcf.empty() && board_allows(board, state, vcf.front())) {
        for (int idx : vcf) d.line.push_back(state.cell(idx));
        d.value = kGomokuWin - static_cast<int>(vcf.size()) + 1;
        d.depth = static_cast<int>(vcf.size());
        return done(vcf.front(), true);
    }
    if (policy.vct_plies > 0) {
        // A quarter of the time, if the move has a time budget (none: node-limited only).
        const int vct_time = budget.time_ms > 0 ? std::max(1, budget.time_ms / 4) : 0;
        SearchControl vct_control(Limits{0, policy.side_nodes, vct_time}, stop);
        GomokuSearch vct_search(state, vct_control, table, policy.width);
        const int win = vct_search.find_vct(policy.vct_plies);
        d.nodes += vct_control.nodes();
        d.kinds += vct_search.kinds();
        if (win >= 0 && board_allows(board, state, win)) return done(win, true);
    }
    // Root moves in a seeded order, so equally good moves vary between games.
    bool forced = false;
    std::vector<int> root = allowed_root_moves(board, state, search, forced);
    // None allowed (Renju: every candidate forbidden): Classic's choice, which skips forbidden points.
    if (root.empty()) return done(state.index(classic_move(board)), false);
    if (!forced && root.size() > 1) {
        for (std::size_t i = root.size() - 1; i > 0; --i) {
            const auto j = static_cast<std::size_t>(rng.below(static_cast<int>(i + 1)));
            std::swap(root[i], root[j]);
        }
        // Keep the strongest candidates first for the pruning; the shuffle
        // only decides among equals.
        std::stable_sort(root.begin(), root.end(), [&](int a, int b) {
            const core::Side me = state.to_move();
            const int sa = state.cell_score(a, me) + state.cell_score(a, core::opponent(me)) * 4 / 5;
            const int sb = state.cell_score(b, me) + state.cell_score(b, core::opponent(me)) * 4 / 5;
            return sa > sb;
        });
    }
    const int depth = limits.depth > 0 ? std::min(policy.depth, limits.depth) : policy.depth;
    const GomokuSearchResult result = search.run(depth, root);
    d.value = result.value;
    d.depth = result.depth;
    const int best = result.best >= 0 ? result.best : root.front();
    for (int idx : gomoku_table_line(state, table, best, std::max(1, result.depth))) d.line.push_back(state.cell(idx));
    return done(best, false);
}

}  // namespace

GomokuDecision choose_gomoku(const Board& board, Level level, std::uint64_t seed, const Limits& limits,
                             const std::atomic<bool>* stop, GomokuTable& table) {
    assert(board.game() == core::GameKind::Gomoku && board.status() == core::Status::Playing);
    core::Rng rng(seed);
    switch (level) {
        case Level::Easy: return easy(board, rng);
        case Level::Classic: {
            GomokuDecision d;
            d.cell = classic_move(board);
            return d;
        }
        default: return searched(board, level, rng, limits, stop, table);
    }
}

}  // namespace lineup::ai
