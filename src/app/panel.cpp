// The panel beside (or below) the board: game setup, the mode buttons, play
// controls, the message area with the thinking indicator, and the move list.
// Every control records its rectangle under a stable id (control_center()), so
// browser tests and embedding pages can find it.
#include <imgui.h>

#include <array>
#include <cmath>
#include <string>

#include "app/app.hpp"
#include "app/palette.hpp"
#include "core/messages.hpp"
#include "core/notation.hpp"

namespace lineup::app {

using namespace lineup::core;

namespace {

struct Size {
    int cols;
    int rows;
};

constexpr std::array<Size, 4> kConnect4Sizes{{{7, 6}, {8, 7}, {9, 7}, {10, 8}}};
constexpr std::array<Size, 3> kGomokuSizes{{{13, 13}, {15, 15}, {19, 19}}};

std::string size_label(Size s) { return std::to_string(s.cols) + "x" + std::to_string(s.rows); }

std::string capitalised(std::string_view text) {
    std::string out(text);
    if (!out.empty() && out[0] >= 'a' && out[0] <= 'z') out[0] = static_cast<char>(out[0] - 'a' + 'A');
    return out;
}

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

}  // namespace

void App::draw_panel(Rect area) {
    ImGui::SetCursorPos({area.x, area.y});
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(10, 10));
    ImGui::PushStyleColor(ImGuiCol_ChildBg, IM_COL32(255, 255, 255, 150));
    ImGui::BeginChild("panel", {area.w, area.h}, true, ImGuiWindowFlags_NoSavedSettings);
    ImGui::PopStyleColor();
    ImGui::PopStyleVar();
    const float width = ImGui::GetContentRegionAvail().x;

    ImGui::TextUnformatted("Lineup");
    ImGui::SameLine(width - ImGui::CalcTextSize("Keys (F1)").x - 2 * ImGui::GetStyle().FramePadding.x);
    if (ImGui::SmallButton("Keys (F1)")) show_help_ = !show_help_;
    record_control("help");
    ImGui::Separator();

    if (session_.replaying()) {
        // A recorded game: only stepping through it.
        const float half = (width - ImGui::GetStyle().ItemSpacing.x) / 2;
        if (button("< Back", "undo", half)) session_.undo();
        ImGui::SameLine();
        if (button("Forward >", "redo", half)) session_.redo();
    } else {
        draw_setup();
        draw_play_controls(width);
    }
    ImGui::Separator();
    draw_status();
    draw_move_list();
    ImGui::EndChild();
}

void App::draw_setup() {
    const bool menu = session_.phase() == Phase::Menu;
    const GameConfig& config = session_.config();
    const float width = ImGui::GetContentRegionAvail().x;
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    const float half = (width - spacing) / 2;

    // Game choice: two toggle buttons.
    for (GameKind game : {GameKind::Connect4, GameKind::Gomoku}) {
        const bool chosen = config.game == game;
        if (chosen) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
        const char* label = game == GameKind::Connect4 ? "Connect 4" : "Gomoku";
        const char* id = game == GameKind::Connect4 ? "game-connect4" : "game-gomoku";
        if (button(label, id, half, menu) && !chosen) {
            session_.choose_game(game);
            cursor_.reset();
        }
        if (chosen) ImGui::PopStyleColor();
        if (game == GameKind::Connect4) ImGui::SameLine();
    }

    // Board size, rule, theme: only before a game starts.
    ImGui::BeginDisabled(!menu);
    ImGui::SetNextItemWidth(half);
    const std::string current = size_label({config.cols, config.rows});
    if (ImGui::BeginCombo("##size", ("Board " + current).c_str())) {
        const auto offer = [&](Size s) {
            const std::string label = size_label(s);
            if (ImGui::Selectable(label.c_str(), label == current)) {
                session_.choose_size(s.cols, s.rows);
                cursor_.reset();
            }
            record_control(("size-" + label).c_str());
        };
        if (config.game == GameKind::Connect4) {
            for (Size s : kConnect4Sizes) offer(s);
        } else {
            for (Size s : kGomokuSizes) offer(s);
        }
        ImGui::EndCombo();
    }
    record_control("size");
    ImGui::SameLine();
    const std::string theme = "Theme: " + capitalised(to_string(config.theme));
    ImGui::EndDisabled();
    // The theme button stays clickable during a game, to explain why it refuses.
    if (button(theme.c_str(), "theme", half)) session_.cycle_theme();

    // The computer's level may change at any time (it applies to its next move).
    ImGui::SetNextItemWidth(half);
    const std::string level = "Level: " + capitalised(ai::level_name(config.game, session_.level()));
    if (ImGui::BeginCombo("##level", level.c_str())) {
        for (ai::Level l : ai::levels_for(config.game)) {
            const std::string name(ai::level_name(config.game, l));
            if (ImGui::Selectable(capitalised(name).c_str(), l == session_.level())) session_.choose_level(l);
            record_control(("level-" + name).c_str());
        }
        ImGui::EndCombo();
    }
    record_control("level");
    ImGui::SameLine();
    ImGui::BeginDisabled(!menu);
    if (config.game == GameKind::Gomoku) {
        ImGui::SetNextItemWidth(half);
        const char* rule = config.rule == Rule::Exact ? "Exactly five" : "Five or more";
        if (ImGui::BeginCombo("##rule", rule)) {
            if (ImGui::Selectable("Five or more", config.rule == Rule::Freestyle)) session_.choose_rule(Rule::Freestyle);
            record_control("rule-freestyle");
            if (ImGui::Selectable("Exactly five", config.rule == Rule::Exact)) session_.choose_rule(Rule::Exact);
            record_control("rule-exact");
            ImGui::EndCombo();
        }
        record_control("rule");
    } else {
        ImGui::TextDisabled("Four in a row");
    }
    bool first = session_.computer_first();
    if (ImGui::Checkbox("Computer first", &first)) session_.choose_computer_first(first);
    record_control("computer-first");
    ImGui::EndDisabled();

    // The modes (the seed's "vs player" / "vs computer", plus a demo).
    if (button("vs player", "vs-player", half)) session_.start(Mode::PvP);
    ImGui::SameLine();
    if (button("vs computer", "vs-computer", half, session_.ai_available())) session_.start(Mode::PvC);
    if (button("AI vs AI", "cvc", half, session_.ai_available())) session_.start(Mode::CvC);
    ImGui::SameLine();
    if (button("Restart", "restart", half)) {
        session_.restart();
        cursor_.reset();
    }
}

