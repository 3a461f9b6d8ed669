// Renju's forbidden points: the first player (Renju's black) may not make a
// double three, a double four or an overline; a move that makes exactly five
// wins even where it also makes such a shape. The second player is
// unrestricted.
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
#include <span>
#include <vector>

#include "core/board.hpp"

namespace lineup::core {

enum class Forbidden : std::uint8_t { None, DoubleThree, DoubleFour, Overline };

/// Whether the first player may not play the empty cell `cell` of the Gomoku
/// board `board`, and why. (A cell that is taken or outside is None: the
/// board refuses such moves for their own reasons.)
Forbidden renju_forbidden(const Board& board, Cell cell);

/// The same on any grid of stones: `cols` x `rows` cells row by row from the
/// bottom, rocks (and walls) as Stone::Rock. The engine's padded grids use it.
Forbidden renju_forbidden(std::span<const Stone> cells, int cols, int rows, Cell cell);

/// The points the side to move may not take because of the Renju rule: the
/// first player's forbidden points when it is to move in a game of that rule
/// still being played, else none. Row by row from the bottom.
std::vector<Cell> renju_forbidden_points(const Board& board);

}  // namespace lineup::core
