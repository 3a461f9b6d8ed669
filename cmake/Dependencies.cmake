# Dear ImGui 1.90.1 and SDL2 2.26.5 for the game, pinned.
#
# LINEUP_DEPS=debian (default): sources come from Debian's source packages,
#   unpacked once into ${LINEUP_CACHE_DIR}/src by scripts/fetch-debian-source.sh
#   (apt-get source; needs the deb-src entries that scripts/deps.sh adds).
# LINEUP_DEPS=fetch: the same versions from upstream tarballs (needs internet;
#   used by the GitHub workflow and contributors without Debian).
#
# Native builds link Debian's libsdl2-dev (SDL2::SDL2 from find_package). Web
# builds compile SDL2 for wasm once into the cache (cmake/sdl2-wasm) and import
# it as SDL2::SDL2, so both platforms see the same target names.

set(LINEUP_IMGUI_VERSION 1.90.1)
set(LINEUP_SDL2_VERSION 2.26.5)

if(LINEUP_DEPS STREQUAL "debian")
    set(_src "${LINEUP_CACHE_DIR}/src")
    set(LINEUP_IMGUI_DIR "${_src}/imgui-${LINEUP_IMGUI_VERSION}")
    set(_sdl_src "${_src}/SDL2-${LINEUP_SDL2_VERSION}")
    set(_fetch "${PROJECT_SOURCE_DIR}/scripts/fetch-debian-source.sh")
    foreach(_dep
            "imgui|1.90.1+ds-1|ecce377df0f90b292f15dcbd83d438bddc162b2388c881132bde18c787572a1c|${LINEUP_IMGUI_DIR}"
            "libsdl2|2.26.5+dfsg-1|b3f2c822151804125d08db94c65852f711c2e5df2145a59da120748dc32eb9c3|${_sdl_src}")
        string(REPLACE "|" ";" _dep "${_dep}")
        list(GET _dep 3 _dir)
        if(NOT EXISTS "${_dir}")
            execute_process(COMMAND bash ${_fetch} ${_dep} RESULT_VARIABLE _rc)
            if(NOT _rc EQUAL 0)
                message(FATAL_ERROR "Could not fetch ${_dir}; run scripts/deps.sh first")
            endif()
        endif()
    endforeach()
elseif(LINEUP_DEPS STREQUAL "fetch")
    include(FetchContent)
    FetchContent_Declare(imgui
        URL https://github.com/ocornut/imgui/archive/refs/tags/v${LINEUP_IMGUI_VERSION}.tar.gz)
    FetchContent_Declare(sdl2
        URL https://github.com/libsdl-org/SDL/releases/download/release-${LINEUP_SDL2_VERSION}/SDL2-${LINEUP_SDL2_VERSION}.tar.gz)
    FetchContent_GetProperties(imgui)
    if(NOT imgui_POPULATED)
        FetchContent_Populate(imgui)
    endif()
    set(LINEUP_IMGUI_DIR "${imgui_SOURCE_DIR}")
    if(EMSCRIPTEN)
        FetchContent_GetProperties(sdl2)
        if(NOT sdl2_POPULATED)
            FetchContent_Populate(sdl2)
        endif()
        set(_sdl_src "${sdl2_SOURCE_DIR}")
    endif()
else()
    message(FATAL_ERROR "LINEUP_DEPS must be 'debian' or 'fetch', not '${LINEUP_DEPS}'")
endif()

# --- SDL2 --------------------------------------------------------------------
if(EMSCRIPTEN)
    include(Sdl2Wasm)
    lineup_sdl2_wasm("${_sdl_src}")
else()
    find_package(SDL2 REQUIRED CONFIG)
endif()

# --- Dear ImGui (core + SDL2 platform + SDL_Renderer backends) --------------
add_library(imgui STATIC
    ${LINEUP_IMGUI_DIR}/imgui.cpp
    ${LINEUP_IMGUI_DIR}/imgui_draw.cpp
    ${LINEUP_IMGUI_DIR}/imgui_tables.cpp
    ${LINEUP_IMGUI_DIR}/imgui_widgets.cpp
    ${LINEUP_IMGUI_DIR}/backends/imgui_impl_sdl2.cpp
    ${LINEUP_IMGUI_DIR}/backends/imgui_impl_sdlrenderer2.cpp)
add_library(imgui::imgui ALIAS imgui)
target_include_directories(imgui SYSTEM PUBLIC ${LINEUP_IMGUI_DIR} ${LINEUP_IMGUI_DIR}/backends)
# The game uses neither ImGui's demo nor its debug tools (metrics window, debug
# log, ID stack tool): left out, they cost nothing to download.
target_compile_definitions(imgui PUBLIC IMGUI_DISABLE_OBSOLETE_FUNCTIONS IMGUI_DISABLE_DEMO_WINDOWS IMGUI_DISABLE_DEBUG_TOOLS)
target_link_libraries(imgui PUBLIC SDL2::SDL2)
if(CMAKE_CXX_FLAGS MATCHES "-fsanitize=")
    # The sanitizer presets check our code, ImGui's calls included; ImGui's own
    # three big units under ASan were a tenth of the preset's build.
    target_compile_options(imgui PRIVATE -fno-sanitize=all)
endif()
if(EMSCRIPTEN)
    # ImGui for size in the browser: 60 KB less wasm (19 KB gzip) for the same
    # first frame and frame times (docs/benchmarks.md); the game's own code and
    # the AI worker stay at -O3.
    target_compile_options(imgui PRIVATE -fno-exceptions -Os)
endif()
