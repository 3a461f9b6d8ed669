// Results: the games finished against the computer, per game and level, as
// the page keeps them (web/lineup-store.js, "results") and hands them to the
// game to show: "connect4/hard=3.1.2&gomoku/medium=0.0.1" (won.drawn.lost).
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "ai/levels.hpp"
#include "core/types.hpp"
#include "text/language.hpp"

namespace lineup::app {

struct Tally {
    int won = 0;
    int drawn = 0;
    int lost = 0;
    friend bool operator==(const Tally&, const Tally&) = default;
};

struct Results {
    /// ("connect4/hard", tally), in the order given; each key once.
    std::vector<std::pair<std::string, Tally>> tallies;
    /// The tally of `game` at `level` (all zero when none).
    Tally of(core::GameKind game, ai::Level level) const;
};

/// What the panel shows of `results` for `game`: a line per level played
/// ("Hard: 3 won, 1 drawn, 2 lost"), in the levels' order; empty when none.
std::vector<std::string> results_lines(const Results& results, core::GameKind game, text::Language lang);

/// Reads the page's text; entries that are not "game/level=N.N.N" with a known
/// game and level and counts of up to nine digits are left out.
Results parse_results(std::string_view text);

}  // namespace lineup::app
