// Swap2, Gomocup's opening rule, as the engine plays it. The opener places
// three stones (two of the first player's, one of the second's); the other
// player then takes the first player's side ("swap"), or stays the second
// player and plays the fourth stone (or places two more and lets the opener
// choose); after five stones the opener chooses a side the same way.
//
// Every choice comes from the engine's own search of the position, the
// second player to move:
//   opening   the three stones among a few shapes around the centre whose
//             value is nearest to even, so that neither choice is a gift;
//   choice    with three or five stones on the board, take the first
//             player's side when the second player's value is below zero,
//             else stay and play the search's move.
// The engine never places the two extra stones: staying and playing is always
// open to it, and it is the choice its value supports.
#pragma once

#include <atomic>
#include <cstdint>
#include <optional>
#include <vector>

#include "ai/gomoku/search.hpp"
#include "ai/levels.hpp"
#include "ai/limits.hpp"
#include "core/board.hpp"

namespace lineup::ai {

/// The three opening stones in playing order (first player, second, first)
/// for a board of fewer than three, which start them: the shapes tried are
/// those that begin with the board's stones (the game places them one at a
/// time). `limits` is shared among the shapes tried. The board must be of the
/// standard opening (core::position_of).
std::vector<core::Cell> swap2_opening(const core::Board& start, Level level, std::uint64_t seed, const Limits& limits,
                                      GomokuTable& table);

struct Swap2Choice {
    bool swap = false;               ///< take the first player's side
    std::optional<core::Cell> move;  ///< else the second player's move
    int value = 0;                   ///< the search's value for the second player to move
};

/// The choice on a board of three or five stones, the second player to move.
Swap2Choice swap2_choose(const core::Board& board, Level level, std::uint64_t seed, const Limits& limits,
                         GomokuTable& table);

}  // namespace lineup::ai
