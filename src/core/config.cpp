#include "core/config.hpp"

#include <utility>

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

void set_placement(GameConfig& config, Placement placed) {
    config.seed = 0;
    config.counts.rocks = config.theme == Theme::Rock ? static_cast<int>(placed.rocks.size()) : 0;
    config.counts.bubbles = config.theme == Theme::Bubble ? static_cast<int>(placed.bubbles.size()) : 0;
    config.placed = std::move(placed);
}

namespace {

// A layout given cell by cell: every cell on the board, rocks on cells of
// their own (Connect 4's on the bottom or on a rock), bubbles off the rocks,
// one kind of item, and the theme's counts those of the cells.
std::optional<Problem> check_placement(const GameConfig& config, const Placement& placed) {
    const auto inside = [&](Cell c) { return c.col >= 0 && c.col < config.cols && c.row >= 0 && c.row < config.rows; };
    std::vector<std::uint8_t> rock(static_cast<std::size_t>(config.cell_count()), 0);
    const auto at = [&](Cell c) { return static_cast<std::size_t>(c.row * config.cols + c.col); };
    for (Cell c : placed.rocks) {
        if (!inside(c)) return Problem::RockOutside;
        if (rock[at(c)]) return Problem::RocksShareCell;
        rock[at(c)] = 1;
    }
    for (Cell c : placed.bubbles) {
        if (!inside(c)) return Problem::BubbleOutside;
        if (rock[at(c)]) return Problem::BubbleOnRock;
    }
    if (config.game == GameKind::Connect4) {
        for (Cell c : placed.rocks) {
            if (c.row > 0 && !rock[at({c.col, c.row - 1})]) return Problem::RockFloats;
        }
    }
    if (!placed.rocks.empty() && !placed.bubbles.empty()) return Problem::RocksAndBubbles;
    const auto rocks = static_cast<int>(placed.rocks.size());
    const auto bubbles = static_cast<int>(placed.bubbles.size());
    if ((config.theme == Theme::Rock ? rocks : 0) != config.counts.rocks ||
        (rocks > 0 && config.theme != Theme::Rock) ||
        (config.theme == Theme::Bubble ? bubbles : 0) != config.counts.bubbles ||
        (bubbles > 0 && config.theme != Theme::Bubble)) {
        return Problem::PlacedCounts;
    }
    return std::nullopt;
}

}  // namespace

std::optional<Problem> validate(const GameConfig& config) {
    const bool c4 = config.game == GameKind::Connect4;
    const BoardLimits limits = c4 ? kConnect4Limits : kGomokuLimits;
    if (!c4 && config.cols != config.rows) return Problem::NotSquare;
    if (config.cols < limits.min_cols || config.cols > limits.max_cols || config.rows < limits.min_rows ||
        config.rows > limits.max_rows) {
        return Problem::SizeOutOfRange;
    }
    if (c4 && config.rule != Rule::Freestyle) return Problem::RuleInConnect4;
    if (c4 && config.opening != Opening::Standard) return Problem::OpeningInConnect4;
    if (config.placed) {
        if (auto problem = check_placement(config, *config.placed)) return problem;
    }
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
