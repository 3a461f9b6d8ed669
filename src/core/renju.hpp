// Renju's forbidden points (issue 26, the rules' first slice): the first
// player (Renju's black) may not make a double three, a double four or an
// overline; a move that makes exactly five wins even where it also makes
// such a shape. The second player is unrestricted.
//
//   five         exactly five of the first player's stones in a row
//   overline     six or more in a row
//   four         a line to which one more stone makes exactly five; a
//                straight four (_XXXX_) gives five at either end and counts
//                once, two fours on one line (X_XXX_X) count twice
//   three        a line to which one more stone makes a straight four, on a
//                point that is not forbidden itself (checked recursively: a
//                three whose every such point is forbidden is no three)
//
// A point is checked on a copy of the board's stones; rocks and the board's
// edge end a line as the opponent's stones do. Used as the rules say: by the
// board (to refuse), the engine (never to choose) and the page (to mark).
#pragma once

#include <cstdint>

#include "core/board.hpp"

namespace lineup::core {

enum class Forbidden : std::uint8_t { None, DoubleThree, DoubleFour, Overline };

/// Whether the first player may not play the empty cell `cell` of the Gomoku
/// board `board`, and why. (A cell that is taken or outside is None: the
/// board refuses such moves for their own reasons.)
Forbidden renju_forbidden(const Board& board, Cell cell);

}  // namespace lineup::core
