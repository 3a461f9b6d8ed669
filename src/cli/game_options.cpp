#include "cli/game_options.hpp"

#include <limits>
#include <optional>

#include "core/text.hpp"

namespace lineup::cli {

using namespace lineup::core;

Expected<GameConfig> parse_game_options(const std::vector<std::string>& args,
                                        std::vector<std::string>& rest,
                                        std::uint32_t default_seed) {
    GameKind game = GameKind::Connect4;
    Theme theme = Theme::Basic;
    std::optional<Rule> rule;
    std::optional<std::uint32_t> seed;
    int cols = 0, rows = 0;
    std::optional<int> rocks, bubbles, win;

    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& arg = args[i];
        const bool known = arg == "--game" || arg == "--size" || arg == "--rule" || arg == "--theme" ||
                           arg == "--seed" || arg == "--rocks" || arg == "--bubbles" || arg == "--win";
        if (!known) {
            rest.push_back(arg);
            continue;
        }
        if (i + 1 >= args.size()) return Error{arg + " needs a value"};
        const std::string& value = args[++i];
        auto bad = [&](const char* what) { return Error{arg + ": '" + printable(value) + "' is not " + what}; };
        if (arg == "--game") {
            auto g = parse_game(value);
            if (!g) return bad("connect4 or gomoku");
            game = *g;
        } else if (arg == "--theme") {
            auto t = parse_theme(value);
            if (!t) return bad("basic, rock or bubble");
            theme = *t;
        } else if (arg == "--rule") {
            auto r = parse_rule(value);
            if (!r) return bad("freestyle or exact");
            rule = *r;
        } else if (arg == "--size") {
            const auto parts = split(value, 'x');
            auto c = parse_uint(parts[0], 2);
            auto r = parts.size() == 2 ? parse_uint(parts[1], 2) : c;
            if (!c || !r || parts.size() > 2) return bad("a size like 7x6 or 15");
            cols = *c;
            rows = *r;
        } else if (arg == "--seed") {
            auto s = parse_unsigned(value, 10);
            if (!s || *s > std::numeric_limits<std::uint32_t>::max()) return bad("a 32-bit number");
            seed = static_cast<std::uint32_t>(*s);
        } else {
            auto n = parse_uint(value, 3);
            if (!n) return bad("a count");
            (arg == "--rocks" ? rocks : arg == "--bubbles" ? bubbles : win) = *n;
        }
    }
    GameConfig config = default_config(game, theme, cols, rows, seed.value_or(default_seed));
    if (rows > 0) config.rows = rows;
    if (rule) config.rule = *rule;
    if (rocks) config.counts.rocks = *rocks;
    if (bubbles) config.counts.bubbles = *bubbles;
    if (win) config.counts.bubble_win = *win;
    if (auto problem = validate(config)) return Error{*problem};
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
