// BoardGeometry: where a board's cells are on screen, for drawing, for turning
// a click into a move, and for the page API's cellCenter(). No ImGui here, so
// tests can check the arithmetic.
//
// Connect 4 is a grid of `cols x rows` square cells (row 0 at the bottom).
// Gomoku stones sit on the intersections of `n` lines; the board extends half a
// spacing beyond the outer lines (where the outer stones end) and then a band
// for the coordinates: half a spacing, or kLabelRoom where that is more (small
// cells), so the labels are never smaller than kMinLabelSize.
#pragma once

#include <optional>

#include "core/config.hpp"
#include "core/types.hpp"

namespace lineup::app {

struct Vec2 {
    float x = 0;
    float y = 0;
};

struct Rect {
    float x = 0, y = 0, w = 0, h = 0;
    bool contains(Vec2 p) const { return p.x >= x && p.y >= y && p.x < x + w && p.y < y + h; }
};

/// The smallest coordinate label, in CSS pixels: readable on a phone.
inline constexpr float kMinLabelSize = 11.0f;
/// The band a Gomoku board keeps for its coordinates beyond its outer stones
/// (CSS pixels) when half a spacing is less: room for "20" at kMinLabelSize
/// and a little more.
inline constexpr float kLabelRoom = 18.0f;

/// How a Gomoku board of spacing `cell` labels its lines: text `size` pixels
/// high (at least kMinLabelSize), on every `every`-th line from the first
/// (a, c, e... and 1, 3, 5... when the lines are too close for a label each).
struct CoordinateLabels {
    float size = 0;
    int every = 1;
};
CoordinateLabels coordinate_labels(float cell);

class BoardGeometry {
public:
    /// How near a Gomoku point a press must be to name it, in spacings (the
    /// corners between four points, 0.71 away, name none).
    static constexpr float kPointReach = 0.45f;

    /// Fits the board of `config` centred in `area`, as large as it can be.
    BoardGeometry(const core::GameConfig& config, Rect area);

    core::GameKind game() const { return game_; }
    /// The board's outline (the frame of Connect 4, the wood of Gomoku).
    Rect frame() const { return frame_; }
    /// Distance between neighbouring cell centres.
    float cell() const { return cell_; }
    /// Gomoku: the band beyond the outer stones (half a spacing out from the
    /// outer lines) to the board's edge, where the coordinates go.
    float label_band() const { return label_band_; }
    Vec2 center(core::Cell cell) const;
    /// The cell under a point; for Connect 4 any point over a column (also
    /// above or below the grid, inside the frame's width) names that column's
    /// top row; for Gomoku a point within kPointReach spacings of a point.
    /// nullopt off the board and between Gomoku's points.
    std::optional<core::Cell> hit(Vec2 point) const;
    /// The column under a point (Connect 4), nullopt when not over a column.
    std::optional<int> column_at(Vec2 point) const;

private:
    core::GameKind game_;
    int cols_;
    int rows_;
    Rect frame_;
    Vec2 origin_;  // centre of cell {0, rows - 1}: the top-left cell
    float cell_ = 0;
    float label_band_ = 0;
};

}  // namespace lineup::app
