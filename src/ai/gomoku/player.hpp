// Gomoku move choice for each level, on any size, rule and theme. The depths,
// widths, threat-search plies, node limits and times are the level's row of
// the levels table (levels.cpp), the one place that states them.
//
//   Easy     takes a five (or a bubble win) when it has one; otherwise plays
//            like Classic, but now and then picks at random among the eight
//            cells Classic likes best within two cells of a stone (of the
//            centre on an empty board), so it misses threats at times, as a
//            person does, without playing far from the game.
//   Classic  the first program's one-move scorer (classic.hpp).
//   Medium   threat search for a win by fours (VCF), then a shallow alpha-beta
//            over the best candidates; equal moves are chosen at random.
//   Hard     VCF, then a deeper and wider alpha-beta.
//   Max      "Master": VCF, VCT (threes and fours), then the deepest and
//            widest alpha-beta, until the time limit.
// Without a time or node limit each level uses its own time; all randomness
// comes from `seed`.
#pragma once

#include <atomic>
#include <cstdint>
#include <vector>

#include "ai/gomoku/search.hpp"
#include "ai/levels.hpp"
#include "ai/limits.hpp"
#include "core/board.hpp"

namespace lineup::ai {

struct GomokuDecision {
    core::Cell cell;
    int value = 0;                 ///< search value (kGomokuWin - n: a win in n moves)
    int depth = 0;                 ///< deepest completed search iteration
    bool threat_win = false;       ///< found by VCF/VCT: a forced win
    std::uint64_t nodes = 0;       ///< every node searched, the threat searches' included
    GomokuNodeKinds kinds;         ///< the same nodes by kind (Medium, Hard and Master)
    std::vector<core::Cell> line;  ///< the best line from the move on, when a search found one
};

/// The move of `level` in a running game.
GomokuDecision choose_gomoku(const core::Board& board, Level level, std::uint64_t seed, const Limits& limits,
                             const std::atomic<bool>* stop, GomokuTable& table);

}  // namespace lineup::ai
