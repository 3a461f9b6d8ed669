// The bridge between the game and the page that hosts it: in the browser,
// window.lineup (state(), cellCenter(), events; see web/lineup-page.js); natively
// there is no page and these calls do nothing. CMake compiles
// page_bridge_web.cpp or page_bridge_native.cpp.
#pragma once

#include <cstdint>

namespace lineup::app {
class App;
}

namespace lineup::platform {

/// Connects the page API to `app` (which must outlive the program's loop).
void connect_page(app::App& app);
/// Tells the page that frame `frame_number` was drawn (the first one hides the
/// loading screen and fires the page's "ready" event).
void frame_drawn(std::uint64_t frame_number);

}  // namespace lineup::platform
