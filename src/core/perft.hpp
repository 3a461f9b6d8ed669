// Perft: the number of distinct move sequences of a given length from a
// position, stopping at finished games (a won or drawn position has no moves).
// Pinned counts in the tests guard the move generator and the end-of-game
// rules on every platform (Stockfish's tests/perft.sh).
#pragma once

#include <cstdint>

#include "core/board.hpp"

namespace lineup::core {

/// Leaves `board` as it found it (redo list aside).
std::uint64_t perft(Board& board, int depth);

}  // namespace lineup::core
