# cmake -DIN=web/lineup-embed.js -DOUT=FILE -DKEYS=src/app/session/page_options.hpp -P EmbedOptions.cmake:
# writes the embed script with the game's page options filled in. The game
# lists them once, in kPageOptionKeys (src/app/session/page_options.hpp); the embed
# script hands a board's data-NAME attributes to the game for exactly those
# names, so that a host page's other data attributes (data-testid, ...) stay
# on the host page. `embed`, `host` and `allow` are left out: the embed
# script sets them itself (`allow` from data-allow-origin).
if(NOT IN OR NOT OUT OR NOT KEYS)
    message(FATAL_ERROR "usage: cmake -DIN=FILE -DOUT=FILE -DKEYS=FILE -P EmbedOptions.cmake")
endif()
file(READ "${KEYS}" _header)
string(REGEX MATCHALL "{OptionKey::[A-Za-z0-9]+, \"[a-z][a-z0-9]*\", (true|false)}" _entries "${_header}")
set(_names "")
foreach(_entry IN LISTS _entries)
    string(REGEX REPLACE "^.*\"([a-z][a-z0-9]*)\".*$" "\\1" _name "${_entry}")
    if(NOT _name MATCHES "^(embed|host|allow)$")
        list(APPEND _names "'${_name}'")
    endif()
endforeach()
list(LENGTH _names _count)
if(_count LESS 10)
    message(FATAL_ERROR "EmbedOptions.cmake: found ${_count} page options in ${KEYS}; has kPageOptionKeys changed shape?")
endif()
list(JOIN _names ", " _list)
file(READ "${IN}" _script)
string(FIND "${_script}" "[/* PAGE_OPTIONS */]" _at)
if(_at LESS 0)
    message(FATAL_ERROR "EmbedOptions.cmake: ${IN} has no [/* PAGE_OPTIONS */] to fill in")
endif()
string(REPLACE "[/* PAGE_OPTIONS */]" "[${_list}]" _script "${_script}")
file(WRITE "${OUT}" "${_script}")
