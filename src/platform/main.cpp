// lineup: the game window, natively and in the browser. Sets up SDL2 and Dear
// ImGui, then runs one LoopOnce() per frame in the fixed order of ImGui's
// examples: poll events, skip when minimised, new frame, UI, render, present.
#include <SDL.h>
#include <imgui.h>
#include <imgui_impl_sdl2.h>
#include <imgui_impl_sdlrenderer2.h>

#include <cstdio>
#include <cstring>
#include <fstream>
#include <memory>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "app/ui/app.hpp"
#include "app/ui/input.hpp"
#include "platform/ai_worker.hpp"
#include "platform/audio.hpp"
#include "platform/main_loop.hpp"
#include "platform/page_bridge.hpp"

namespace {

constexpr double kIdleAfterMs = 500;  // draw this long after the last input
// ...and at least this many frames: ImGui settles a changed layout (new
// windows, popups, auto-sized children) over a frame or two, and on a slow
// device 500 ms may be fewer frames than that. Stopping on an unsettled frame
// would leave controls drawn (and reported to the page) where the next frame
// no longer has them, so a click there would miss.
constexpr int kSettleFrames = 4;

struct Host {
    SDL_Window* window = nullptr;
    SDL_Renderer* renderer = nullptr;
    std::unique_ptr<lineup::app::AiService> ai;
    std::unique_ptr<lineup::app::App> app;
    lineup::platform::Audio audio;
    float pixel_scale = 0;  // device pixels per window unit, for the font atlas
    std::uint64_t frames = 0;
    double last_input_ms = 0;
    int frames_since_input = 0;
    std::string state_file;  // --state-file: the page API's state() for native tests
    std::string last_state;
};

// Writes the state JSON (plus the named controls' centres) to the state file
// when it changed: what window.lineup.state() is in the browser, for the
// native window's tests under Xvfb. Written to a temporary name and renamed, so
// a reader never sees half a file.
void write_state(Host& host) {
    std::string json = host.app->state_json();
    json.pop_back();  // the closing brace: the controls and cells join the object
    json += ",\"points\":" + host.app->points_json() + "}";
    if (json == host.last_state) return;
    host.last_state = json;
    const std::string temporary = host.state_file + ".tmp";
    {
        std::ofstream out(temporary, std::ios::trunc);
        out << json << '\n';
        if (!out) return;
    }
    std::rename(temporary.c_str(), host.state_file.c_str());
}

float current_pixel_scale(const Host& host) {
    int w = 0, h = 0, pw = 0, ph = 0;
    SDL_GetWindowSize(host.window, &w, &h);
    SDL_GetRendererOutputSize(host.renderer, &pw, &ph);
    return w > 0 && pw > 0 ? static_cast<float>(pw) / static_cast<float>(w) : 1.0f;
}

bool loop_once(Host& host) {
    const std::uint64_t start = SDL_GetPerformanceCounter();
    SDL_Event event;
    bool input = false;
    while (SDL_PollEvent(&event)) {
        input = true;
        if (lineup::platform::take_record(*host.app, event)) continue;  // pasted or dropped (desktop)
        ImGui_ImplSDL2_ProcessEvent(&event);
        if (event.type == SDL_QUIT) return false;
        if (event.type == SDL_WINDOWEVENT && event.window.event == SDL_WINDOWEVENT_CLOSE &&
            event.window.windowID == SDL_GetWindowID(host.window)) {
            return false;
        }
    }
    if (SDL_GetWindowFlags(host.window) & SDL_WINDOW_MINIMIZED) {
        SDL_Delay(10);
        return true;
    }
    // Power: when nothing moves and no input came for a moment, draw nothing
    // (frames stop within a second of idle); the next input resumes at once.
    // Input that ImGui still holds counts as new: it hands on one click or key
    // change per frame (its input trickling), so a burst of clicks is worked
    // off over many frames, and stopping before the end would leave the rest
    // waiting for the next input.
    const double now = static_cast<double>(SDL_GetTicks64());
    if (lineup::app::queued_input_events() > 0) input = true;
    // Chinese shown without its glyphs (the browser fetches them only then):
    // the fonts are loaded again, below, as soon as the page has them.
    if (host.app->wants_cjk_font()) {
        if (auto font = lineup::platform::page_cjk_font()) {
            host.app->add_cjk_font(std::move(*font));
            host.pixel_scale = 0;
            input = true;
        }
    }
    if (input || host.frames < 2) {
        host.last_input_ms = now;
        host.frames_since_input = 0;
    }
    if (now - host.last_input_ms > kIdleAfterMs && host.frames_since_input >= kSettleFrames &&
        !host.app->animating(now)) {
        host.app->set_clock(now);  // state() tells the truth while nothing is drawn
        if (!host.state_file.empty()) write_state(host);
        lineup::platform::frames_resting();
        lineup::platform::wait_for_input(100);
        return true;
    }
    if (const float scale = current_pixel_scale(host); scale != host.pixel_scale) {
        host.pixel_scale = scale;
        host.app->load_fonts(scale);
        ImGui_ImplSDLRenderer2_DestroyFontsTexture();  // re-created by NewFrame
    }

    ImGui_ImplSDLRenderer2_NewFrame();
    ImGui_ImplSDL2_NewFrame();
    lineup::platform::follow_mouse(host.window);
    ImGui::NewFrame();
    host.app->frame(host.frames + 1, now);
    ImGui::Render();

    const ImGuiIO& io = ImGui::GetIO();
    SDL_RenderSetScale(host.renderer, io.DisplayFramebufferScale.x, io.DisplayFramebufferScale.y);
    SDL_SetRenderDrawColor(host.renderer, 255, 255, 224, 255);
    SDL_RenderClear(host.renderer);
    ImGui_ImplSDLRenderer2_RenderDrawData(ImGui::GetDrawData());
    SDL_RenderPresent(host.renderer);
    // How long this frame kept the UI thread busy (the page's timings).
    const double frame_ms = 1000.0 * static_cast<double>(SDL_GetPerformanceCounter() - start) /
                            static_cast<double>(SDL_GetPerformanceFrequency());
    ++host.frames_since_input;
    lineup::platform::frame_drawn(++host.frames, frame_ms, host.app->session().thinking());
    for (const auto& [name, json] : host.app->take_page_events()) lineup::platform::page_event(name, json);
    for (const lineup::app::Sound sound : host.app->take_sounds()) {
        lineup::platform::sound_played(sound, host.audio.play(sound));
    }
    if (auto link = host.app->take_share_request()) lineup::platform::share(*host.app, *link);
    if (auto record = host.app->take_export_request()) lineup::platform::export_record(*host.app, *record);
    if (!host.state_file.empty() && host.frames % 4 == 0) write_state(host);
    return true;
}

std::string& host_state_file() {
    static std::string file;
    return file;
}

}  // namespace

