// SetAside: a game in progress with moves that a new game or a setting
// replaced (session.hpp). Undo brings it back as it was, until the person
// moves in the new game; Restart keeps it the same way in the menu.
#pragma once

#include <optional>
#include <string>

#include "app/session/friend_link.hpp"
#include "core/board.hpp"
#include "core/record.hpp"
#include "core/seats.hpp"
#include "text/language.hpp"

namespace lineup::app {

class SetAside {
public:
    /// The game kept: its moves, who played it and, by link, its id and side.
    struct Game {
        core::GameRecord record;
        core::Mode mode = core::Mode::PvC;
        bool computer_first = false;
        FriendGame friend_game;
    };

    /// Keeps the game on `board`, seated as `seats` with `friend_game`, when
    /// it is `in_progress` with moves; then returns "Undo brings back the
    /// game you were playing.", else "". `computer_first`: the setting, for a
    /// game not against the computer (against it, the seats say who opened).
    std::string keep(const core::Board* board, bool in_progress, core::Seats seats, bool computer_first,
                     const FriendGame& friend_game, text::Language language);
    /// True when Undo would bring it back: in the menu (after Restart, no
    /// `board`) or while the new game on `board`, seated as `seats` with
    /// `computer_first`, has nothing of the person's yet (at most the
    /// computer's first move).
    bool can_bring_back(const core::Board* board, bool in_menu, core::Seats seats, bool computer_first) const;
    /// The game kept, no longer kept (can_bring_back()).
    Game take();
    /// Forgets it: the person plays on in the new game, or it was ended.
    void drop() { game_.reset(); }

private:
    std::optional<Game> game_;
};

}  // namespace lineup::app
