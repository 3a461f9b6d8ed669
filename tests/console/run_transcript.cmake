# Runs `lineup-cli ARGS < INPUT` and compares the whole standard output with
# EXPECTED (and standard error with EXPECTED_ERR when given). With -DUPDATE=ON
# it rewrites the expected files instead (review the diff!).
separate_arguments(args UNIX_COMMAND "${ARGS}")
execute_process(COMMAND ${CLI} ${args}
    INPUT_FILE ${INPUT}
    OUTPUT_VARIABLE actual
    ERROR_VARIABLE errors
    RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "lineup-cli ${ARGS} exited with ${rc}: ${errors}")
endif()
if(UPDATE)
    file(WRITE ${EXPECTED} "${actual}")
    if(EXPECTED_ERR)
        file(WRITE ${EXPECTED_ERR} "${errors}")
    endif()
    return()
endif()
if(EXPECTED_ERR)
    file(READ ${EXPECTED_ERR} expected_err)
    if(NOT errors STREQUAL expected_err)
        file(WRITE ${ACTUAL}.err "${errors}")
        message(FATAL_ERROR "Standard error differs from ${EXPECTED_ERR}; see: diff -u ${EXPECTED_ERR} ${ACTUAL}.err")
    endif()
endif()
file(READ ${EXPECTED} expected)
if(NOT actual STREQUAL expected)
    file(WRITE ${ACTUAL} "${actual}")
    message(FATAL_ERROR "The transcript differs from ${EXPECTED}; see: diff -u ${EXPECTED} ${ACTUAL}")
endif()
