# cmake -DOUT=FILE "-DPARTS=A|B|..." -P JoinFiles.cmake: writes the parts, in
# order, into FILE, without the lines that are only a // comment and without
# the spaces that indent a line (the pieces keep both in web/; the site needs
# neither, and the first visit's budget counts them). No piece may start a
# line inside a string with //, nor let a string run over a line break:
# cmake/WebSite.cmake joins the page's script this way, and the browser tests
# run what it writes.
if(NOT OUT OR NOT PARTS)
    message(FATAL_ERROR "usage: cmake -DOUT=FILE \"-DPARTS=A|B|...\" -P JoinFiles.cmake")
endif()
string(REPLACE "|" ";" _parts "${PARTS}")
file(WRITE "${OUT}.tmp" "// Joined by cmake/JoinFiles.cmake from the files of web/ that cmake/WebSite.cmake lists (with their comments).\n")
foreach(_part IN LISTS _parts)
    file(READ "${_part}" _text)
    # A comment line goes with the line break before it (hence the one put in
    # front, for a comment on the first line).
    string(REGEX REPLACE "\n[ \t]*//[^\n]*" "" _text "\n${_text}")
    string(REGEX REPLACE "\n[ \t]+" "\n" _text "${_text}")
    string(SUBSTRING "${_text}" 1 -1 _text)
    file(APPEND "${OUT}.tmp" "${_text}")
endforeach()
file(RENAME "${OUT}.tmp" "${OUT}")
