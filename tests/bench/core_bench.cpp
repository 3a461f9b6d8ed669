// Rules-core throughput: random playouts (moves + win checks per second) for
// both games and themes, play/undo pairs, and perft. Run:
//   build/native-release/bin/lineup-bench-core
#include <benchmark/benchmark.h>

#include "core/board.hpp"
#include "core/perft.hpp"
#include "core/rng.hpp"

namespace {

using namespace lineup::core;

// One random game to the end. Moves are drawn by rejection (random column or
// cell until one is legal), so the time is spent in play() and its win check.
int playout(Board& board, Rng& rng) {
    const bool c4 = board.game() == GameKind::Connect4;
    int moves = 0;
    while (board.status() == Status::Playing) {
        const Move move =
            c4 ? Move::column(rng.below(board.cols())) : Move{rng.below(board.cols()), rng.below(board.rows())};
        if (!board.play(move)) ++moves;
    }
    return moves;
}

void BM_RandomPlayout(benchmark::State& state, GameKind game, Theme theme, int size) {
    const Board start(default_config(game, theme, size, 0, 1));
    Rng rng(42);
    std::int64_t moves = 0;
    for (auto _ : state) {
        Board board = start;
        moves += playout(board, rng);
        benchmark::DoNotOptimize(board.winner());
    }
    state.SetItemsProcessed(moves);
    state.counters["moves/game"] =
        benchmark::Counter(static_cast<double>(moves) / static_cast<double>(state.iterations()));
}

BENCHMARK_CAPTURE(BM_RandomPlayout, connect4_7x6, GameKind::Connect4, Theme::Basic, 7);
BENCHMARK_CAPTURE(BM_RandomPlayout, connect4_7x6_rock, GameKind::Connect4, Theme::Rock, 7);
BENCHMARK_CAPTURE(BM_RandomPlayout, connect4_7x6_bubble, GameKind::Connect4, Theme::Bubble, 7);
BENCHMARK_CAPTURE(BM_RandomPlayout, gomoku_15x15, GameKind::Gomoku, Theme::Basic, 15);
BENCHMARK_CAPTURE(BM_RandomPlayout, gomoku_15x15_rock, GameKind::Gomoku, Theme::Rock, 15);
BENCHMARK_CAPTURE(BM_RandomPlayout, gomoku_15x15_bubble, GameKind::Gomoku, Theme::Bubble, 15);

void BM_PlayUndo(benchmark::State& state, GameKind game) {
    Board board(default_config(game));
    const Move move = game == GameKind::Connect4 ? Move::column(3) : Move{6, 6};
    for (auto _ : state) {
        board.play(move);
        board.undo();
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));
}

BENCHMARK_CAPTURE(BM_PlayUndo, connect4, GameKind::Connect4);
BENCHMARK_CAPTURE(BM_PlayUndo, gomoku, GameKind::Gomoku);

void BM_PerftConnect4(benchmark::State& state) {
    Board board(default_config(GameKind::Connect4));
    std::uint64_t leaves = 0;
    for (auto _ : state) leaves += perft(board, static_cast<int>(state.range(0)));
    state.SetItemsProcessed(static_cast<std::int64_t>(leaves));
}

BENCHMARK(BM_PerftConnect4)->Arg(6)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
