#include "core/layout.hpp"

#include <cassert>
#include <numeric>
#include <utility>

#include "core/rng.hpp"

namespace lineup::core {
namespace {

std::size_t index(const GameConfig& config, int col, int row) {
    return static_cast<std::size_t>(row * config.cols + col);
}

void place_gomoku_rocks(const GameConfig& config, Rng& rng, Layout& layout) {
    // Partial Fisher-Yates shuffle: the first `rocks` cells of a random order.
    std::vector<int> order(static_cast<std::size_t>(config.cell_count()));
    std::iota(order.begin(), order.end(), 0);
    for (int i = 0; i < config.counts.rocks; ++i) {
        const int j = i + rng.below(config.cell_count() - i);
        std::swap(order[static_cast<std::size_t>(i)], order[static_cast<std::size_t>(j)]);
        layout.rock[static_cast<std::size_t>(order[static_cast<std::size_t>(i)])] = 1;
    }
}

void place_connect4_rocks(const GameConfig& config, Rng& rng, Layout& layout) {
    std::vector<int> height(static_cast<std::size_t>(config.cols), 0);
    std::vector<int> open;
    for (int i = 0; i < config.counts.rocks; ++i) {
        open.clear();
        for (int col = 0; col < config.cols; ++col) {
            if (height[static_cast<std::size_t>(col)] < config.rows - 1) open.push_back(col);
        }
        assert(!open.empty());  // validate() keeps rocks far below cols * (rows - 1)
        const int col = open[static_cast<std::size_t>(rng.below(static_cast<int>(open.size())))];
        int& h = height[static_cast<std::size_t>(col)];
        layout.rock[index(config, col, h)] = 1;
        ++h;
    }
}

}  // namespace

Layout generate_layout(const GameConfig& config) {
    const auto cells = static_cast<std::size_t>(config.cell_count());
    Layout layout{std::vector<std::uint8_t>(cells, 0), std::vector<std::uint16_t>(cells, 0)};
    if (config.placed) {
        for (Cell c : config.placed->rocks) layout.rock[index(config, c.col, c.row)] = 1;
        for (Cell c : config.placed->bubbles) ++layout.bubbles[index(config, c.col, c.row)];
        return layout;
    }
    Rng rng(config.seed);
    if (config.theme == Theme::Rock) {
        if (config.game == GameKind::Gomoku) {
            place_gomoku_rocks(config, rng, layout);
        } else {
            place_connect4_rocks(config, rng, layout);
        }
    } else if (config.theme == Theme::Bubble) {
        for (int i = 0; i < config.counts.bubbles; ++i) {
            ++layout.bubbles[static_cast<std::size_t>(rng.below(config.cell_count()))];
        }
    }
    return layout;
}

}  // namespace lineup::core
