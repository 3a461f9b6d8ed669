// Connect 4 move choice for each level, on any board and theme. The depths,
// margins and node limits are the level's row of the levels table
// (levels.cpp), the one place that states them.
//
//   Easy     always wins at once when it can; blocks an immediate threat
//            most of the time, not always; otherwise a short look with a wide
//            margin of randomness.
//   Medium   a heuristic search; random among moves within a small margin.
//   Hard     a deeper heuristic search (time-limited), restricted to the moves
//            that keep the game's win/draw/loss value whenever a quick exact
//            check (node-limited) succeeds; random among the best.
//   Max      "Perfect": in the opening the move book's move; later the first
//            column (ranked by a short search) that keeps the win/draw/loss
//            value, then, with time to spare, the exact scores (fastest win,
//            slowest loss; random among equals). Where the limits stop the
//            solver (large boards), the Hard search decides.
// All randomness comes from `seed`, so a seed replays the same choices.
#pragma once

#include <atomic>
#include <cstdint>
#include <optional>

#include "ai/connect4/search.hpp"
#include "ai/connect4/solver.hpp"
#include "ai/levels.hpp"
#include "ai/limits.hpp"
#include "core/board.hpp"

namespace lineup::ai {

struct C4Decision {
    int column = -1;
    std::optional<int> value;  ///< exact score (or outcome when `weak`) when known
    bool weak = false;
    int depth = 0;  ///< heuristic search depth reached, when one ran
    std::uint64_t nodes = 0;
};

/// Perfect's move when time is no object, and always the same: the first
/// column, in the order of a short node-limited search, that keeps the game's
/// win/draw/loss value (in a lost game, that search's best). The move book
/// (move_book.hpp) stores these moves.
int perfect_book_move(const core::Board& board, Connect4Solver& solver);

/// The heuristic search's view of every column of a running game, for the
/// side to move: what the analysis shows where the exact solver runs out of
/// time (search.hpp; `limits` bound it; empty values when stopped at once).
/// Each value of `column_values` at least kWinScale in size is a proven
/// result: its exact score times kWinScale (see exact_score()).
C4SearchResult estimate_connect4(const core::Board& board, const Limits& limits, const std::atomic<bool>* stop);
/// The exact score a heuristic value proves, if it proves one: a win or loss
/// found within the search's horizon, whichever way the opponent plays.
std::optional<int> exact_score(int value);

/// The move of `level` in a running game (board.status() == Playing).
C4Decision choose_connect4(const core::Board& board, Level level, std::uint64_t seed, const Limits& limits,
                           const std::atomic<bool>* stop, Connect4Solver& solver);

}  // namespace lineup::ai
