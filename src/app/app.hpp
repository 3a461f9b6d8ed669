// App: the game's user interface, built with Dear ImGui once per frame
// (between ImGui::NewFrame() and ImGui::Render(), which the platform calls).
// It owns the Session and turns clicks, taps and keys into its commands. It
// knows nothing of SDL or the browser: the platform layer hosts it and
// supplies the AiService and the clock.
//
// Layout: the board as large as the window allows, the panel beside it in
// landscape and below it in portrait. Keyboard: arrows move a cursor, Enter
// or Space plays, 1-9 pick a Connect 4 column; G (game), P, C, K (computer vs
// computer), T, R, N (new game), U, Y, H and F1/? for help (help_text()).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "app/ai_service.hpp"
#include "app/board_geometry.hpp"
#include "app/session.hpp"

namespace lineup::app {

class App {
public:
    explicit App(AiService* ai = nullptr, std::uint32_t seed = 1);

    /// Builds this frame's UI. `frame_number` counts frames drawn so far;
    /// `now_ms` is the host's clock.
    void frame(std::uint64_t frame_number, double now_ms);
    /// True while something on screen moves by itself (the thinking spinner, a
    /// fresh hint, a computer-vs-computer game) or the game changed in the last
    /// moments: the platform stops drawing when this is false and no input
    /// arrives, to save power, and resumes on the next input.
    bool animating(double now_ms) const;
    /// (Re)builds the font atlas for `pixel_scale` device pixels per UI unit, so
    /// text stays sharp on high-DPI screens. The renderer must then re-upload it.
    void load_fonts(float pixel_scale);

    Session& session() { return session_; }
    const Session& session() const { return session_; }

    /// The page API's state(): a JSON object (see README, "Page API").
    std::string state_json() const;
    /// Where to click to play `move` (notation, e.g. "4" or "h8"), in the UI's
    /// coordinates (CSS pixels in the browser); nullopt for a bad move string or
    /// before the first frame.
    std::optional<Vec2> cell_center(std::string_view move) const;
    /// The centre of a named control as drawn in the last frame ("vs-player",
    /// "vs-computer", "theme", "restart", ...); nullopt when not on screen.
    std::optional<Vec2> control_center(std::string_view name) const;
    /// Where things are, for native tests: {"controls":{id:[x,y]},"cells":{move:[x,y]}}
    /// with every named control of the last frame and every move of the board.
    std::string points_json() const;
    /// Session events for the page ("move", "gameover"), as JSON objects.
    std::vector<std::pair<std::string, std::string>> take_page_events();

    /// The record of the game to share, once after "Copy link" was pressed.
    std::optional<std::string> take_share_request();
    /// Sets the game up from the page's query string and URL fragment
    /// (page_options.hpp); returns warnings for the console, one per problem.
    std::vector<std::string> configure(std::string_view query, std::string_view fragment);

    /// The keyboard shortcuts, one per line (the help panel shows them).
    static const char* help_text();

private:
    void draw_board_area(Rect area);
    void draw_panel(Rect area);
    void draw_setup();
    void draw_play_controls(float width);
    void draw_status();
    void draw_move_list();
    void handle_keys();
    /// A button that records its rectangle under `id` for control_center().
    bool button(const char* label, const char* id, float width, bool enabled = true);
    void record_control(const char* id);
    void play_cursor();

    Session session_;
    std::optional<BoardGeometry> geometry_;
    std::vector<std::pair<std::string, Rect>> controls_;  // this frame's named controls
    std::optional<core::Cell> cursor_;                    // keyboard cursor
    bool show_help_ = false;
    bool share_requested_ = false;  // "Copy link" was pressed
    std::string last_record_;       // the record the page last heard of
    int shown_ply_ = -1;  // the move list follows the game
    std::uint64_t frames_ = 0;
    double now_ms_ = 0;
    std::string last_look_;        // what the player saw last frame (ply, phase, message)
    double last_change_ms_ = 0;    // when it last changed
    double hint_since_ms_ = -1;    // when the current hint appeared
};

}  // namespace lineup::app
