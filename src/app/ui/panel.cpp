#include "app/ui/panel.hpp"
#include "text/analysis_messages.hpp"

#include <imgui.h>

#include <algorithm>
#include <cfloat>
#include <string>

#include "app/session/layout.hpp"
#include "app/session/palette.hpp"
#include "app/ui/board_pieces.hpp"
#include "app/ui/evaluation_view.hpp"
#include "app/ui/flow.hpp"
#include "app/ui/friend_list.hpp"
#include "app/ui/text_wrap.hpp"
#include "app/ui/widgets.hpp"
#include "text/messages.hpp"

namespace lineup::app {

using namespace lineup::core;
using namespace lineup::text;

namespace {

/// The gap between a sticky message and the card's top edge, and the
/// controls scrolling under it (CSS px).
constexpr float kStickyMargin = 6.0f;
/// The least height of a card whose message sticks (CSS px): a small
/// embed's card would keep little room for the controls under it.
constexpr float kStickyLeastCard = 240.0f;
/// The least gap between a menu and the screen's edges (CSS px).
constexpr float kPopupMargin = 6.0f;

/// `tint` laid over the card's own colour, opaque: a sticky message hides
/// what scrolls under it.
ImU32 over_card(ImU32 tint) {
    const ImVec4 card = ImGui::GetStyleColorVec4(ImGuiCol_ChildBg);
    const ImVec4 over = ImGui::ColorConvertU32ToFloat4(tint);
    const auto mix = [&](float a, float b) { return a * over.w + b * (1.0f - over.w); };
    return ImGui::ColorConvertFloat4ToU32(ImVec4(mix(over.x, card.x), mix(over.y, card.y), mix(over.z, card.z), 1.0f));
}

/// Moves the current window (a menu) inside the screen, kPopupMargin from its
/// edges, where it was placed beside its button: a narrow board (an embed)
/// has no room for the settings left of the gear or under it.
void keep_on_screen() {
    const ImVec2 screen = ImGui::GetMainViewport()->Size;
    const ImVec2 at = ImGui::GetWindowPos(), size = ImGui::GetWindowSize();
    const ImVec2 fit(std::clamp(at.x, kPopupMargin, std::max(kPopupMargin, screen.x - kPopupMargin - size.x)),
                     std::clamp(at.y, kPopupMargin, std::max(kPopupMargin, screen.y - kPopupMargin - size.y)));
    if (fit.x != at.x || fit.y != at.y) ImGui::SetWindowPos(fit);
}

}  // namespace

void Panel::draw(Rect area, double now_ms) {
    ImGui::SetCursorPos({area.x, area.y});
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(kPanelPaddingX, 12));
    ImGui::PushStyleVar(ImGuiStyleVar_ChildBorderSize, 0.0f);
    // A soft shadow under the card (only its rim: the card hides the rest).
    ImDrawList* back = ImGui::GetWindowDrawList();
    for (int i = 1; i <= 3; ++i) {
        const float spread = 2.0f * static_cast<float>(i);
        drawing::add_rim(back, ImVec2(area.x - spread, area.y - spread + 3),
                         ImVec2(area.x + area.w + spread, area.y + area.h + spread + 3), rgb(0x000000, 10),
                         14.0f + spread, spread + 4.0f);
    }
    ImGui::BeginChild("panel", {area.w, area.h}, ImGuiChildFlags_AlwaysUseWindowPadding,
                      ImGuiWindowFlags_NoSavedSettings);
    ImGui::PopStyleVar(2);
    drag_scroll();
    // Editing, and an opening's choice for a person, start with the card at
    // its top: the words and the buttons under them show (a phone's card may
    // have been scrolled down to the start buttons).
    // So does a game over: Play again, Review and Copy link come under the message.
    const bool choosing = session_.choice_due() && session_.human_to_move();
    const bool over = session_.phase() == Phase::Over && !session_.replaying();
    if ((editor_.active() && !was_editing_) || (choosing && !was_choosing_) || (over && !was_over_)) {
        ImGui::SetScrollY(0);
    }
    was_editing_ = editor_.active();
    was_choosing_ = choosing;
    was_over_ = over;
    const float width = ImGui::GetContentRegionAvail().x;

    draw_header(width);
    const bool sticky = draw_message(now_ms, width, area.h);
    draw_evaluation(width);
    if (editor_.active()) {
        draw_editor(width);
        ImGui::Separator();
    } else if (session_.replaying()) {
        play_.draw_replay(width);
        ImGui::Separator();
    } else {
        play_.draw(width);
        ImGui::Separator();
    }
    if (!editor_.active()) {  // (editing: its words and Done, Clear, Cancel only)
        setup_.draw(width);
        draw_friend_games(friends_, session_, buttons_, width);
        moves_.draw();
    }
    if (sticky) ImGui::PopClipRect();  // (pushed under the sticky message)
    ImGui::EndChild();
    controls_.record("panel");  // the card itself (tests drag it to scroll)
}

