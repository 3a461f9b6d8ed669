// App: the game's user interface, built with Dear ImGui once per frame
// (between ImGui::NewFrame() and ImGui::Render(), which the platform calls).
// It owns the Session and turns clicks and buttons into its commands. It knows
// nothing of SDL or the browser: the platform layer hosts it.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "app/board_geometry.hpp"
#include "app/session.hpp"

namespace lineup::app {

class App {
public:
    /// Builds this frame's UI. `frame_number` counts frames drawn so far.
    void frame(std::uint64_t frame_number);
    /// (Re)builds the font atlas for `pixel_scale` device pixels per UI unit, so
    /// text stays sharp on high-DPI screens. The renderer must then re-upload it.
    void load_fonts(float pixel_scale);

    Session& session() { return session_; }
    const Session& session() const { return session_; }

    /// The page API's state(): a JSON object (see README, "Page API").
    std::string state_json() const;
    /// Where to click to play `move` (notation, e.g. "4" or "h8"), in the UI's
    /// coordinates (CSS pixels in the browser); nullopt for a bad move string or
    /// before the first frame.
    std::optional<Vec2> cell_center(std::string_view move) const;
    /// The centre of a named control as drawn in the last frame ("vs-player",
    /// "vs-computer", "theme", "restart", ...); nullopt when not on screen.
    std::optional<Vec2> control_center(std::string_view name) const;

private:
    void draw_panel(Rect area);
    void draw_board_area(Rect area);
    /// A button that records its rectangle under `id` for control_center().
    bool button(const char* label, const char* id, float width);

    Session session_;
    std::optional<BoardGeometry> geometry_;
    std::vector<std::pair<std::string, Rect>> controls_;  // this frame's named controls
    std::uint64_t frames_ = 0;
};

}  // namespace lineup::app
