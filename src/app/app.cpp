#include "app/app.hpp"

#include <imgui.h>

#include <algorithm>

#include "app/analysis_view.hpp"
#include "app/board_view.hpp"
#include "app/evaluation_view.hpp"
#include "app/palette.hpp"
#include "core/record.hpp"

namespace lineup::app {

using namespace lineup::core;
using namespace lineup::text;

App::App(AiService* ai, std::uint32_t seed) : session_(ai, seed) {}

bool App::animating(double now_ms) const {
    return animation_.animating(now_ms, display_.reduced_motion, input_.armed().has_value());
}

void App::frame(std::uint64_t frame_number, double now_ms) {
    frames_ = frame_number;
    now_ms_ = now_ms;
    controls_.clear();
    session_.update(now_ms);
    animation_.track(now_ms);
    style_.apply(session_.current_config());

    const ImGuiViewport* viewport = ImGui::GetMainViewport();
    ImGui::SetNextWindowPos(viewport->Pos);
    ImGui::SetNextWindowSize(viewport->Size);
    const GameConfig& shown = session_.current_config();
    const Palette& pal = palette(shown.game, shown.theme);
    ImGui::PushStyleColor(ImGuiCol_WindowBg, rgb(0x000000, 0));
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
    ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 0.0f);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, 0.0f);
    ImGui::Begin("Lineup", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                     ImGuiWindowFlags_NoBringToFrontOnFocus | ImGuiWindowFlags_NoScrollWithMouse);
    ImGui::PopStyleVar(3);
    // The sky: a soft vertical gradient behind the board and the panel.
    ImGui::GetBackgroundDrawList()->AddRectFilledMultiColor(
        viewport->Pos, ImVec2(viewport->Pos.x + viewport->Size.x, viewport->Pos.y + viewport->Size.y), pal.sky_top,
        pal.sky_top, pal.sky_bottom, pal.sky_bottom);

    const float w = viewport->Size.x;
    const float h = viewport->Size.y;
    const Layout layout = choose_layout(shown, w, h);
    draw_board_area(layout.board);
    panel_.draw(layout.panel, now_ms);
    ImGui::End();
    ImGui::PopStyleColor();
    input_.draw_help(w, h);
    input_.handle_keys();
}

void App::draw_board_area(Rect area) {
    const Board* board = session_.board();
    const GameConfig& config = session_.current_config();
    geometry_.emplace(config, area);

    BoardDrawing what;
    what.config = &config;
    what.board = board;
    animation_.fill(what, now_ms_);
    what.cursor = input_.cursor();
    what.reduced_motion = display_.reduced_motion;
    what.marks = display_.marks;
    what.numbers = display_.numbers;
    what.label_font = style_.body_font();
    if (board && session_.hint_move()) {
        if (auto target = board->target(*session_.hint_move())) what.hint = *target;
    }
    input_.board_pointer(*geometry_, what);
    draw_board(ImGui::GetWindowDrawList(), *geometry_, what);
    if (board) {
        draw_column_scores(ImGui::GetWindowDrawList(), *geometry_, *board, session_.analysis_columns(),
                           style_.body_font(), now_ms_ / 1000.0, display_.reduced_motion);
        if (const auto& view = session_.engine_view()) {
            draw_engine_view(ImGui::GetWindowDrawList(), *geometry_, *board, *view, style_.body_font());
        }
    }
}

void App::set_results(std::string_view text) { results_ = parse_results(text); }

std::string App::state_json() const { return page_.state_json(frames_, animating(now_ms_)); }

std::optional<ShareLink> App::take_share_request() {
    if (!session_.board() || !panel_.take_share_request()) return std::nullopt;
    return ShareLink{format_record(*session_.board()), page_.players_query()};
}

void App::share_done(bool copied) {
    session_.note(std::string(
        tr(session_.language(), copied ? "Link to this game copied (moves and layout included)."
                                       : "The browser did not allow copying: copy the link from the box shown.")));
}

}  // namespace lineup::app
