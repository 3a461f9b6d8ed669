#include "app/ui/move_list.hpp"

#include <imgui.h>

#include <algorithm>
#include <string>
#include <vector>

#include "app/ui/flow.hpp"
#include "app/ui/widgets.hpp"
#include "core/notation.hpp"

namespace lineup::app {

using core::RecordFormat;

namespace {

struct ExportButton {
    const char* label;
    const char* id;
    RecordFormat format;
};

}  // namespace

void MoveList::draw() {
    const core::Board* board = session_.board();
    draw_caption();
    ImGui::BeginChild("moves",
                      ImVec2(0, std::max(ImGui::GetTextLineHeightWithSpacing() * 3, ImGui::GetContentRegionAvail().y)),
                      ImGuiChildFlags_Border);
    drag_scroll();
    if (board) {
        const auto moves = board->moves();
        const auto line_height = ImGui::GetTextLineHeightWithSpacing();
        const int pairs = (static_cast<int>(moves.size()) + 1) / 2;
        // Two moves per line, numbered like a score sheet; clipped for long games.
        ImGuiListClipper clipper;
        clipper.Begin(pairs, line_height);
        while (clipper.Step()) {
            for (int i = clipper.DisplayStart; i < clipper.DisplayEnd; ++i) {
                const auto a = static_cast<std::size_t>(2 * i);
                std::string line = std::to_string(i + 1) + ".   " + core::format_move(board->config(), moves[a]);
                if (a + 1 < moves.size()) line += "     " + core::format_move(board->config(), moves[a + 1]);
                ImGui::TextUnformatted(line.c_str());
            }
        }
        if (board->ply() != shown_ply_) {
            shown_ply_ = board->ply();
            ImGui::SetScrollHereY(1.0f);  // follow the game
        }
    } else {
        ImGui::TextDisabled("%s", buttons_.t("No game yet."));
        shown_ply_ = -1;
    }
    ImGui::EndChild();
}

void MoveList::draw_caption() {
    const core::Board* board = session_.board();
    std::vector<ExportButton> buttons;
    if (board && board->ply() > 0 && board->config().theme == core::Theme::Basic) {
        if (board->game() == core::GameKind::Connect4) {
            buttons.push_back({buttons_.t("Copy digits"), "export-digits", RecordFormat::Digits});
        } else {
            buttons.push_back({buttons_.t("Copy moves"), "export-moves", RecordFormat::Moves});
            buttons.push_back({buttons_.t("PSQ file"), "export-psq", RecordFormat::Psq});
        }
    }
    const char* title = buttons_.t("Moves");
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
            if (buttons_.choice(b.label, b.id, w, false)) export_requested_ = b.format;
        });
    }
    if (!buttons.empty()) flow.draw();
}

std::optional<core::RecordFormat> MoveList::take_export_request() {
    const auto requested = export_requested_;
    export_requested_.reset();
    return requested;
}

}  // namespace lineup::app
