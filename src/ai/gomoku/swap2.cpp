#include "ai/gomoku/swap2.hpp"

#include <algorithm>
#include <array>
#include <cassert>
#include <cstdlib>

#include "ai/gomoku/player.hpp"

namespace lineup::ai {
namespace {

using core::Board;
using core::Cell;

// Opening shapes around the centre: the first player's stone, the second's,
// the first's again, as steps (columns, rows) from the centre.
constexpr std::array<std::array<Cell, 3>, 6> kShapes{{
    {{{0, 0}, {1, 0}, {0, 2}}},
    {{{0, 0}, {1, 1}, {-1, 2}}},
    {{{0, 0}, {0, 1}, {2, 2}}},
    {{{0, 0}, {-1, 1}, {2, 1}}},
    {{{0, 0}, {2, 0}, {1, 2}}},
    {{{0, 0}, {1, -1}, {-2, 1}}},
}};

// The shape's stones on `empty`, or nothing when a stone would be refused
// (off the board, on a rock).
std::optional<Board> placed(const Board& empty, const std::array<Cell, 3>& shape) {
    Board board = empty;
    const Cell centre{empty.cols() / 2, empty.rows() / 2};
    for (const Cell step : shape) {
        if (board.play(core::Move::at({centre.col + step.col, centre.row + step.row}))) return std::nullopt;
    }
    return board;
}

}  // namespace

std::vector<Cell> swap2_opening(const Board& start, Level level, std::uint64_t seed, const Limits& limits,
                                GomokuTable& table) {
    assert(start.ply() < 3 && start.config().opening == core::Opening::Standard);
    const Board empty(start.config());
    const auto begun = start.history();
    Limits each = limits;
    each.nodes = limits.nodes / kShapes.size();
    each.time_ms = limits.time_ms > 0 ? std::max(1, limits.time_ms / static_cast<int>(kShapes.size())) : 0;
    std::vector<Cell> best;
    int best_distance = 0;
    for (const auto& shape : kShapes) {
        const std::optional<Board> board = placed(empty, shape);
        if (!board || board->status() != core::Status::Playing) continue;
        if (!std::equal(begun.begin(), begun.end(), board->history().begin())) continue;
        const GomokuDecision d = choose_gomoku(*board, level, seed, each, nullptr, table);
        const int distance = std::abs(d.value);
        if (best.empty() || distance < best_distance) {
            best.assign(board->history().begin(), board->history().end());
            best_distance = distance;
        }
    }
    if (best.empty()) {
        // Rocks on every shape (or stones begun elsewhere): the first free cells, in order.
        Board board = start;
        best.assign(begun.begin(), begun.end());
        std::vector<core::Move> moves;
        while (best.size() < 3) {
            board.legal_moves(moves);
            const Cell cell{moves.front().col, moves.front().row};
            [[maybe_unused]] auto error = board.play(moves.front());
            best.push_back(cell);
        }
    }
    return best;
}

Swap2Choice swap2_choose(const Board& board, Level level, std::uint64_t seed, const Limits& limits,
                         GomokuTable& table) {
    assert(board.to_move() == core::Side::Second && board.status() == core::Status::Playing);
    const GomokuDecision d = choose_gomoku(board, level, seed, limits, nullptr, table);
    Swap2Choice choice;
    choice.value = d.value;
    if (d.value < 0) {
        choice.swap = true;
    } else {
        choice.move = d.cell;
    }
    return choice;
}

}  // namespace lineup::ai
