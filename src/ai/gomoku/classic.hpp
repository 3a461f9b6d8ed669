// The Classic level: the one-move Gomoku player of the program this project
// grew from (below: "the seed"), kept move for move; the rungs of its ladder
// are pinned by tests/ai/gomoku_classic_test.cpp.
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
// then the higher second score, attack first on a tie; among equal cells the
// first in the seed's scan order (top row first, left to right).
//
// Where the seed had to be interpreted (see classic.cpp): overlines,
// the exact-five rule, three conditions whose operator precedence contradicts
// their own comments, one dead-two condition that matches no shape, and
// bubbles (the seed's computer ignored them; ours scores a bubble win as 100).
#pragma once

#include "core/board.hpp"

namespace lineup::ai {

/// The seed's score of `side` playing the empty cell `cell` (1..13, or 100).
int classic_score(const core::Board& board, core::Cell cell, core::Side side);

/// The seed's move for the side to move of a running game.
core::Cell classic_move(const core::Board& board);

}  // namespace lineup::ai
