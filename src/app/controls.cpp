#include "app/controls.hpp"

#include <imgui.h>

namespace lineup::app {

void Controls::record(const char* id, bool dimmed) {
    const ImVec2 min = ImGui::GetItemRectMin();
    const ImVec2 max = ImGui::GetItemRectMax();
    // Shown when the whole of it is inside what its window shows (a scrolled
    // card clips the controls above and below its view).
    const ImDrawList* draw = ImGui::GetWindowDrawList();
    const ImVec2 clip_min = draw->GetClipRectMin(), clip_max = draw->GetClipRectMax();
    constexpr float kSlack = 1.0f;  // a pixel's rounding
    const bool visible = min.x >= clip_min.x - kSlack && min.y >= clip_min.y - kSlack && max.x <= clip_max.x + kSlack &&
                         max.y <= clip_max.y + kSlack;
    controls_.emplace_back(id, ControlBox{Rect{min.x, min.y, max.x - min.x, max.y - min.y}, visible, dimmed});
}

bool Controls::button(const char* label, const char* id, float width, bool enabled, std::uint32_t text) {
    ImGui::PushID(id);
    // Dimmed as ImGui dims a disabled item, but not disabled: a person who
    // taps it learns why it cannot act, instead of nothing happening.
    const ImGuiStyle& style = ImGui::GetStyle();
    ImGui::PushStyleVar(ImGuiStyleVar_Alpha, enabled ? style.Alpha : style.Alpha * style.DisabledAlpha);
    ImGui::PushStyleColor(ImGuiCol_Text, text);
    const bool pressed = ImGui::Button(label, ImVec2(width, 0));
    ImGui::PopStyleColor();
    ImGui::PopStyleVar();
    ImGui::PopID();
    record(id, !enabled);
    return pressed;
}

std::optional<Vec2> Controls::center(std::string_view name) const {
    const auto found = box(name);
    if (!found || !found->visible) return std::nullopt;
    return Vec2{found->rect.x + found->rect.w / 2, found->rect.y + found->rect.h / 2};
}

std::optional<ControlBox> Controls::box(std::string_view name) const {
    for (const auto& [id, box] : controls_) {
        if (id == name) return box;
    }
    return std::nullopt;
}

}  // namespace lineup::app
