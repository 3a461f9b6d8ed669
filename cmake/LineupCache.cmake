# The per-user cache folder for dependency sources and builds (see scripts/lib.sh).
# Order: -DLINEUP_CACHE_DIR=..., $LINEUP_CACHE_DIR, $XDG_CACHE_HOME/lineup, ~/.cache/lineup.
if(NOT LINEUP_CACHE_DIR)
    if(DEFINED ENV{LINEUP_CACHE_DIR})
        set(_cache "$ENV{LINEUP_CACHE_DIR}")
    elseif(DEFINED ENV{XDG_CACHE_HOME})
        set(_cache "$ENV{XDG_CACHE_HOME}/lineup")
    else()
        set(_cache "$ENV{HOME}/.cache/lineup")
    endif()
    set(LINEUP_CACHE_DIR "${_cache}" CACHE PATH "Per-user cache of dependency sources and builds")
endif()
file(MAKE_DIRECTORY "${LINEUP_CACHE_DIR}")
