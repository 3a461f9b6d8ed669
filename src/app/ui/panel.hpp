// Panel: the card beside (or below) the board. From the top: a header (title,
// language, settings, help), the message area with the thinking indicator,
// the side the person plays, the play controls (Undo, Redo, Hint; New game,
// Copy link, Restart; a game over puts Play again, Review and Copy link
// first), the opponent (the mode, always shown selected; the level; who moves
// first), the game (Connect 4 or Gomoku, size, rule), the theme with its rule
// in one line and the layout's number, the results against the computer, the
// move list (its caption has buttons that copy the game as a move list or
// Connect 4 digits, or save a PSQ file).
//
// Panel draws the frame, the header, the message, the analysis's words and
// the settings; its parts draw the rest: PlayControls (play_controls.hpp),
// SetupControls (setup_controls.hpp), the games by link (friend_list.hpp) and
// the MoveList (move_list.hpp), all with the PanelButtons (panel_buttons.hpp).
//
// Every control is at least 44 px tall (a finger's size) and laid out in rows
// that wrap (flow.hpp), so no label is cut at any width; the card scrolls by
// wheel and by dragging. Controls that cannot act now are drawn disabled.
// Every control records its rectangle under a stable id (controls.hpp), so
// browser tests and embedding pages can find it; every label is translated
// (text/language.hpp).
#pragma once

#include <optional>
#include <string>

#include "app/session/board_geometry.hpp"
#include "app/session/display_settings.hpp"
#include "app/session/friend_games.hpp"
#include "app/session/results.hpp"
#include "app/session/session.hpp"
#include "app/ui/controls.hpp"
#include "app/ui/input.hpp"
#include "app/ui/move_list.hpp"
#include "app/ui/panel_buttons.hpp"
#include "app/ui/play_controls.hpp"
#include "app/ui/position_editor.hpp"
#include "app/ui/setup_controls.hpp"
#include "app/ui/style.hpp"
#include "core/interchange.hpp"

namespace lineup::app {

class Panel {
public:
    Panel(Session& session, DisplaySettings& display, Input& input, PositionEditor& editor, Controls& controls,
          const Style& style, const Results& results, const FriendGames& friends)
        : session_(session),
          display_(display),
          input_(input),
          editor_(editor),
          controls_(controls),
          style_(style),
          friends_(friends),
          buttons_(session, display, controls),
          play_(session, input, controls, buttons_),
          setup_(session, input, editor, controls, buttons_, results),
          moves_(session, controls, buttons_) {}

    /// Draws the panel in `area` of the window; `now_ms` turns the spinner.
    void draw(Rect area, double now_ms);
    /// True once after "Copy link" was pressed.
    bool take_share_request() { return play_.take_share_request(); }
    /// The format of the export button pressed, once.
    std::optional<core::RecordFormat> take_export_request() { return moves_.take_export_request(); }

private:
    void draw_header(float width);
    /// The message box; true when it sticks to the top of the scrolled card,
    /// a clip rectangle then pushed for the controls under it (the caller
    /// pops it at the card's end).
    bool draw_message(double now_ms, float width, float panel_h);
    /// Gomoku analysis: the evaluation bar and its words (Connect 4: the note below).
    void draw_evaluation(float width);
    /// Connect 4 analysis: the chips' legend, and what the "≈" of an
    /// estimated column means.
    void draw_estimates_note();
    /// A legend line of the analysis, dimmed.
    void draw_legend(const std::string& legend);
    /// The controls of "edit position" (position_editor.hpp), which brings a
    /// position in by hand: Done, Clear, Cancel.
    void draw_editor(float width);
    void draw_settings();

    Session& session_;
    DisplaySettings& display_;
    Input& input_;
    PositionEditor& editor_;
    Controls& controls_;
    const Style& style_;
    const FriendGames& friends_;  // the games by link seen here
    PanelButtons buttons_;
    PlayControls play_;
    SetupControls setup_;
    MoveList moves_;
    bool was_editing_ = false;   // the card scrolls to its top when editing starts
    bool was_choosing_ = false;  // and when a person's opening choice becomes due
    bool was_over_ = false;      // and when a game ends
    std::string shown_message_;  // the message box scrolls to the top for a new one
};

}  // namespace lineup::app
