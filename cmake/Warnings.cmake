# lineup_options: an INTERFACE target every project target links PRIVATE-ly.
# Warnings as errors keep the tree clean; third-party code does not link it.
add_library(lineup_options INTERFACE)
add_library(lineup::options ALIAS lineup_options)
target_compile_options(lineup_options INTERFACE
    -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wsign-conversion
    -Wnon-virtual-dtor -Wold-style-cast -Wcast-align -Woverloaded-virtual
    -Wimplicit-fallthrough -Werror
    # Floating-point contraction (FMA) differs between toolchains; the search must
    # be deterministic natively and in wasm (Rapfi 3aedf3a).
    -ffp-contract=off)
if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
    # GCC 12 false positives at -O2/-O3: std::optional (bug 105562) and
    # std::string concatenation (-Wrestrict, bug 105329).
    target_compile_options(lineup_options INTERFACE -Wno-maybe-uninitialized -Wno-restrict)
endif()
if(CMAKE_SYSTEM_PROCESSOR MATCHES "x86_64|AMD64")
    # The bitboard searches count bits constantly; without this, GCC calls a
    # software popcount. Every x86-64 CPU since 2008 has the instruction.
    target_compile_options(lineup_options INTERFACE -mpopcnt)
endif()
if(EMSCRIPTEN)
    # Exceptions stay off in the whole web build: errors are values
    # (core/expected.hpp; docs/architecture.md, "Design rules").
    target_compile_options(lineup_options INTERFACE -fno-exceptions)
endif()
