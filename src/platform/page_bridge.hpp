// The bridge between the game and the page that hosts it: in the browser,
// window.lineup (state(), cellCenter(), events; see web/page/api.js); natively
// there is no page and these calls do nothing. CMake compiles
// page_bridge_web.cpp or page_bridge_native.cpp.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "app/ui/app.hpp"

union SDL_Event;

namespace lineup::platform {

/// Connects the page API to `app` (which must outlive the program's loop).
void connect_page(app::App& app);
/// Tells the page that frame `frame_number` was drawn in `frame_ms` of the UI
/// thread, while the computer was `thinking` or not (the first frame hides the
/// loading screen and fires the page's "ready" event; the durations feed
/// window.lineup.timings).
void frame_drawn(std::uint64_t frame_number, double frame_ms, bool thinking);
/// Tells the page that the game draws nothing for now: it has handled all
/// input so far and nothing moves (window.lineup.timings.resting until the
/// next frame or input).
void frames_resting();
/// Passes a game event ("move", "gameover") with its JSON payload to the
/// page's window.lineup.on() listeners.
void page_event(const std::string& name, const std::string& json);
/// Copies a link to the game to the clipboard: in the browser the page's
/// address with the link's players as query and its record as fragment (the
/// page calls lineup_share_done with the outcome, and shows the link to copy
/// by hand when the browser refuses); on the desktop "?players#record".
/// Either way app.share_done() hears whether it was copied.
void share(app::App& app, const app::ShareLink& link);
/// Takes an exported record away: in the browser a download when it has a
/// file name, else the clipboard (or a field to copy it by hand); on the
/// desktop the clipboard. app.export_done() hears where it went.
void export_record(app::App& app, const app::ExportedRecord& record);
/// The page's query string and URL fragment (natively: the --options text,
/// and no fragment), and the settings the page saved last time (page
/// options; natively none).
std::string page_query();
std::string page_fragment();
std::string page_saved_settings();
/// The games with a friend by link the page keeps (app::FriendGames's lines); empty natively.
std::string page_friend_games();
/// The Chinese glyphs (app::App::wants_cjk_font), a TrueType file, once the
/// page has them: in the browser the first call has the page fetch the site's
/// lineup-font-zh.ttf (unless it did already, for a game that starts in
/// Chinese), and later calls return it when it has arrived. Natively nothing:
/// the desktop game has them built in.
std::optional<std::vector<unsigned char>> page_cjk_font();
/// Desktop only: a record pasted with Ctrl+V (Cmd+V) or dropped on the window
/// as a file or text goes to app.load_text(); true when `event` was one of
/// those. (In the browser the page's script does this: always false.)
bool take_record(app::App& app, const SDL_Event& event);
/// Native only: where main() puts --options (the browser reads its address).
std::string& native_options();
/// Tells the page a sound effect was played (or could not be: no audio).
void sound_played(app::Sound sound, bool ok);
/// A warning for the browser console (standard error natively).
void warn(const std::string& text);
/// A note for the browser console (console.info; standard error natively).
void note(const std::string& text);

}  // namespace lineup::platform