void App::draw_play_controls(float width) {
    const bool playing = session_.phase() != Phase::Menu;
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    const float quarter = (width - 3 * spacing) / 4;
    if (button("Undo", "undo", quarter, playing)) session_.undo();
    ImGui::SameLine();
    if (button("Redo", "redo", quarter, playing)) session_.redo();
    ImGui::SameLine();
    if (button("Hint", "hint", quarter, playing && session_.human_to_move() && session_.ai_available())) {
        session_.hint();
    }
    ImGui::SameLine();
    if (button("New game", "new-game", quarter, playing)) session_.new_game();
    if (button("Copy link to this game", "share", width, playing)) {
        share_requested_ = true;
        session_.note("Link to this game copied (moves and layout included).");
    }
}

void App::draw_status() {
    const Board* board = session_.board();
    const GameConfig& config = board ? board->config() : session_.config();
    const Palette& pal = palette(config.game, config.theme);

    if (session_.thinking()) {
        spinner(ImGui::GetTextLineHeight() * 0.4f, now_ms_ / 1000.0, pal.piece[board ? index_of(board->to_move()) : 0]);
        ImGui::SameLine();
    }
    ImGui::TextWrapped("%s", session_.message().c_str());

    if (config.theme != Theme::Basic) {
        std::string layout = "Layout seed " + std::to_string(config.seed);
        if (config.theme == Theme::Rock) layout += ", " + std::to_string(config.counts.rocks) + " rocks";
        if (config.theme == Theme::Bubble) {
            layout += ", " + std::to_string(config.counts.bubbles) + " bubbles, " +
                      std::to_string(config.counts.bubble_win) + " to win";
        }
        ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
        ImGui::TextWrapped("%s", layout.c_str());
        ImGui::PopStyleColor();
        if (config.theme == Theme::Bubble && board) {
            for (Side side : {Side::First, Side::Second}) {
                ImGui::TextUnformatted(capitalised(colour_name(config.game, config.theme, side)).c_str());
                ImGui::SameLine();
                const int held = board->bubbles_held(side);
                ImGui::ProgressBar(static_cast<float>(held) / static_cast<float>(std::max(1, config.counts.bubble_win)),
                                   ImVec2(-1, 0),
                                   (std::to_string(held) + " / " + std::to_string(config.counts.bubble_win)).c_str());
            }
        }
    }
}

void App::draw_move_list() {
    const Board* board = session_.board();
    ImGui::Spacing();
    ImGui::TextDisabled("Moves");
    ImGui::BeginChild("moves", ImVec2(0, 0), true);
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
                std::string line = std::to_string(i + 1) + ".  " + format_move(board->config(), moves[a]);
                if (a + 1 < moves.size()) line += "   " + format_move(board->config(), moves[a + 1]);
                ImGui::TextUnformatted(line.c_str());
            }
        }
        if (board->ply() != shown_ply_) {
            shown_ply_ = board->ply();
            ImGui::SetScrollHereY(1.0f);  // follow the game
        }
    } else {
        ImGui::TextDisabled("No game yet.");
        shown_ply_ = -1;
    }
    ImGui::EndChild();
}

}  // namespace lineup::app
