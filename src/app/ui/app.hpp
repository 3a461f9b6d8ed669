// App: the game's user interface, built with Dear ImGui once per frame
// (between ImGui::NewFrame() and ImGui::Render(), which the platform calls).
// It owns the Session and a few parts, one concept each: Style (fonts and
// colours), Animation (animations and sounds), Controls (named rectangles),
// Input (keys and the pointer on the board), Panel (the card of controls),
// the board view (board_view.hpp) and PageApi (state(), events, configure).
// It knows nothing of SDL or the browser: the platform layer hosts it and
// supplies the AiService and the clock.
//
// Layout (choose_layout): the board as large as the window allows, the panel
// beside it or below it, whichever leaves the board larger. Keys: input.hpp.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "app/session/ai_service.hpp"
#include "app/session/board_geometry.hpp"
#include "app/session/display_settings.hpp"
#include "app/session/host_commands.hpp"
#include "app/session/layout.hpp"
#include "app/session/page_options.hpp"
#include "app/session/record_loading.hpp"
#include "app/session/session.hpp"
#include "app/ui/animation.hpp"
#include "app/ui/controls.hpp"
#include "app/ui/input.hpp"
#include "app/ui/key_focus.hpp"
#include "app/ui/page_api.hpp"
#include "app/ui/panel.hpp"
#include "app/ui/style.hpp"

namespace lineup::app {

/// A link to the game on the screen: `index.html?players#record`.
struct ShareLink {
    std::string record;   ///< core/record.hpp: the board, its layout and its moves
    std::string players;  ///< page options: mode, level and who moves first (or view=replay)
};

/// The game on the screen as another program's record (core/interchange.hpp),
/// to copy, or to save as a file when `file_name` is given.
struct ExportedRecord {
    core::RecordFormat format = core::RecordFormat::Moves;
    std::string text;
    std::string file_name;  ///< empty: to the clipboard
};

/// Where an exported record went.
enum class ExportOutcome { Copied, Saved, Refused };

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
    /// The host's clock when it skips a frame (idle), so state() stays current;
    /// takes the computer's replies that came meanwhile (a long analysis's),
    /// which make animating() true until they are drawn.
    void set_clock(double now_ms) {
        now_ms_ = now_ms;
        session_.update(now_ms);
    }
    /// (Re)builds the font atlas for `pixel_scale` device pixels per UI unit, so
    /// text stays sharp on high-DPI screens. The renderer must then re-upload it.
    void load_fonts(float pixel_scale) { style_.load_fonts(pixel_scale); }
    /// True while the game shows Chinese without its glyphs (the browser
    /// fetches them only then): the platform hands them over with
    /// add_cjk_font as soon as it has them, and loads the fonts again.
    bool wants_cjk_font() const { return session_.language() == text::Language::Chinese && !style_.has_cjk_font(); }
    void add_cjk_font(std::vector<unsigned char> ttf) { style_.add_cjk_font(std::move(ttf)); }

    const DisplaySettings& display() const { return display_; }
    void set_sound(bool on) { app::set_sound(session_, display_, on); }
    /// The results against the computer to show, as the page keeps them
    /// (results.hpp: "connect4/hard=3.1.2&...").
    void set_results(std::string_view text);
    /// The games by link the page keeps (friend_games.hpp: "ID SIDE RECORD"
    /// lines), before configure(): a link to one of them is judged against it.
    /// Lines left out go to `notes`.
    void set_friend_games(std::string_view text, std::vector<std::string>& notes) {
        friends_ = FriendGames::parse(text, notes);
    }
    /// Switches between English and Chinese.
    void toggle_language() { app::toggle_language(session_); }
    /// Effects since the last call (empty while sound is off).
    std::vector<Sound> take_sounds() { return animation_.take_sounds(display_.sound); }

    Session& session() { return session_; }
    const Session& session() const { return session_; }

    /// The player's settings as page options (page_options.hpp). The page
    /// saves them (the "settings" event) and starts from them next time.
    PageOptions settings() const { return page_.settings(); }
    /// The page API's state(): a JSON object (see docs/page-api.md).
    std::string state_json() const;
    /// Where to click to play `move` (notation, e.g. "4" or "h8"), in the UI's
    /// coordinates (CSS pixels in the browser); nullopt for a bad move string or
    /// before the first frame.
    std::optional<Vec2> cell_center(std::string_view move) const { return page_.cell_center(move); }
    /// The centre of a named control as drawn in the last frame ("vs-player",
    /// "vs-computer", "theme", "restart", ...); nullopt when not on screen.
    std::optional<Vec2> control_center(std::string_view name) const { return controls_.center(name); }
    /// Where a named control is, shown or scrolled out of view; nullopt when not drawn.
    std::optional<ControlBox> control_box(std::string_view name) const { return controls_.box(name); }
    /// Where things are, for native tests: {"controls":{id:[x,y]},"cells":{move:[x,y]}}
    /// with every named control of the last frame and every move of the board.
    std::string points_json() const { return page_.points_json(); }
    /// Events for the page, as JSON objects: "record" (the game as a link
    /// fragment), "message", "settings", "move", "gameover".
    std::vector<std::pair<std::string, std::string>> take_page_events() { return page_.take_page_events(); }

