# LINEUP_ENGINE_ASYNCIFY (default ON, as shipped): the engine module is linked
# with Asyncify, so a running search yields to the worker's messages and hears
# a stop (src/platform/engine_worker.cpp). OFF links it without Asyncify, for
# measuring what Asyncify costs (tests/bench/browser_asyncify.js,
# docs/benchmarks.md): its searches then cannot hear a stop until they end, and
# the page's bridge replaces a worker that has not answered within 3 s of a
# stop (web/page/ai-bridge.js). Not for a site to publish.
option(LINEUP_ENGINE_ASYNCIFY "Link the browser's engine module with Asyncify, so a search hears a stop" ON)

# lineup_web_site(TARGET): links the game as lineup.js + lineup.wasm into the
# static site folder (${LINEUP_SITE_DIR}) and copies web/ next to them, so the
# folder works as is on any static host.
function(lineup_web_site target)
    set_target_properties(${target} PROPERTIES
        SUFFIX ".js"
        RUNTIME_OUTPUT_DIRECTORY "${LINEUP_SITE_DIR}")
    # For size: the page downloads this module before its first frame. (The
    # searches run in the AI worker's module, lineup_engine_module, at -O3.)
    target_compile_options(${target} PRIVATE -Os)
    target_link_options(${target} PRIVATE
        -Os
        -sMODULARIZE=1
        -sEXPORT_NAME=createLineup
        -sENVIRONMENT=web
        -sALLOW_MEMORY_GROWTH=1
        -sFILESYSTEM=0
        -sEXPORTED_RUNTIME_METHODS=ccall,UTF8ToString,stringToUTF8,lengthBytesUTF8
        -sMIN_WEBGL_VERSION=1
        # The page makes the WebGL context while the module downloads
        # (web/page/canvas.js, makeWebGLContext) and the module takes it over.
        -sGL_PREINITIALIZED_CONTEXT=1
        # SDL audio in the browser (cmake/Sdl2Wasm.cmake): through a file, as CMake and
        # Ninja mangle the '$' of these names on the command line.
        "-sDEFAULT_LIBRARY_FUNCS_TO_INCLUDE=@${PROJECT_SOURCE_DIR}/cmake/web-library-funcs.json")

    # The page's script, lineup-page.js: the saved-data schema and the pieces
    # of web/page/, joined in this order (each piece is a classic script that
    # adds itself to window.LineupPage; start.js, last, starts the game). One
    # file, so the page asks for one script before it fetches lineup.wasm.
    set(_page_parts
        web/page/build.js web/lineup-store-types.js web/lineup-store.js
        web/page/api.js web/page/ai-bridge.js web/page/saved.js web/page/address.js
        web/page/grid.js web/page/drop.js web/page/canvas.js web/page/loader.js web/page/fonts.js
        web/page/start.js)
    list(TRANSFORM _page_parts PREPEND "${PROJECT_SOURCE_DIR}/")
    list(JOIN _page_parts "|" _page_list)
    add_custom_command(OUTPUT "${LINEUP_SITE_DIR}/lineup-page.js"
        COMMAND ${CMAKE_COMMAND} "-DOUT=${LINEUP_SITE_DIR}/lineup-page.js" "-DPARTS=${_page_list}"
                -P "${PROJECT_SOURCE_DIR}/cmake/JoinFiles.cmake"
        DEPENDS ${_page_parts} "${PROJECT_SOURCE_DIR}/cmake/JoinFiles.cmake"
        COMMENT "Site: lineup-page.js"
        VERBATIM)
    set(_outputs "${LINEUP_SITE_DIR}/lineup-page.js")

    # The embed script, with the game's page options filled in.
    set(_embed "${PROJECT_SOURCE_DIR}/web/lineup-embed.js")
    set(_keys "${PROJECT_SOURCE_DIR}/src/app/session/page_options.hpp")
    add_custom_command(OUTPUT "${LINEUP_SITE_DIR}/lineup-embed.js"
        COMMAND ${CMAKE_COMMAND} "-DIN=${_embed}" "-DOUT=${LINEUP_SITE_DIR}/lineup-embed.js" "-DKEYS=${_keys}"
                -P "${PROJECT_SOURCE_DIR}/cmake/EmbedOptions.cmake"
        DEPENDS "${_embed}" "${_keys}" "${PROJECT_SOURCE_DIR}/cmake/EmbedOptions.cmake"
        COMMENT "Site: lineup-embed.js"
        VERBATIM)
    list(APPEND _outputs "${LINEUP_SITE_DIR}/lineup-embed.js")

    # The other page files: copied on every build when they change (the page
    # and the service worker are written once the build is named, below).
    set(_index "${PROJECT_SOURCE_DIR}/web/index.html")
    set(_worker "${PROJECT_SOURCE_DIR}/web/lineup-sw.js")
    file(GLOB _web_files CONFIGURE_DEPENDS "${PROJECT_SOURCE_DIR}/web/*.html"
                                           "${PROJECT_SOURCE_DIR}/web/*.js"
                                           "${PROJECT_SOURCE_DIR}/web/*.css"
                                           "${PROJECT_SOURCE_DIR}/web/*.json"
                                           "${PROJECT_SOURCE_DIR}/web/*.svg")
    list(REMOVE_ITEM _web_files ${_page_parts} "${_embed}" "${_index}" "${_worker}")
    foreach(_file IN LISTS _web_files)
        get_filename_component(_name "${_file}" NAME)
        add_custom_command(OUTPUT "${LINEUP_SITE_DIR}/${_name}"
            COMMAND ${CMAKE_COMMAND} -E copy_if_different "${_file}" "${LINEUP_SITE_DIR}/${_name}"
            DEPENDS "${_file}"
            COMMENT "Site: ${_name}")
        list(APPEND _outputs "${LINEUP_SITE_DIR}/${_name}")
    endforeach()
    # Examples (web/examples/): pages that show how to embed the game.
    file(GLOB _example_files CONFIGURE_DEPENDS "${PROJECT_SOURCE_DIR}/web/examples/*.html")
    foreach(_file IN LISTS _example_files)
        get_filename_component(_name "${_file}" NAME)
        add_custom_command(OUTPUT "${LINEUP_SITE_DIR}/examples/${_name}"
            COMMAND ${CMAKE_COMMAND} -E copy_if_different "${_file}" "${LINEUP_SITE_DIR}/examples/${_name}"
            DEPENDS "${_file}"
            COMMENT "Site: examples/${_name}")
        list(APPEND _outputs "${LINEUP_SITE_DIR}/examples/${_name}")
    endforeach()
    # The app's icons (manifest.json), drawn from the game's art.
    find_package(Python3 COMPONENTS Interpreter REQUIRED)
    add_custom_command(OUTPUT "${LINEUP_SITE_DIR}/icon-192.png" "${LINEUP_SITE_DIR}/icon-512.png"
        COMMAND ${Python3_EXECUTABLE} "${PROJECT_SOURCE_DIR}/scripts/draw_icons.py" "${LINEUP_SITE_DIR}" 192 512
        DEPENDS "${PROJECT_SOURCE_DIR}/scripts/draw_icons.py"
        COMMENT "Site: icon-192.png, icon-512.png"
        VERBATIM)
    list(APPEND _outputs "${LINEUP_SITE_DIR}/icon-192.png" "${LINEUP_SITE_DIR}/icon-512.png")
    add_custom_target(${target}_site_files ALL DEPENDS ${_outputs})
    add_dependencies(${target} ${target}_site_files)
