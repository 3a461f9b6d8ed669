#include "app/session/board_geometry.hpp"

#include <algorithm>
#include <cmath>

namespace lineup::app {

BoardGeometry::BoardGeometry(const core::GameConfig& config, Rect area)
    : game_(config.game), cols_(config.cols), rows_(config.rows) {
    // Connect 4: cells plus a frame border of a quarter cell on each side.
    // Gomoku: (n - 1) spacings between lines, half a spacing for the outer
    // stones and the coordinates' band (half a spacing, kLabelRoom at least).
    const bool c4 = game_ == core::GameKind::Connect4;
    float border = 0;  // from the frame edge to the first centre
    if (c4) {
        const float units_w = static_cast<float>(cols_) + 0.5f;
        const float units_h = static_cast<float>(rows_) + 0.5f;
        cell_ = std::max(1.0f, std::floor(std::min(area.w / units_w, area.h / units_h)));
        frame_ = {0, 0, cell_ * units_w, cell_ * units_h};
        border = cell_ * 0.75f;
    } else {
        // The width a spacing `c` takes: n spacings and two bands.
        const float n = static_cast<float>(std::max(cols_, rows_));
        const float side = std::min(area.w, area.h);
        float c = side / (n + 1);                                    // bands of half a spacing
        if (c * 0.5f < kLabelRoom) c = (side - 2 * kLabelRoom) / n;  // bands of kLabelRoom
        cell_ = std::max(1.0f, std::floor(c));
        label_band_ = std::max(cell_ * 0.5f, kLabelRoom);
        // Small cells: the rounding's spare pixels widen the bands, so the
        // board still spans its area.
        if (cell_ * 0.5f < kLabelRoom) label_band_ = std::max(label_band_, (side - n * cell_) / 2);
        border = cell_ * 0.5f + label_band_;
        const float w = static_cast<float>(cols_ - 1) * cell_ + 2 * border;
        const float h = static_cast<float>(rows_ - 1) * cell_ + 2 * border;
        frame_ = {0, 0, w, h};
    }
    frame_.x = std::floor(area.x + (area.w - frame_.w) / 2);
    frame_.y = std::floor(area.y + (area.h - frame_.h) / 2);
    origin_ = {frame_.x + border, frame_.y + border};
}

CoordinateLabels coordinate_labels(float cell) {
    CoordinateLabels labels;
    labels.size = std::clamp(cell * 0.38f, kMinLabelSize, 18.0f);
    // A label's height and a gap between neighbours, on every line or every few.
    labels.every = std::max(1, static_cast<int>(std::ceil(labels.size * 1.3f / cell)));
    return labels;
}

Vec2 BoardGeometry::center(core::Cell cell) const {
    return {origin_.x + static_cast<float>(cell.col) * cell_,
            origin_.y + static_cast<float>(rows_ - 1 - cell.row) * cell_};
}

std::optional<int> BoardGeometry::column_at(Vec2 point) const {
    if (point.x < frame_.x || point.x >= frame_.x + frame_.w) return std::nullopt;
    const int col = static_cast<int>(std::floor((point.x - origin_.x) / cell_ + 0.5f));
    if (col < 0 || col >= cols_) return std::nullopt;
    return col;
}

std::optional<core::Cell> BoardGeometry::hit(Vec2 point) const {
    if (!frame_.contains(point)) return std::nullopt;
    const int col = static_cast<int>(std::floor((point.x - origin_.x) / cell_ + 0.5f));
    const int from_top = static_cast<int>(std::floor((point.y - origin_.y) / cell_ + 0.5f));
    const int row = rows_ - 1 - from_top;
    if (col < 0 || col >= cols_) return std::nullopt;
    if (game_ == core::GameKind::Connect4) return core::Cell{col, std::clamp(row, 0, rows_ - 1)};
    if (row < 0 || row >= rows_) return std::nullopt;
    // Gomoku: only near a point; a press between points names none, so a tap
    // that lands between small cells plays nothing rather than a guess.
    const Vec2 c = center({col, row});
    const float dx = point.x - c.x, dy = point.y - c.y;
    if (dx * dx + dy * dy > kPointReach * kPointReach * cell_ * cell_) return std::nullopt;
    return core::Cell{col, row};
}

}  // namespace lineup::app
