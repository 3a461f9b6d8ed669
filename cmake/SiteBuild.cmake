# cmake -DSITE=DIR -DINDEX=index.html -DWORKER=lineup-sw.js "-DFILES=a|b|..."
#       -P SiteBuild.cmake
# Names the site's build once every file of it is in DIR: BUILD is a hash of
# the FILES (as built) and of the two templates. Writes DIR/index.html from
# INDEX with ?v=BUILD on the page's script and style (web/page/build.js adds it
# to the rest), and DIR/lineup-sw.js from WORKER with BUILD and the files the
# service worker keeps for playing offline (index.html and the FILES).
# With -DBOOK=NAME -DBOOK_SOURCE=FILE, the Connect 4 analysis book is copied
# in as NAME, counted in BUILD, named in index.html (a meta tag the page reads
# before it fetches the book, web/page/ai-bridge.js) and kept by the service
# worker once fetched, not installed with the rest.
foreach(_var SITE INDEX WORKER FILES)
    if(NOT ${_var})
        message(FATAL_ERROR "usage: cmake -DSITE=DIR -DINDEX=FILE -DWORKER=FILE \"-DFILES=a|b\" -P SiteBuild.cmake")
    endif()
endforeach()
string(REPLACE "|" ";" _files "${FILES}")
set(_hashes "")
foreach(_file IN LISTS _files)
    file(SHA256 "${SITE}/${_file}" _hash)
    string(APPEND _hashes "${_file} ${_hash}\n")
endforeach()
if(BOOK)
    file(COPY_FILE "${BOOK_SOURCE}" "${SITE}/${BOOK}" ONLY_IF_DIFFERENT)
    file(SHA256 "${SITE}/${BOOK}" _hash)
    string(APPEND _hashes "${BOOK} ${_hash}\n")
endif()
file(SHA256 "${INDEX}" _hash)
string(APPEND _hashes "index ${_hash}\n")
file(SHA256 "${WORKER}" _hash)
string(APPEND _hashes "worker ${_hash}\n")
string(SHA256 _build "${_hashes}")
string(SUBSTRING "${_build}" 0 16 _build)

# Writes `text` to `path` only when it differs (the site's files keep their dates).
function(write_if_changed path text)
    if(EXISTS "${path}")
        file(READ "${path}" _old)
        if(_old STREQUAL text)
            return()
        endif()
    endif()
    file(WRITE "${path}" "${text}")
endfunction()

file(READ "${INDEX}" _index)
foreach(_name lineup-page.js lineup.css)
    string(REPLACE "\"${_name}\"" "\"${_name}?v=${_build}\"" _index "${_index}")
endforeach()
set(_meta "")
set(_later "")
if(BOOK)
    set(_meta "<meta name=\"lineup-analysis-book\" content=\"${BOOK}\">")
    set(_later "'${BOOK}'")
endif()
string(REPLACE "<!-- analysis book -->" "${_meta}" _index "${_index}")
write_if_changed("${SITE}/index.html" "${_index}")

set(_list "'index.html'")
foreach(_file IN LISTS _files)
    string(APPEND _list ", '${_file}'")
endforeach()
file(READ "${WORKER}" _worker)
string(REPLACE "@BUILD@" "${_build}" _worker "${_worker}")
string(REPLACE "/* FILES */" "${_list}" _worker "${_worker}")
string(REPLACE "/* LATER */" "${_later}" _worker "${_worker}")
write_if_changed("${SITE}/lineup-sw.js" "${_worker}")
