// Input: the keyboard and the pointer on the board, turned into Session
// commands. Keys: arrows move a cursor (while the review is open, Left and
// Right step back and forward through it), Enter or Space plays, 1-9 pick a
// Connect 4 column; G (game), P, C, K (computer vs computer), T, R, N (new
// game), U, Y, H, L (language), S (sound), + and - (the computer's level), B,
// W, O (the size, rule and opening menus), F (a friend by link), X (Copy
// link), comma (settings) and F1/? for help (text::key_help()). Tab and Shift+Tab walk the panel's controls
// (key_focus.hpp): while one has the focus, Enter or Space presses it, the
// arrows walk on and Escape gives the board the focus back (or closes the
// menu open).
// The pointer: a click (or a tap) plays where it was pressed and released;
// a drag, or a press and release on different cells, plays nothing. With
// tap-to-confirm a first tap previews ("arms" the cell) and a second tap on it
// plays; it is on by default for touch where cells are under 32 px, and the
// player's setting (DisplaySettings::tap_confirm) overrides that.
#pragma once

#include <imgui.h>

#include <optional>
#include <vector>

#include "app/session/board_geometry.hpp"
#include "app/session/display_settings.hpp"
#include "app/session/session.hpp"
#include "app/ui/board_view.hpp"
#include "app/ui/controls.hpp"
#include "app/ui/key_focus.hpp"
#include "app/ui/position_editor.hpp"

namespace lineup::app {

class Input {
public:
    Input(Session& session, DisplaySettings& display, Controls& controls, PositionEditor& editor, KeyFocus& focus)
        : session_(session), display_(display), controls_(controls), editor_(editor), focus_(focus) {}

    /// The game's keys, once a frame (after the UI is drawn).
    void handle_keys();
    /// The board's invisible button over `geometry`: `what` gets the pointer's
    /// preview; a click plays (tap-to-confirm: a second tap on the armed cell),
    /// or, while a position is edited, changes the piece on the cell.
    void board_pointer(const BoardGeometry& geometry, BoardDrawing& what);
    /// The help window (how to play, the keys), centred in a `width` x
    /// `height` screen and no larger than it, while shown.
    void draw_help(float width, float height);

    /// The position being edited (PositionEditor::active()).
    const PositionEditor& editor() const { return editor_; }
    /// Which part of the game has the keyboard.
    const KeyFocus& focus() const { return focus_; }
    /// The keyboard cursor (nullopt: none shown).
    const std::optional<core::Cell>& cursor() const { return cursor_; }
    /// Tap-to-confirm: the cell the first tap chose.
    const std::optional<core::Cell>& armed() const { return armed_; }
    /// Whether a first tap only previews: the player's setting, or by default
    /// on for touch where the board's cells are small.
    bool tap_confirm() const;
    void forget_cursor() { cursor_.reset(); }
    void disarm() { armed_.reset(); }
    void toggle_help() { show_help_ = !show_help_; }
    bool help_shown() const { return show_help_; }

private:
    /// Tab, Enter, Space, Escape and the arrows for the control in focus;
    /// true when the key was the focus's (the board's keys then wait).
    bool focus_keys();
    /// B, W, O, F, X and comma: the size, rule and opening menus, a friend by
    /// link, Copy link and the settings.
    void panel_keys();
    /// + and -: the computer's level, one step stronger or weaker.
    void step_level(int step);
    void play_cursor();
    void move_cursor(const core::GameConfig& config);
    /// Sets `what`'s preview where `move` would land for the player to move.
    void preview(const core::Board& board, core::Move move, BoardDrawing& what, bool armed) const;
    /// A tap or click on `cell`: plays there, or arms it first (tap_confirm()).
    void tap(core::Cell cell);

    Session& session_;
    DisplaySettings& display_;
    Controls& controls_;
    PositionEditor& editor_;
    KeyFocus& focus_;
    std::optional<core::Cell> armed_;    // tap-to-confirm: the cell the first tap chose
    std::optional<core::Cell> cursor_;   // keyboard cursor
    std::optional<core::Cell> pressed_;  // where the press on the board began
    bool small_cells_ = false;           // the board's cells are under 32 px
    bool touch_ = false;                 // the last press was a finger
    bool show_help_ = false;
};

/// Clicks and key changes ImGui holds that it has not handed on yet (it
/// hands on one a frame): the main loop keeps drawing while there are any,
/// and the page's state reports them (pendingInput).
int queued_input_events();

/// A press of `key` this frame, or a repeat while it is held, except a
/// "repeat" made by one long frame: the game takes one input event a frame,
/// so a key's release comes a frame after its press, and a frame longer
/// than ImGui's repeat delay (a busy phone) would count one press twice.
bool key_stepped(ImGuiKey key);

}  // namespace lineup::app
