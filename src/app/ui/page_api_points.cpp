// Where the page API's things are drawn: the centre of each visible control
// and of each cell, for automation and tests that tap where a person would.
#include <algorithm>

#include "app/ui/page_api.hpp"
#include "core/notation.hpp"

namespace lineup::app {

using namespace lineup::core;

std::string PageApi::points_json() const {
    JsonWriter json;
    const auto point = [&json](Vec2 p) {
        json.begin_array().value(static_cast<double>(p.x)).value(static_cast<double>(p.y)).end_array();
    };
    json.begin_object().key("controls").begin_object();
    for (const auto& [id, box] : controls_.all()) {
        if (!box.visible) continue;
        json.key(id);
        point({box.rect.x + box.rect.w / 2, box.rect.y + box.rect.h / 2});
    }
    json.end_object().key("cells").begin_object();
    const GameConfig& c = session_.current_config();
    for (int col = 0; col < c.cols; ++col) {
        for (int row = 0; row < (c.game == GameKind::Connect4 ? 1 : c.rows); ++row) {
            const std::string move = format_move(c, Move::to(c.game, {col, row}));
            if (auto p = cell_center(move)) {
                json.key(move);
                point(*p);
            }
        }
    }
    json.end_object().end_object();
    return json.str();
}

std::optional<Vec2> PageApi::cell_center(std::string_view text) const {
    if (!geometry_) return std::nullopt;
    const GameConfig& c = session_.current_config();
    auto move = parse_move(c, text);
    if (!move) return std::nullopt;
    if (c.game == GameKind::Gomoku) return geometry_->center({move->col, move->row});
    // Connect 4: the cell where the disc would land (the top cell of a full column).
    const int height = session_.board() ? session_.board()->height(move->col) : 0;
    return geometry_->center({move->col, std::min(height, c.rows - 1)});
}

}  // namespace lineup::app
