// Little-endian integers in byte buffers, for the book files (internal to the
// ai library).
#pragma once

#include <cstdint>
#include <span>
#include <vector>

namespace lineup::ai {

inline std::uint64_t read_le(std::span<const std::uint8_t> bytes, std::size_t at, int size) {
    std::uint64_t v = 0;
    for (int i = size - 1; i >= 0; --i) v = (v << 8) | bytes[at + static_cast<std::size_t>(i)];
    return v;
}

inline void write_le(std::vector<std::uint8_t>& out, std::uint64_t v, int size) {
    for (int i = 0; i < size; ++i) out.push_back(static_cast<std::uint8_t>(v >> (8 * i)));
}

}  // namespace lineup::ai
