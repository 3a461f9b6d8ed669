// Bitboards of any width: std::uint64_t for boards that fit in 64 bits, and
// Bits<N> (N 64-bit words) for larger ones. The Connect 4 code is written once
// against the operations below and instantiated for each width it needs.
//
// Bits<N> supports what bitboard code uses: & | ^ ~, shifts by any amount,
// + and - with carries across words (for the "mask + bottom" trick), and
// popcount. Word 0 holds bits 0-63.
#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>

namespace lineup::ai {

template <int N>
struct Bits {
    static_assert(N >= 2, "use std::uint64_t for one word");
    std::uint64_t w[static_cast<std::size_t>(N)]{};

    constexpr Bits() = default;
    constexpr explicit Bits(std::uint64_t low) { w[0] = low; }

    friend constexpr Bits operator&(Bits a, const Bits& b) {
        for (int i = 0; i < N; ++i) a.w[i] &= b.w[i];
        return a;
    }
    friend constexpr Bits operator|(Bits a, const Bits& b) {
        for (int i = 0; i < N; ++i) a.w[i] |= b.w[i];
        return a;
    }
    friend constexpr Bits operator^(Bits a, const Bits& b) {
        for (int i = 0; i < N; ++i) a.w[i] ^= b.w[i];
        return a;
    }
    constexpr Bits operator~() const {
        Bits r;
        for (int i = 0; i < N; ++i) r.w[i] = ~w[i];
        return r;
    }
    constexpr Bits& operator&=(const Bits& b) { return *this = *this & b; }
    constexpr Bits& operator|=(const Bits& b) { return *this = *this | b; }
    constexpr Bits& operator^=(const Bits& b) { return *this = *this ^ b; }

    constexpr Bits operator<<(int s) const {
        Bits r;
        const int words = s / 64, bits = s % 64;
        for (int i = N - 1; i >= words; --i) {
            r.w[i] = w[i - words] << bits;
            if (bits && i - words - 1 >= 0) r.w[i] |= w[i - words - 1] >> (64 - bits);
        }
        return r;
    }
    constexpr Bits operator>>(int s) const {
        Bits r;
        const int words = s / 64, bits = s % 64;
        for (int i = 0; i + words < N; ++i) {
            r.w[i] = w[i + words] >> bits;
            if (bits && i + words + 1 < N) r.w[i] |= w[i + words + 1] << (64 - bits);
        }
        return r;
    }
    friend constexpr Bits operator+(const Bits& a, const Bits& b) {
        Bits r;
        std::uint64_t carry = 0;
        for (int i = 0; i < N; ++i) {
            const std::uint64_t s = a.w[i] + b.w[i];
            const std::uint64_t c1 = s < a.w[i];
            r.w[i] = s + carry;
            carry = c1 | (r.w[i] < s);
        }
        return r;
    }
    friend constexpr Bits operator-(const Bits& a, const Bits& b) {
        Bits r;
        std::uint64_t borrow = 0;
        for (int i = 0; i < N; ++i) {
            const std::uint64_t d = a.w[i] - b.w[i];
            const std::uint64_t b1 = a.w[i] < b.w[i];
            r.w[i] = d - borrow;
            borrow = b1 | (d < borrow);
        }
        return r;
    }
    friend constexpr bool operator==(const Bits&, const Bits&) = default;
};

// --- The operations the algorithms use, for both kinds ----------------------
constexpr bool any(std::uint64_t b) { return b != 0; }
constexpr int popcount(std::uint64_t b) { return std::popcount(b); }
template <typename B>
constexpr B bit(int index);
template <>
constexpr std::uint64_t bit<std::uint64_t>(int index) {
    return std::uint64_t{1} << index;
}
/// The lowest set bit alone (b & -b).
constexpr std::uint64_t lowest(std::uint64_t b) { return b & (~b + 1); }
/// 64 bits that identify the bitboard (itself when it fits).
constexpr std::uint64_t fold(std::uint64_t b) { return b; }

template <int N>
constexpr bool any(const Bits<N>& b) {
    for (std::uint64_t x : b.w) {
        if (x) return true;
    }
    return false;
}
template <int N>
constexpr int popcount(const Bits<N>& b) {
    int n = 0;
    for (std::uint64_t x : b.w) n += std::popcount(x);
    return n;
}
template <typename B>
    requires requires(B b) { b.w; }
constexpr B bit(int index) {
    B r;
    r.w[index / 64] = std::uint64_t{1} << (index % 64);
    return r;
}
template <int N>
constexpr Bits<N> lowest(const Bits<N>& b) {
    return b & (~b + Bits<N>(1));
}
template <int N>
constexpr std::uint64_t fold(const Bits<N>& b) {
    // A fixed odd-multiplier mix of the words; collisions are possible but rare.
    std::uint64_t h = 0;
    for (std::uint64_t x : b.w) h = (h ^ x) * 0x9E3779B97F4A7C15ULL + (h >> 29);
    return h;
}

}  // namespace lineup::ai
