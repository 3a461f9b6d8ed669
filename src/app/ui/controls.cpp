#include "app/ui/controls.hpp"

#include <imgui.h>
#include <imgui_internal.h>  // the current window's root, OpenPopupEx, ScrollToItem

#include <algorithm>
#include <cstring>
#include <iterator>

namespace lineup::app {

namespace {

// Dimmed as ImGui dims a disabled item (pop with ImGui::PopStyleVar).
void push_alpha(bool enabled) {
    const ImGuiStyle& style = ImGui::GetStyle();
    ImGui::PushStyleVar(ImGuiStyleVar_Alpha, enabled ? style.Alpha : style.Alpha * style.DisabledAlpha);
}

}  // namespace

void Controls::mark_main_window() { main_window_ = ImGui::GetCurrentWindow()->ID; }

void Controls::record(const char* id, bool dimmed, bool focusable) {
    const ImVec2 min = ImGui::GetItemRectMin();
    const ImVec2 max = ImGui::GetItemRectMax();
    // Shown when the whole of it is inside what its window shows (a scrolled
    // card clips the controls above and below its view).
    const ImDrawList* draw = ImGui::GetWindowDrawList();
    const ImVec2 clip_min = draw->GetClipRectMin(), clip_max = draw->GetClipRectMax();
    constexpr float kSlack = 1.0f;  // a pixel's rounding
    const bool visible = min.x >= clip_min.x - kSlack && min.y >= clip_min.y - kSlack && max.x <= clip_max.x + kSlack &&
                         max.y <= clip_max.y + kSlack;
    const bool overlay = main_window_ != 0 && ImGui::GetCurrentWindow()->RootWindow->ID != main_window_;
    controls_.emplace_back(
        id, ControlBox{Rect{min.x, min.y, max.x - min.x, max.y - min.y}, visible, dimmed, focusable, overlay});
    if (focusable && !scroll_to_.empty() && scroll_to_ == id) {
        // Under the card's sticky message (the clip starts below it) ImGui's
        // own scrolling would stop at the card's edge, still hidden.
        if (min.y < clip_min.y - kSlack && clip_min.y > ImGui::GetWindowPos().y + kSlack) {
            ImGui::SetScrollY(std::max(0.0f, ImGui::GetScrollY() - (clip_min.y - min.y)));
        } else {
            ImGui::ScrollToItem(ImGuiScrollFlags_KeepVisibleEdgeY);
        }
        scroll_to_.clear();
    }
}

bool Controls::take_key_press(std::string_view id) {
    if (keyed_.empty() || keyed_ != id) return false;
    keyed_.clear();
    return true;
}

bool Controls::button(const char* label, const char* id, float width, bool enabled, std::uint32_t text) {
    ImGui::PushID(id);
    // Dimmed as ImGui dims a disabled item, but not disabled: a person who
    // taps it learns why it cannot act, instead of nothing happening.
    push_alpha(enabled);
    ImGui::PushStyleColor(ImGuiCol_Text, text);
    const bool pressed = ImGui::Button(label, ImVec2(width, 0)) || take_key_press(id);
    ImGui::PopStyleColor();
    ImGui::PopStyleVar();
    ImGui::PopID();
    record(id, !enabled, true);
    return pressed;
}

bool Controls::checkbox(const char* label, const char* id, bool* value, bool enabled) {
    push_alpha(enabled);
    // Its box outlined in the accent: the faint fill alone hardly shows on
    // a pale card.
    ImVec4 rim = ImGui::GetStyleColorVec4(ImGuiCol_CheckMark);
    rim.w *= 0.75f;
    ImGui::PushStyleVar(ImGuiStyleVar_FrameBorderSize, 1.5f);
    ImGui::PushStyleColor(ImGuiCol_Border, rim);
    bool changed = ImGui::Checkbox(label, value);
    ImGui::PopStyleColor();
    ImGui::PopStyleVar(2);
    if (take_key_press(id)) {
        *value = !*value;
        changed = true;
    }
    record(id, !enabled, true);
    return changed;
}

bool Controls::selectable(const char* label, const char* id, bool selected, float height) {
    bool pressed = ImGui::Selectable(label, selected, 0, ImVec2(0, height));
    if (take_key_press(id)) {
        pressed = true;
        ImGui::CloseCurrentPopup();  // as a click on it does
    }
    record(id, false, true);
    // The choice in force, in a pick-one list (a combo's menu, which ImGui
    // names "##Combo_NN"; the settings' menu mixes kinds of entries).
    const char* window = ImGui::GetCurrentWindow()->Name;
    controls_.back().second.selected = selected && std::strncmp(window, "##Combo_", 8) == 0;
    return pressed;
}

bool Controls::begin_combo(const char* label, const char* id, const char* preview, int flags, bool dimmed) {
    if (take_key_press(id)) {
        // BeginCombo's own popup id (imgui_widgets.cpp, BeginCombo).
        const ImGuiID combo = ImGui::GetCurrentWindow()->GetID(label);
        ImGui::OpenPopupEx(ImHashStr("##ComboPopup", 0, combo));
    }
    if (!dimmed) return ImGui::BeginCombo(label, preview, flags);
    // The box's colours faded as ImGui fades a disabled item; its menu, drawn
    // in its own window after these are restored, keeps its own.
    const float alpha = ImGui::GetStyle().DisabledAlpha;
    constexpr ImGuiCol kFaded[] = {ImGuiCol_Text, ImGuiCol_FrameBg, ImGuiCol_FrameBgHovered, ImGuiCol_Button,
                                   ImGuiCol_ButtonHovered};
    for (const ImGuiCol col : kFaded) {
        ImVec4 colour = ImGui::GetStyleColorVec4(col);
        colour.w *= alpha;
        ImGui::PushStyleColor(col, colour);
    }
    const bool open = ImGui::BeginCombo(label, preview, flags);
    ImGui::PopStyleColor(static_cast<int>(std::size(kFaded)));
    return open;
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