    /// Plays `move` (notation) for the player to move, as a click would: the
    /// page's accessible board and the host API use it. False when it is not
    /// played (the message says why).
    bool play_text(std::string_view move) { return page_.play_text(move); }
    /// Takes back the last move as the Undo button does (against the computer,
    /// the player's move and its reply): false, with the reason in the
    /// message, when there is none to take back.
    bool undo() { return session_.undo(); }
    /// A record pasted or dropped on the page (record_loading.hpp): false,
    /// with the reason in the message, when it cannot be read.
    bool load_text(std::string_view text) { return load_record_text(session_, text); }
    /// The host page's newGame(options) and set(options) (host_commands.hpp):
    /// the reason when refused, and then nothing changed.
    std::optional<std::string> host_new_game(std::string_view query, std::string_view record) {
        return app::host_new_game(session_, display_, query, record);
    }
    std::optional<std::string> host_set(std::string_view query) { return app::host_set(session_, display_, query); }
    /// Whether the system prefers dark colours (the page's prefers-color-scheme):
    /// the colour scheme "auto" follows it.
    void set_system_dark(bool dark) { display_.system_dark = dark; }
    /// The height a `width` wide window wants for the game shown (layout.hpp).
    float natural_height(float width) const { return app::natural_height(session_.current_config(), width); }
    /// Cells where the side that just moved would win with its next move
    /// (threats for the page to announce), in notation.
    std::vector<std::string> threats() const { return page_.threats(); }

    /// The link to share, once after "Copy link" was pressed: the game's
    /// record (the link's fragment) and its players (the link's query:
    /// PageApi::players_query()).
    std::optional<ShareLink> take_share_request();
    /// The page (or the desktop) tried to copy the link: says whether it did.
    /// Without a clipboard the page shows the link to copy by hand instead.
    void share_done(bool copied);
    /// The page sent the link through the browser's share sheet (a game by link).
    void share_sent();
    /// The record to export, once after one of the panel's export buttons was
    /// pressed (the board as shown, in the format the button names).
    std::optional<ExportedRecord> take_export_request();
    /// The page (or the desktop) copied or saved the exported record, or could
    /// not (then the page shows the text to copy by hand).
    void export_done(ExportOutcome outcome);
    /// Sets the game up from the page's query string and URL fragment, over
    /// the `saved` settings (page_options.hpp, with_saved_settings); returns
    /// warnings for the console, one per problem of the query or fragment.
    /// Saved settings left out go to `notes` (a quieter console line).
    std::vector<std::string> configure(std::string_view query, std::string_view fragment, std::string_view saved = {},
                                       std::vector<std::string>* notes = nullptr) {
        return page_.configure(query, fragment, saved, notes);
    }

    /// The page's keyboard focus came to the game (`how`), or went to another
    /// element of the page (key_focus.hpp).
    void keyboard_entered(FocusEntry how) { key_focus_.enter(how); }
    void keyboard_left() { key_focus_.leave(); }
    /// Tab (`forward`) or Shift+Tab, which the page hands over: true when the
    /// focus moved within the game, false when it leaves the game (the page
    /// then moves its own focus on).
    bool tab(bool forward) { return key_focus_.tab(forward); }

private:
    void draw_board_area(Rect area);
    /// The mark of the keyboard's focus: a ring around the control in focus,
    /// or around the board while it has the focus and shows no cursor.
    void draw_focus_mark() const;
    /// What the page or the computer can change between frames, as drawn: the
    /// display settings and whether the computer is available (a change is
    /// drawn at once, even idle: a computer found missing takes its controls
    /// off the panel, which moves the controls under them).
    std::string display_look() const;

    Session session_;
    DisplaySettings display_;
    Controls controls_;
    Style style_;
    Animation animation_{session_};
    PositionEditor editor_{session_};
    KeyFocus key_focus_{controls_};
    Input input_{session_, display_, controls_, editor_, key_focus_};
    Results results_;      // against the computer, as the page keeps them
    FriendGames friends_;  // the games by link seen here, as the page keeps them
    Panel panel_{session_, display_, input_, editor_, controls_, style_, results_, friends_};
    std::optional<BoardGeometry> geometry_;  // the board's place in the last frame
    PageApi page_{session_, display_, input_, controls_, geometry_, results_, friends_};
    std::uint64_t frames_ = 0;
    double now_ms_ = 0;
    core::RecordFormat exported_ = core::RecordFormat::Moves;  // the last export asked for
    std::string drawn_display_;                                // display_look() in the last frame
};

}  // namespace lineup::app
