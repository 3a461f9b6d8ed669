// The two drivers of the one loop body (main.cpp, loop_once): natively a while loop,
// in the browser emscripten_set_main_loop, which returns to the browser after
// every frame. CMake compiles main_loop_native.cpp or main_loop_web.cpp.
#pragma once

#include <cstdint>
#include <functional>

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

}  // namespace lineup::platform
