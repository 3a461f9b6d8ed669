// FoundWin: the forced win the computer's search proved during a game, kept
// while the game goes on along that line, so that a lost game can say "You
// lose — the computer found a win in 5 moves" (text/person_messages.hpp).
// Undoing past the move that found it forgets it.
#pragma once

#include <optional>
#include <vector>

#include "core/board.hpp"
#include "core/outlook.hpp"

namespace lineup::app {

class FoundWin {
public:
    /// After a computer's move on `board`: its search's outlook for the side
    /// that moved and, for a win, that side's moves to the end, this move
    /// included. Keeps the first win found on the game's present line.
    void note(const core::Board& board, core::Outlook outlook, std::optional<int> distance);
    /// The win's length in the computer's moves (0: a forced win of unknown
    /// length) while `board` goes on from the move that found it.
    std::optional<int> moves(const core::Board& board) const;
    void clear() { found_.reset(); }

private:
    struct Found {
        std::vector<core::Cell> line;  // the game up to and with the move that found it
        int moves = 0;
    };
    std::optional<Found> found_;
};

}  // namespace lineup::app