int main(int argc, char** argv) {
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--state-file") == 0 && i + 1 < argc) {
            host_state_file() = argv[++i];
        } else if (std::strcmp(argv[i], "--options") == 0 && i + 1 < argc) {
            lineup::platform::native_options() = argv[++i];
        } else if (std::strcmp(argv[i], "--help") == 0) {
            std::printf(
                "Usage: lineup [--options QUERY] [--state-file FILE]\n"
                "  --options QUERY    the page options of the browser version, e.g.\n"
                "                     \"lang=zh&game=gomoku&theme=rock&sound=on\" (see docs/options.md)\n"
                "  --state-file FILE  keep FILE updated with the game's state as JSON (for tests)\n");
            return 0;
        } else {
            std::fprintf(stderr, "lineup: unknown option %s (try --help)\n", argv[i]);
            return 2;
        }
    }
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0) {
        std::printf("Error: %s\n", SDL_GetError());
        return 1;
    }
    SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "linear");
    // No finger events: the game reads a touch as the mouse SDL makes of it.
    // In the browser, SDL also stops the page's pinch zoom on the canvas while
    // it has finger events to send (web/lineup.css lets two fingers zoom).
    SDL_EventState(SDL_FINGERDOWN, SDL_DISABLE);
    SDL_EventState(SDL_FINGERUP, SDL_DISABLE);
    SDL_EventState(SDL_FINGERMOTION, SDL_DISABLE);
    static Host host;  // static: the browser's main loop outlives main()'s frame
    host.state_file = host_state_file();
    host.window = SDL_CreateWindow("Lineup", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, 960, 720,
                                   SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
    if (!host.window) {
        std::printf("Error: %s\n", SDL_GetError());
        return 1;
    }
    host.renderer = SDL_CreateRenderer(host.window, -1, lineup::platform::renderer_flags());
    if (!host.renderer) {
        std::printf("Error: %s\n", SDL_GetError());
        return 1;
    }

    IMGUI_CHECKVERSION();
    ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = nullptr;  // no imgui.ini: the game keeps its own settings
    // No ImGui keyboard navigation: the game's own keys (app.hpp) would clash.
    ImGui::StyleColorsLight();
    ImGui_ImplSDL2_InitForSDLRenderer(host.window, host.renderer);
    ImGui_ImplSDLRenderer2_Init(host.renderer);
    host.ai = lineup::platform::make_ai_service();
    host.app = std::make_unique<lineup::app::App>(host.ai.get(), std::random_device{}());
    lineup::platform::connect_page(*host.app);
    std::vector<std::string> notes;
    host.app->set_friend_games(lineup::platform::page_friend_games(), notes);
    for (const std::string& warning :
         host.app->configure(lineup::platform::page_query(), lineup::platform::page_fragment(),
                             lineup::platform::page_saved_settings(), &notes)) {
        lineup::platform::warn(warning);
    }
    for (const std::string& note : notes) lineup::platform::note(note);

    lineup::platform::run_main_loop([] { return loop_once(host); });

    ImGui_ImplSDLRenderer2_Shutdown();
    ImGui_ImplSDL2_Shutdown();
    ImGui::DestroyContext();
    SDL_DestroyRenderer(host.renderer);
    SDL_DestroyWindow(host.window);
    SDL_Quit();
    return 0;
}
