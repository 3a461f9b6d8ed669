#include "cli/game_options.hpp"

#include <limits>
#include <optional>

#include "core/strings.hpp"
#include "text/errors.hpp"

namespace lineup::cli {

using namespace lineup::core;

void GameOptions::add_to(Options& options) {
    options.choice("--game", game, parse_game, "connect4 or gomoku")
        .choice("--theme", theme, parse_theme, "basic, rock or bubble")
        .choice("--rule", rule, parse_rule, "freestyle, exact or renju")
        .value("--size",
               [this](std::string_view value) -> std::optional<std::string> {
                   const auto parts = split(value, 'x');
                   auto c = parse_uint(parts[0], 2);
                   auto r = parts.size() == 2 ? parse_uint(parts[1], 2) : c;
                   if (!c || !r || parts.size() > 2) return "is not a size like 7x6 or 15";
                   cols = *c;
                   rows = *r;
                   return std::nullopt;
               })
        .number("--seed", seed, 0, std::numeric_limits<std::uint32_t>::max())
        .number("--rocks", rocks, 0, 999)
        .number("--bubbles", bubbles, 0, 999)
        .number("--win", win, 0, 999);
}

Result<GameConfig> GameOptions::config(std::uint32_t default_seed) const {
    GameConfig config = default_config(game, theme, cols, rows, seed.value_or(default_seed));
    if (rows > 0) config.rows = rows;
    if (rule) config.rule = *rule;
    if (rocks) config.counts.rocks = *rocks;
    if (bubbles) config.counts.bubbles = *bubbles;
    if (win) config.counts.bubble_win = *win;
    if (auto problem = validate(config)) return Failure{text::describe(*problem, config)};
    return config;
}

std::string game_options_help() {
    return "  --game connect4|gomoku     which game (default connect4)\n"
           "  --size 7x6|15              board size (Connect 4 COLSxROWS, Gomoku N)\n"
           "  --rule freestyle|exact     Gomoku: five or more, or exactly five\n"
           "  --theme basic|rock|bubble  theme (rocks and bubbles change the rules)\n"
           "  --seed N                   seed of the rock/bubble layout\n"
           "  --rocks N --bubbles N --win N   theme counts (defaults scale with the board)\n";
}

}  // namespace lineup::cli
