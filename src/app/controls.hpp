// Controls: the rectangles of this frame's named controls ("vs-player",
// "theme", "board", ...), recorded as they are drawn, so that browser tests
// and embedding pages can find them (App::control_center(), points_json()).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "app/board_geometry.hpp"

namespace lineup::app {

class Controls {
public:
    /// Forgets the last frame's controls.
    void clear() { controls_.clear(); }
    /// Records ImGui's last item under `id`.
    void record(const char* id);
    /// A button, recorded under `id`, its label in the `text` colour.
    bool button(const char* label, const char* id, float width, bool enabled, std::uint32_t text);
    /// The centre of control `name` in the last frame; nullopt when not on screen.
    std::optional<Vec2> center(std::string_view name) const;
    const std::vector<std::pair<std::string, Rect>>& all() const { return controls_; }

private:
    std::vector<std::pair<std::string, Rect>> controls_;
};

}  // namespace lineup::app
