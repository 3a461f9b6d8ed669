// Panel: the card beside (or below) the board: a header (title, language,
// settings, help), game setup, the mode buttons, play controls, the message
// area with the thinking indicator, the move list and the settings. Every
// control records its rectangle under a stable id (controls.hpp), so browser
// tests and embedding pages can find it; every label is translated
// (text/language.hpp).
#pragma once

#include <cstdint>
#include <string>

#include "app/board_geometry.hpp"
#include "app/controls.hpp"
#include "app/display_settings.hpp"
#include "app/input.hpp"
#include "app/session.hpp"
#include "app/style.hpp"

namespace lineup::app {

class Panel {
public:
    Panel(Session& session, DisplaySettings& display, Input& input, Controls& controls, const Style& style)
        : session_(session), display_(display), input_(input), controls_(controls), style_(style) {}

    /// Draws the panel in `area` of the window; `now_ms` turns the spinner.
    void draw(Rect area, double now_ms);
    /// True once after "Copy link" was pressed.
    bool take_share_request();

private:
    void draw_header(float width);
    void draw_setup();
    void draw_game_choice(float half, bool menu);
    void draw_size_and_theme(float half, bool menu);
    void draw_level(float half);
    void draw_rule_and_first(float half, bool menu);
    void draw_modes(float half);
    void draw_play_controls(float width);
    void draw_message(double now_ms);
    void draw_status();
    void draw_move_list();
    void draw_settings();
    /// `label` in the player's language.
    const char* t(const char* label) const;
    /// A button recorded under `id` for App::control_center(); its label in
    /// `text` (0: the theme's colour on an accent background).
    bool button(const char* label, const char* id, float width, bool enabled = true, std::uint32_t text = 0);

    Session& session_;
    DisplaySettings& display_;
    Input& input_;
    Controls& controls_;
    const Style& style_;
    bool share_requested_ = false;  // "Copy link" was pressed
    int shown_ply_ = -1;            // the move list follows the game
    std::string shown_message_;     // the message box scrolls to the top for a new one
};

}  // namespace lineup::app
