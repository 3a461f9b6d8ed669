# Runs `lineup-cli play ARGS < INPUT` and compares the whole transcript with
# EXPECTED. With -DUPDATE=ON it rewrites EXPECTED instead (review the diff!).
separate_arguments(args UNIX_COMMAND "${ARGS}")
execute_process(COMMAND ${CLI} play ${args}
    INPUT_FILE ${INPUT}
    OUTPUT_VARIABLE actual
    ERROR_VARIABLE errors
    RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "lineup-cli play exited with ${rc}: ${errors}")
endif()
if(UPDATE)
    file(WRITE ${EXPECTED} "${actual}")
    return()
endif()
file(READ ${EXPECTED} expected)
if(NOT actual STREQUAL expected)
    file(WRITE ${ACTUAL} "${actual}")
    message(FATAL_ERROR "The transcript differs from ${EXPECTED}; see: diff -u ${EXPECTED} ${ACTUAL}")
endif()
