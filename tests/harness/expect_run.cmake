# Runs a program and checks both its exit status and its output, so neither
# hides the other (a pass regex alone makes ctest ignore the exit status):
#   cmake -DCOMMAND="program|arg|..." -DSTATUS=N -DOUTPUT=REGEX -P expect_run.cmake
# COMMAND's words are separated by '|'. OUTPUT is matched against standard
# output and standard error together.
string(REPLACE "|" ";" command "${COMMAND}")
execute_process(COMMAND ${command} OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE status)
set(all "${out}${err}")
if(NOT "${status}" STREQUAL "${STATUS}")
    message(FATAL_ERROR "${COMMAND} exited with '${status}', expected ${STATUS}. Output:\n${all}")
endif()
if(NOT all MATCHES "${OUTPUT}")
    message(FATAL_ERROR "${COMMAND}: the output does not match '${OUTPUT}'. Output:\n${all}")
endif()
message(STATUS "exit status ${status}, output matches '${OUTPUT}'")
