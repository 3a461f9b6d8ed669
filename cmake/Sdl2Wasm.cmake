# lineup_sdl2_wasm(SOURCE_DIR): SDL2 as a static wasm library, built once into
# the per-user cache and imported as SDL2::SDL2.
#
# Emscripten's own SDL2 port downloads from GitHub; we compile SDL's Emscripten
# file list directly (cmake/sdl2-wasm), which needs no configure checks and takes
# ~3 minutes on 2 cores the first time. The cache key covers the SDL version, the
# Emscripten version and the build description, so any change rebuilds it.
function(lineup_sdl2_wasm sdl_src)
    execute_process(COMMAND ${CMAKE_C_COMPILER} --version
        OUTPUT_VARIABLE _emcc_version OUTPUT_STRIP_TRAILING_WHITESPACE)
    string(REGEX MATCH "[0-9]+\\.[0-9]+\\.[0-9]+" _emcc_version "${_emcc_version}")
    file(SHA256 "${PROJECT_SOURCE_DIR}/cmake/sdl2-wasm/CMakeLists.txt" _desc_hash)
    # (A changed build description configures again, and so builds SDL anew.)
    set_property(DIRECTORY "${PROJECT_SOURCE_DIR}" APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS
        "${PROJECT_SOURCE_DIR}/cmake/sdl2-wasm/CMakeLists.txt")
    string(SUBSTRING "${_desc_hash}" 0 12 _desc_hash)
    set(_prefix "${LINEUP_CACHE_DIR}/sdl2-wasm/${LINEUP_SDL2_VERSION}-emcc${_emcc_version}-${_desc_hash}")

    if(NOT EXISTS "${_prefix}/lib/libSDL2.a")
        message(STATUS "Building SDL2 ${LINEUP_SDL2_VERSION} for wasm into ${_prefix} (once, ~3 min)")
        string(RANDOM LENGTH 8 _tag)
        set(_work "${_prefix}.build-${_tag}")
        execute_process(
            COMMAND ${CMAKE_COMMAND} -S "${PROJECT_SOURCE_DIR}/cmake/sdl2-wasm" -B "${_work}" -G Ninja
                    -DCMAKE_TOOLCHAIN_FILE=${CMAKE_TOOLCHAIN_FILE}
                    -DCMAKE_BUILD_TYPE=Release
                    -DSDL2_SOURCE_DIR=${sdl_src}
                    -DCMAKE_INSTALL_PREFIX=${_work}/install
            RESULT_VARIABLE _rc)
        if(_rc EQUAL 0)
            execute_process(COMMAND ${CMAKE_COMMAND} --build "${_work}" --target install
                RESULT_VARIABLE _rc)
        endif()
        if(NOT _rc EQUAL 0)
            file(REMOVE_RECURSE "${_work}")
            message(FATAL_ERROR "Building SDL2 for wasm failed")
        endif()
        file(REMOVE_RECURSE "${_prefix}")
        file(RENAME "${_work}/install" "${_prefix}")
        file(REMOVE_RECURSE "${_work}")
    endif()

    add_library(SDL2::SDL2 STATIC IMPORTED GLOBAL)
    set_target_properties(SDL2::SDL2 PROPERTIES
        IMPORTED_LOCATION "${_prefix}/lib/libSDL2.a"
        INTERFACE_INCLUDE_DIRECTORIES "${_prefix}/include/SDL2")
    # SDL's audio glue calls these JS helpers; names with '$' go through a file
    # because CMake + Ninja mangle '$' in link options.
    set(_funcs "${CMAKE_BINARY_DIR}/sdl2_js_library_funcs.json")
    file(WRITE "${_funcs}" "[\"$autoResumeAudioContext\", \"$dynCall\"]\n")
    target_link_options(SDL2::SDL2 INTERFACE
        "-sDEFAULT_LIBRARY_FUNCS_TO_INCLUDE=@${_funcs}"
        "-sMAX_WEBGL_VERSION=2")
endfunction()
