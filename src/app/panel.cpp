#include "app/panel.hpp"

#include <imgui.h>

#include <algorithm>
#include <array>
#include <string>

#include "app/palette.hpp"
#include "app/widgets.hpp"
#include "core/notation.hpp"
#include "text/messages.hpp"

namespace lineup::app {

using namespace lineup::core;
using namespace lineup::text;

namespace {

struct Size {
    int cols;
    int rows;
};

constexpr std::array<Size, 4> kConnect4Sizes{{{7, 6}, {8, 7}, {9, 7}, {10, 8}}};
constexpr std::array<Size, 3> kGomokuSizes{{{13, 13}, {15, 15}, {19, 19}}};

std::string size_label(Size s) { return std::to_string(s.cols) + "x" + std::to_string(s.rows); }

const char* theme_label(Theme theme) {
    switch (theme) {
        case Theme::Rock: return "Rock";
        case Theme::Bubble: return "Bubble";
        case Theme::Basic: break;
    }
    return "Basic";
}

}  // namespace

void Panel::draw(Rect area, double now_ms) {
    ImGui::SetCursorPos({area.x, area.y});
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(14, 12));
    ImGui::PushStyleVar(ImGuiStyleVar_ChildBorderSize, 0.0f);
    // A soft shadow under the card.
    ImDrawList* back = ImGui::GetWindowDrawList();
    for (int i = 1; i <= 3; ++i) {
        const float spread = 2.0f * static_cast<float>(i);
        back->AddRectFilled(ImVec2(area.x - spread, area.y - spread + 3),
                            ImVec2(area.x + area.w + spread, area.y + area.h + spread + 3), rgb(0x000000, 10),
                            14.0f + spread);
    }
    ImGui::BeginChild("panel", {area.w, area.h}, ImGuiChildFlags_AlwaysUseWindowPadding,
                      ImGuiWindowFlags_NoSavedSettings);
    ImGui::PopStyleVar(2);
    const float width = ImGui::GetContentRegionAvail().x;

    draw_header(width);
    draw_message(now_ms);
    if (session_.replaying()) {
        // A recorded game: only stepping through it.
        const float half = (width - ImGui::GetStyle().ItemSpacing.x) / 2;
        if (button(t("< Back"), "undo", half)) session_.undo();
        ImGui::SameLine();
        if (button(t("Forward >"), "redo", half)) session_.redo();
    } else {
        draw_play_controls(width);
        ImGui::Separator();
        draw_setup();
    }
    draw_status();
    draw_move_list();
    ImGui::EndChild();
}

void Panel::draw_header(float width) {
    ImGui::PushFont(style_.title_font());
    ImGui::TextUnformatted("Lineup");
    ImGui::PopFont();
    // Language, settings and help, on the right of the title.
    const ImGuiStyle& style = ImGui::GetStyle();
    const char* other = session_.language() == Language::English ? "中文" : "EN";
    const float square = ImGui::GetFrameHeight();
    const float lang_w = ImGui::CalcTextSize(other).x + 2 * style.FramePadding.x;
    ImGui::SameLine(width - lang_w - 2 * square - 2 * style.ItemSpacing.x);
    if (button(other, "language", lang_w)) toggle_language(session_);
    ImGui::SameLine();
    if (button("##settings", "settings", square)) ImGui::OpenPopup("settings-popup");
    const ImVec2 min = ImGui::GetItemRectMin(), max = ImGui::GetItemRectMax();
    const GameConfig& config = session_.current_config();
    draw_gear(ImGui::GetWindowDrawList(), ImVec2((min.x + max.x) * 0.5f, (min.y + max.y) * 0.5f), square * 0.3f,
              palette(config.game, config.theme).accent_text);
    ImGui::SameLine();
    if (button("?", "help", square)) input_.toggle_help();
    if (ImGui::BeginPopup("settings-popup")) {
        draw_settings();
        if (ImGui::IsKeyPressed(ImGuiKey_Escape, false)) ImGui::CloseCurrentPopup();
        ImGui::EndPopup();
    }
}

