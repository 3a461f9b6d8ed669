// Flow: controls laid out in rows that wrap, so that no label is ever cut.
// Each control says how wide its label needs it to be; a row takes as many
// controls as fit at one shared width (the widest need of the row), and the
// controls of a row share its whole width. A phone gets one or two to a row,
// a desktop panel three.
//
//   Flow flow(width, controls);
//   flow.add("undo", button_width("Undo"), [&](float w) { ... ImGui::Button("Undo", {w, 0}); });
//   flow.add(...);
//   flow.draw();
#pragma once

#include <functional>
#include <vector>

#include "app/ui/controls.hpp"

namespace lineup::app {

class Flow {
public:
    /// Rows `width` wide, in the current ImGui window; a control drawn
    /// narrower than it needs (only when one alone is wider than a row) is
    /// noted in `controls` (Controls::clipped()).
    Flow(float width, Controls& controls) : width_(width), controls_(controls) {}
    /// Control `id`, which needs `needed` wide; `draw(width)` draws it `width` wide.
    Flow& add(const char* id, float needed, std::function<void(float width)> draw);
    /// Lays the controls out in rows and draws them.
    void draw();

private:
    float width_;
    Controls& controls_;
    std::vector<const char*> ids_;
    std::vector<float> needed_;
    std::vector<std::function<void(float)>> draws_;
};

/// How wide a button must be to show `label` whole (text and padding).
float button_width(const char* label);
/// How wide a combo box must be to show `label` whole (text, padding and arrow).
float combo_width(const char* label);
/// How wide a checkbox with `label` is.
float checkbox_width(const char* label);

/// Lets a finger (or a mouse) drag the current window's content up and down:
/// once a press on the window has moved a few pixels vertically, the window
/// scrolls with it and the control under the press is let go (it does not
/// fire). Call right after Begin()/BeginChild().
void drag_scroll();

}  // namespace lineup::app
