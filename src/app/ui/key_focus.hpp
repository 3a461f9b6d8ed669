// KeyFocus: which part of the game has the keyboard, for people who play
// without a pointer. The board has it at first (the arrows move its cursor,
// Enter plays); Tab walks the panel's controls in the order they are drawn,
// Shift+Tab walks back, Enter or Space presses the control in focus (a menu
// opens, its entries take the focus and Tab or the arrows walk them; Escape
// closes it and the focus returns to the control that opened it). Tab past
// the last control, or Shift+Tab from the board, leaves the game: the page
// moves its focus on (the browser), or the focus goes round (the desktop).
//
// One focus mark at a time: the game draws a ring around the control in
// focus, or around the board while the board has the focus and no cursor
// shows; the cursor shows only while the board has the focus. None of them
// shows after a click (the pointer needs no mark), nor while another element
// of the page has the focus (the page's accessible grid draws its own).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "app/ui/controls.hpp"

namespace lineup::app {

/// How the game got the keyboard.
enum class FocusEntry {
    Pointer,   ///< a click or a tap: the board, no mark
    Forward,   ///< Tab from before the game: the board, marked
    Backward,  ///< Shift+Tab from after the game: the last control
};

class KeyFocus {
public:
    explicit KeyFocus(Controls& controls) : controls_(controls) {}

    /// The game has the keyboard again.
    void enter(FocusEntry how);
    /// Another element of the page took the keyboard.
    void leave() { has_keys_ = false; }
    /// A key reached the game while it did not have the focus (the keys of
    /// the page go to the game): it takes the keyboard back.
    void take_keys() { has_keys_ = true; }
    /// Tab (`forward`) or Shift+Tab: false when the focus leaves the game.
    /// In a menu it goes round and never leaves.
    bool tab(bool forward);
    /// An arrow while a control has the focus: the next or previous control
    /// (round in a menu; the panel's ends stop it).
    void arrow(bool forward);
    /// A key that stands for control `id` (B for the size, X for Copy link):
    /// it is pressed, as by Enter; a `menu` takes the focus, marked, so that
    /// its entries take it next.
    void shortcut(std::string_view id, bool menu);
    /// Escape with no menu open: the board takes the focus back.
    void to_board() { focused_.clear(); }
    /// Enter or Space on the control in focus.
    void press() {
        controls_.press_by_key(focused_);
        keep_in_view_ = kKeepInViewFrames;
    }
    /// After the frame's controls are drawn: a menu that opened takes the
    /// focus, one that closed gives it back, a control that went away gives
    /// it to the board; a key press no control took is dropped.
    void follow();

    /// The control in focus; empty: the board.
    const std::string& focused() const { return focused_; }
    bool on_board() const { return focused_.empty(); }
    /// Whether the game has the keyboard (the page's focus is on it).
    bool has_keys() const { return has_keys_; }
    /// Whether the focus is marked (the keyboard brought it).
    bool shown() const { return shown_ && has_keys_; }
    /// The board's cursor may show: the board has the focus.
    bool cursor_shown() const { return has_keys_ && focused_.empty(); }
    /// What the focus looks like, to redraw when it changes.
    std::string look() const;

private:
    /// The controls the keyboard walks now: a menu's (or the help's) while
    /// one is open, the panel's otherwise.
    std::vector<std::string> walk() const;
    /// Moves the focus to `id` and keeps it scrolled into view.
    void focus_on(const std::string& id);
    /// Where `focused_` is in `ids` (-1: the board or not there).
    int index_in(const std::vector<std::string>& ids) const;

    /// Frames after a press or a move of the focus during which the control
    /// in focus is scrolled back into view if it is out (a new game's layout,
    /// a scroll that lands a frame late).
    static constexpr int kKeepInViewFrames = 6;

    Controls& controls_;
    int keep_in_view_ = 0;
    std::string focused_;    // empty: the board
    std::string return_to_;  // the control that opened the menu in focus
    bool in_overlay_ = false;
    bool shown_ = false;
    bool has_keys_ = true;
};

}  // namespace lineup::app
