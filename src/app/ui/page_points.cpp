#include "app/ui/page_points.hpp"

#include <algorithm>

#include "app/session/json.hpp"
#include "core/notation.hpp"

namespace lineup::app {

using namespace lineup::core;

std::string points_json(const Session& session, const Controls& controls,
                        const std::optional<BoardGeometry>& geometry) {
    JsonWriter json;
    const auto point = [&json](Vec2 p) {
        json.begin_array().value(static_cast<double>(p.x)).value(static_cast<double>(p.y)).end_array();
    };
    json.begin_object().key("controls").begin_object();
    for (const auto& [id, box] : controls.all()) {
        if (!box.visible) continue;
        json.key(id);
        point({box.rect.x + box.rect.w / 2, box.rect.y + box.rect.h / 2});
    }
    json.end_object().key("cells").begin_object();
    const GameConfig& c = session.current_config();
    for (int col = 0; col < c.cols; ++col) {
        for (int row = 0; row < (c.game == GameKind::Connect4 ? 1 : c.rows); ++row) {
            const std::string move = format_move(c, Move::to(c.game, {col, row}));
            if (auto p = cell_center(session, geometry, move)) {
                json.key(move);
                point(*p);
            }
        }
    }
    json.end_object().end_object();
    return json.str();
}

std::optional<Vec2> cell_center(const Session& session, const std::optional<BoardGeometry>& geometry,
                                std::string_view text) {
    if (!geometry) return std::nullopt;
    const GameConfig& c = session.current_config();
    auto move = parse_move(c, text);
    if (!move) return std::nullopt;
    if (c.game == GameKind::Gomoku) return geometry->center({move->col, move->row});
    // Connect 4: the cell where the disc would land (the top cell of a full column).
    const int height = session.board() ? session.board()->height(move->col) : 0;
    return geometry->center({move->col, std::min(height, c.rows - 1)});
}

}  // namespace lineup::app
