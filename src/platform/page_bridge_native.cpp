#include "platform/page_bridge.hpp"

#include <SDL.h>
#include <imgui.h>

#include <cstdio>
#include <fstream>
#include <optional>
#include <string>
#include <vector>

#include "app/session/record_loading.hpp"
#include "text/messages.hpp"

namespace lineup::platform {

// The desktop game has no hosting page: nothing to connect or tell.
void connect_page(app::App&) {}
void frame_drawn(std::uint64_t, double, bool) {}
void frames_resting() {}
void page_event(const std::string&, const std::string&) {}
void sound_played(app::Sound, bool) {}
void share(app::App& app, const app::ShareLink& link) {
    app.share_done(SDL_SetClipboardText(("?" + link.players + "#" + link.record).c_str()) == 0);
}
// The desktop has no downloads: a PSQ file goes to the clipboard too.
void export_record(app::App& app, const app::ExportedRecord& record) {
    app.export_done(SDL_SetClipboardText(record.text.c_str()) == 0 ? app::ExportOutcome::Copied
                                                                   : app::ExportOutcome::Refused);
}
namespace {

// A dropped file's text, read up to one byte past what a record may be (the
// app refuses a longer one); nothing when it cannot be opened.
std::optional<std::string> read_dropped(const char* path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return std::nullopt;
    std::string text(app::kMaxRecordBytes + 1, '\0');
    in.read(text.data(), static_cast<std::streamsize>(text.size()));
    text.resize(static_cast<std::size_t>(in.gcount()));
    return text;
}

}  // namespace

bool take_record(app::App& app, const SDL_Event& event) {
    if (event.type == SDL_KEYDOWN) {
        const SDL_Keysym key = event.key.keysym;
        if (key.sym != SDLK_v || !(key.mod & (KMOD_CTRL | KMOD_GUI)) || (key.mod & KMOD_ALT)) return false;
        if (ImGui::GetIO().WantTextInput || !SDL_HasClipboardText()) return false;
        char* text = SDL_GetClipboardText();
        if (text && *text) app.load_text(text);
        SDL_free(text);
        return true;
    }
    if (event.type != SDL_DROPFILE && event.type != SDL_DROPTEXT) return false;
    if (event.drop.file) {
        if (event.type == SDL_DROPTEXT) {
            app.load_text(event.drop.file);
        } else if (const auto text = read_dropped(event.drop.file)) {
            app.load_text(*text);
        } else {
            const text::Language lang = app.session().language();
            app.session().note(text::msg_record_refused(text::tr(lang, "The file could not be opened."), lang));
        }
    }
    SDL_free(event.drop.file);
    return true;
}

// The desktop game takes the page options from its command line (--options).
std::string& native_options() {
    static std::string options;
    return options;
}
std::string page_query() { return native_options(); }
std::string page_fragment() { return {}; }
std::string page_saved_settings() { return {}; }
std::string page_friend_games() { return {}; }
std::optional<std::vector<unsigned char>> page_cjk_font() { return std::nullopt; }  // built in
void warn(const std::string& text) { std::fprintf(stderr, "%s\n", text.c_str()); }
void note(const std::string& text) { std::fprintf(stderr, "%s\n", text.c_str()); }

}  // namespace lineup::platform
