// Board drawing with ImGui draw lists: vector shapes sized from the window, so
// the board is sharp at any size and pixel density. The art is drawn in code:
// a wooden board with grain (Gomoku) or a blue frame (Connect 4), an earth
// board with fallen stones (rock), water with waves and bubbles (bubble);
// shaded pieces, optionally marked with shapes for colour-blind players.
//
// Animation is a function of time only (frame-rate independent): Connect 4
// discs fall with gravity and a small bounce, Gomoku stones grow in, rocks
// fall at the start of a game, a winning line pulses for a few seconds. With
// reduced motion everything is drawn at rest.
#pragma once

#include <optional>
#include <span>
#include <vector>

#include "app/session/board_geometry.hpp"
#include "core/board.hpp"

struct ImDrawList;
struct ImFont;

namespace lineup::app {

/// How long the animations last, in seconds (Animation::animating() uses them).
inline constexpr double kStoneAnimationSeconds = 0.7;  ///< longest fall plus bounce
inline constexpr double kRockStaggerSeconds = 0.08;    ///< between two rocks' falls
inline constexpr double kWinPulseSeconds = 3.0;

struct BoardDrawing {
    const core::GameConfig* config = nullptr;
    const core::Board* board = nullptr;  ///< nullptr: an empty board (menu), or `setup`'s
    /// A position being edited (board is nullptr): each cell's piece,
    /// row-major from the bottom row.
    std::span<const core::Stone> setup;
    std::span<const std::uint16_t> setup_bubbles;  ///< its bubbles, in the same order
    std::optional<core::Cell> preview;             ///< where the next stone would go
    core::Side preview_side = core::Side::First;
    bool preview_armed = false;             ///< tap-to-confirm: a second tap plays there
    std::optional<core::Cell> hint;         ///< the computer's suggestion
    std::vector<core::Cell> better;         ///< the review's better moves for the move shown
    std::span<const core::Cell> forbidden;  ///< Renju: points the side to move may not take
    std::optional<core::Cell> cursor;       ///< the keyboard cursor
    double time_s = 0;                      ///< the host's clock
    double hint_age_s = 0;                  ///< the hint breathes for its first seconds
    /// When each stone of board->history() appeared (seconds, the clock of
    /// time_s); negative: long ago. May be shorter than the history.
    std::span<const double> placed_s;
    double rocks_since_s = -1;  ///< when the rocks began to fall; negative: at rest
    double won_since_s = -1;    ///< when the game was won; negative: not won now
    bool reduced_motion = false;
    bool marks = false;
    bool dark = false;             ///< the dark scheme (Connect 4's holes show the night)
    bool numbers = false;          ///< each piece's move number on it
    ImFont* label_font = nullptr;  ///< for the Gomoku coordinates (nullptr: none)
};

void draw_board(ImDrawList* draw, const BoardGeometry& geometry, const BoardDrawing& what);

}  // namespace lineup::app
