// Four-threes that win: a move that makes a four and an open three at once
// wins, unless the block of the four makes a four of the defender's (which
// the attacker must answer first). The threat classes tell a four-three, not
// what its block makes; this reads the lines around the two cells. The
// search's move picker (GomokuSearch::moves) forces the exact defences
// against one.
#pragma once

#include <vector>

#include "ai/gomoku/search_board.hpp"

namespace lineup::ai {

/// Whether `attacker` has a four-three whose block gives the other side no
/// four (and so wins, the other side having no four of its own to play
/// first). Freestyle and exact five without bubbles; `cells` is scratch,
/// left holding `attacker`'s four-three cells.
bool has_winning_four_three(const SearchBoard& s, core::Side attacker, std::vector<int>& cells);

/// Against the opponent's four-three that wins (the side to move's
/// opponent; no open three): exactly the moves after which it has none, and
/// the side to move's own fours, in `out` (where there are none, the
/// opponent's four-three cells: the search finds the loss). Returns how
/// many moves (0: no such four-three, `out` left as it was). `cells` is
/// scratch.
int four_three_defences(SearchBoard& s, std::vector<int>& out, std::vector<int>& cells);

}  // namespace lineup::ai
