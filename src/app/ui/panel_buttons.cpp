#include "app/ui/panel_buttons.hpp"

#include <imgui.h>

#include "app/session/palette.hpp"
#include "text/language.hpp"

namespace lineup::app {

using namespace lineup::core;

const char* PanelButtons::t(const char* label) const { return text::tr(session_.language(), label).data(); }

bool PanelButtons::button(const char* label, const char* id, float width, bool enabled, std::uint32_t text) {
    const GameConfig& config = session_.current_config();
    return controls_.button(label, id, width, enabled,
                            text != 0 ? text : palette(config.game, config.theme).accent_text);
}

bool PanelButtons::choice(const char* label, const char* id, float width, bool chosen, bool enabled) {
    const GameConfig& config = session_.current_config();
    const Palette& pal = palette(config.game, config.theme, display_.dark_now());
    if (!chosen) {
        ImGui::PushStyleColor(ImGuiCol_Button, pal.outline);
        ImGui::PushStyleColor(ImGuiCol_ButtonHovered, pal.outline | 0xFF000000u);  // opaque
        ImGui::PushStyleColor(ImGuiCol_Border, pal.accent);
        ImGui::PushStyleVar(ImGuiStyleVar_FrameBorderSize, 1.5f);
    }
    const bool pressed = button(label, id, width, enabled,
                                chosen             ? pal.accent_text
                                : pal.outline_text ? pal.outline_text
                                                   : pal.accent);
    if (!chosen) {
        ImGui::PopStyleVar();
        ImGui::PopStyleColor(3);
    }
    return pressed;
}

}  // namespace lineup::app