void Panel::draw_setup() {
    const bool menu = session_.phase() == Phase::Menu;
    const float width = ImGui::GetContentRegionAvail().x;
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    const float half = (width - spacing) / 2;
    draw_game_choice(half, menu);
    draw_size_and_theme(half, menu);
    draw_level(half);
    ImGui::SameLine();
    draw_rule_and_first(half, menu);
    draw_modes(half);
}

// Game choice: two toggle buttons; the chosen one is filled, the other outlined.
void Panel::draw_game_choice(float half, bool menu) {
    const GameConfig& config = session_.config();
    const Palette& pal = palette(config.game, config.theme);
    for (GameKind game : {GameKind::Connect4, GameKind::Gomoku}) {
        const bool chosen = config.game == game;
        const char* label = game == GameKind::Connect4 ? "Connect 4" : "Gomoku";
        const char* id = game == GameKind::Connect4 ? "game-connect4" : "game-gomoku";
        if (!chosen) {
            ImGui::PushStyleColor(ImGuiCol_Button, rgb(0xFFFFFF, 210));
            ImGui::PushStyleColor(ImGuiCol_ButtonHovered, rgb(0xFFFFFF, 255));
            ImGui::PushStyleColor(ImGuiCol_Border, pal.accent);
            ImGui::PushStyleVar(ImGuiStyleVar_FrameBorderSize, 1.5f);
        }
        if (button(t(label), id, half, menu, chosen ? pal.accent_text : pal.accent) && !chosen) {
            session_.choose_game(game);
            input_.forget_cursor();
        }
        if (!chosen) {
            ImGui::PopStyleVar();
            ImGui::PopStyleColor(3);
        }
        if (game == GameKind::Connect4) ImGui::SameLine();
    }
}

// Board size (only before a game starts) and theme.
void Panel::draw_size_and_theme(float half, bool menu) {
    const GameConfig& config = session_.config();
    ImGui::BeginDisabled(!menu);
    ImGui::SetNextItemWidth(half);
    const std::string current = size_label({config.cols, config.rows});
    const std::string size_text = std::string(t("Board")) + " " + current;
    if (ImGui::BeginCombo("##size", size_text.c_str())) {
        const auto offer = [&](Size s) {
            const std::string label = size_label(s);
            if (ImGui::Selectable(label.c_str(), label == current)) {
                session_.choose_size(s.cols, s.rows);
                input_.forget_cursor();
            }
            controls_.record(("size-" + label).c_str());
        };
        if (config.game == GameKind::Connect4) {
            for (Size s : kConnect4Sizes) offer(s);
        } else {
            for (Size s : kGomokuSizes) offer(s);
        }
        ImGui::EndCombo();
    }
    controls_.record("size");
    ImGui::SameLine();
    ImGui::EndDisabled();
    // The theme button stays clickable during a game, to explain why it refuses.
    const std::string theme = std::string(t("Theme")) + (session_.language() == Language::Chinese ? "：" : ": ") +
                              t(theme_label(config.theme));
    if (button(theme.c_str(), "theme", half)) session_.cycle_theme();
}

// The computer's level may change at any time (it applies to its next move).
void Panel::draw_level(float half) {
    const GameKind game = session_.config().game;
    ImGui::SetNextItemWidth(half);
    const auto level_text = [&](ai::Level l) { return level_title(ai::level_name(game, l), session_.language()); };
    const std::string level_shown = std::string(t("Level")) + (session_.language() == Language::Chinese ? "：" : ": ") +
                                    level_text(session_.level());
    if (ImGui::BeginCombo("##level", level_shown.c_str())) {
        for (ai::Level l : ai::levels_for(game)) {
            const std::string name(ai::level_name(game, l));
            if (ImGui::Selectable(level_text(l).c_str(), l == session_.level())) session_.choose_level(l);
            controls_.record(("level-" + name).c_str());
        }
        ImGui::EndCombo();
    }
    controls_.record("level");
}

