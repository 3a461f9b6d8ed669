// App: the game's user interface, built with Dear ImGui once per frame
// (between ImGui::NewFrame() and ImGui::Render(), which the platform calls).
// It owns the Session and turns clicks, taps and keys into its commands. It
// knows nothing of SDL or the browser: the platform layer hosts it and
// supplies the AiService and the clock.
//
// Layout: the board as large as the window allows, the panel beside it in
// landscape and below it in portrait. Keyboard: arrows move a cursor, Enter
// or Space plays, 1-9 pick a Connect 4 column; G (game), P, C, K (computer vs
// computer), T, R, N (new game), U, Y, H, L (language), S (sound) and F1/?
// for help (help_lines()).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "app/ai_service.hpp"
#include "app/board_geometry.hpp"
#include "app/page_options.hpp"
#include "app/session.hpp"

struct ImFont;

namespace lineup::app {

/// How the game looks and sounds; the player's settings (remembered by the page).
struct DisplaySettings {
    bool sound = false;           ///< effects muted until the player turns them on
    bool reduced_motion = false;  ///< no falling, growing or pulsing
    bool marks = false;           ///< a shape on each piece, for colour-blind players
    bool tap_confirm = false;     ///< a first tap previews, a second tap on the same cell plays
};

/// Effects the platform plays (when sound is on).
enum class Sound : std::uint8_t { Drop, Place, Win, Draw };

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
    /// The host's clock when it skips a frame (idle), so state() stays current.
    void set_clock(double now_ms) { now_ms_ = now_ms; }
    /// (Re)builds the font atlas for `pixel_scale` device pixels per UI unit, so
    /// text stays sharp on high-DPI screens. The renderer must then re-upload it.
    void load_fonts(float pixel_scale);

    const DisplaySettings& display() const { return display_; }
    void set_sound(bool on);
    void set_reduced_motion(bool on) { display_.reduced_motion = on; }
    void set_marks(bool on) { display_.marks = on; }
    void set_tap_confirm(bool on) { display_.tap_confirm = on; }
    /// Switches between English and Chinese.
    void toggle_language();
    /// Effects since the last call (empty while sound is off).
    std::vector<Sound> take_sounds();

    Session& session() { return session_; }
    const Session& session() const { return session_; }

    /// The player's settings as page options: game, size, rule (Gomoku),
    /// theme, level, first, lang, sound, motion, marks, confirm. The page
    /// saves them (the "settings" event) and starts from them next time.
    PageOptions settings() const;
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
    /// Events for the page, as JSON objects: "record" (the game as a link
    /// fragment), "message", "settings", "move", "gameover".
    std::vector<std::pair<std::string, std::string>> take_page_events();

    /// Plays `move` (notation) for the player to move, as a click would: the
    /// page's accessible board uses it. False for a malformed move string.
    bool play_text(std::string_view move);
    /// Cells where the side that just moved would win with its next move
    /// (threats for the page to announce), in notation.
    std::vector<std::string> threats() const;

    /// The record of the game to share, once after "Copy link" was pressed.
    std::optional<std::string> take_share_request();
    /// Sets the game up from the page's query string and URL fragment, over
    /// the `saved` settings (page_options.hpp, with_saved_settings); returns
    /// warnings for the console, one per problem of the query or fragment.
    /// Saved settings left out go to `notes` (a quieter console line).
    std::vector<std::string> configure(std::string_view query, std::string_view fragment, std::string_view saved = {},
                                       std::vector<std::string>* notes = nullptr);

    /// The keyboard shortcuts, one line each in English (the help panel shows
    /// them translated).
    static const std::vector<const char*>& help_lines();

private:
    void draw_board_area(Rect area);
    void draw_panel(Rect area);
    void draw_header(float width);
    void draw_setup();
    void draw_play_controls(float width);
    void draw_message();
    void draw_status();
    void draw_move_list();
    void draw_settings(float width);
    void handle_keys();
    void apply_style() const;
    /// What the player sees, in short (ply, phase, message, hint): a change
    /// means a frame is due.
    std::string look_signature() const;
    /// Notes new stones, game starts and ends for the animations and sounds.
    void track_game(double now_ms);
    /// `label` in the player's language.
    const char* t(const char* label) const;
    /// A button that records its rectangle under `id` for control_center().
    bool button(const char* label, const char* id, float width, bool enabled = true, std::uint32_t text = 0);
    void record_control(const char* id);
    void play_cursor();

    Session session_;
    DisplaySettings display_;
    std::vector<Sound> sounds_;
    ImFont* body_font_ = nullptr;
    ImFont* title_font_ = nullptr;
    // Animations: when each stone of the game appeared (ms; -1: no animation),
    // when the rocks fell (game start) and when the game was won.
    std::vector<core::Cell> seen_history_;
    std::vector<double> placed_at_;
    std::string seen_game_;          // the configuration the animations belong to
    double rocks_since_ms_ = -1;
    double won_since_ms_ = -1;
    bool seen_over_ = false;
    std::optional<core::Cell> armed_;  // tap-to-confirm: the cell the first tap chose
    std::optional<BoardGeometry> geometry_;
    std::vector<std::pair<std::string, Rect>> controls_;  // this frame's named controls
    std::optional<core::Cell> cursor_;                    // keyboard cursor
    bool show_help_ = false;
    bool share_requested_ = false;  // "Copy link" was pressed
    std::string last_record_;       // the record the page last heard of
    std::string last_message_;      // the message the page last heard of
    std::string last_settings_;     // the settings the page last heard of
    int shown_ply_ = -1;  // the move list follows the game
    std::string shown_message_;  // the message box scrolls to the top for a new one
    std::uint64_t frames_ = 0;
    double now_ms_ = 0;
    std::string last_look_;        // what the player saw last frame (ply, phase, message)
    double last_change_ms_ = 0;    // when it last changed
    double hint_since_ms_ = -1;    // when the current hint appeared
};

}  // namespace lineup::app
