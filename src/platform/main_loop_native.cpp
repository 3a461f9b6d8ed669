#include <SDL.h>
#include <imgui.h>

#include "platform/main_loop.hpp"

namespace lineup::platform {

void run_main_loop(std::function<bool()> loop_once) {
    // Vsync paces frames where the driver honours it; the delay caps the rate
    // at ~125 frames per second where it does not (Xvfb, some VMs).
    constexpr Uint64 kMinFrameMs = 8;
    for (;;) {
        const Uint64 start = SDL_GetTicks64();
        if (!loop_once()) return;
        const Uint64 spent = SDL_GetTicks64() - start;
        if (spent < kMinFrameMs) SDL_Delay(static_cast<Uint32>(kMinFrameMs - spent));
    }
}

std::uint32_t renderer_flags() { return SDL_RENDERER_PRESENTVSYNC; }

void wait_for_input(int timeout_ms) { SDL_WaitEventTimeout(nullptr, timeout_ms); }

void follow_mouse(SDL_Window* window) {
    int x = 0;
    int y = 0;
    // Only while no button is held: a drag keeps the position the backend
    // tracks from the events (it does not use the screen position then).
    if (SDL_GetMouseFocus() != window || SDL_GetMouseState(&x, &y) != 0) return;
    ImGui::GetIO().AddMousePosEvent(static_cast<float>(x), static_cast<float>(y));
}

}  // namespace lineup::platform
