#include <emscripten/emscripten.h>

#include "platform/main_loop.hpp"

namespace lineup::platform {
namespace {

std::function<bool()> g_loop_once;  // the browser calls back a plain function

void browser_frame() {
    if (!g_loop_once()) emscripten_cancel_main_loop();
}

}  // namespace

void run_main_loop(std::function<bool()> loop_once) {
    g_loop_once = std::move(loop_once);
    // fps 0: driven by requestAnimationFrame. simulate_infinite_loop 1: main()
    // never returns, so its locals stay alive.
    emscripten_set_main_loop(browser_frame, 0, 1);
}

std::uint32_t renderer_flags() { return 0; }

void wait_for_input(int) {}

void follow_mouse(SDL_Window*) {}

}  // namespace lineup::platform
