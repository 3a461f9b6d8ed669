#include "core/config.hpp"

#include <algorithm>

namespace lineup::core {
namespace {

// round(a * b / c) for non-negative integers.
int scaled(int a, int b, int c) { return (2 * a * b + c) / (2 * c); }

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

std::optional<Problem> validate(const GameConfig& config) {
    const bool c4 = config.game == GameKind::Connect4;
    const BoardLimits limits = c4 ? kConnect4Limits : kGomokuLimits;
    if (!c4 && config.cols != config.rows) return Problem::NotSquare;
    if (config.cols < limits.min_cols || config.cols > limits.max_cols || config.rows < limits.min_rows ||
        config.rows > limits.max_rows) {
        return Problem::SizeOutOfRange;
    }
    if (c4 && config.rule != Rule::Freestyle) return Problem::RuleInConnect4;
    const ThemeCounts& n = config.counts;
    if (n.rocks < 0 || n.bubbles < 0 || n.bubble_win < 0) return Problem::NegativeCount;
    if (config.theme != Theme::Rock && n.rocks != 0) return Problem::RocksOffTheme;
    if (config.theme != Theme::Bubble && (n.bubbles != 0 || n.bubble_win != 0)) return Problem::BubblesOffTheme;
    if (config.theme == Theme::Rock && n.rocks > max_rocks(config)) return Problem::TooManyRocks;
    if (config.theme == Theme::Bubble) {
        if (n.bubbles < 1 || n.bubbles > config.cell_count()) return Problem::BubbleCount;
        if (n.bubble_win < 1 || n.bubble_win > n.bubbles) return Problem::BubblesToWin;
    }
    return std::nullopt;
}

}  // namespace lineup::core