void Panel::draw_header(float width) {
    ImGui::PushFont(style_.title_font());
    const float top = ImGui::GetCursorPosY();
    ImGui::SetCursorPosY(top + std::max(0.0f, (ImGui::GetFrameHeight() - ImGui::GetTextLineHeight()) / 2));
    ImGui::TextUnformatted("Lineup");
    ImGui::PopFont();
    // Language, settings and help, on the right of the title.
    const ImGuiStyle& style = ImGui::GetStyle();
    const char* other = session_.language() == Language::English ? "中文" : "EN";
    const float square = ImGui::GetFrameHeight();
    const float lang_w = std::max(square, ImGui::CalcTextSize(other).x + 2 * style.FramePadding.x);
    ImGui::SameLine(std::max(0.0f, width - lang_w - 2 * square - 2 * style.ItemSpacing.x));
    ImGui::SetCursorPosY(top);
    if (buttons_.button(other, "language", lang_w)) toggle_language(session_);
    ImGui::SameLine();
    ImGui::SetCursorPosY(top);
    if (buttons_.button("##settings", "settings", square)) ImGui::OpenPopup("settings-popup");
    const ImVec2 min = ImGui::GetItemRectMin(), max = ImGui::GetItemRectMax();
    // Under the gear, its right edges lined up (opened by key, there is no
    // pointer to open it at); no taller than the screen below it (it scrolls).
    const ImVec2 screen = ImGui::GetMainViewport()->Size;
    const float below = screen.y - max.y - 12;
    ImGui::SetNextWindowPos(ImVec2(max.x, max.y + 4), ImGuiCond_Appearing, ImVec2(1, 0));
    ImGui::SetNextWindowSizeConstraints(
        ImVec2(0, 0),
        ImVec2(screen.x - 2 * kPopupMargin, std::min(screen.y - 2 * kPopupMargin, std::max(below, 4 * square))));
    const GameConfig& config = session_.current_config();
    draw_gear(ImGui::GetWindowDrawList(), ImVec2((min.x + max.x) * 0.5f, (min.y + max.y) * 0.5f), square * 0.3f,
              palette(config.game, config.theme).accent_text);
    ImGui::SameLine();
    ImGui::SetCursorPosY(top);
    if (buttons_.button("?", "help", square)) input_.toggle_help();
    if (ImGui::BeginPopup("settings-popup")) {
        draw_settings();  // (Escape closes it: Input)
        keep_on_screen();
        ImGui::EndPopup();
    }
}

bool Panel::draw_message(double now_ms, float width, float panel_h) {
    const Board* board = session_.board();
    const GameConfig& config = session_.current_config();
    const Palette& pal = palette(config.game, config.theme);
    const std::string& message = session_.message();
    // The message, in a tinted box so it reads as the game's voice. The box
    // has room for two lines on a short card (a phone's, under the board) and
    // three otherwise, so the controls below stay put as short messages
    // change; a longer message grows it, to show the message whole, up to
    // message_box_cap(). Longer still, the message scrolls in the box, with a
    // scroll bar, and the page API reports it cut ("message" in clippedControls).
    const int fewest = panel_h < 320 ? 2 : 3;
    const float least = ImGui::GetTextLineHeightWithSpacing() * static_cast<float>(fewest) + kMessagePaddingY;
    const float most = std::max(least, message_box_cap(panel_h));
    const float needed = wrapped_height(message, width - 2 * kMessagePaddingX) + kMessagePaddingY;
    const bool scrolls = needed > most + 0.5f;
    if (scrolls) controls_.note_clipped("message");
    const float height = std::clamp(needed, least, most);
    // Sticky: once the card is scrolled past the message's place (a phone's
    // card scrolled down to its lower controls), the message stays at the top
    // of the card's view, opaque, and what scrolls on is clipped below it, so
    // the game's voice is always in sight (the clip ends with the card).
    // A card too small for that (a small embed's) scrolls back up to a new
    // message instead, so a choice made low in it is answered in sight.
    const float natural_y = ImGui::GetCursorPosY();
    const float view_top = ImGui::GetScrollY() + kStickyMargin;
    const bool sticky = view_top > natural_y && panel_h >= kStickyLeastCard;
    if (sticky) ImGui::SetCursorPosY(view_top);
    if (view_top > natural_y && !sticky && message != shown_message_) {
        ImGui::SetScrollY(std::max(0.0f, natural_y - kStickyMargin));
    }
    const ImU32 tint = faded(pal.accent, 0.12f);
    ImGui::PushStyleColor(ImGuiCol_ChildBg, sticky ? over_card(tint) : tint);
    ImGui::PushStyleVar(ImGuiStyleVar_ChildRounding, 8.0f);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(kMessagePaddingX, kMessagePaddingY / 2));
    ImGui::BeginChild("message", ImVec2(width, height), ImGuiChildFlags_AlwaysUseWindowPadding,
                      scrolls ? 0 : ImGuiWindowFlags_NoScrollbar);
    drag_scroll();
    if (message != shown_message_) {
        shown_message_ = message;
        ImGui::SetScrollY(0);
    }
    if (session_.thinking()) {
        spinner(ImGui::GetTextLineHeight() * 0.4f, now_ms / 1000.0, pal.piece[board ? index_of(board->to_move()) : 0]);
        ImGui::SameLine();
    }
    text_wrapped(message);
    ImGui::EndChild();
    controls_.record("message");  // (shown whole when all of its box is in the card's view)
    ImGui::PopStyleVar(2);
    ImGui::PopStyleColor();
    if (sticky) {
        const ImVec2 bottom = ImGui::GetItemRectMax();
        const ImDrawList* draw = ImGui::GetWindowDrawList();
        ImGui::PushClipRect(ImVec2(draw->GetClipRectMin().x, bottom.y + kStickyMargin), draw->GetClipRectMax(), true);
        ImGui::SetCursorPosY(natural_y + height + ImGui::GetStyle().ItemSpacing.y);
    }
    return sticky;
}

