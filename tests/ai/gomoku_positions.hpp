// Gomoku positions as the tests write them: cells as "h8" (column h, row 8),
// and a board after a move list ("h8i9h9").
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "core/board.hpp"
#include "core/config.hpp"
#include "core/notation.hpp"
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

}  // namespace lineup::ai::test
