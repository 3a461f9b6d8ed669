# Native builds go through ccache when it is installed (scripts/deps.sh
# installs it): its store lives in the per-user cache folder, so a fresh clone
# on a machine that has built Lineup before compiles only what changed. Paths
# are taken relative to the source folder (CCACHE_BASEDIR) and the build
# folder is not hashed, so clones in other places share the store. Units
# that use a precompiled header (the test programs) are compiled as usual
# when ccache cannot take them. -DLINEUP_CCACHE=OFF turns it off. The web
# presets do not use it (em++ runs through its own launcher).
option(LINEUP_CCACHE "Compile native builds through ccache when it is installed" ON)
if(LINEUP_CCACHE AND NOT EMSCRIPTEN)
    find_program(LINEUP_CCACHE_PROGRAM ccache)
    if(LINEUP_CCACHE_PROGRAM)
        set(_lineup_ccache
            ${CMAKE_COMMAND} -E env
            "CCACHE_DIR=${LINEUP_CACHE_DIR}/ccache"
            "CCACHE_BASEDIR=${PROJECT_SOURCE_DIR}"
            CCACHE_NOHASHDIR=1
            CCACHE_MAXSIZE=3G
            "CCACHE_SLOPPINESS=pch_defines,time_macros,include_file_mtime,include_file_ctime"
            ${LINEUP_CCACHE_PROGRAM})
        set(CMAKE_C_COMPILER_LAUNCHER ${_lineup_ccache})
        set(CMAKE_CXX_COMPILER_LAUNCHER ${_lineup_ccache})
    endif()
endif()
