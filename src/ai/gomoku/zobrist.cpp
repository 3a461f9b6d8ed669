#include "ai/gomoku/zobrist.hpp"

#include "core/rng.hpp"

namespace lineup::ai {

ZobristKeys::ZobristKeys() {
    // Drawn in the order of the 19x19 table first (then the side, then the
    // 20x20 rest), so the keys, and the searches, stay as they were.
    constexpr std::size_t kOldGrid = 29 * 29;
    core::Rng rng(0x6C696E6575700001ULL);
    for (std::size_t i = 0; i < kOldGrid; ++i) cell[i] = {rng.next(), rng.next()};
    side = rng.next();
    for (std::size_t i = kOldGrid; i < cell.size(); ++i) cell[i] = {rng.next(), rng.next()};
}

const ZobristKeys& zobrist_keys() {
    static const ZobristKeys keys;
    return keys;
}

}  // namespace lineup::ai
