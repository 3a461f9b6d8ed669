// PlayControls: the panel's controls of the game shown (panel.hpp). In a
// game: the side the person plays, an opening's choice, and the buttons of a
// game (Undo, Redo, Hint, Analysis; New game, Copy link, Review, Restart);
// when a game is over, Play again, Review and Copy link come first, right
// under the message. In a recorded game: Back and Forward, Review or Next
// mistake, and the review's progress, then its summary.
#pragma once

#include "app/session/session.hpp"
#include "app/ui/controls.hpp"
#include "app/ui/input.hpp"
#include "app/ui/panel_buttons.hpp"

namespace lineup::app {

class PlayControls {
public:
    PlayControls(Session& session, Input& input, Controls& controls, PanelButtons& buttons)
        : session_(session), input_(input), controls_(controls), buttons_(buttons) {}

    /// A game's controls, `width` wide.
    void draw(float width);
    /// A recorded game's: stepping through it, or reviewing it.
    void draw_replay(float width);
    /// True once after "Copy link" was pressed.
    bool take_share_request();

private:
    void draw_your_side();
    void draw_opening_choice(float width);
    /// The review's progress while it grades, then a summary line per player.
    void draw_review(float width);

    Session& session_;
    Input& input_;
    Controls& controls_;
    PanelButtons& buttons_;
    bool share_requested_ = false;  // "Copy link" was pressed
};

}  // namespace lineup::app