// The rule (Gomoku) and who moves first: only before a game starts.
void Panel::draw_rule_and_first(float half, bool menu) {
    const GameConfig& config = session_.config();
    ImGui::BeginDisabled(!menu);
    if (config.game == GameKind::Gomoku) {
        ImGui::SetNextItemWidth(half);
        const char* rule = config.rule == Rule::Exact ? t("Exactly five") : t("Five or more");
        if (ImGui::BeginCombo("##rule", rule)) {
            if (ImGui::Selectable(t("Five or more"), config.rule == Rule::Freestyle))
                session_.choose_rule(Rule::Freestyle);
            controls_.record("rule-freestyle");
            if (ImGui::Selectable(t("Exactly five"), config.rule == Rule::Exact)) session_.choose_rule(Rule::Exact);
            controls_.record("rule-exact");
            ImGui::EndCombo();
        }
        controls_.record("rule");
    } else {
        ImGui::AlignTextToFramePadding();
        ImGui::TextDisabled("%s", t("Four in a row"));
    }
    bool first = session_.computer_first();
    if (ImGui::Checkbox(t("Computer first"), &first)) session_.choose_computer_first(first);
    controls_.record("computer-first");
    ImGui::EndDisabled();
}

// The modes ("vs player" / "vs computer", plus a demo) and restart.
void Panel::draw_modes(float half) {
    if (button(t("vs player"), "vs-player", half)) session_.start(Mode::PvP);
    ImGui::SameLine();
    // Clickable even without a computer: the session then says why it cannot start.
    if (button(t("vs computer"), "vs-computer", half)) session_.start(Mode::PvC);
    if (button(t("AI vs AI"), "cvc", half)) session_.start(Mode::CvC);
    ImGui::SameLine();
    if (button(t("Restart"), "restart", half)) {
        session_.restart();
        input_.forget_cursor();
        input_.disarm();
    }
}
void Panel::draw_play_controls(float width) {
    const bool playing = session_.phase() != Phase::Menu;
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    const float third = (width - 2 * spacing) / 3;
    const float half = (width - spacing) / 2;
    if (button(t("Undo"), "undo", third, playing)) session_.undo();
    ImGui::SameLine();
    if (button(t("Redo"), "redo", third, playing)) session_.redo();
    ImGui::SameLine();
    if (button(t("Hint"), "hint", third, playing && session_.human_to_move() && session_.ai_available())) {
        session_.hint();
    }
    if (button(t("New game"), "new-game", half, playing)) session_.new_game();
    ImGui::SameLine();
    if (button(t("Copy link"), "share", half, playing)) {
        share_requested_ = true;  // App::share_done() says whether it was copied
    }
}

void Panel::draw_message(double now_ms) {
    const Board* board = session_.board();
    const GameConfig& config = session_.current_config();
    const Palette& pal = palette(config.game, config.theme);
    // The message, in a tinted box so it reads as the game's voice. The box
    // always has room for three lines, so the controls below never move as the
    // message changes; a longer message scrolls inside it.
    const float width = ImGui::GetContentRegionAvail().x;
    const float height = ImGui::GetTextLineHeightWithSpacing() * 3 + 10;
    ImGui::PushStyleColor(ImGuiCol_ChildBg, faded(pal.accent, 0.12f));
    ImGui::PushStyleVar(ImGuiStyleVar_ChildRounding, 8.0f);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(8, 5));
    ImGui::BeginChild("message", ImVec2(width, height), ImGuiChildFlags_AlwaysUseWindowPadding,
                      ImGuiWindowFlags_NoScrollbar);
    if (session_.message() != shown_message_) {
        shown_message_ = session_.message();
        ImGui::SetScrollY(0);
    }
    if (session_.thinking()) {
        spinner(ImGui::GetTextLineHeight() * 0.4f, now_ms / 1000.0, pal.piece[board ? index_of(board->to_move()) : 0]);
        ImGui::SameLine();
    }
    ImGui::TextWrapped("%s", session_.message().c_str());
    ImGui::EndChild();
    ImGui::PopStyleVar(2);
    ImGui::PopStyleColor();
}

