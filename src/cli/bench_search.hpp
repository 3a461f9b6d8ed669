// `lineup-cli bench search`: today's Gomoku searches on a set of 15x15
// positions (P50: tests/bench/gomoku-p50.txt), node-limited, with a
// signature over their moves, values and node counts, so that two builds,
// or two board cores under the same search, can be shown to search alike
// on every position and not only on `bench gomoku`'s few. Per position:
//
//   medium, hard, master  choose_gomoku at the node limit (seed 1)
//   analysis              analyse_gomoku to depth 4, the best 3 moves
//   review                review_gomoku_move of Master's move, depth 3
//
// each from a cleared table. The rule, theme and layout seed are the
// caller's: a position whose moves the board refuses there (a stone on a
// rock, Renju's forbidden point) or whose game is over is skipped, and the
// skip is part of the signature.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>
#include <vector>

#include "core/types.hpp"

namespace lineup::cli {

struct SearchBench {
    core::Rule rule = core::Rule::Freestyle;
    core::Theme theme = core::Theme::Basic;
    std::uint32_t seed = 0;       ///< the rock or bubble layout
    std::uint64_t nodes = 10000;  ///< a search's node limit
};

/// Runs the searches above on `positions` (move strings, "h8i9...") and prints
/// one line per search, then "Signature: search N". False (after a message on
/// `err`) when a position does not parse.
bool bench_search(std::ostream& out, std::ostream& err, const std::vector<std::string>& positions,
                  const SearchBench& settings);

}  // namespace lineup::cli
