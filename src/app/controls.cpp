#include "app/controls.hpp"

#include <imgui.h>

namespace lineup::app {

void Controls::record(const char* id) {
    const ImVec2 min = ImGui::GetItemRectMin();
    const ImVec2 max = ImGui::GetItemRectMax();
    controls_.emplace_back(id, Rect{min.x, min.y, max.x - min.x, max.y - min.y});
}

bool Controls::button(const char* label, const char* id, float width, bool enabled, std::uint32_t text) {
    ImGui::PushID(id);
    ImGui::BeginDisabled(!enabled);
    ImGui::PushStyleColor(ImGuiCol_Text, text);
    const bool pressed = ImGui::Button(label, ImVec2(width, 0));
    ImGui::PopStyleColor();
    ImGui::EndDisabled();
    ImGui::PopID();
    record(id);
    return pressed;
}

std::optional<Vec2> Controls::center(std::string_view name) const {
    for (const auto& [id, rect] : controls_) {
        if (id == name) return Vec2{rect.x + rect.w / 2, rect.y + rect.h / 2};
    }
    return std::nullopt;
}

}  // namespace lineup::app
