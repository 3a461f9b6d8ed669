// Gomoku analysis: what the engine thinks of a position, as facts for the
// analysis overlay, the review and pbrain-lineup's MESSAGE lines: the value
// for the side to move, the depth searched, the best line (principal
// variation) and the best few moves with their values.
//
// A win by continuous fours (VCF) is looked for first: when the side to move
// has one, the line is that whole sequence (attacker's fours and the forced
// blocks) and the value a win. Otherwise the search of Master's width and
// threat checks runs to the depth asked; the best `top` moves come from
// searching the root again without the moves already ranked (multi-PV), and
// the line from following the transposition table's best moves.
#pragma once

#include <atomic>
#include <cstdint>
#include <vector>

#include "ai/gomoku/search.hpp"
#include "ai/limits.hpp"
#include "core/board.hpp"

namespace lineup::ai {

struct GomokuCandidate {
    core::Cell cell;
    int value = 0;  ///< for the side to move (kGomokuWin - n: a win n plies on)
};

struct GomokuAnalysis {
    int depth = 0;                            ///< deepest completed iteration (0: not even one)
    int value = 0;                            ///< the best move's value, for the side to move
    bool vcf = false;                         ///< the value is a win by continuous fours, `line` is the whole of it
    std::vector<core::Cell> line;             ///< the best line, from the side to move
    std::vector<GomokuCandidate> candidates;  ///< best first, at most `top`
    std::uint64_t nodes = 0;
};

/// The search settings of analysis and review: Master's, with the full-width
/// search at width 18. They compare moves by their values at one depth, which
/// the selective search's pruning would make depend on the move order.
const LevelPolicy& gomoku_analysis_policy();

/// Analyses a running Gomoku position to `depth` plies (the VCF looks
/// `vcf_plies` deep). A stop or limit ends it early: the result then holds
/// what was completed (depth may be below the one asked).
GomokuAnalysis analyse_gomoku(const core::Board& board, int depth, int top, const Limits& limits,
                              const std::atomic<bool>* stop, GomokuTable& table);

/// The whole win by continuous fours for the side to move, from its first
/// four to the five: the attacker's moves and the blocks each four forces
/// (state cell indices). Empty when there is none within `plies`.
std::vector<int> gomoku_vcf_line(SearchBoard& state, GomokuSearch& search, int plies);
/// Whether the board allows the move on the state's cell `idx`: the search
/// judges only Renju's double threes and fours (search_board.hpp), not an
/// overline beside a lesser shape, so the move chosen is checked on the board itself.
bool board_allows(const core::Board& board, const SearchBoard& state, int idx);

/// The search's root moves that the board allows; `forced` as GomokuSearch::moves sets it.
std::vector<int> allowed_root_moves(const core::Board& board, const SearchBoard& state, GomokuSearch& search,
                                    bool& forced);

/// The best line after a search: `best`, then the table's best move of each
/// position reached, while it names an empty cell and no five ended the game;
/// at most `length` moves. The state is left as it was.
std::vector<int> gomoku_table_line(SearchBoard& state, const GomokuTable& table, int best, int length);

/// The side to move's winning chances, 0..1, from the engine's value: a
/// logistic curve, 1 / (1 + exp(-value / kGomokuChanceScale)); 1 and 0 for
/// wins and losses found. The scale is fitted to the results of Master's
/// games (tests/bench/fit_gomoku_chances.py, docs/analysis.md).
inline constexpr double kGomokuChanceScale = 8500.0;
double gomoku_win_chance(int value);

/// Moves until the end of a won line: for a value v > kGomokuWinBound, the
/// winner's stones still to play (1: a five now).
int gomoku_win_moves(int value);

}  // namespace lineup::ai
