// The bridge between the game and the page that hosts it: in the browser,
// window.lineup (state(), cellCenter(), events; see web/lineup-page.js); natively
// there is no page and these calls do nothing. CMake compiles
// page_bridge_web.cpp or page_bridge_native.cpp.
#pragma once

#include <cstdint>
#include <string>

namespace lineup::app {
class App;
}

namespace lineup::platform {

/// Connects the page API to `app` (which must outlive the program's loop).
void connect_page(app::App& app);
/// Tells the page that frame `frame_number` was drawn in `frame_ms` of the UI
/// thread, while the computer was `thinking` or not (the first frame hides the
/// loading screen and fires the page's "ready" event; the durations feed
/// window.lineup.timings).
void frame_drawn(std::uint64_t frame_number, double frame_ms, bool thinking);
/// Passes a game event ("move", "gameover") with its JSON payload to the
/// page's window.lineup.on() listeners.
void page_event(const std::string& name, const std::string& json);
/// Copies a link to the game `record` (core/record.hpp) to the clipboard: the
/// page's address with the record as fragment in the browser, the record
/// itself on the desktop.
void share(const std::string& record);
/// The page's query string and URL fragment (empty natively).
std::string page_query();
std::string page_fragment();
/// A warning for the browser console (standard error natively).
void warn(const std::string& text);

}  // namespace lineup::platform
