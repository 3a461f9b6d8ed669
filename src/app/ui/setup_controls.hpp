// SetupControls: the panel's setup sections (panel.hpp): who plays (the
// mode, always shown selected; the computer's level; who moves first), the
// game (Connect 4 or Gomoku, size, rule, Gomoku's opening, Edit position),
// the theme (with its rule in one line and the layout's number, and the
// bubbles held) and the results against the computer. Any of them may change
// at any time; during a game the session starts a new game with the change
// at once.
#pragma once

#include "app/session/results.hpp"
#include "app/session/session.hpp"
#include "app/ui/controls.hpp"
#include "app/ui/input.hpp"
#include "app/ui/panel_buttons.hpp"
#include "app/ui/position_editor.hpp"

namespace lineup::app {

class Flow;  // flow.hpp

class SetupControls {
public:
    SetupControls(Session& session, Input& input, PositionEditor& editor, Controls& controls, PanelButtons& buttons,
                  const Results& results)
        : session_(session),
          input_(input),
          editor_(editor),
          controls_(controls),
          buttons_(buttons),
          results_(results) {}

    /// The sections, `width` wide: the opponent, the game, the theme, the results.
    void draw(float width);

private:
    void draw_opponent(float width);
    void add_opening_menu(Flow& row);
    void draw_game(float width);
    void draw_theme(float width);
    void draw_bubbles(float width);
    void draw_results();

    Session& session_;
    Input& input_;
    PositionEditor& editor_;
    Controls& controls_;
    PanelButtons& buttons_;
    const Results& results_;  // against the computer (the page keeps them)
};

}  // namespace lineup::app
