// Rng: the one random generator of Lineup (docs/architecture.md, "Design rules").
//
// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number
// generators", 2014; the seeding generator of xoshiro). Integer-only, so a seed
// gives the same sequence natively and in WebAssembly: rock and bubble layouts,
// AI move choices and test games are reproducible everywhere.
#pragma once

#include <cassert>
#include <cstdint>

namespace lineup::core {

class Rng {
public:
    explicit constexpr Rng(std::uint64_t seed) : state_(seed) {}

    constexpr std::uint64_t next() {
        std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }

    /// Uniform integer in [0, bound), without modulo bias (rejection sampling).
    constexpr std::uint32_t below(std::uint32_t bound) {
        assert(bound > 0);
        const std::uint64_t limit = UINT64_MAX - UINT64_MAX % bound;
        std::uint64_t value = next();
        while (value >= limit) value = next();
        return static_cast<std::uint32_t>(value % bound);
    }

    /// Uniform integer in [0, bound) for int bounds (bound > 0).
    constexpr int below(int bound) {
        assert(bound > 0);
        return static_cast<int>(below(static_cast<std::uint32_t>(bound)));
    }

private:
    std::uint64_t state_;
};

}  // namespace lineup::core
