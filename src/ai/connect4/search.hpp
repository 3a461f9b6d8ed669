// C4Search: depth-limited alpha-beta for Connect 4 with a heuristic evaluation,
// for the levels below Perfect and for boards too large to solve exactly.
//
// Terminal results keep the exact score convention (bitboard.hpp) scaled by
// kWinScale, so a proven win or loss always outranks any evaluation, and a
// faster win outranks a slower one. The evaluation, from the side to move:
//   threats (cells that complete four) count most, more on the rows that suit
//   the player (Allis: odd rows for the first player, even for the second);
//   open twos and centre discs break ties.
// Iterative deepening runs until the depth limit, the time limit or the stop
// flag; the result of the last completed depth is kept.
#pragma once

#include <cstdint>
#include <vector>

#include "ai/connect4/bitboard.hpp"
#include "ai/limits.hpp"

namespace lineup::ai {

inline constexpr int kWinScale = 1000;
/// What evaluate() counts for each threat (a cell that completes four): the
/// unit the analysis shows its estimates in.
inline constexpr int kThreatValue = 24;

struct C4SearchResult {
    std::vector<int> column_values;  ///< per column: value of playing it (INT_MIN if full)
    int depth = 0;                   ///< deepest completed iteration
    bool proven = false;             ///< every value is exact (win/loss/draw)
};

template <typename B>
class C4Search {
public:
    C4Search(const C4Rules<B>& rules, SearchControl& control) : r_(rules), control_(control) {}

    /// The value of every column of `pos` (the game must be running).
    C4SearchResult run(const C4Pos<B>& pos, int max_depth);

    /// Heuristic value of `pos` for its side to move.
    int evaluate(const C4Pos<B>& pos) const;

private:
    int negamax(const C4Pos<B>& pos, int depth, int alpha, int beta);

    const C4Rules<B>& r_;
    SearchControl& control_;
    bool reached_horizon_ = false;  // some line of the last iteration ended in evaluate()
};

}  // namespace lineup::ai
