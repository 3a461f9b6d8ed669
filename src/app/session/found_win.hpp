// FoundWin: the move with which the computer's search proved a forced win,
// kept while the game goes on along that line, so that a lost game can say
// "You lose — the computer found a win in 5 moves" (text/person_messages.hpp):
// the moves it took from there, as the person saw them. Undoing past that
// move forgets it.
#pragma once

#include <optional>
#include <vector>

#include "core/board.hpp"
#include "core/outlook.hpp"

namespace lineup::app {

class FoundWin {
public:
    /// After a computer's move on `board`, with its search's outlook for the
    /// side that moved. Keeps the first win found on the game's present line.
    void note(const core::Board& board, core::Outlook outlook);
    /// The computer's moves from the one that found the win to the last one
    /// on `board`, both included, while `board` goes on from that move.
    std::optional<int> moves(const core::Board& board) const;
    void clear() { line_.reset(); }

private:
    std::optional<std::vector<core::Cell>> line_;  // the game up to and with the move that found it
};

}  // namespace lineup::app
