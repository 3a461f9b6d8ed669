// libFuzzer target: the c4-solve filter's line readers (read_c4_position and
// the reusable C4LineReader, which must agree) on every board size the first
// byte picks (and a rock layout), then, for valid lines that are cheap to
// solve (small boards, or few empty cells), the solver itself: its score must
// stay within the score convention's bounds.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <string_view>

#include "ai/connect4/solver.hpp"
#include "cli/c4_solve.hpp"

using namespace lineup;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    const int pick = data[0];
    const int cols = 4 + pick % 9;
    const int rows = 4 + (pick / 9) % 7;
    const core::Theme theme = pick >= 200 ? core::Theme::Rock : core::Theme::Basic;
    const core::GameConfig config = core::default_config(core::GameKind::Connect4, theme, cols, rows, 7);
    const std::string_view line(reinterpret_cast<const char*>(data + 1), size - 1);
    auto board = cli::read_c4_position(config, line);
    // The filter's reusable reader must agree with it, line for line.
    static std::unique_ptr<cli::C4LineReader> reader;
    if (!reader || !(reader->config() == config)) reader = std::make_unique<cli::C4LineReader>(config);
    const auto fast = reader->read(line);
    if (fast.has_value() != board.has_value()) std::abort();
    if (board && !(**fast == *board)) std::abort();
    if (!board && fast.error().message != board.error().message) std::abort();
    if (!board) return 0;
    if (board->status() != core::Status::Playing) return 0;
    const int empty = cols * rows - board->ply() - static_cast<int>(board->rock_cells().size());
    if (cols * rows > 20 && empty > 12) return 0;
    static ai::Connect4Solver engine(4);
    const auto score = engine.solve(*board, ai::Limits{0, 2'000'000, 0});
    if (score) {
        const int bound = cols * rows / 2 + 1;
        if (*score < -bound || *score > bound) std::abort();
    }
    return 0;
}
