// How much of the long test series a stage runs: LINEUP_TEST_SCALE (0 < scale
// <= 1, all when unset). The release stage runs every case. The sanitizer stage
// (test preset native-asan) runs a fifth: it looks for memory and
// undefined-behaviour errors, which the first cases meet as well. So does the
// WebAssembly stage (test preset web-release): it checks that the code built
// for the web gives the answers the native build gives on every case.
#pragma once

#include <algorithm>
#include <cstdlib>

namespace lineup::ai::test {

inline double test_scale() {
    const char* text = std::getenv("LINEUP_TEST_SCALE");
    return text ? std::clamp(std::atof(text), 0.01, 1.0) : 1.0;
}

/// `n` cases, or the share of them the scale gives (at least one).
inline int scaled(int n) { return std::max(1, static_cast<int>(n * test_scale())); }

/// Whether the whole series runs (scale 1).
inline bool every_case() { return test_scale() >= 1.0; }

}  // namespace lineup::ai::test
