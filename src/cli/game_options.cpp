#include "cli/game_options.hpp"

#include <limits>
#include <optional>

#include "core/strings.hpp"
#include "text/errors.hpp"

namespace lineup::cli {

using namespace lineup::core;

namespace {

// The options of a board of `g.game`: all but --game and --rule.
void add_board(GameOptions& g, Options& options, std::string_view size_spec, std::string_view size_about) {
    options.choice("--theme", "rocks and bubbles change the rules", g.theme, parse_theme, {"basic", "rock", "bubble"})
        .value(size_spec, size_about,
               [&g](std::string_view value) -> std::optional<std::string> {
                   const auto parts = split(value, 'x');
                   auto c = parse_uint(parts[0], 2);
                   auto r = parts.size() == 2 ? parse_uint(parts[1], 2) : c;
                   if (!c || !r || parts.size() > 2) return "is not a size like 7x6 or 15";
                   g.cols = *c;
                   g.rows = *r;
                   return std::nullopt;
               })
        .number("--seed N", "seed of the rock or bubble layout", g.seed, 0, std::numeric_limits<std::uint32_t>::max())
        .number("--rocks N", "rocks on the board (default: scaled to the board)", g.rocks, 0, 999)
        .number("--bubbles N", "bubbles on the board (default: scaled to the board)", g.bubbles, 0, 999)
        .number("--win N", "bubbles a player must hold to win (default: scaled to the board)", g.win, 0, 999);
}

}  // namespace

void GameOptions::add_to(Options& options) {
    options.choice("--game", "which game", game, parse_game, {"connect4", "gomoku"})
        .choice("--rule", "Gomoku: five or more (default), exactly five, or Renju", rule, parse_rule,
                {"freestyle", "exact", "renju"});
    add_board(*this, options, "--size 7x6|15", "board size (Connect 4 COLSxROWS, Gomoku N)");
}

void GameOptions::add_connect4_board_to(Options& options) {
    add_board(*this, options, "--size 7x6", "board size, COLSxROWS");
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

}  // namespace lineup::cli
