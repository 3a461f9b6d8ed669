#include <emscripten/emscripten.h>

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "app/session/json.hpp"
#include "app/session/page_options.hpp"
#include "app/ui/app.hpp"
#include "platform/page_bridge.hpp"

namespace lineup::platform {
namespace {

app::App* g_app = nullptr;
std::string g_reply;  // keeps the last answer alive until JavaScript has read it

// {"x":..,"y":..} or null, in g_reply.
const char* point_reply(std::optional<app::Vec2> point) {
    if (!point) {
        g_reply = "null";
    } else {
        app::JsonWriter json;
        json.begin_object().key("x").value(static_cast<double>(point->x));
        json.key("y").value(static_cast<double>(point->y)).end_object();
        g_reply = json.str();
    }
    return g_reply.c_str();
}

}  // namespace

void connect_page(app::App& app) { g_app = &app; }

}  // namespace lineup::platform

// Called by the page script, web/page/ (Module._lineup_*). Strings go out as pointers
// into g_reply, which JavaScript copies with UTF8ToString right away.
extern "C" {

EMSCRIPTEN_KEEPALIVE const char* lineup_state_json() {
    using lineup::platform::g_app;
    using lineup::platform::g_reply;
    g_reply = g_app ? g_app->state_json() : std::string("{\"ready\":false}");
    return g_reply.c_str();
}

EMSCRIPTEN_KEEPALIVE const char* lineup_cell_center(const char* move) {
    using lineup::platform::g_app;
    return lineup::platform::point_reply(g_app && move ? g_app->cell_center(move) : std::nullopt);
}

EMSCRIPTEN_KEEPALIVE void lineup_open_link(const char* fragment) {
    using lineup::platform::g_app;
    if (!g_app || !fragment) return;
    g_app->session().restart();
    for (const std::string& warning : g_app->configure("", fragment)) lineup::platform::warn(warning);
}

// The page tried to copy the shared link (web/page/address.js): 1 if it did.
// 0: not copied (the page shows the link), 1: copied, 2: sent through the
// browser's share sheet.
EMSCRIPTEN_KEEPALIVE void lineup_share_done(int outcome) {
    using lineup::platform::g_app;
    if (!g_app) return;
    if (outcome == 2) {
        g_app->share_sent();
    } else {
        g_app->share_done(outcome != 0);
    }
}

// The page copied or saved an exported record (web/page/address.js):
// "copied", "saved" or "refused".
EMSCRIPTEN_KEEPALIVE void lineup_export_done(const char* outcome) {
    using lineup::platform::g_app;
    if (!g_app || !outcome) return;
    const std::string_view said(outcome);
    g_app->export_done(said == "saved"    ? lineup::app::ExportOutcome::Saved
                       : said == "copied" ? lineup::app::ExportOutcome::Copied
                                          : lineup::app::ExportOutcome::Refused);
}

EMSCRIPTEN_KEEPALIVE int lineup_play(const char* move) {
    using lineup::platform::g_app;
    return g_app && move && g_app->play_text(move) ? 1 : 0;
}

// The Undo button, for the host API (web/page/api.js): 1 if a move was taken back.
EMSCRIPTEN_KEEPALIVE int lineup_undo() {
    using lineup::platform::g_app;
    return g_app && g_app->undo() ? 1 : 0;
}

// A record pasted or dropped on the page (web/page/drop.js): 1 if it was read.
EMSCRIPTEN_KEEPALIVE int lineup_load(const char* text) {
    using lineup::platform::g_app;
    return g_app && text && g_app->load_text(text) ? 1 : 0;
}

// The host page's newGame (`fresh` 1, with `record` or "") and set (0) with
// page options "key=value&..." (web/page/api.js): "" when done, else the reason.
EMSCRIPTEN_KEEPALIVE const char* lineup_host_setup(int fresh, const char* query, const char* record) {
    using lineup::platform::g_app;
    using lineup::platform::g_reply;
    if (!g_app || !query || !record) return "Lineup: the board is not ready yet.";
    const auto refusal = fresh ? g_app->host_new_game(query, record) : g_app->host_set(query);
    g_reply = refusal.value_or("");
    return g_reply.c_str();
}

// The system's colour scheme (prefers-color-scheme, web/page/start.js): 1 dark.
EMSCRIPTEN_KEEPALIVE void lineup_set_system_dark(int dark) {
    using lineup::platform::g_app;
    if (g_app) g_app->set_system_dark(dark != 0);
}

// The height a `width` wide frame wants for the board (web/page/api.js).
EMSCRIPTEN_KEEPALIVE double lineup_natural_height(double width) {
    using lineup::platform::g_app;
    return g_app ? g_app->natural_height(static_cast<float>(std::clamp(width, 100.0, 8192.0))) : 0.0;
}

// {"x","y","width","height","visible","dimmed"} of a named control, or null.
EMSCRIPTEN_KEEPALIVE const char* lineup_control_box(const char* name) {
    using lineup::platform::g_app;
    using lineup::platform::g_reply;
    const auto box = g_app && name ? g_app->control_box(name) : std::nullopt;
    if (!box) {
        g_reply = "null";
    } else {
        lineup::app::JsonWriter json;
        json.begin_object().key("x").value(static_cast<double>(box->rect.x));
        json.key("y").value(static_cast<double>(box->rect.y));
        json.key("width").value(static_cast<double>(box->rect.w));
        json.key("height").value(static_cast<double>(box->rect.h));
        json.key("visible").value(box->visible);
        json.key("dimmed").value(box->dimmed).end_object();
        g_reply = json.str();
    }
    return g_reply.c_str();
}

// The results against the computer the page keeps (app/session/results.hpp's text).
EMSCRIPTEN_KEEPALIVE void lineup_set_results(const char* text) {
    using lineup::platform::g_app;
    if (g_app && text) g_app->set_results(text);
}

EMSCRIPTEN_KEEPALIVE const char* lineup_control_center(const char* name) {
    using lineup::platform::g_app;
    return lineup::platform::point_reply(g_app && name ? g_app->control_center(name) : std::nullopt);
}

// The page options' keys (app/session/page_options.hpp, kPageOptionKeys) as a JSON
// array of names in the table's order: ["game","size",...,"view"]; with
// `settings_only` non-zero, only the player's settings (what the page saves).
// Static text: callable before the game's first frame.
EMSCRIPTEN_KEEPALIVE const char* lineup_option_keys(int settings_only) {
    static const std::string all = lineup::app::option_keys_json(false);
    static const std::string settings = lineup::app::option_keys_json(true);
    return settings_only != 0 ? settings.c_str() : all.c_str();
}

// The canvas's keyboard focus (web/page/canvas.js): -1 another element took
// it; 0 a click gave it; 1 Tab brought it (the board); 2 Shift+Tab brought it
// back (the last control).
EMSCRIPTEN_KEEPALIVE void lineup_keyboard(int how) {
    using lineup::app::FocusEntry;
    using lineup::platform::g_app;
    if (!g_app) return;
    if (how < 0) return g_app->keyboard_left();
    g_app->keyboard_entered(how == 2 ? FocusEntry::Backward : how == 1 ? FocusEntry::Forward : FocusEntry::Pointer);
}

// Tab (forward 1) or Shift+Tab on the canvas: 1 when the focus moved within
// the game, 0 when it leaves it (the browser then moves the page's focus).
EMSCRIPTEN_KEEPALIVE int lineup_tab(int forward) {
    using lineup::platform::g_app;
    return g_app && g_app->tab(forward != 0) ? 1 : 0;
}

}  // extern "C"

