# Toolchain file for the web presets. Finds Emscripten without machine paths:
# $EMSDK (emsdk checkout), $EMSCRIPTEN (its root), or the emcc on PATH (Debian's
# package), then includes Emscripten's own toolchain file.
if(DEFINED ENV{EMSDK} AND EXISTS "$ENV{EMSDK}/upstream/emscripten")
    set(_lineup_em_root "$ENV{EMSDK}/upstream/emscripten")
elseif(DEFINED ENV{EMSCRIPTEN})
    set(_lineup_em_root "$ENV{EMSCRIPTEN}")
else()
    find_program(_lineup_emcc emcc)
    if(NOT _lineup_emcc)
        message(FATAL_ERROR "emcc not found: run scripts/deps.sh web (installs Debian's emscripten)")
    endif()
    file(REAL_PATH "${_lineup_emcc}" _lineup_emcc_real)
    get_filename_component(_lineup_em_root "${_lineup_emcc_real}" DIRECTORY)
endif()
include("${_lineup_em_root}/cmake/Modules/Platform/Emscripten.cmake")

# Emscripten's optimised links run acorn under Node; Debian installs it in
# /usr/share/nodejs, which a Node from another vendor does not search.
# EMSDK_PYTHON skips the wrapper's interpreter search (~0.5 s per call).
set(_lineup_em_env NODE_PATH=/usr/share/nodejs EMSDK_PYTHON=/usr/bin/python3)
set(ENV{NODE_PATH} /usr/share/nodejs)
set(ENV{EMSDK_PYTHON} /usr/bin/python3)
foreach(_lang C CXX)
    set(CMAKE_${_lang}_COMPILER_LAUNCHER ${CMAKE_COMMAND} -E env ${_lineup_em_env})
    set(CMAKE_${_lang}_LINKER_LAUNCHER ${CMAKE_COMMAND} -E env ${_lineup_em_env})
endforeach()

# ctest runs wasm test programs under Node. Emscripten 3.1.6 would use plain
# node; Node 18+ then tries fetch() for the .wasm and fails.
find_program(LINEUP_NODE NAMES node nodejs)
if(LINEUP_NODE)
    set(CMAKE_CROSSCOMPILING_EMULATOR "${LINEUP_NODE};--no-experimental-fetch"
        CACHE STRING "Runs wasm test programs" FORCE)
endif()
