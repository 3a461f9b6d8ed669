#include "platform/page_bridge.hpp"

#include <SDL.h>

#include <cstdio>

namespace lineup::platform {

// The desktop game has no hosting page: nothing to connect or tell.
void connect_page(app::App&) {}
void frame_drawn(std::uint64_t, double, bool) {}
void page_event(const std::string&, const std::string&) {}
void sound_played(app::Sound, bool) {}
void share(app::App& app, const app::ShareLink& link) {
    app.share_done(SDL_SetClipboardText(("?" + link.players + "#" + link.record).c_str()) == 0);
}
// The desktop game takes the page options from its command line (--options).
std::string& native_options() {
    static std::string options;
    return options;
}
std::string page_query() { return native_options(); }
std::string page_fragment() { return {}; }
std::string page_saved_settings() { return {}; }
void warn(const std::string& text) { std::fprintf(stderr, "%s\n", text.c_str()); }
void note(const std::string& text) { std::fprintf(stderr, "%s\n", text.c_str()); }

}  // namespace lineup::platform
