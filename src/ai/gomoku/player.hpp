// Gomoku move choice for each level (levels.hpp), on any size, rule and theme.
//
//   Easy     takes a five (or a bubble win) when it has one; otherwise plays
//            like Classic, but one move in three is a random pick among the
//            eight cells Classic likes best, so it misses threats at times.
//   Classic  seed 002's one-move scorer (classic.hpp).
//   Medium   threat search for a win by fours (VCF), then alpha-beta to depth
//            6 over the 10 best candidates; equal moves are chosen at random.
//   Hard     VCF, then alpha-beta to depth 8 over 14 candidates.
//   Max      "Master": VCF, VCT (threes and fours), then alpha-beta to depth
//            12 over 18 candidates, until the time limit.
// Without a time limit each level uses its own (Medium 0.6 s, Hard 1.5 s,
// Master 3 s); all randomness comes from `seed`.
#pragma once

#include <atomic>
#include <cstdint>

#include "ai/gomoku/search.hpp"
#include "ai/levels.hpp"
#include "ai/limits.hpp"
#include "core/board.hpp"

namespace lineup::ai {

struct GomokuDecision {
    core::Cell cell;
    int value = 0;            ///< search value (kGomokuWin - n: a win in n moves)
    int depth = 0;            ///< deepest completed search iteration
    bool threat_win = false;  ///< found by VCF/VCT: a forced win
    std::uint64_t nodes = 0;
};

/// The time a level uses per move when the limits set none, in ms (0: none).
int gomoku_default_time_ms(Level level);

/// The move of `level` in a running game.
GomokuDecision choose_gomoku(const core::Board& board, Level level, std::uint64_t seed, const Limits& limits,
                             const std::atomic<bool>* stop, GomokuTable& table);

}  // namespace lineup::ai
