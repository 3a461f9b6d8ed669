// Errors: why some input was refused, worded for people. The rules report a
// core::Error (core/error.hpp: a Problem, where, and the values it names);
// this file turns it into a phrase in English or Simplified Chinese. The
// English phrases carry no final period ("Unknown key 'x'", "Column 8 is
// outside the board (columns 1-7)"): callers put them in their own sentences,
// or close them with as_sentence().
#pragma once

#include <string>

#include "core/config.hpp"
#include "core/error.hpp"
#include "text/language.hpp"

namespace lineup::text {

/// "Unknown key 'gme'", "Move 7 (4): Column 4 is full.", "'p1' is outside the
/// 15x15 board", "Gomoku boards are square: 13x15 is not", ...
std::string describe(const core::Error& error, Language lang = Language::English);
/// What validate() found wrong with `config`: "At most 42 rocks fit on a 13x13
/// board, not 43".
std::string describe(core::Problem problem, const core::GameConfig& config, Language lang = Language::English);
/// `phrase` closed as a sentence: "." in English, "。" in Chinese, unless it
/// already ends with a sentence's mark.
std::string as_sentence(std::string phrase, Language lang = Language::English);

}  // namespace lineup::text
