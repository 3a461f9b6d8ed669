// lineup: the game window, natively and in the browser. Sets up SDL2 and Dear
// ImGui, then runs one LoopOnce() per frame in the fixed order of ImGui's
// examples: poll events, skip when minimised, new frame, UI, render, present.
#include <SDL.h>
#include <imgui.h>
#include <imgui_impl_sdl2.h>
#include <imgui_impl_sdlrenderer2.h>

#include <cstdio>

#include "app/app.hpp"
#include "platform/main_loop.hpp"
#include "platform/page_bridge.hpp"

namespace {

struct Host {
    SDL_Window* window = nullptr;
    SDL_Renderer* renderer = nullptr;
    lineup::app::App app;
    float pixel_scale = 0;  // device pixels per window unit, for the font atlas
    std::uint64_t frames = 0;
};

float current_pixel_scale(const Host& host) {
    int w = 0, h = 0, pw = 0, ph = 0;
    SDL_GetWindowSize(host.window, &w, &h);
    SDL_GetRendererOutputSize(host.renderer, &pw, &ph);
    return w > 0 && pw > 0 ? static_cast<float>(pw) / static_cast<float>(w) : 1.0f;
}

bool loop_once(Host& host) {
    SDL_Event event;
    while (SDL_PollEvent(&event)) {
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
    if (const float scale = current_pixel_scale(host); scale != host.pixel_scale) {
        host.pixel_scale = scale;
        host.app.load_fonts(scale);
        ImGui_ImplSDLRenderer2_DestroyFontsTexture();  // re-created by NewFrame
    }

    ImGui_ImplSDLRenderer2_NewFrame();
    ImGui_ImplSDL2_NewFrame();
    ImGui::NewFrame();
    host.app.frame(host.frames + 1);
    ImGui::Render();

    const ImGuiIO& io = ImGui::GetIO();
    SDL_RenderSetScale(host.renderer, io.DisplayFramebufferScale.x, io.DisplayFramebufferScale.y);
    SDL_SetRenderDrawColor(host.renderer, 255, 255, 224, 255);
    SDL_RenderClear(host.renderer);
    ImGui_ImplSDLRenderer2_RenderDrawData(ImGui::GetDrawData());
    SDL_RenderPresent(host.renderer);
    lineup::platform::frame_drawn(++host.frames);
    return true;
}

}  // namespace

int main(int, char**) {
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0) {
        std::printf("Error: %s\n", SDL_GetError());
        return 1;
    }
    SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "linear");
    static Host host;  // static: the browser's main loop outlives main()'s frame
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
    io.ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;
    ImGui::StyleColorsLight();
    ImGui_ImplSDL2_InitForSDLRenderer(host.window, host.renderer);
    ImGui_ImplSDLRenderer2_Init(host.renderer);
    lineup::platform::connect_page(host.app);

    lineup::platform::run_main_loop([] { return loop_once(host); });

    ImGui_ImplSDLRenderer2_Shutdown();
    ImGui_ImplSDL2_Shutdown();
    ImGui::DestroyContext();
    SDL_DestroyRenderer(host.renderer);
    SDL_DestroyWindow(host.window);
    SDL_Quit();
    return 0;
}