// Calls out of wasm into the page's script. Each is guarded: an exception in
// the page's script (its listeners, its storage) must never unwind into the
// game's frame, which would stop the main loop. Module.lineupFault (set by
// web/page/start.js) reports each kind of fault once in the console.
// The EM_JS bodies below are JavaScript, which clang-format would break.
// clang-format off
EM_JS(void, lineup_js_page_event, (const char* name, const char* json), {
    try {
        if (Module.onLineupEvent) Module.onLineupEvent(UTF8ToString(name), JSON.parse(UTF8ToString(json)));
    } catch (e) {
        if (Module.lineupFault) Module.lineupFault('the page event ' + UTF8ToString(name), e); else console.error(e);
    }
});

EM_JS(void, lineup_js_share, (const char* record, const char* players), {
    try {
        if (Module.onLineupShare) Module.onLineupShare(UTF8ToString(record), UTF8ToString(players));
    } catch (e) {
        if (Module.lineupFault) Module.lineupFault('sharing a link', e); else console.error(e);
    }
});

EM_JS(void, lineup_js_export, (const char* text, const char* file_name), {
    try {
        if (Module.onLineupExport) Module.onLineupExport(UTF8ToString(text), UTF8ToString(file_name));
    } catch (e) {
        if (Module.lineupFault) Module.lineupFault('exporting a record', e); else console.error(e);
    }
});

EM_JS(void, lineup_js_warn, (const char* text), { console.warn(UTF8ToString(text)); });

EM_JS(void, lineup_js_sound, (const char* name, int ok), {
    try {
        if (Module.onLineupSound) Module.onLineupSound(UTF8ToString(name), ok !== 0);
    } catch (e) {
        if (Module.lineupFault) Module.lineupFault('counting a sound', e); else console.error(e);
    }
});

