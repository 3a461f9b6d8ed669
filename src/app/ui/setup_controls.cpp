#include "app/ui/setup_controls.hpp"

#include <imgui.h>

#include <algorithm>
#include <array>
#include <string>

#include "app/session/palette.hpp"
#include "app/ui/flow.hpp"
#include "app/ui/style.hpp"
#include "app/ui/text_wrap.hpp"
#include "app/ui/widgets.hpp"
#include "text/help.hpp"
#include "text/messages.hpp"
#include "text/opening_messages.hpp"

namespace lineup::app {

using namespace lineup::core;
using namespace lineup::text;

namespace {

struct Size {
    int cols;
    int rows;
};

constexpr std::array<Size, 4> kConnect4Sizes{{{7, 6}, {8, 7}, {9, 7}, {10, 8}}};
constexpr std::array<Size, 4> kGomokuSizes{{{13, 13}, {15, 15}, {19, 19}, {20, 20}}};

// A combo's list shows every entry: ImGui's default height counts lines of
// text, which cuts the last of our taller items (Gomoku's fifth level).
constexpr ImGuiComboFlags kWholeList = ImGuiComboFlags_HeightLargest;

// A list item as tall as a control (its spacing makes up the rest).
float item_height() { return kControlHeight - ImGui::GetStyle().ItemSpacing.y; }

std::string size_label(Size s) { return std::to_string(s.cols) + "x" + std::to_string(s.rows); }

// "Level: Hard" / "难度：困难".
std::string labelled(Language lang, const char* what, const std::string& value) {
    return std::string(tr(lang, what)) + (lang == Language::Chinese ? "：" : ": ") + value;
}

}  // namespace

void SetupControls::draw(float width) {
    draw_opponent(width);
    draw_game(width);
    draw_theme(width);
    draw_results();
}

// The mode (always shown selected), the computer's level and who moves first.
void SetupControls::draw_opponent(float width) {
    const Language lang = session_.language();
    const Mode mode = session_.shown_mode();
    Flow modes(width, controls_);
    const struct {
        Mode mode;
        const char* label;
        const char* id;
    } kModes[] = {{Mode::PvP, "vs player", "vs-player"},
                  {Mode::PvC, "vs computer", "vs-computer"},
                  {Mode::CvC, "AI vs AI", "cvc"},
                  {Mode::Friend, "Friend by link", "vs-friend"}};
    for (const auto& m : kModes) {
        const char* label = buttons_.t(m.label);
        modes.add(m.id, button_width(label), [&, m, label](float w) {
            // The mode chosen is filled (in the menu too: a tap on the board starts
            // it); pressed, a mode starts a game, unless it is the game on.
            const bool chosen = mode == m.mode && !session_.replaying();
            const bool on = chosen && session_.phase() != Phase::Menu;
            if (buttons_.choice(label, m.id, w, chosen) && !on) session_.start(m.mode);
        });
    }
    modes.draw();

    const GameKind game = session_.current_config().game;
    const auto level_text = [&](ai::Level l) { return level_title(ai::level_name(game, l), lang); };
    const std::string level = labelled(lang, "Level", level_text(session_.level()));
    const char* first = buttons_.t("Computer first");
    Flow row(width, controls_);
    row.add("level", combo_width(level.c_str()), [&](float w) {
        const bool dimmed = !session_.level_applies();  // no computer in the game shown
        ImGui::SetNextItemWidth(w);
        if (controls_.begin_combo("##level", "level", level.c_str(), kWholeList, dimmed)) {
            for (ai::Level l : ai::levels_for(game)) {
                const std::string id = "level-" + std::string(ai::level_name(game, l));
                if (controls_.selectable(level_text(l).c_str(), id.c_str(), l == session_.level(), item_height()))
                    session_.choose_level(l);
            }
            ImGui::EndCombo();
        }
        controls_.record("level", dimmed, true);
    });
    row.add("computer-first", checkbox_width(first), [&](float) {
        bool computer_first = session_.computer_first();
        if (controls_.checkbox(first, "computer-first", &computer_first, session_.computer_first_applies()))
            session_.choose_computer_first(computer_first);
    });
    row.draw();
}

// Gomoku's opening (Standard, Swap, Swap2), a menu in the setup's row.
void SetupControls::add_opening_menu(Flow& row) {
    const Opening current = session_.current_config().opening;
    const std::string title = text::opening_title(current, session_.language());
    row.add("opening", combo_width(title.c_str()), [this, current, title](float w) {
        ImGui::SetNextItemWidth(w);
        if (controls_.begin_combo("##opening", "opening", title.c_str(), kWholeList)) {
            for (Opening o : {Opening::Standard, Opening::Swap, Opening::Swap2}) {
                const std::string name = text::opening_title(o, session_.language());
                const std::string id = "opening-" + std::string(core::to_string(o));
                if (controls_.selectable(name.c_str(), id.c_str(), current == o, item_height()))
                    session_.choose_opening(o);
            }
            ImGui::EndCombo();
        }
        controls_.record("opening", false, true);
    });
}

// The game, its board size, its rule and (Gomoku) its opening.
void SetupControls::draw_game(float width) {
    const GameConfig& config = session_.current_config();
    Flow games(width, controls_);
    for (GameKind game : {GameKind::Connect4, GameKind::Gomoku}) {
        const char* label = buttons_.t(game == GameKind::Connect4 ? "Connect 4" : "Gomoku");
        const char* id = game == GameKind::Connect4 ? "game-connect4" : "game-gomoku";
        games.add(id, button_width(label), [&, game, label, id](float w) {
            if (buttons_.choice(label, id, w, config.game == game) && config.game != game) {
                session_.choose_game(game);
                input_.forget_cursor();
            }
        });
    }
    games.draw();

    const std::string current = size_label({config.cols, config.rows});
    const std::string size_text = std::string(buttons_.t("Board")) + " " + current;
    const bool gomoku = config.game == GameKind::Gomoku;
    const char* rule = buttons_.t(config.rule == Rule::Exact   ? "Exactly five"
                                  : config.rule == Rule::Renju ? "Renju"
                                                               : "Five or more");
    Flow row(width, controls_);
    row.add("size", combo_width(size_text.c_str()), [&](float w) {
        ImGui::SetNextItemWidth(w);
        if (controls_.begin_combo("##size", "size", size_text.c_str(), kWholeList)) {
            const auto offer = [&](Size s) {
                const std::string label = size_label(s);
                if (controls_.selectable(label.c_str(), ("size-" + label).c_str(), label == current, item_height())) {
                    session_.choose_size(s.cols, s.rows);
                    input_.forget_cursor();
                }
            };
            if (gomoku) {
                for (Size s : kGomokuSizes) offer(s);
            } else {
                for (Size s : kConnect4Sizes) offer(s);
            }
            ImGui::EndCombo();
        }
        controls_.record("size", false, true);
    });
    // Connect 4 has one rule, which the theme's line says: nothing to choose.
    if (gomoku)
        row.add("rule", combo_width(rule), [&](float w) {
            ImGui::SetNextItemWidth(w);
            if (controls_.begin_combo("##rule", "rule", rule, kWholeList)) {
                const float h = item_height();
                if (controls_.selectable(buttons_.t("Five or more"), "rule-freestyle", config.rule == Rule::Freestyle,
                                         h))
                    session_.choose_rule(Rule::Freestyle);
                if (controls_.selectable(buttons_.t("Exactly five"), "rule-exact", config.rule == Rule::Exact, h))
                    session_.choose_rule(Rule::Exact);
                if (controls_.selectable(buttons_.t("Renju"), "rule-renju", config.rule == Rule::Renju, h))
                    session_.choose_rule(Rule::Renju);
                ImGui::EndCombo();
            }
            controls_.record("rule", false, true);
        });
    if (gomoku) add_opening_menu(row);
    const char* edit = buttons_.t("Edit position");
    if (!editor_.active()) {
        row.add("edit-position", button_width(edit), [&](float w) {
            if (buttons_.button(edit, "edit-position", w, editor_.can_start()) && !session_.refused_while_thinking())
                editor_.start();
        });
    }
    row.draw();
}

// The theme: three choices, its rule in one line, and the layout's number
// with a control for a new layout.
void SetupControls::draw_theme(float width) {
    const GameConfig& config = session_.current_config();
    const Language lang = session_.language();
    caption(buttons_.t("Theme"));
    Flow themes(width, controls_);
    const struct {
        Theme theme;
        const char* label;
        const char* id;
    } kThemes[] = {{Theme::Basic, "Basic", "theme-basic"},
                   {Theme::Rock, "Rock", "theme-rock"},
                   {Theme::Bubble, "Bubble", "theme-bubble"}};
    for (const auto& th : kThemes) {
        const char* label = buttons_.t(th.label);
        themes.add(th.id, button_width(label), [&, th, label](float w) {
            if (buttons_.choice(label, th.id, w, config.theme == th.theme) && config.theme != th.theme) {
                session_.choose_theme(th.theme);
            }
        });
    }
    themes.draw();
    text_wrapped(rule_summary(config, lang));
    controls_.record("rule-summary");
    if (config.theme == Theme::Basic) return;
    const std::string layout = layout_label(config.seed, lang);
    const char* fresh = buttons_.t("New layout");
    Flow row(width, controls_);
    row.add("layout", ImGui::CalcTextSize(layout.c_str()).x + 4, [&](float) {
        ImGui::AlignTextToFramePadding();
        ImGui::TextDisabled("%s", layout.c_str());
        controls_.record("layout");
    });
    row.add("new-layout", button_width(fresh), [&](float w) {
        if (buttons_.button(fresh, "new-layout", w, !session_.replaying())) session_.new_game();
    });
    row.draw();
    draw_bubbles(width);
}

// Bubbles held, one bar per side in the side's colour.
void SetupControls::draw_bubbles(float width) {
    const Board* board = session_.board();
    const GameConfig& config = session_.current_config();
    if (config.theme != Theme::Bubble || !board) return;
    const Palette& pal = palette(config.game, config.theme);
    const float bar = (width - ImGui::GetStyle().ItemSpacing.x) / 2;
    for (Side side : {Side::First, Side::Second}) {
        const int held = board->bubbles_held(side);
        const std::string text = std::string(colour_name(config.game, config.theme, side, session_.language())) + "  " +
                                 std::to_string(held) + " / " + std::to_string(config.counts.bubble_win);
        ImGui::PushStyleColor(ImGuiCol_PlotHistogram, pal.piece[index_of(side)]);
        ImGui::ProgressBar(static_cast<float>(held) / static_cast<float>(std::max(1, config.counts.bubble_win)),
                           ImVec2(bar, 0), text.c_str());
        ImGui::PopStyleColor();
        if (side == Side::First) ImGui::SameLine();
    }
}

// The results against the computer at each level of the game shown.
void SetupControls::draw_results() {
    caption(buttons_.t("Your results against the computer"));
    const auto lines = results_lines(results_, session_.current_config().game, session_.language());
    for (const std::string& line : lines) ImGui::TextUnformatted(line.c_str());
    if (lines.empty()) ImGui::TextDisabled("%s", buttons_.t("No finished games yet."));
    controls_.record("results");
}

}  // namespace lineup::app
