#include "app/ui/input.hpp"

#include <imgui.h>
#include <imgui_internal.h>  // ClosePopupToLevel

#include <algorithm>
#include <string>

#include "ai/levels.hpp"
#include "app/session/palette.hpp"
#include "app/ui/flow.hpp"
#include "app/ui/text_wrap.hpp"
#include "text/help.hpp"

namespace lineup::app {

using namespace lineup::core;
using namespace lineup::text;

namespace {

constexpr float kSmallCell = 32;  // px: cells smaller than a fingertip's sure aim
constexpr float kTapSlop = 12;    // px a finger may move during a tap

bool stepped(ImGuiKey key) { return key_stepped(key); }

}  // namespace

bool key_stepped(ImGuiKey key) {
    if (ImGui::IsKeyPressed(key, false)) return true;
    return ImGui::GetIO().DeltaTime < ImGui::GetIO().KeyRepeatDelay / 2 && ImGui::IsKeyPressed(key, true);
}

int queued_input_events() {
    const ImGuiContext* imgui = ImGui::GetCurrentContext();
    return imgui ? imgui->InputEventsQueue.Size : 0;
}

bool Input::tap_confirm() const { return display_.tap_confirm.value_or(touch_ && small_cells_); }

void Input::draw_help(float width, float height) {
    if (!show_help_) return;
    const Language lang = session_.language();
    const float w = std::min(width - 16, 620.0f);
    ImGui::SetNextWindowPos(ImVec2(width / 2, height / 2), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
    ImGui::SetNextWindowSizeConstraints(ImVec2(w, 0), ImVec2(w, height - 16));
    const std::string title = std::string(tr(lang, "How to play")) + "###help";
    // An opaque card: the board and the panel must not show through the words.
    const GameConfig& config = session_.current_config();
    const Palette& pal = palette(config.game, config.theme, display_.dark_now());
    ImVec4 card = ImGui::ColorConvertU32ToFloat4(pal.card);
    card.w = 1.0f;
    ImGui::PushStyleColor(ImGuiCol_WindowBg, card);
    ImGui::PushStyleColor(ImGuiCol_Text, pal.accent_text);  // the title, on the accent's bar
    ImGui::Begin(title.c_str(), nullptr,
                 ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoCollapse |
                     ImGuiWindowFlags_NoMove);
    ImGui::PopStyleColor(2);
    drag_scroll();
    // Close first, at the top: the keyboard's focus goes to it as the help
    // opens (key_focus.hpp), and it shows without scrolling. The arrows and
    // Page Up/Down scroll the words.
    const float close_w = button_width(tr(lang, "Close").data());
    ImGui::SetCursorPosX(ImGui::GetCursorPosX() + ImGui::GetContentRegionAvail().x - close_w);
    if (controls_.button(tr(lang, "Close").data(), "help-close", close_w, true, pal.accent_text)) {
        show_help_ = false;
    }
    const float line = ImGui::GetTextLineHeightWithSpacing();
    const float page = ImGui::GetWindowHeight() - 4 * line;
    float scroll = 0;
    if (stepped(ImGuiKey_DownArrow)) scroll = 3 * line;
    if (stepped(ImGuiKey_UpArrow)) scroll = -3 * line;
    if (stepped(ImGuiKey_PageDown)) scroll = page;
    if (stepped(ImGuiKey_PageUp)) scroll = -page;
    if (scroll != 0) ImGui::SetScrollY(std::clamp(ImGui::GetScrollY() + scroll, 0.0f, ImGui::GetScrollMaxY()));
    for (const HelpSection& section : how_to_play(config, lang)) {
        ImGui::TextUnformatted(section.title.c_str());
        ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
        text_wrapped(section.body);
        ImGui::PopStyleColor();
        ImGui::Spacing();
    }
    ImGui::TextUnformatted(tr(lang, "Keys").data());
    // Two columns (the font is proportional: spaces cannot line them up),
    // laid out by hand: ImGui's tables would add to the page's first load.
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    const std::vector<KeyHelp> keys = key_help(lang);
    float key_w = 0;
    for (const KeyHelp& key : keys) key_w = std::max(key_w, ImGui::CalcTextSize(key.key.c_str()).x);
    const float what_x = ImGui::GetCursorPosX() + key_w + ImGui::GetStyle().ItemSpacing.x * 2;
    for (const KeyHelp& key : keys) {
        ImGui::TextUnformatted(key.key.c_str());
        ImGui::SameLine(what_x);
        text_wrapped(key.what);
    }
    ImGui::PopStyleColor();
    ImGui::End();
}

void Input::preview(const Board& board, Move move, BoardDrawing& what, bool armed) const {
    auto target = board.target(move);
    if (!target) return;
    what.preview = *target;
    what.preview_side = board.to_move();
    what.preview_armed = armed;
}

void Input::tap(Cell cell) {
    cursor_.reset();  // the pointer took over
    if (editor_.active()) {
        armed_.reset();
        editor_.tap(cell);
        return;
    }
    const Move move = Move::to(session_.current_config().game, cell);
    if (tap_confirm() && session_.human_to_move()) {
        // First tap: preview there; a second tap on the same cell (column) plays.
        const bool same = armed_ && Move::to(session_.current_config().game, *armed_) == move;
        if (!same) {
            armed_ = cell;
            session_.explain_tap_twice();
            return;
        }
    }
    armed_.reset();
    session_.play(move);
}

void Input::board_pointer(const BoardGeometry& g, BoardDrawing& what) {
    const Board* board = session_.board();
    const GameKind game = session_.current_config().game;
    const Rect f = g.frame();
    ImGui::SetCursorPos({f.x, f.y});
    const bool released = ImGui::InvisibleButton("board", {std::max(1.0f, f.w), std::max(1.0f, f.h)});
    controls_.record("board");
    const ImGuiIO& io = ImGui::GetIO();
    small_cells_ = g.cell() < kSmallCell;
    const std::optional<Cell> cell = g.hit({io.MousePos.x, io.MousePos.y});
    if (ImGui::IsItemActivated()) {
        pressed_ = cell;
        touch_ = io.MouseSource == ImGuiMouseSource_TouchScreen;
    }
    // A finger does not hover: after a tap, no preview stays behind (except the armed cell).
    const bool touch = io.MouseSource == ImGuiMouseSource_TouchScreen;
    const bool playing = board && session_.human_to_move() && !editor_.active();
    if (ImGui::IsItemHovered() && cell && playing && (!touch || io.MouseDown[0])) {
        preview(*board, Move::to(game, *cell), what, false);
    }
    if (armed_ && playing) {
        preview(*board, Move::to(game, *armed_), what, true);
    } else {
        armed_.reset();
    }
    // A tap or click: pressed and released on the same cell (column), without
    // dragging; a press between Gomoku's points names no cell (BoardGeometry::hit).
    const bool same = cell && pressed_ &&
                      (editor_.active() ? *cell == *pressed_ : Move::to(game, *cell) == Move::to(game, *pressed_));
    if (released && same && io.MouseDragMaxDistanceSqr[ImGuiMouseButton_Left] <= kTapSlop * kTapSlop) {
        tap(*cell);
    }
    if (!ImGui::IsItemActive()) pressed_.reset();
}

void Input::play_cursor() {
    if (!cursor_) return;
    if (editor_.active()) return editor_.tap(*cursor_);
    session_.play(Move::to(session_.current_config().game, *cursor_));
}

// The cursor: arrows (Connect 4 moves it along the top of the columns).
void Input::move_cursor(const GameConfig& config) {
    int dc = 0, dr = 0;
    if (stepped(ImGuiKey_LeftArrow)) dc = -1;
    if (stepped(ImGuiKey_RightArrow)) dc = 1;
    if (stepped(ImGuiKey_UpArrow)) dr = 1;
    if (stepped(ImGuiKey_DownArrow)) dr = -1;
    if (!dc && !dr) return;
    Cell c = cursor_.value_or(Cell{config.cols / 2, config.rows / 2});
    if (cursor_) c = {c.col + dc, c.row + dr};
    c.col = std::clamp(c.col, 0, config.cols - 1);
    c.row = std::clamp(c.row, 0, config.rows - 1);
    if (config.game == GameKind::Connect4) {
        const Board* b = session_.board();
        c.row = b ? std::min(b->height(c.col), config.rows - 1) : 0;
    }
    cursor_ = c;
}

bool Input::focus_keys() {
    const ImGuiIO& io = ImGui::GetIO();
    const auto pressed = [](ImGuiKey key) { return ImGui::IsKeyPressed(key, false); };
    if (ImGui::IsMouseClicked(ImGuiMouseButton_Left)) focus_.enter(FocusEntry::Pointer);
    // Tab reaches the game only on the desktop (in the browser the page hands
    // it over: web/page/canvas.js); past either end, the focus goes round.
    if (stepped(ImGuiKey_Tab)) {
        if (!focus_.tab(!io.KeyShift)) focus_.enter(io.KeyShift ? FocusEntry::Backward : FocusEntry::Forward);
        return true;
    }
    if (pressed(ImGuiKey_Escape)) {
        if (ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId | ImGuiPopupFlags_AnyPopupLevel)) {
            ImGui::ClosePopupToLevel(0, true);
        } else if (show_help_) {
            show_help_ = false;
        } else if (!focus_.on_board()) {
            focus_.to_board();
        } else {
            return false;  // the board's (editing: cancel)
        }
        return true;
    }
    if (focus_.on_board()) return false;
    if (pressed(ImGuiKey_Enter) || pressed(ImGuiKey_KeypadEnter) || pressed(ImGuiKey_Space)) focus_.press();
    if (stepped(ImGuiKey_UpArrow) || stepped(ImGuiKey_LeftArrow)) focus_.arrow(false);
    if (stepped(ImGuiKey_DownArrow) || stepped(ImGuiKey_RightArrow)) focus_.arrow(true);
    return false;  // the other keys do what they do with the board in focus
}

void Input::step_level(int step) {
    const GameKind game = session_.current_config().game;
    const auto levels = ai::levels_for(game);
    if (levels.empty()) return;
    const auto at = std::find(levels.begin(), levels.end(), session_.level());
    const int now = at == levels.end() ? 0 : static_cast<int>(at - levels.begin());
    const int next = std::clamp(now + step, 0, static_cast<int>(levels.size()) - 1);
    session_.choose_level(levels[static_cast<std::size_t>(next)]);
}

// Keys for the panel's controls: each presses its control (a menu opens with
// the focus in it). Connect 4 has no rule or opening to choose: the session
// says so.
void Input::panel_keys() {
    const GameConfig config = session_.current_config();  // (a key before may have changed it)
    const auto pressed = [](ImGuiKey key) { return ImGui::IsKeyPressed(key, false); };
    const bool gomoku = config.game == GameKind::Gomoku;
    if (pressed(ImGuiKey_B)) focus_.shortcut("size", true);
    if (pressed(ImGuiKey_W)) {
        if (gomoku) {
            focus_.shortcut("rule", true);
        } else {
            session_.choose_rule(config.rule);
        }
    }
    if (pressed(ImGuiKey_O)) {
        if (gomoku) {
            focus_.shortcut("opening", true);
        } else {
            session_.choose_opening(Opening::Swap);
        }
    }
    if (pressed(ImGuiKey_F)) focus_.shortcut("vs-friend", false);
    if (pressed(ImGuiKey_X)) focus_.shortcut(session_.by_link() ? "send-link" : "share", false);
    if (pressed(ImGuiKey_Comma)) focus_.shortcut("settings", true);
}

void Input::handle_keys() {
    const ImGuiIO& io = ImGui::GetIO();
    if (io.WantTextInput || io.KeyCtrl || io.KeyAlt || io.KeySuper) return;
    // A copy: a key below may end the match that owns the current one.
    const GameConfig config = session_.current_config();
    const auto pressed = [](ImGuiKey key) { return ImGui::IsKeyPressed(key, false); };
    if (focus_keys()) return;
    const bool board_keys = focus_.on_board();  // the arrows and Enter are the board's
    if (board_keys && (stepped(ImGuiKey_LeftArrow) || stepped(ImGuiKey_RightArrow) || stepped(ImGuiKey_UpArrow) ||
                       stepped(ImGuiKey_DownArrow))) {
        focus_.take_keys();
    }

    // While the review is open the arrows step through it (Left back, Right
    // forward) and no cursor shows.
    if (board_keys && session_.reviewing() && !editor_.active()) {
        cursor_.reset();
        if (stepped(ImGuiKey_LeftArrow)) session_.undo();
        if (stepped(ImGuiKey_RightArrow)) session_.redo();
    } else if (board_keys) {
        move_cursor(config);
    }
    if (board_keys && (pressed(ImGuiKey_Enter) || pressed(ImGuiKey_KeypadEnter) || pressed(ImGuiKey_Space))) {
        play_cursor();
    }
    if (editor_.active()) {  // the cursor and Enter edit the cells; the game's keys wait
        if (pressed(ImGuiKey_Escape)) editor_.cancel();
        return;
    }
    if (pressed(ImGuiKey_E)) editor_.start();
    if (config.game == GameKind::Connect4 && session_.phase() != Phase::Menu) {
        for (int d = 1; d <= 9 && d <= config.cols; ++d) {
            const auto key = static_cast<ImGuiKey>(ImGuiKey_1 + (d - 1));
            const auto pad = static_cast<ImGuiKey>(ImGuiKey_Keypad1 + (d - 1));
            if (pressed(key) || pressed(pad)) {
                cursor_.reset();
                session_.play(Move::column(d - 1));
            }
        }
    }
    // A mode key starts a game in that mode, unless such a game is on (as the
    // panel's mode choice does; N starts a new one).
    const auto mode_key = [&](ImGuiKey key, Mode mode) {
        const bool on = session_.phase() != Phase::Menu && !session_.replaying() && session_.seats().mode == mode;
        if (pressed(key) && !on) session_.start(mode);
    };
    mode_key(ImGuiKey_P, Mode::PvP);
    mode_key(ImGuiKey_C, Mode::PvC);
    mode_key(ImGuiKey_K, Mode::CvC);
    if (pressed(ImGuiKey_G)) {
        session_.choose_game(config.game == GameKind::Connect4 ? GameKind::Gomoku : GameKind::Connect4);
        cursor_.reset();
    }
    if (pressed(ImGuiKey_T)) session_.cycle_theme();
    if (pressed(ImGuiKey_Equal) || pressed(ImGuiKey_KeypadAdd)) step_level(1);
    if (pressed(ImGuiKey_Minus) || pressed(ImGuiKey_KeypadSubtract)) step_level(-1);
    panel_keys();
    if (pressed(ImGuiKey_R)) {
        session_.restart();
        cursor_.reset();
    }
    if (pressed(ImGuiKey_N)) session_.new_game();
    if (pressed(ImGuiKey_U)) session_.undo();
    if (pressed(ImGuiKey_Y)) session_.redo();
    if (pressed(ImGuiKey_H)) session_.hint();
    if (pressed(ImGuiKey_A)) session_.set_analysis(!session_.analysis_on());
    if (pressed(ImGuiKey_V)) session_.start_review();
    if (pressed(ImGuiKey_M)) session_.next_mistake();
    if (pressed(ImGuiKey_L)) toggle_language(session_);
    if (pressed(ImGuiKey_S)) set_sound(session_, display_, !display_.sound);
    if (pressed(ImGuiKey_F1) || (pressed(ImGuiKey_Slash) && io.KeyShift)) show_help_ = !show_help_;
}

}  // namespace lineup::app
