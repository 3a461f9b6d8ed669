// C4Negamax: exact Connect 4 scores (score convention in bitboard.hpp).
//
// negamax() is alpha-beta with these refinements, from the public literature
// on solving Connect 4 (Allis 1988; Tromp's Fhourstones; Pons' tutorial):
// - moves that let the opponent win at once are never explored, and a position
//   where every move does so is scored without search;
// - the score window is clamped to what is still reachable (nobody can win
//   before their second disc from now, once immediate wins are ruled out);
// - moves are ordered by the useful threats they create (not those right
//   above an opponent's threat), centre columns first, and
//   the column that proved a bound before goes first;
// - a transposition table keeps a lower and an upper bound per position.
// - nodes with a single move left do without the table, and so do the last
//   plies of the game (a probe there costs more than the search it saves);
// - a side with no four left to complete can at best draw, and claimeven
//   (Allis) may cap the score of the side to move (claimeven_bound);
// - fail-soft: a search that fails low returns and stores the best child's
//   bound, not alpha.
// solve() finds the exact score with null windows [t, t+1] (C4ScoreRange).
#pragma once

#include <optional>

#include "ai/connect4/bitboard.hpp"
#include "ai/connect4/bound_table.hpp"
#include "ai/limits.hpp"

namespace lineup::ai {

template <typename B>
class C4Negamax {
public:
    /// `variant` != 0 orders equally good moves differently (a helper thread
    /// working on the same search as another; see ParallelSolver in the cli).
    C4Negamax(const C4Rules<B>& rules, BoundTable& table, SearchControl& control, std::uint64_t variant = 0)
        : r_(rules), tt_(table), control_(control), variant_(variant) {}

    /// The exact score of `pos` (game not over), or nullopt when stopped.
    std::optional<int> solve(const C4Pos<B>& pos);

    /// The score of playing `col` from `pos` (column not full), from the point
    /// of view of the side to move in `pos`; nullopt when stopped.
    std::optional<int> solve_move(const C4Pos<B>& pos, int col);

    /// Win (1), draw (0) or loss (-1) of `pos` (game not over): the weak
    /// solution, two null-window searches at most. nullopt when stopped.
    std::optional<int> outcome(const C4Pos<B>& pos);

    /// True when playing `col` (not full) keeps the value `value` of `pos`:
    /// the exact score when `weak` is false, the outcome (-1/0/1) when true.
    /// nullopt when stopped.
    std::optional<bool> keeps_value(const C4Pos<B>& pos, int col, int value, bool weak);

    /// Alpha-beta search, fail-soft: the result may lie outside the window.
    /// Requires alpha < beta and that the side to move cannot win at once.
    /// Returns v when alpha < v < beta (the exact score); a value <= alpha
    /// means score <= that value; a value >= beta means score >= that value.
    /// When the control stops the search the result is meaningless.
    int negamax(const C4Pos<B>& pos, int alpha, int beta);

private:
    /// negamax() given the opponent's winning cells (`their_threats`), which
    /// the parent node has computed already to order its moves.
    int search(const C4Pos<B>& pos, int alpha, int beta, B their_threats);

    const C4Rules<B>& r_;
    BoundTable& tt_;
    SearchControl& control_;
    std::uint64_t variant_;
};

}  // namespace lineup::ai
