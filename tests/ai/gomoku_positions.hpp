// Gomoku positions as the tests write them: cells as "h8" (column h, row 8),
// a board after a move list ("h8i9h9"), and random stones clustered in a
// square, for tests against a brute force.
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "core/board.hpp"
#include "core/config.hpp"
#include "core/notation.hpp"
#include "core/rng.hpp"
#include "core/types.hpp"

namespace lineup::ai::test {

inline core::Cell at(std::string_view text) { return {text[0] - 'a', std::stoi(std::string(text.substr(1))) - 1}; }

/// A `size` x `size` board (basic theme) after `moves`, each of them legal.
inline core::Board gomoku(std::string_view moves, int size, core::Rule rule = core::Rule::Freestyle) {
    core::GameConfig config = core::default_config(core::GameKind::Gomoku, core::Theme::Basic, size);
    config.rule = rule;
    core::Board board(config);
    auto parsed = core::parse_moves(config, moves);
    EXPECT_TRUE(parsed.has_value()) << moves;
    if (parsed) {
        for (core::Move m : *parsed) EXPECT_FALSE(board.play(m)) << moves;
    }
    return board;
}

/// A `size` x `size` board (basic theme) after `stones` random moves, each
/// on a cell of the `span` x `span` square whose corner is (`from`, `from`)
/// (an occupied cell is refused and counts), stopping when the game ends.
inline core::Board scattered(core::Rng& rng, int size, core::Rule rule, int stones, int from, int span) {
    core::GameConfig config = core::default_config(core::GameKind::Gomoku, core::Theme::Basic, size);
    config.rule = rule;
    core::Board board(config);
    for (int i = 0; i < stones && board.status() == core::Status::Playing; ++i) {
        board.play(core::Move::at({from + rng.below(span), from + rng.below(span)}));
    }
    return board;
}

}  // namespace lineup::ai::test