endfunction()

# lineup_site_build(ENGINE_TARGET GAME_TARGET): once both modules are linked,
# names the site's build (cmake/SiteBuild.cmake): index.html and the service
# worker that keeps the site for playing offline.
function(lineup_site_build engine game)
    set(_files lineup-page.js lineup.css lineup.js lineup.wasm lineup-font-zh.ttf lineup-ai-worker.js
               lineup-engine.js lineup-engine.wasm favicon.svg manifest.json icon-192.png icon-512.png)
    list(JOIN _files "|" _file_list)
    # The Connect 4 analysis book, when the repository has one: fetched when
    # analysis first needs it, not with the page (web/page/ai-bridge.js).
    set(_book "${PROJECT_SOURCE_DIR}/assets/connect4/analysis-7x6.bin")
    set(_book_arg "")
    if(EXISTS "${_book}")
        set(_book_arg "-DBOOK=lineup-analysis-7x6.bin")
    endif()
    add_custom_target(lineup_site_build ALL
        COMMAND ${CMAKE_COMMAND} "-DSITE=${LINEUP_SITE_DIR}" "-DINDEX=${PROJECT_SOURCE_DIR}/web/index.html"
                "-DWORKER=${PROJECT_SOURCE_DIR}/web/lineup-sw.js" "-DFILES=${_file_list}"
                "-DBOOK_SOURCE=${_book}" ${_book_arg}
                -P "${PROJECT_SOURCE_DIR}/cmake/SiteBuild.cmake"
        BYPRODUCTS "${LINEUP_SITE_DIR}/index.html" "${LINEUP_SITE_DIR}/lineup-sw.js"
        COMMENT "Site: index.html and lineup-sw.js for this build"
        VERBATIM)
    add_dependencies(lineup_site_build ${engine} ${game})
endfunction()

# lineup_engine_module(TARGET): links the engine-only module (no main, no SDL)
# that web/lineup-ai-worker.js loads into a Web Worker, into the site folder.
function(lineup_engine_module target)
    set_target_properties(${target} PROPERTIES
        SUFFIX ".js"
        RUNTIME_OUTPUT_DIRECTORY "${LINEUP_SITE_DIR}")
    target_link_options(${target} PRIVATE
        --no-entry
        -sMODULARIZE=1
        -sEXPORT_NAME=createLineupEngine
        -sENVIRONMENT=worker
        -sALLOW_MEMORY_GROWTH=1
        -sINITIAL_MEMORY=100663296
        -sFILESYSTEM=0
        -sEXPORTED_FUNCTIONS=_lineup_engine_handle,_lineup_engine_warm,_lineup_engine_load_book,_lineup_engine_protocol,_malloc,_free
        -sEXPORTED_RUNTIME_METHODS=ccall,HEAPU8)
    if(LINEUP_ENGINE_ASYNCIFY)
        # A search yields to the worker's messages, to hear a stop
        # (engine_worker.cpp); the saved stack holds the deepest search's frames.
        target_link_options(${target} PRIVATE
            -sASYNCIFY=1
            -sASYNCIFY_STACK_SIZE=262144
            -sASYNCIFY_IGNORE_INDIRECT=1)
    else()
        # A plain module: the stop check only reads the stop flag.
        target_compile_definitions(${target} PRIVATE LINEUP_ENGINE_NO_ASYNCIFY)
    endif()
    add_dependencies(${target} lineup_site_files)
endfunction()
