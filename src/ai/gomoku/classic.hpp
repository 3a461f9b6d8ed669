// The Classic level: the one-move Gomoku player of the program this project
// grew from (below: "the original"), kept move for move but for its ties
// (below); the rungs of its ladder are pinned by
// tests/ai/gomoku_classic_test.cpp.
//
// For every empty cell it scores what the cell would make for the computer
// (attack) and for the opponent (defence), from the shapes in the four
// directions, on the ladder
//   100 five | 13 open four, two fours, four + open three | 12 two open threes
//   11 open three (strong) + four | 10 open three (weak) + four
//   9 open three (strong) | 8 open three (weak) | 7 dead four (strong)
//   6 dead four (weak) | 5 two open twos | 4 open two | 3 dead three
//   2 dead two | 1 nothing
// and plays the best attack or the best defence: the higher first score wins,
// then the higher second score, attack first on a tie. Among equal cells the
// original took the first in its scan order (top row first, left to right), which
// on an empty board, where every cell scores 1, was the corner a15; we take
// the cell nearest the stones (play_distances: on an empty board, nearest the
// centre), and only then the first in the scan. The scores are the original's:
// the tie-break moves the first move to the centre and otherwise only chooses
// among cells that score the same (tests/ai/gomoku_opening_test.cpp).
//
// Where the original had to be interpreted (see classic.cpp): overlines,
// the exact-five rule, three conditions whose operator precedence contradicts
// their own comments, one dead-two condition that matches no shape, and
// bubbles (the original's computer ignored them; ours scores a bubble win as 100).
#pragma once

#include <vector>

#include "core/board.hpp"

namespace lineup::ai {

/// The original's score of `side` playing the empty cell `cell` (1..13, or 100).
int classic_score(const core::Board& board, core::Cell cell, core::Side side);

/// The original's move for the side to move of a running game (ties: above).
core::Cell classic_move(const core::Board& board);

/// How far each cell is from the play, to break ties between equal moves: the
/// Chebyshev distance (king moves) to the nearest stone of either player, or
/// on a board without stones to the nearest central cell (an even size has two
/// middle rows and columns). Indexed row * cols + col; rocks are no stones.
std::vector<int> play_distances(const core::Board& board);

}  // namespace lineup::ai
