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

/// A control as drawn in the last frame: its rectangle, whether all of it
/// shows (a control scrolled out of its card's view, even partly, does not),
/// and whether it is dimmed (it cannot act now; pressed, it says why).
struct ControlBox {
    Rect rect;
    bool visible = true;
    bool dimmed = false;
};

class Controls {
public:
    /// Forgets the last frame's controls.
    void clear() {
        controls_.clear();
        clipped_.clear();
    }
    /// Records ImGui's last item under `id`.
    void record(const char* id, bool dimmed = false);
    /// A button, recorded under `id`, its label in the `text` colour; dimmed
    /// unless `enabled`, and pressable all the same (its action then refuses
    /// and says why). True when pressed.
    bool button(const char* label, const char* id, float width, bool enabled, std::uint32_t text);
    /// The centre of control `name` in the last frame; nullopt when it is not
    /// drawn or scrolled out of view.
    std::optional<Vec2> center(std::string_view name) const;
    /// Where control `name` is, shown or not; nullopt when it is not drawn.
    std::optional<ControlBox> box(std::string_view name) const;
    const std::vector<std::pair<std::string, ControlBox>>& all() const { return controls_; }
    /// Notes that control `id` was drawn narrower than its label needs (flow.hpp
    /// prevents it; the page's state reports it so tests can check).
    void note_clipped(const char* id) { clipped_.emplace_back(id); }
    const std::vector<std::string>& clipped() const { return clipped_; }

private:
    std::vector<std::pair<std::string, ControlBox>> controls_;
    std::vector<std::string> clipped_;
};

}  // namespace lineup::app
