# Builds go through ccache when it is installed (scripts/deps.sh installs it):
# its store lives in the per-user cache folder, so a fresh clone on a machine
# that has built Lineup before compiles only what changed. That is what makes
# ./run.sh quick on a second clone, and the test stage that tries ./run.sh on a
# fresh copy affordable. Paths are taken relative to the source folder
# (CCACHE_BASEDIR) and the build folder is not hashed, so clones in other places
# share the store. The sanitizer presets build the test programs without a
# precompiled header: Clang's names the build folder, and no clone could reuse
# the units that include it (tests/CMakeLists.txt). The web presets already start
# em++ through a launcher (cmake/toolchain/emscripten.cmake, `cmake -E env`):
# ccache joins that command. -DLINEUP_CCACHE=OFF turns it off.
option(LINEUP_CCACHE "Compile through ccache when it is installed" ON)
if(LINEUP_CCACHE)
    find_program(LINEUP_CCACHE_PROGRAM ccache)
    if(LINEUP_CCACHE_PROGRAM)
        set(_lineup_ccache_env
            "CCACHE_DIR=${LINEUP_CACHE_DIR}/ccache"
            "CCACHE_BASEDIR=${PROJECT_SOURCE_DIR}"
            CCACHE_NOHASHDIR=1
            CCACHE_MAXSIZE=4G
            "CCACHE_SLOPPINESS=pch_defines,time_macros,include_file_mtime,include_file_ctime")
        foreach(_lang C CXX)
            if(CMAKE_${_lang}_COMPILER_LAUNCHER)
                # `cmake -E env NAME=VALUE ...` (the web toolchain): add to it.
                set(CMAKE_${_lang}_COMPILER_LAUNCHER
                    ${CMAKE_${_lang}_COMPILER_LAUNCHER} ${_lineup_ccache_env} ${LINEUP_CCACHE_PROGRAM})
            else()
                set(CMAKE_${_lang}_COMPILER_LAUNCHER
                    ${CMAKE_COMMAND} -E env ${_lineup_ccache_env} ${LINEUP_CCACHE_PROGRAM})
            endif()
        endforeach()
    endif()
endif()
