// with_c4_rules(board, fn): calls fn(rules) with Connect 4 rules built on the
// narrowest bitboard that holds the board (internal to the ai library).
#pragma once

#include <cassert>

#include "ai/connect4/bitboard.hpp"

namespace lineup::ai {

template <typename Fn>
auto with_c4_rules(const core::Board& board, Fn&& fn) {
    const int bits = board.cols() * (board.rows() + 1);
    if (bits <= 64) return fn(C4Rules<std::uint64_t>(board));
    if (bits <= 128) return fn(C4Rules<Bits<2>>(board));
    assert(bits <= 192);
    return fn(C4Rules<Bits<3>>(board));
}

/// The bitboard type of a rules object passed by with_c4_rules.
template <typename Rules>
using BitsOf = std::remove_cvref_t<decltype(std::declval<Rules>().bottom)>;

}  // namespace lineup::ai
