// `lineup-cli analyse` for Gomoku games (cli/analyse.hpp): every move graded
// by the engine (ai/gomoku/review.hpp) searched `depth` plies, as text or
// JSON, and a summary line per player.
#pragma once

#include <cstddef>
#include <iosfwd>

#include "core/record.hpp"

namespace lineup::cli {

void analyse_gomoku(const core::GameRecord& record, int depth, std::size_t tt_mb, bool json, std::ostream& out);

}  // namespace lineup::cli
