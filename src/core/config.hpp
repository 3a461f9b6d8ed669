// GameConfig: everything that defines a game before the first move — game,
// board size, rule, theme, and the theme's seed and counts (docs/playing.md).
//
// Theme counts scale with the board area from the original games' numbers:
//   Gomoku  (13x13 = 169 cells: 10 rocks, 10 bubbles, 7 to win)
//       rocks = bubbles = round(10 * cells / 169), bubble_win = round(0.7 * bubbles)
//       9x9: 5/5/4   13x13: 10/10/7   15x15: 13/13/9   19x19: 21/21/15   20x20: 24/24/17
//   Connect 4 (7x6 = 42 cells: 4 rocks, 6 bubbles, 4 to win)
//       rocks = round(4 * cells / 42), bubbles = round(6 * cells / 42),
//       bubble_win = max(1, round(2 * bubbles / 3))
//       4x4: 2/2/1   7x6: 4/6/4   8x7: 5/8/5   12x10: 11/17/11
// Players may change every count; validate() says which settings are impossible.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "core/opening.hpp"
#include "core/problem.hpp"
#include "core/types.hpp"

namespace lineup::core {

struct BoardLimits {
    int min_cols, max_cols, min_rows, max_rows;
};
inline constexpr BoardLimits kConnect4Limits{4, 12, 4, 10};
inline constexpr BoardLimits kGomokuLimits{9, 20, 9, 20};  // square boards only; 20x20 is Gomocup's

struct ThemeCounts {
    int rocks = 0;       ///< rocks placed at game start (rock theme)
    int bubbles = 0;     ///< bubbles placed at game start; cells may repeat (bubble theme)
    int bubble_win = 0;  ///< bubbles a player must hold to win at once (bubble theme)
    friend bool operator==(const ThemeCounts&, const ThemeCounts&) = default;
};

/// Rocks and bubbles on given cells instead of the seed's layout: a position
/// set up by hand (the app's "edit position"), the Gomocup protocol's
/// extensions. A cell repeats in `bubbles` for a double bubble.
struct Placement {
    std::vector<Cell> rocks;
    std::vector<Cell> bubbles;
    friend bool operator==(const Placement&, const Placement&) = default;
};

struct GameConfig {
    GameKind game = GameKind::Connect4;
    int cols = 7;
    int rows = 6;
    Rule rule = Rule::Freestyle;          ///< Gomoku only; Connect 4 keeps Freestyle
    Opening opening = Opening::Standard;  ///< Gomoku only (opening.hpp); Connect 4 keeps Standard
    Theme theme = Theme::Basic;
    std::uint32_t seed = 0;  ///< drives the rock/bubble layout
    ThemeCounts counts{};    ///< only the current theme's counts are used
    /// Set: the layout is these cells (the counts are theirs), not the seed's.
    std::optional<Placement> placed;

    /// Stones in a row that win: 4 for Connect 4, 5 for Gomoku.
    int connect() const { return game == GameKind::Connect4 ? 4 : 5; }
    int cell_count() const { return cols * rows; }
    friend bool operator==(const GameConfig&, const GameConfig&) = default;
};

/// Default counts for a board of cols x rows (the formulas above). Counts that
/// the theme does not use are 0.
ThemeCounts default_counts(GameKind game, Theme theme, int cols, int rows);

/// A complete default configuration: Connect 4 7x6 or Gomoku 13x13 when the size
/// is 0, otherwise the given size (Gomoku uses `cols` for both sides).
GameConfig default_config(GameKind game, Theme theme = Theme::Basic, int cols = 0, int rows = 0,
                          std::uint32_t seed = 0);

/// Puts `config` on the layout `placed`: no seed, and the theme's rock or
/// bubble count that of the cells (the other count 0).
void set_placement(GameConfig& config, Placement placed);

/// The most rocks a board may hold: a quarter of the cells, so a game remains.
int max_rocks(const GameConfig& config);

/// nullopt when the configuration can be played, otherwise what is wrong
/// (NotSquare ... BubblesToWin in problem.hpp, and for a placed layout
/// RockOutside ... PlacedCounts; text::describe words it with the
/// configuration's numbers: "Gomoku boards are square: 13x15 is not").
std::optional<Problem> validate(const GameConfig& config);

}  // namespace lineup::core
