// Zobrist keys of the Gomoku positions: one key per cell of the padded grid
// (5 wall cells on every side, stride = size + 10) and colour, and one for
// "the second player is to move". ThreatBoard (board/threat_board.hpp)
// indexes its grid the same way.
#pragma once

#include <array>
#include <cstdint>

namespace lineup::ai {

struct ZobristKeys {
    static constexpr int kMaxGrid = 30 * 30;  // the largest padded grid (20 + 10 on a side)
    std::array<std::array<std::uint64_t, 2>, kMaxGrid> cell{};
    std::uint64_t side = 0;
    ZobristKeys();
};

const ZobristKeys& zobrist_keys();

}  // namespace lineup::ai
