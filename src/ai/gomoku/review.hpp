// Review of a Gomoku move: graded by the engine, with the threat search's
// verdicts first. Facts only (the grade, the values, the better move, the
// length of a forced win); the app and the tools word them.
//
//   MissedWin   the mover had a win by continuous fours (VCF) and the move
//               neither wins at once nor keeps a forced win;
//   AllowedWin  after the move the opponent has a VCF, where a move that
//               does not lose was there (the search found one);
//   otherwise the position's best move and the played one are searched to
//   the same depth (Master's search) and the loss in winning chances
//   (gomoku_win_chance) grades it: Best (the best move, or under 2 points),
//   Good (under 6), Inaccuracy (under 15), Mistake.
#pragma once

#include <atomic>
#include <cstdint>
#include <vector>

#include "ai/gomoku/search.hpp"
#include "ai/limits.hpp"
#include "core/board.hpp"
#include "core/record.hpp"

namespace lineup::ai {

enum class GomokuGrade : std::uint8_t { Best, Good, Inaccuracy, Mistake, MissedWin, AllowedWin, Unknown };

struct GomokuMoveReview {
    core::Cell move;
    GomokuGrade grade = GomokuGrade::Unknown;
    core::Cell best;       ///< the engine's best move in that position
    int played_value = 0;  ///< for the mover, at the review's depth
    int best_value = 0;
    int win_moves = 0;  ///< MissedWin: the mover's moves to its five; AllowedWin: the opponent's
};

/// Grades `move` (legal) in the running position `before`, searched `depth` plies.
/// A stop or limit before the grade is known gives Unknown.
GomokuMoveReview review_gomoku_move(const core::Board& before, core::Cell move, int depth, const Limits& limits,
                                    const std::atomic<bool>* stop, GomokuTable& table);

/// One review per move of `record` (a Gomoku record, valid), in order.
std::vector<GomokuMoveReview> review_gomoku(const core::GameRecord& record, int depth, GomokuTable& table,
                                            const Limits& limits = {});

/// The grade of a move whose value is `played` where the best is `best`
/// (both for the mover, not wins or losses).
GomokuGrade grade_gomoku(int played, int best);

}  // namespace lineup::ai
