// Controls: the rectangles of this frame's named controls ("vs-player",
// "theme", "board", ...), recorded as they are drawn, so that browser tests
// and embedding pages can find them (App::control_center(), points_json()),
// and the keyboard can walk them (key_focus.hpp). A control pressed by key
// (Enter or Space on the focused one) reports itself pressed in the next
// frame, as a click would.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "app/session/board_geometry.hpp"

namespace lineup::app {

/// A control as drawn in the last frame: its rectangle, whether all of it
/// shows (a control scrolled out of its card's view, even partly, does not),
/// and whether it is dimmed (it cannot act now; pressed, it says why).
struct ControlBox {
    Rect rect;
    bool visible = true;
    bool dimmed = false;
    bool focusable = false;  ///< the keyboard can reach it (Tab) and press it (Enter)
    bool overlay = false;    ///< in a menu or a window over the game (the help), not the panel
    bool selected = false;   ///< a list's entry for the choice in force (a combo's menu)
};

class Controls {
public:
    /// Forgets the last frame's controls.
    void clear() {
        controls_.clear();
        clipped_.clear();
    }
    /// Records ImGui's last item under `id`; a `focusable` one the keyboard reaches.
    void record(const char* id, bool dimmed = false, bool focusable = false);
    /// Notes the game's own window (call right after its Begin): controls in
    /// any other window (menus, the help) are in an overlay.
    void mark_main_window();
    /// A button, recorded under `id`, its label in the `text` colour; dimmed
    /// unless `enabled`, and pressable all the same (its action then refuses
    /// and says why). True when pressed.
    bool button(const char* label, const char* id, float width, bool enabled, std::uint32_t text);
    /// A checkbox recorded under `id`; true when it changed `*value`. Dimmed
    /// unless `enabled`, and changeable all the same (the caller says why it
    /// does not act now).
    bool checkbox(const char* label, const char* id, bool* value, bool enabled = true);
    /// An entry of an open menu, `height` tall, recorded under `id`; pressed
    /// (by key too), it closes the menu. True when pressed.
    bool selectable(const char* label, const char* id, bool selected, float height);
    /// ImGui::BeginCombo, opened also when `id` is pressed by key; its box
    /// dimmed when `dimmed` (its menu is not). Record the combo under `id`
    /// (focusable) after it: the caller's EndCombo() comes first.
    bool begin_combo(const char* label, const char* id, const char* preview, int flags, bool dimmed = false);

    /// Control `id` is pressed by key: it acts in the next frame.
    void press_by_key(std::string_view id) { keyed_ = id; }
    /// Forgets a key press no control took (the control was not drawn).
    void drop_key_press() { keyed_.clear(); }
    /// Scrolls control `id` into its card's view when it is next drawn.
    void scroll_into_view(std::string_view id) { scroll_to_ = id; }
    /// A press by key or a scroll waits for the next frame.
    bool key_work_pending() const { return !keyed_.empty() || !scroll_to_.empty(); }
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
    /// True once when `id` was pressed by key.
    bool take_key_press(std::string_view id);

    std::vector<std::pair<std::string, ControlBox>> controls_;
    std::string keyed_;         // pressed by key, acts when next drawn
    std::string scroll_to_;     // to scroll into view when next drawn
    unsigned main_window_ = 0;  // ImGuiID of the game's window
    std::vector<std::string> clipped_;
};

}  // namespace lineup::app