EM_JS(void, lineup_js_note, (const char* text), { console.info(UTF8ToString(text)); });

// Part 0: the page's query, 1: its fragment, 2: the saved settings, 3: the
// games with a friend by link the page keeps (Module.lineupFriendGames).
// web/page/start.js supplies them at start (Module.lineupStartQuery: the address's
// query, after the saved game's mode; Module.lineupStartFragment: the address's
// fragment, or the saved game; Module.lineupSavedSettings: the browser's
// defaults and the saved settings); otherwise the address itself. Copies at
// most `size` bytes and returns the whole text's length, so the caller can ask
// again with a larger buffer.
EM_JS(int, lineup_js_location, (int part, char* buffer, int size), {
    let text = "";
    try {
        const given = [Module.lineupStartQuery, Module.lineupStartFragment, Module.lineupSavedSettings,
                       Module.lineupFriendGames][part];
        if (typeof given === "string") text = given;
        else if (part === 0) text = window.location.search;
        else if (part === 1) text = window.location.hash;
    } catch (e) {
        if (Module.lineupFault) Module.lineupFault('reading the address', e); else console.error(e);
    }
    if (size > 0) stringToUTF8(text, buffer, size);
    return lengthBytesUTF8(text);
});

// The Chinese glyphs from the page (Module.lineupFontZh, web/page/fonts.js:
// the bytes once fetched, else null, and the fetch started): copies them when
// they fit in `size` bytes and returns their length, 0 while they are not there.
EM_JS(int, lineup_js_font_zh, (unsigned char* buffer, int size), {
    try {
        const font = Module.lineupFontZh ? Module.lineupFontZh() : null;
        if (!font) return 0;
        if (font.length <= size) HEAPU8.set(font, buffer);
        return font.length;
    } catch (e) {
        if (Module.lineupFault) Module.lineupFault('loading the Chinese font', e); else console.error(e);
        return 0;
    }
});

EM_JS(void, lineup_js_frames_resting, (), {
    try {
        if (Module.onLineupRest) Module.onLineupRest();
    } catch (e) {
        if (Module.lineupFault) Module.lineupFault('the rest callback', e); else console.error(e);
    }
});

EM_JS(void, lineup_js_frame_drawn, (double frame, double ms, int thinking), {
    try {
        if (Module.onLineupFrame) Module.onLineupFrame(frame, ms, thinking !== 0);
    } catch (e) {
        if (Module.lineupFault) Module.lineupFault('the frame callback', e); else console.error(e);
    }
});
// clang-format on

namespace lineup::platform {

void frame_drawn(std::uint64_t frame_number, double frame_ms, bool thinking) {
    lineup_js_frame_drawn(static_cast<double>(frame_number), frame_ms, thinking ? 1 : 0);
}

void frames_resting() { lineup_js_frames_resting(); }

void share(app::App&, const app::ShareLink& link) {
    lineup_js_share(link.record.c_str(), link.players.c_str());  // the page calls lineup_share_done
}

bool take_record(app::App&, const SDL_Event&) { return false; }  // web/page/drop.js

void export_record(app::App&, const app::ExportedRecord& record) {
    lineup_js_export(record.text.c_str(), record.file_name.c_str());  // the page calls lineup_export_done
}

namespace {
std::string location_part(int part) {
    const int length = lineup_js_location(part, nullptr, 0);
    std::string text(static_cast<std::size_t>(length) + 1, '\0');  // stringToUTF8 adds a terminator
    lineup_js_location(part, text.data(), static_cast<int>(text.size()));
    text.resize(static_cast<std::size_t>(length));
    return text;
}
}  // namespace

std::string page_query() { return location_part(0); }
std::string page_fragment() { return location_part(1); }
std::string page_saved_settings() { return location_part(2); }
std::string page_friend_games() { return location_part(3); }
std::optional<std::vector<unsigned char>> page_cjk_font() {
    const int length = lineup_js_font_zh(nullptr, 0);
    if (length <= 0) return std::nullopt;
    std::vector<unsigned char> font(static_cast<std::size_t>(length));
    lineup_js_font_zh(font.data(), length);
    return font;
}
void warn(const std::string& text) { lineup_js_warn(text.c_str()); }
void note(const std::string& text) { lineup_js_note(text.c_str()); }
std::string& native_options() {
    static std::string unused;  // the browser reads its address instead
    return unused;
}

void sound_played(app::Sound sound, bool ok) {
    const char* names[] = {"drop", "place", "win", "draw"};
    lineup_js_sound(names[static_cast<int>(sound)], ok ? 1 : 0);
}

void page_event(const std::string& name, const std::string& json) { lineup_js_page_event(name.c_str(), json.c_str()); }

}  // namespace lineup::platform