void Panel::draw_evaluation(float width) {
    const auto& view = session_.engine_view();
    const bool gomoku = session_.current_config().game == GameKind::Gomoku;
    if (!gomoku) {
        draw_estimates_note();
        return;
    }
    if (!session_.analysis_on() || !session_.board()) return;
    const GameConfig& config = session_.current_config();
    const Palette& pal = palette(config.game, config.theme, display_.dark_now());
    const bool deepening = session_.deepening().deepening();
    // The words and, while the search deepens, a button to stop it.
    const std::string label = view ? evaluation_label(config, *view, deepening, session_.language())
                                   : std::string(buttons_.t("Analysing\u2026"));
    const char* stop = buttons_.t("Stop");
    const float stop_w = deepening ? button_width(stop) : 0.0f;
    const float top = ImGui::GetCursorPosY();
    ImGui::SetCursorPosY(top + std::max(0.0f, (ImGui::GetFrameHeight() - ImGui::GetTextLineHeight()) / 2));
    ImGui::TextUnformatted(label.c_str());
    controls_.record("evaluation");
    if (deepening) {
        ImGui::SameLine(std::max(0.0f, width - stop_w + ImGui::GetStyle().WindowPadding.x));
        ImGui::SetCursorPosY(top);
        if (buttons_.button(stop, "stop-analysis", stop_w)) session_.stop_deepening();
    }
    // The bar: the first player's share from the left.
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const float height = std::max(8.0f, ImGui::GetTextLineHeight() * 0.55f);
    ImGui::Dummy(ImVec2(width, height));
    controls_.record("evaluation-bar");
    draw_evaluation_bar(ImGui::GetWindowDrawList(), at.x, at.y, at.x + width, at.y + height, pal,
                        view ? first_player_chance(*view) : 0.5);
    draw_legend(session_.analysis_legend(display_.compact_scores));
    ImGui::Spacing();
}

// What the analysis's chips or bar mean, dimmed, under the message.
void Panel::draw_legend(const std::string& legend) {
    if (legend.empty()) return;
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    text_wrapped(legend);
    ImGui::PopStyleColor();
    controls_.record("analysis-legend");
}

void Panel::draw_estimates_note() {
    draw_legend(session_.analysis_legend(display_.compact_scores));
    const std::string note = session_.analysis_note();
    if (note.empty()) return;
    text_wrapped(note);
    controls_.record("analysis-note");
}

void Panel::draw_settings() {
    ImGui::TextUnformatted(buttons_.t("Settings"));
    ImGui::Separator();
    bool sound = display_.sound;
    if (controls_.checkbox(buttons_.t("Sound"), "sound", &sound)) set_sound(session_, display_, sound);
    controls_.checkbox(buttons_.t("Reduced motion"), "motion", &display_.reduced_motion);
    controls_.checkbox(buttons_.t("Marks on pieces"), "marks", &display_.marks);
    controls_.checkbox(buttons_.t("Move numbers"), "numbers", &display_.numbers);
    controls_.checkbox(buttons_.t("Short scores (+3, 0, -2)"), "scores", &display_.compact_scores);
    bool confirm = input_.tap_confirm();
    if (controls_.checkbox(buttons_.t("Tap twice to play"), "confirm", &confirm)) {
        display_.tap_confirm = confirm;
        input_.disarm();
    }
    bool dark = display_.dark_now();
    if (controls_.checkbox(buttons_.t("Dark colours"), "dark", &dark)) {
        display_.scheme = dark ? ColourScheme::Dark : ColourScheme::Light;
    }
}

void Panel::draw_editor(float width) {
    const char* done = buttons_.t("Done");
    const char* clear = buttons_.t("Clear");
    const char* cancel = buttons_.t("Cancel");
    Flow flow(width, controls_);
    flow.add("edit-done", button_width(done), [&](float w) {
        if (buttons_.button(done, "edit-done", w)) editor_.finish();
    });
    flow.add("edit-clear", button_width(clear), [&](float w) {
        if (buttons_.button(clear, "edit-clear", w)) editor_.clear();
    });
    flow.add("edit-cancel", button_width(cancel), [&](float w) {
        if (buttons_.button(cancel, "edit-cancel", w)) editor_.cancel();
    });
    flow.draw();
}

}  // namespace lineup::app
