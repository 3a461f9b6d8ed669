// The Gomoku board core: play+undo pairs per second of ThreatBoard
// (board/threat_board.hpp) on random middlegames (docs/benchmarks.md). Run:
//   build/native-release/bin/lineup-bench-gomoku-core
#include <benchmark/benchmark.h>

#include <vector>

#include "ai/gomoku/board/threat_board.hpp"
#include "core/board.hpp"
#include "core/config.hpp"
#include "core/rng.hpp"

namespace {

using namespace lineup;
using core::Board;

// 40 random plies on a 15x15 board of the rule (a game that ends sooner
// stops there), and its empty cells within two cells of a stone, in board order.
struct Middlegame {
    Board board;
    std::vector<core::Cell> cells;
};

Middlegame middlegame(core::Rule rule, std::uint64_t seed = 7) {
    core::GameConfig config = core::default_config(core::GameKind::Gomoku, core::Theme::Basic, 15, 15, 0);
    config.rule = rule;
    Middlegame m{Board(config), {}};
    core::Rng rng(seed);
    std::vector<core::Move> legal;
    for (int ply = 0; ply < 40 && m.board.status() == core::Status::Playing; ++ply) {
        m.board.legal_moves(legal);
        // Near the centre, as games go: a random legal move within the middle 9x9.
        core::Move move;
        do move = legal[static_cast<std::size_t>(rng.below(static_cast<int>(legal.size())))];
        while (move.col < 3 || move.row < 3 || move.col > 11 || move.row > 11);
        m.board.play(move);
    }
    for (int row = 0; row < 15; ++row) {
        for (int col = 0; col < 15; ++col) {
            if (m.board.at({col, row}) != core::Stone::Empty) continue;
            bool near = false;
            for (int dr = -2; dr <= 2; ++dr) {
                for (int dc = -2; dc <= 2; ++dc) {
                    const core::Cell c{col + dc, row + dr};
                    if (c.col < 0 || c.row < 0 || c.col >= 15 || c.row >= 15) continue;
                    near = near || m.board.at(c) == core::Stone::First || m.board.at(c) == core::Stone::Second;
                }
            }
            if (near) m.cells.push_back({col, row});
        }
    }
    return m;
}

// One play and one undo on each of the cells in turn.
template <class Core>
void play_undo(benchmark::State& state, core::Rule rule) {
    const Middlegame m = middlegame(rule);
    Core position(m.board);
    std::vector<int> cells;
    for (core::Cell c : m.cells) cells.push_back(position.index(c));
    std::size_t next = 0;
    for (auto _ : state) {
        position.play(cells[next]);
        position.undo();
        next = next + 1 == cells.size() ? 0 : next + 1;
    }
    benchmark::DoNotOptimize(position.hash());
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));
}

// Four plays deep and back, as a search walks: cells i, i+7, i+14, i+21.
template <class Core>
void play_undo_depth4(benchmark::State& state, core::Rule rule) {
    const Middlegame m = middlegame(rule);
    Core position(m.board);
    std::vector<int> cells;
    for (core::Cell c : m.cells) cells.push_back(position.index(c));
    std::size_t next = 0;
    for (auto _ : state) {
        for (std::size_t k = 0; k < 4; ++k) position.play(cells[(next + 7 * k) % cells.size()]);
        for (int k = 0; k < 4; ++k) position.undo();
        next = next + 1 == cells.size() ? 0 : next + 1;
    }
    benchmark::DoNotOptimize(position.hash());
    state.SetItemsProcessed(static_cast<std::int64_t>(4 * state.iterations()));
}

// A search-like walk over 8 middlegames in turn: up to 6 plays on cells drawn
// from the position's list (occupied draws skipped), then as many undos. The
// draws are the same for both cores.
template <class Core>
void walk(benchmark::State& state, core::Rule rule) {
    std::vector<Core> positions;
    std::vector<std::vector<int>> cells;
    for (std::uint64_t seed = 1; seed <= 8; ++seed) {
        const Middlegame m = middlegame(rule, seed);
        positions.emplace_back(m.board);
        cells.emplace_back();
        for (core::Cell c : m.cells) cells.back().push_back(positions.back().index(c));
    }
    core::Rng rng(3);
    std::int64_t plays = 0;
    std::size_t next = 0;
    for (auto _ : state) {
        Core& position = positions[next];
        const std::vector<int>& list = cells[next];
        int played = 0;
        for (int k = 0; k < 6; ++k) {
            const int idx = list[static_cast<std::size_t>(rng.below(static_cast<int>(list.size())))];
            if (!position.is_empty(idx)) continue;
            position.play(idx);
            ++played;
        }
        for (int k = 0; k < played; ++k) position.undo();
        plays += played;
        next = (next + 1) % positions.size();
    }
    state.SetItemsProcessed(plays);
}

void BM_ThreatPlayUndo(benchmark::State& s, core::Rule rule) { play_undo<ai::ThreatBoard>(s, rule); }
void BM_ThreatPlayUndoDepth4(benchmark::State& s, core::Rule rule) { play_undo_depth4<ai::ThreatBoard>(s, rule); }
void BM_ThreatWalk(benchmark::State& s, core::Rule rule) { walk<ai::ThreatBoard>(s, rule); }

BENCHMARK_CAPTURE(BM_ThreatPlayUndo, freestyle, core::Rule::Freestyle);
BENCHMARK_CAPTURE(BM_ThreatPlayUndo, exact, core::Rule::Exact);
BENCHMARK_CAPTURE(BM_ThreatPlayUndoDepth4, freestyle, core::Rule::Freestyle);
BENCHMARK_CAPTURE(BM_ThreatWalk, freestyle, core::Rule::Freestyle);
BENCHMARK_CAPTURE(BM_ThreatWalk, exact, core::Rule::Exact);

}  // namespace

BENCHMARK_MAIN();
