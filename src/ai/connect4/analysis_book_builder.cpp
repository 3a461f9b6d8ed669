#include "ai/connect4/analysis_book_builder.hpp"

#include <algorithm>
#include <cassert>
#include <unordered_set>

#include "ai/connect4/bitboard.hpp"

namespace lineup::ai {
namespace {

using Word = std::uint64_t;
using Rules = C4Rules<Word>;
using Pos = C4Pos<Word>;

const core::GameConfig& config() {
    static const core::GameConfig c = core::default_config(core::GameKind::Connect4);
    return c;
}

const Rules& rules() {
    static const Rules r{core::Board(config())};
    return r;
}

std::uint64_t canonical(const Pos& p) { return std::min(p.key(), rules().mirror(p.key())); }

Pos pos_of(const std::string& moves) {
    Pos p;
    for (char c : moves) p.play(rules(), p.drop_cell(rules(), c - '1'));
    return p;
}

struct Node {
    std::uint64_t key;
    Pos pos;
    std::string moves;
};

// Every position with one disc more where the game goes on (the move neither
// wins nor fills the board), one per mirror pair, sorted by key.
std::vector<Node> expand(const std::vector<Node>& level) {
    const Rules& r = rules();
    std::vector<Node> next;
    std::unordered_set<std::uint64_t> seen;
    for (const Node& n : level) {
        const Word wins = r.winning_cells(n.pos.current, n.pos.mask);
        for (int col = 0; col < r.cols; ++col) {
            const Word cell = n.pos.drop_cell(r, col);
            if (cell == 0 || (cell & wins) != 0) continue;
            Node child{0, n.pos, n.moves + static_cast<char>('1' + col)};
            child.pos.play(r, cell);
            child.key = canonical(child.pos);
            if (child.pos.moves < r.playable && seen.insert(child.key).second) next.push_back(std::move(child));
        }
    }
    std::sort(next.begin(), next.end(), [](const Node& a, const Node& b) { return a.key < b.key; });
    return next;
}

}  // namespace

core::Board C4BookPosition::board() const {
    core::Board b(config());
    for (char c : moves) {
        [[maybe_unused]] auto error = b.play(core::Move::column(c - '1'));
        assert(!error);
    }
    return b;
}

C4BookLayers enumerate_analysis_layers(int depth) {
    assert(depth >= 0 && depth <= 12);
    C4BookLayers layers;
    std::vector<Node> level{Node{0, Pos{}, ""}};
    for (int d = 0; d <= depth; ++d) {
        if (d > 0) level = expand(level);
        auto& covered = layers.emplace_back();
        for (const Node& n : level) {
            if (!n.pos.can_win_next(rules())) covered.push_back({n.key, n.moves});
        }
    }
    return layers;
}

int back_up_score(const C4BookLayers& layers, int d, std::size_t i, const std::vector<int>& below) {
    const Rules& r = rules();
    const Pos pos = pos_of(layers[static_cast<std::size_t>(d)][i].moves);
    const auto& next = layers[static_cast<std::size_t>(d) + 1];
    assert(below.size() == next.size() && !pos.can_win_next(r));
    int best = -r.score_base;
    for (int col = 0; col < r.cols; ++col) {
        const Word cell = pos.drop_cell(r, col);
        if (cell == 0) continue;
        Pos child = pos;
        child.play(r, cell);
        int value = 0;  // a full board: a draw
        if (child.can_win_next(r)) {
            value = -r.win_now(child.moves);
        } else if (child.moves < r.playable) {
            const std::uint64_t key = canonical(child);
            const auto it = std::lower_bound(next.begin(), next.end(), key,
                                             [](const C4BookPosition& p, std::uint64_t k) { return p.key < k; });
            assert(it != next.end() && it->key == key);
            value = -below[static_cast<std::size_t>(it - next.begin())];
        }
        best = std::max(best, value);
    }
    return best;
}

Connect4AnalysisBook back_up_analysis_book(const C4BookLayers& layers, const std::vector<int>& leaf_scores) {
    assert(!layers.empty() && leaf_scores.size() == layers.back().size());
    const int depth = static_cast<int>(layers.size()) - 1;
    std::vector<Connect4Book::Entry> entries;
    std::vector<int> below = leaf_scores;
    for (std::size_t i = 0; i < below.size(); ++i) entries.push_back({layers.back()[i].key, below[i]});
    for (int d = depth - 1; d >= 0; --d) {
        std::vector<int> scores(layers[static_cast<std::size_t>(d)].size());
        for (std::size_t i = 0; i < scores.size(); ++i) {
            scores[i] = back_up_score(layers, d, i, below);
            entries.push_back({layers[static_cast<std::size_t>(d)][i].key, scores[i]});
        }
        below = std::move(scores);
    }
    return Connect4AnalysisBook::from_entries(std::move(entries), depth);
}

}  // namespace lineup::ai
