// GameEvents: the moves and the end of the game shown, as the hosting page
// hears of them (window.lineup.on(), page_api.hpp): each move once, in
// order, and the end once, as the game reaches them. Moves a game begins
// with (a link's, a saved game's) are not news.
#pragma once

#include <string>
#include <vector>

#include "core/board.hpp"

namespace lineup::app {

/// Something the hosting page may want to hear about (window.lineup.on()).
struct SessionEvent {
    enum class Type { Move, GameOver } type;
    std::string move;  ///< notation of the move (Move)
    core::Side side;   ///< who moved (Move) or won (GameOver; None: a draw)
};

class GameEvents {
public:
    /// A game begins with `ply` moves, `over` or not: those are not news.
    void begin(int ply, bool over) {
        reported_ply_ = ply;
        reported_over_ = over;
    }
    /// The moves after the first `ply` are news again (a game shown from its start).
    void rewind(int ply) { reported_ply_ = ply; }
    /// Adds an event for each move of `board` not reported yet, and for its
    /// end; after an undo the moves taken back are news again when replayed.
    void report(const core::Board& board);
    /// Events since the last call.
    std::vector<SessionEvent> take();

private:
    std::vector<SessionEvent> events_;
    int reported_ply_ = 0;  // moves already turned into events
    bool reported_over_ = false;
};

}  // namespace lineup::app
