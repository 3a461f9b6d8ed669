#include "core/config.hpp"

#include <algorithm>

namespace lineup::core {
namespace {

// round(a * b / c) for non-negative integers.
int scaled(int a, int b, int c) { return (2 * a * b + c) / (2 * c); }

std::string size_text(int cols, int rows) {
    return std::to_string(cols) + "x" + std::to_string(rows);
}

}  // namespace

ThemeCounts default_counts(GameKind game, Theme theme, int cols, int rows) {
    const int cells = cols * rows;
    ThemeCounts counts;
    if (game == GameKind::Gomoku) {
        const int n = scaled(10, cells, 169);
        if (theme == Theme::Rock) counts.rocks = n;
        if (theme == Theme::Bubble) {
            counts.bubbles = n;
            counts.bubble_win = std::max(1, scaled(7, n, 10));
        }
    } else {
        if (theme == Theme::Rock) counts.rocks = scaled(4, cells, 42);
        if (theme == Theme::Bubble) {
            counts.bubbles = std::max(1, scaled(6, cells, 42));
            counts.bubble_win = std::max(1, scaled(2, counts.bubbles, 3));
        }
    }
    return counts;
}

GameConfig default_config(GameKind game, Theme theme, int cols, int rows, std::uint32_t seed) {
    GameConfig config;
    config.game = game;
    config.theme = theme;
    config.seed = seed;
    if (game == GameKind::Connect4) {
        config.cols = cols > 0 ? cols : 7;
        config.rows = rows > 0 ? rows : 6;
    } else {
        config.cols = config.rows = cols > 0 ? cols : 13;
    }
    config.counts = default_counts(game, theme, config.cols, config.rows);
    return config;
}

int max_rocks(const GameConfig& config) { return config.cell_count() / 4; }

std::optional<std::string> validate(const GameConfig& config) {
    const bool c4 = config.game == GameKind::Connect4;
    const BoardLimits limits = c4 ? kConnect4Limits : kGomokuLimits;
    const std::string name = c4 ? "Connect 4" : "Gomoku";
    if (!c4 && config.cols != config.rows) {
        return "Gomoku boards are square: " + size_text(config.cols, config.rows) + " is not";
    }
    if (config.cols < limits.min_cols || config.cols > limits.max_cols ||
        config.rows < limits.min_rows || config.rows > limits.max_rows) {
        return name + " boards go from " + size_text(limits.min_cols, limits.min_rows) + " to " +
               size_text(limits.max_cols, limits.max_rows) + ", not " +
               size_text(config.cols, config.rows);
    }
    if (c4 && config.rule != Rule::Freestyle) {
        return "Connect 4 has no 'exact' rule: four or more in a row always wins";
    }
    const ThemeCounts& n = config.counts;
    if (n.rocks < 0 || n.bubbles < 0 || n.bubble_win < 0) return "Theme counts cannot be negative";
    if (config.theme != Theme::Rock && n.rocks != 0) return "Only the rock theme has rocks";
    if (config.theme != Theme::Bubble && (n.bubbles != 0 || n.bubble_win != 0)) {
        return "Only the bubble theme has bubbles";
    }
    if (config.theme == Theme::Rock && n.rocks > max_rocks(config)) {
        return "At most " + std::to_string(max_rocks(config)) + " rocks fit on a " +
               size_text(config.cols, config.rows) + " board, not " + std::to_string(n.rocks);
    }
    if (config.theme == Theme::Bubble) {
        if (n.bubbles < 1 || n.bubbles > config.cell_count()) {
            return "The bubble count must be between 1 and " + std::to_string(config.cell_count()) +
                   ", not " + std::to_string(n.bubbles);
        }
        if (n.bubble_win < 1 || n.bubble_win > n.bubbles) {
            return "Bubbles to win must be between 1 and the bubble count (" +
                   std::to_string(n.bubbles) + "), not " + std::to_string(n.bubble_win);
        }
    }
    return std::nullopt;
}

}  // namespace lineup::core
