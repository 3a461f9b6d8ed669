// Where the page API's things are drawn: the centre of each visible control
// and of each cell, for automation and tests that tap where a person would.
// `geometry` is the board's place in the last frame (nullopt before the first).
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "app/session/board_geometry.hpp"
#include "app/session/session.hpp"
#include "app/ui/controls.hpp"

namespace lineup::app {

/// {"controls":{id:[x,y]},"cells":{move:[x,y]}} for the last frame.
std::string points_json(const Session& session, const Controls& controls, const std::optional<BoardGeometry>& geometry);
/// Where to click to play `move`; nullopt for a bad move or before the first frame.
std::optional<Vec2> cell_center(const Session& session, const std::optional<BoardGeometry>& geometry,
                                std::string_view move);

}  // namespace lineup::app