void Panel::draw_status() {
    const Board* board = session_.board();
    const GameConfig& config = session_.current_config();
    const Palette& pal = palette(config.game, config.theme);
    const Language lang = session_.language();
    const float width = ImGui::GetContentRegionAvail().x;

    if (config.theme != Theme::Basic) {
        std::string layout = std::string(tr(lang, "Layout seed")) + " " + std::to_string(config.seed);
        if (config.theme == Theme::Rock)
            layout += ", " + std::to_string(config.counts.rocks) + " " + std::string(tr(lang, "rocks"));
        if (config.theme == Theme::Bubble) {
            layout += ", " + std::to_string(config.counts.bubbles) + " " + std::string(tr(lang, "bubbles")) + ", " +
                      std::to_string(config.counts.bubble_win) + " " + std::string(tr(lang, "to win"));
        }
        ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
        ImGui::TextWrapped("%s", layout.c_str());
        ImGui::PopStyleColor();
        if (config.theme == Theme::Bubble && board) {
            // Bubbles held, one bar per side in the side's colour.
            const float bar = (width - ImGui::GetStyle().ItemSpacing.x) / 2;
            for (Side side : {Side::First, Side::Second}) {
                const int held = board->bubbles_held(side);
                const std::string text = std::string(colour_name(config.game, config.theme, side, lang)) + "  " +
                                         std::to_string(held) + " / " + std::to_string(config.counts.bubble_win);
                ImGui::PushStyleColor(ImGuiCol_PlotHistogram, pal.piece[index_of(side)]);
                ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(4, 2));
                ImGui::ProgressBar(static_cast<float>(held) / static_cast<float>(std::max(1, config.counts.bubble_win)),
                                   ImVec2(bar, 0), text.c_str());
                ImGui::PopStyleVar();
                ImGui::PopStyleColor();
                if (side == Side::First) ImGui::SameLine();
            }
        }
    }
}

void Panel::draw_move_list() {
    const Board* board = session_.board();
    caption(t("Moves"));
    ImGui::BeginChild("moves",
                      ImVec2(0, std::max(ImGui::GetTextLineHeightWithSpacing() * 3, ImGui::GetContentRegionAvail().y)),
                      ImGuiChildFlags_Border);
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
                std::string line = std::to_string(i + 1) + ".   " + format_move(board->config(), moves[a]);
                if (a + 1 < moves.size()) line += "     " + format_move(board->config(), moves[a + 1]);
                ImGui::TextUnformatted(line.c_str());
            }
        }
        if (board->ply() != shown_ply_) {
            shown_ply_ = board->ply();
            ImGui::SetScrollHereY(1.0f);  // follow the game
        }
    } else {
        ImGui::TextDisabled("%s", t("No game yet."));
        shown_ply_ = -1;
    }
    ImGui::EndChild();
}

void Panel::draw_settings() {
    ImGui::TextUnformatted(t("Settings"));
    ImGui::Separator();
    bool sound = display_.sound;
    if (ImGui::Checkbox(t("Sound"), &sound)) set_sound(session_, display_, sound);
    controls_.record("sound");
    ImGui::Checkbox(t("Reduced motion"), &display_.reduced_motion);
    controls_.record("motion");
    ImGui::Checkbox(t("Marks on pieces"), &display_.marks);
    controls_.record("marks");
    if (ImGui::Checkbox(t("Tap twice to play"), &display_.tap_confirm)) input_.disarm();
    controls_.record("confirm");
}

const char* Panel::t(const char* label) const { return tr(session_.language(), label).data(); }

bool Panel::button(const char* label, const char* id, float width, bool enabled, std::uint32_t text) {
    const GameConfig& config = session_.current_config();
    return controls_.button(label, id, width, enabled,
                            text != 0 ? text : palette(config.game, config.theme).accent_text);
}

bool Panel::take_share_request() {
    const bool requested = share_requested_;
    share_requested_ = false;
    return requested;
}

}  // namespace lineup::app
