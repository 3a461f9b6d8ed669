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
// Every control is at least 44 px tall (a finger's size) and laid out in rows
// that wrap (flow.hpp), so no label is cut at any width; the card scrolls by
// wheel and by dragging. Controls that cannot act now are drawn disabled.
// Every control records its rectangle under a stable id (controls.hpp), so
// browser tests and embedding pages can find it; every label is translated
// (text/language.hpp).
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "app/session/board_geometry.hpp"
#include "app/session/friend_games.hpp"
#include "app/session/results.hpp"
#include "app/session/session.hpp"
#include "app/ui/controls.hpp"
#include "app/ui/display_settings.hpp"
#include "app/ui/input.hpp"
#include "app/ui/position_editor.hpp"
#include "app/ui/style.hpp"
#include "core/interchange.hpp"

namespace lineup::app {

class Flow;  // flow.hpp

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
          results_(results),
          friends_(friends) {}

    /// Draws the panel in `area` of the window; `now_ms` turns the spinner.
    void draw(Rect area, double now_ms);
    /// True once after "Copy link" was pressed.
    bool take_share_request();
    /// The format of the export button pressed, once.
    std::optional<core::RecordFormat> take_export_request();

private:
    // panel.cpp: the frame, header, message, play controls, moves, settings.
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
    /// The review's progress while it grades, then a summary line per player.
    void draw_review(float width);
    void add_opening_menu(Flow& row);
    // panel_play.cpp: the side the person plays, an opening's choice, the play controls.
    void draw_your_side();
    void draw_opening_choice(float width);
    void draw_play_controls(float width);
    void draw_move_list();
    // panel_export.cpp: the caption of the move list, with the export buttons;
    // the controls of "edit position" (Done, Clear, Cancel) while it is on.
    void draw_moves_caption();
    void draw_editor(float width);
    void draw_settings();
    // panel_setup.cpp: the opponent, the game, the theme, the results.
    void draw_opponent(float width);
    void draw_game(float width);
    void draw_theme(float width);
    void draw_bubbles(float width);
    void draw_results();
    /// The games with a friend by link seen here, each opened by a tap (panel_friends.cpp).
    void draw_friend_games(float width);

    /// `label` in the player's language.
    const char* t(const char* label) const;
    /// A button recorded under `id` for App::control_center(); its label in
    /// `text` (0: the theme's colour on an accent background).
    bool button(const char* label, const char* id, float width, bool enabled = true, std::uint32_t text = 0);
    /// One button of a choice of several (mode, game, theme): filled when
    /// `chosen`, outlined otherwise. True when pressed.
    bool choice(const char* label, const char* id, float width, bool chosen, bool enabled = true);

    Session& session_;
    DisplaySettings& display_;
    Input& input_;
    PositionEditor& editor_;
    Controls& controls_;
    const Style& style_;
    const Results& results_;        // against the computer (the page keeps them)
    const FriendGames& friends_;    // the games by link seen here
    bool share_requested_ = false;  // "Copy link" was pressed
    std::optional<core::RecordFormat> export_requested_;
    bool was_editing_ = false;   // the card scrolls to its top when editing starts
    bool was_choosing_ = false;  // and when a person's opening choice becomes due
    bool was_over_ = false;      // and when a game ends
    int shown_ply_ = -1;         // the move list follows the game
    std::string shown_message_;  // the message box scrolls to the top for a new one
};

}  // namespace lineup::app
