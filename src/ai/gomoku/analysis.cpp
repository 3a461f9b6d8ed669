#include "ai/gomoku/analysis.hpp"

#include <algorithm>
#include <cassert>
#include <cmath>

#include "ai/levels.hpp"

namespace lineup::ai {
namespace {

std::vector<core::Cell> cells_of(const SearchBoard& state, const std::vector<int>& indices) {
    std::vector<core::Cell> cells;
    for (int idx : indices) cells.push_back(state.cell(idx));
    return cells;
}

}  // namespace

bool board_allows(const core::Board& board, const SearchBoard& state, int idx) {
    return !board.check(core::Move::at(state.cell(idx)));
}

std::vector<int> allowed_root_moves(const core::Board& board, const SearchBoard& state, GomokuSearch& search,
                                    bool& forced) {
    std::vector<int> root;
    search.moves(root, forced, -1, 0);
    std::erase_if(root, [&](int idx) { return !board_allows(board, state, idx); });
    return root;
}

std::vector<int> gomoku_vcf_line(SearchBoard& state, GomokuSearch& search, int plies) {
    std::vector<int> line;
    const core::Side attacker = state.to_move();
    std::vector<int> fives;
    while (true) {
        fives.clear();
        state.cells_with(attacker, Threat::Five, fives);
        if (!fives.empty()) {
            line.push_back(fives.front());
            break;
        }
        const int four = search.find_vcf(plies);
        if (four < 0) {
            line.clear();  // the sequence was not found again within what is left: report none
            break;
        }
        state.play(four);
        line.push_back(four);
        fives.clear();
        state.cells_with(attacker, Threat::Five, fives);
        assert(!fives.empty());
        state.play(fives.front());  // the block (with two fives, the other wins next)
        line.push_back(fives.front());
        plies -= 2;
    }
    // Take back what was played: every move of the line but the final five.
    for (std::size_t i = 0; i + 1 < line.size(); ++i) state.undo();
    if (line.size() % 2 == 0) line.clear();  // ended on a block: not a win after all
    return line;
}

std::vector<int> gomoku_table_line(SearchBoard& state, const GomokuTable& table, int best, int length) {
    std::vector<int> line;
    int move = best;
    while (move >= 0 && static_cast<int>(line.size()) < length && state.is_empty(move) && state.empty_cells() > 0) {
        const bool five = state.threat(move, state.to_move()) == Threat::Five;
        state.play(move);
        line.push_back(move);
        if (five) break;
        const GomokuTable::Entry* entry = table.probe(state.hash());
        move = entry ? entry->move : -1;
    }
    for (std::size_t i = 0; i < line.size(); ++i) state.undo();
    return line;
}

double gomoku_win_chance(int value) {
    if (value > kGomokuWinBound) return 1.0;
    if (value < -kGomokuWinBound) return 0.0;
    return 1.0 / (1.0 + std::exp(-static_cast<double>(value) / kGomokuChanceScale));
}

int gomoku_win_moves(int value) {
    assert(value > kGomokuWinBound);
    return (kGomokuWin - value) / 2 + 1;
}

const LevelPolicy& gomoku_analysis_policy() {
    static const LevelPolicy policy = [] {
        LevelPolicy p = level_policy(core::GameKind::Gomoku, Level::Max);
        p.selective = false;
        p.width = 18;
        return p;
    }();
    return policy;
}

GomokuAnalysis analyse_gomoku(const core::Board& board, int depth, int top, const Limits& limits,
                              const std::atomic<bool>* stop, GomokuTable& table) {
    assert(board.game() == core::GameKind::Gomoku && board.status() == core::Status::Playing);
    const LevelPolicy& policy = gomoku_analysis_policy();
    SearchControl control(limits, stop);
    SearchBoard state(board);
    GomokuSearch search(state, control, table, policy);
    GomokuAnalysis result;

    if (const std::vector<int> line = gomoku_vcf_line(state, search, policy.vcf_plies);
        !line.empty() && board_allows(board, state, line.front())) {
        result.vcf = true;
        result.depth = static_cast<int>(line.size());
        result.value = kGomokuWin - static_cast<int>(line.size()) + 1;
        result.line = cells_of(state, line);
        result.candidates.push_back({result.line.front(), result.value});
        result.nodes = control.nodes();
        return result;
    }
    if (control.stopped()) return result;

    bool forced = false;
    std::vector<int> root = allowed_root_moves(board, state, search, forced);
    for (int rank = 0; rank < std::max(1, top) && !root.empty(); ++rank) {
        const GomokuSearchResult found = search.run(depth, root);
        // A search stops deepening once the result is decided (a win or a
        // loss); otherwise, stopped short of the depth asked, it is not reported.
        if (found.best < 0 || found.depth == 0 || (found.depth < depth && !gomoku_decided(found.value))) break;
        if (rank == 0) {
            result.depth = found.depth;
            result.value = found.value;
            result.line = cells_of(state, gomoku_table_line(state, table, found.best, found.depth));
        }
        result.candidates.push_back({state.cell(found.best), found.value});
        std::erase(root, found.best);
    }
    // Searched apart, a later move can come out a little above an earlier one.
    if (result.candidates.size() > 1) {
        std::stable_sort(result.candidates.begin() + 1, result.candidates.end(),
                         [](const GomokuCandidate& a, const GomokuCandidate& b) { return a.value > b.value; });
    }
    result.nodes = control.nodes();
    return result;
}

}  // namespace lineup::ai
