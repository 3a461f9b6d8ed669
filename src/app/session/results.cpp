#include "app/session/results.hpp"

#include "core/strings.hpp"
#include "text/help.hpp"
#include "text/messages.hpp"

namespace lineup::app {

using namespace lineup::core;

Tally Results::of(GameKind game, ai::Level level) const {
    const std::string key = std::string(to_string(game)) + "/" + std::string(ai::level_name(game, level));
    for (const auto& [name, tally] : tallies) {
        if (name == key) return tally;
    }
    return {};
}

std::vector<std::string> results_lines(const Results& results, GameKind game, text::Language lang) {
    std::vector<std::string> lines;
    for (ai::Level l : ai::levels_for(game)) {
        const Tally tally = results.of(game, l);
        if (tally == Tally{}) continue;
        const std::string level = text::level_title(ai::level_name(game, l), lang);
        lines.push_back(text::tally_line(level, tally.won, tally.drawn, tally.lost, lang));
    }
    return lines;
}

Results parse_results(std::string_view text) {
    Results out;
    for (std::string_view entry : split(text, '&')) {
        const std::size_t eq = entry.find('=');
        const std::size_t slash = entry.find('/');
        if (eq == std::string_view::npos || slash == std::string_view::npos || slash > eq) continue;
        const auto game = parse_game(entry.substr(0, slash));
        if (!game) continue;
        const auto level = ai::parse_level(*game, entry.substr(slash + 1, eq - slash - 1));
        const auto counts = split(entry.substr(eq + 1), '.');
        if (!level || counts.size() != 3) continue;
        int values[3] = {};
        bool ok = true;
        for (std::size_t i = 0; i < 3; ++i) {
            const auto value = parse_uint(counts[i]);  // up to nine digits
            if (value) values[i] = *value;
            ok = ok && value.has_value();
        }
        const std::string key = std::string(to_string(*game)) + "/" + std::string(ai::level_name(*game, *level));
        bool seen = false;
        for (const auto& [name, tally] : out.tallies) seen = seen || name == key;
        if (ok && !seen) out.tallies.emplace_back(key, Tally{values[0], values[1], values[2]});
    }
    return out;
}

}  // namespace lineup::app
