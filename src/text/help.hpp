// Help: how to play each game and each theme (the help window) and its list
// of keys, the one-line
// rule summary beside the theme control, the layout's label, and the results
// against the computer, in both languages.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/config.hpp"
#include "text/language.hpp"

namespace lineup::text {

struct HelpSection {
    std::string title;
    std::string body;  ///< one paragraph
};

/// "How to play": the two games (the one `config` shows first), the three
/// themes, how to move, the analysis, the review, Renju with Swap and Swap2,
/// and games by link.
std::vector<HelpSection> how_to_play(const core::GameConfig& config, Language lang);

/// The theme's rule in one line: "Four in a row wins.", "Rocks block cells:
/// nobody plays there.", "Hold 7 bubbles to win at once.", ...
std::string rule_summary(const core::GameConfig& config, Language lang);

/// "Layout no. 147265893": the number that lays out the rocks or bubbles.
std::string layout_label(std::uint32_t seed, Language lang);

/// One level's results: "Hard: 3 won, 1 drawn, 2 lost" (`level` as the menu
/// shows it).
std::string tally_line(std::string_view level, int won, int drawn, int lost, Language lang);

/// A line of the help's list of keys: the key ("Tab", "U / Y", "回车/空格")
/// and what it does.
struct KeyHelp {
    std::string key;
    std::string what;
};

/// The help's list of keys, in `lang`, in the order the help shows them.
std::vector<KeyHelp> key_help(Language lang);

}  // namespace lineup::text
