// Error: why some input was refused, with where and the values a sentence
// needs. The rules report it; text::describe (text/errors.hpp) words it for
// people. problem.hpp lists the problems and the fields each one uses.
#pragma once

#include <cstddef>
#include <optional>
#include <string>

#include "core/config.hpp"
#include "core/problem.hpp"
#include "core/types.hpp"

namespace lineup::core {

struct Error {
    Problem problem = Problem::EmptyMove;
    /// The 0-based offset of the offending token in the text that was parsed
    /// (0 when not applicable).
    std::size_t position = 0;
    /// The 1-based line of a text of several lines (a PSQ file) the problem is
    /// on; 0 when not applicable. text::describe names it.
    int line = 0;
    /// The offending text, made safe to quote (core::printable).
    std::string token{};
    /// BadCount: the record key whose value is wrong.
    std::string key{};
    int number = 0;   ///< a column, an x, a move number, a count (problem.hpp)
    int number2 = 0;  ///< a y
    /// The board the problem is about: its size for "outside the board", the
    /// whole configuration for validate()'s problems and refused moves.
    GameConfig config{};
    /// IllegalMove: why the board refused `move`.
    std::optional<MoveError> refused{};
    Move move{};
};

}  // namespace lineup::core
