#define IMGUI_DEFINE_MATH_OPERATORS
#include "app/ui/widgets.hpp"

#include <algorithm>
#include <cmath>

namespace lineup::app {

// A small rotating arc: the computer is thinking.
void spinner(float radius, double time_s, ImU32 colour) {
    ImDrawList* draw = ImGui::GetWindowDrawList();
    const ImVec2 pos = ImGui::GetCursorScreenPos();
    const ImVec2 centre(pos.x + radius, pos.y + ImGui::GetTextLineHeight() / 2);
    const float start = static_cast<float>(std::fmod(time_s * 6.0, 2 * 3.14159265));
    draw->PathArcTo(centre, radius, start, start + 4.2f, 16);
    draw->PathStroke(colour, 0, std::max(2.0f, radius * 0.35f));
    ImGui::Dummy(ImVec2(radius * 2 + 4, ImGui::GetTextLineHeight()));
}

// A section caption in the dim text colour.
void caption(const char* text) {
    ImGui::Spacing();
    ImGui::TextDisabled("%s", text);
}

// A gear, drawn (the fonts have no such glyph): the settings button's face.
void draw_gear(ImDrawList* draw, ImVec2 centre, float radius, ImU32 colour) {
    constexpr int kTeeth = 8;
    for (int i = 0; i < kTeeth; ++i) {
        const float a = 2.0f * 3.14159265f * static_cast<float>(i) / kTeeth;
        const ImVec2 dir(std::cos(a), std::sin(a));
        draw->AddLine(centre + dir * radius * 0.55f, centre + dir * radius, colour, radius * 0.36f);
    }
    draw->AddCircleFilled(centre, radius * 0.72f, colour, 24);
    draw->AddCircleFilled(centre, radius * 0.3f, ImGui::GetColorU32(ImGuiCol_Button), 16);
}

}  // namespace lineup::app
