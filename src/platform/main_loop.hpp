// The two drivers of the one loop body (main.cpp, loop_once): natively a while loop,
// in the browser emscripten_set_main_loop, which returns to the browser after
// every frame. CMake compiles main_loop_native.cpp or main_loop_web.cpp.
#pragma once

#include <cstdint>
#include <functional>

struct SDL_Window;

namespace lineup::platform {

/// Calls `loop_once` once per frame until it returns false. In the browser this
/// function does not return (the page keeps running the loop).
void run_main_loop(std::function<bool()> loop_once);

/// SDL_CreateRenderer flags: vsync natively; none in the browser, where
/// requestAnimationFrame paces frames and SDL may fall back to its software
/// renderer on a 2D canvas when WebGL is missing.
std::uint32_t renderer_flags();

/// Idle: natively sleeps until an input event or `timeout_ms`; in the browser
/// returns at once (the browser calls the next frame when it likes).
void wait_for_input(int timeout_ms);

/// Called after ImGui's SDL backend began a frame: natively, puts ImGui's mouse
/// where SDL's own events put it. (While the window has focus the backend
/// works the mouse out as the screen position less the window's; under X11
/// without a window manager SDL's idea of the window's position is wrong, and
/// a click landed a column or two aside.) In the browser, nothing: the events
/// are the only source there.
void follow_mouse(SDL_Window* window);

}  // namespace lineup::platform
