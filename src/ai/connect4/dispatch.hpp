// The one bitboard-width dispatcher of the Connect 4 code (internal to the ai
// library). C4AnyRules holds a layout's rules on the narrowest bitboard that
// holds the board: one 64-bit word up to 9x6 or 8x7, two or three words up to
// 12x10. with_c4_rules(rules, fn) calls fn with the rules of their own width,
// so fn is compiled once per width.
//
// Connect4Solver (solver.hpp) builds a C4AnyRules once per layout and keeps
// it; the players' one-off looks call with_c4_rules(board, fn), which builds
// the rules for that call only.
#pragma once

#include <cassert>
#include <cstdint>
#include <type_traits>
#include <utility>
#include <variant>

#include "ai/bits.hpp"
#include "ai/connect4/bitboard.hpp"

namespace lineup::ai {

using C4AnyRules = std::variant<C4Rules<std::uint64_t>, C4Rules<Bits<2>>, C4Rules<Bits<3>>>;

/// The rules of `board`'s layout on the narrowest bitboard that holds it.
inline C4AnyRules c4_rules_for(const core::Board& board) {
    const int bits = board.cols() * (board.rows() + 1);
    if (bits <= 64) return C4AnyRules(std::in_place_index<0>, board);
    if (bits <= 128) return C4AnyRules(std::in_place_index<1>, board);
    assert(bits <= 192);
    return C4AnyRules(std::in_place_index<2>, board);
}

/// Calls fn(rules) with the rules of their own bitboard width. A switch
/// rather than std::visit: direct calls, where std::visit's table of function
/// pointers would hide the searches from the browser engine's Asyncify
/// (platform/engine_worker.cpp), which follows direct calls only.
template <typename Fn>
auto with_c4_rules(const C4AnyRules& rules, Fn&& fn) {
    switch (rules.index()) {
        case 1: return fn(*std::get_if<1>(&rules));
        case 2: return fn(*std::get_if<2>(&rules));
        default: assert(rules.index() == 0); return fn(*std::get_if<0>(&rules));
    }
}

/// The same for one call: builds `board`'s rules, then calls fn(rules).
template <typename Fn>
auto with_c4_rules(const core::Board& board, Fn&& fn) {
    return with_c4_rules(c4_rules_for(board), std::forward<Fn>(fn));
}

/// The bitboard type of a rules object passed by with_c4_rules.
template <typename Rules>
using BitsOf = std::remove_cvref_t<decltype(std::declval<Rules>().bottom)>;

}  // namespace lineup::ai
