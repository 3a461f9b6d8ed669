#include "app/board_geometry.hpp"

#include <algorithm>
#include <cmath>

namespace lineup::app {

BoardGeometry::BoardGeometry(const core::GameConfig& config, Rect area)
    : game_(config.game), cols_(config.cols), rows_(config.rows) {
    // Connect 4: cells plus a frame border of a quarter cell on each side.
    // Gomoku: (n - 1) spacings between lines plus one spacing of border per side.
    const bool c4 = game_ == core::GameKind::Connect4;
    const float units_w = c4 ? static_cast<float>(cols_) + 0.5f : static_cast<float>(cols_ + 1);
    const float units_h = c4 ? static_cast<float>(rows_) + 0.5f : static_cast<float>(rows_ + 1);
    cell_ = std::max(1.0f, std::floor(std::min(area.w / units_w, area.h / units_h)));
    const float w = cell_ * units_w;
    const float h = cell_ * units_h;
    frame_ = {std::floor(area.x + (area.w - w) / 2), std::floor(area.y + (area.h - h) / 2), w, h};
    const float border = c4 ? cell_ * 0.75f : cell_;  // from the frame edge to the first centre
    origin_ = {frame_.x + border, frame_.y + border};
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
