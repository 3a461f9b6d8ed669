// The move list's caption and the buttons that take the game away as another
// program's record (core/interchange.hpp): a Gomoku move list or PSQ file,
// Connect 4 digits. Only the basic theme has them: the other formats cannot
// carry a rock or bubble layout (Copy link can). And the controls of "edit
// position" (position_editor.hpp), which brings a position in by hand.
#include <imgui.h>

#include <algorithm>
#include <vector>

#include "app/ui/flow.hpp"
#include "app/ui/panel.hpp"
#include "app/ui/widgets.hpp"

namespace lineup::app {

using core::RecordFormat;

namespace {

struct ExportButton {
    const char* label;
    const char* id;
    RecordFormat format;
};

}  // namespace

void Panel::draw_moves_caption() {
    const core::Board* board = session_.board();
    std::vector<ExportButton> buttons;
    if (board && board->ply() > 0 && board->config().theme == core::Theme::Basic) {
        if (board->game() == core::GameKind::Connect4) {
            buttons.push_back({t("Copy digits"), "export-digits", RecordFormat::Digits});
        } else {
            buttons.push_back({t("Copy moves"), "export-moves", RecordFormat::Moves});
            buttons.push_back({t("PSQ file"), "export-psq", RecordFormat::Psq});
        }
    }
    const char* title = t("Moves");
    const float width = ImGui::GetContentRegionAvail().x;
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    float widest = 0;  // a Flow row gives its buttons one width: the widest's
    for (const ExportButton& b : buttons) widest = std::max(widest, button_width(b.label));
    const auto n = static_cast<float>(buttons.size());
    const float needed = n * widest + std::max(0.0f, n - 1) * spacing;  // the buttons in one row
    const bool one_line = !buttons.empty() && ImGui::CalcTextSize(title).x + spacing + needed <= width;
    if (!one_line) {
        caption(title);
    } else {
        // The caption on the left, the buttons on the right of the same line.
        ImGui::Spacing();
        const float top = ImGui::GetCursorPosY();
        ImGui::SetCursorPosY(top + (ImGui::GetFrameHeight() - ImGui::GetTextLineHeight()) / 2);
        ImGui::TextDisabled("%s", title);
        ImGui::SameLine(width - needed);
        ImGui::SetCursorPosY(top);
    }
    Flow flow(one_line ? needed : width, controls_);
    for (const ExportButton& b : buttons) {
        flow.add(b.id, button_width(b.label), [this, b](float w) {
            if (choice(b.label, b.id, w, false)) export_requested_ = b.format;
        });
    }
    if (!buttons.empty()) flow.draw();
}

void Panel::draw_editor(float width) {
    const char* done = t("Done");
    const char* clear = t("Clear");
    const char* cancel = t("Cancel");
    Flow flow(width, controls_);
    flow.add("edit-done", button_width(done), [&](float w) {
        if (button(done, "edit-done", w)) editor_.finish();
    });
    flow.add("edit-clear", button_width(clear), [&](float w) {
        if (button(clear, "edit-clear", w)) editor_.clear();
    });
    flow.add("edit-cancel", button_width(cancel), [&](float w) {
        if (button(cancel, "edit-cancel", w)) editor_.cancel();
    });
    flow.draw();
}

std::optional<core::RecordFormat> Panel::take_export_request() {
    const auto requested = export_requested_;
    export_requested_.reset();
    return requested;
}

}  // namespace lineup::app
