// Review of a Connect 4 game: every move graded exactly by the solver, from
// the score of each column of the position it was played in (score
// convention of bitboard.hpp). Facts only: the grade, the move's score and
// the best score, and the columns that keep the best; the app and the tools
// word them.
#pragma once

#include <atomic>
#include <cstdint>
#include <optional>
#include <vector>

#include "ai/connect4/solver.hpp"
#include "core/record.hpp"

namespace lineup::ai {

enum class C4Grade : std::uint8_t {
    Best,         ///< the best score there is
    KeepsResult,  ///< a win still, a draw still, or (in a lost position) a loss still, but not the fastest
    ThrowsWin,    ///< a won position turned into a draw or a loss
    DrawToLoss,   ///< a drawn position turned into a loss
    Unknown,      ///< the solver stopped (a limit) before it knew
};

struct C4MoveReview {
    core::Move move;
    C4Grade grade = C4Grade::Unknown;
    std::optional<int> score;     ///< the move's score for the side that made it
    std::optional<int> best;      ///< the best column's score in that position
    std::vector<int> best_moves;  ///< 0-based columns that score `best`, left to right
};

/// One review per move of `record` (a Connect 4 record, valid), in order.
/// `limits` apply to each position; a stopped search leaves that move and
/// the rest Unknown.
std::vector<C4MoveReview> review_connect4(const core::GameRecord& record, Connect4Solver& solver,
                                          const Limits& limits = {}, const std::atomic<bool>* stop = nullptr);

/// The grade of a move scoring `score` where the best scores `best`.
C4Grade grade_connect4(int score, int best);

}  // namespace lineup::ai
