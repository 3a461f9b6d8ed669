#include "app/ui/flow.hpp"

#include "app/session/layout.hpp"

#include <imgui.h>
#include <imgui_internal.h>  // ClearActiveID, the window's scroll limits

#include <algorithm>
#include <cmath>

namespace lineup::app {

Flow& Flow::add(const char* id, float needed, std::function<void(float)> draw) {
    ids_.push_back(id);
    needed_.push_back(needed);
    draws_.push_back(std::move(draw));
    return *this;
}

void Flow::draw() {
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    std::size_t i = 0;
    for (int n : flow_rows(needed_, width_, spacing)) {
        const float each = std::floor((width_ - spacing * static_cast<float>(n - 1)) / static_cast<float>(n));
        for (int k = 0; k < n; ++k, ++i) {
            if (k > 0) ImGui::SameLine();
            // The last of a row takes the rounding's pixel, so rows end flush.
            const float w = k == n - 1 ? width_ - (each + spacing) * static_cast<float>(n - 1) : each;
            draws_[i](w);
            if (w + 0.5f < needed_[i]) controls_.note_clipped(ids_[i]);
        }
    }
}

float button_width(const char* label) {
    return ImGui::CalcTextSize(label, nullptr, true).x + 2 * ImGui::GetStyle().FramePadding.x + 2;
}

float combo_width(const char* label) { return button_width(label) + ImGui::GetFrameHeight(); }

float checkbox_width(const char* label) {
    const ImGuiStyle& style = ImGui::GetStyle();
    return ImGui::GetFrameHeight() + style.ItemInnerSpacing.x + ImGui::CalcTextSize(label, nullptr, true).x + 2;
}

namespace {

struct Drag {
    ImGuiWindow* window = nullptr;  // the window that scrolls
    float start_y = 0;
    float start_scroll = 0;
    bool moving = false;
};

Drag g_drag;

// The window itself, or the nearest window around it, that can scroll.
ImGuiWindow* scrollable(ImGuiWindow* window) {
    for (ImGuiWindow* w = window; w; w = w->ParentWindow) {
        if (w->ScrollMax.y > 0) return w;
        if (!(w->Flags & ImGuiWindowFlags_ChildWindow)) break;
    }
    return nullptr;
}

}  // namespace

void drag_scroll() {
    const ImGuiIO& io = ImGui::GetIO();
    ImGuiWindow* window = ImGui::GetCurrentWindow();
    if (ImGui::IsMouseClicked(ImGuiMouseButton_Left) &&
        ImGui::IsWindowHovered(ImGuiHoveredFlags_AllowWhenBlockedByActiveItem)) {
        if (ImGuiWindow* target = scrollable(window)) g_drag = {target, io.MousePos.y, target->Scroll.y, false};
    }
    if (!g_drag.window || scrollable(window) != g_drag.window) return;
    if (!io.MouseDown[ImGuiMouseButton_Left]) {
        g_drag = {};
        return;
    }
    const float moved = io.MousePos.y - g_drag.start_y;
    if (!g_drag.moving && std::fabs(moved) >= io.MouseDragThreshold) {
        g_drag.moving = true;
        ImGui::ClearActiveID();  // a drag, not a press: the control under it does not fire
    }
    if (g_drag.moving)
        ImGui::SetScrollY(g_drag.window, std::clamp(g_drag.start_scroll - moved, 0.0f, g_drag.window->ScrollMax.y));
}

}  // namespace lineup::app
