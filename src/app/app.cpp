#include "app/app.hpp"

#include <imgui.h>
#include <imgui_internal.h>  // ImGuiContext::InputEventsQueue

#include <algorithm>
#include <cmath>

#include "app/board_view.hpp"
#include "app/json.hpp"
#include "app/page_options.hpp"
#include "app/palette.hpp"
#include "core/notation.hpp"
#include "core/record.hpp"

// The fonts (scripts/font_pack.py, generated at build time).
extern const unsigned char kLineupFontRegular[];
extern const unsigned int kLineupFontRegularSize;
extern const unsigned char kLineupFontBold[];
extern const unsigned int kLineupFontBoldSize;
extern const unsigned char kLineupFontCjk[];
extern const unsigned int kLineupFontCjkSize;
extern const ImWchar kLineupFontRegularRanges[];
extern const ImWchar kLineupFontCjkRanges[];

namespace lineup::app {

using namespace lineup::core;
using namespace lineup::text;

namespace {

std::string_view status_name(const Session& s) {
    if (s.phase() == Phase::Menu || !s.board()) return "menu";
    switch (s.board()->status()) {
        case Status::Playing: return "playing";
        case Status::Won: return "won";
        case Status::Draw: return "draw";
    }
    return "playing";
}

void write_cells(JsonWriter& json, const std::vector<Cell>& cells) {
    json.begin_array();
    for (const Cell& c : cells) json.value(format_cell(c));
    json.end_array();
}

// The cell a move lands on (Connect 4: the free cell of the column).
std::optional<Cell> landing(const Board& board, Move move) {
    auto target = board.target(move);
    if (!target) return std::nullopt;
    return *target;
}

}  // namespace

App::App(AiService* ai, std::uint32_t seed) : session_(ai, seed) {}



namespace {
constexpr double kSettleMs = 600;      // frames after a change, for layouts to settle
constexpr double kHintPulseMs = 3000;  // how long a new hint's ring breathes
}  // namespace

std::string App::look_signature() const {
    const Board* b = session_.board();
    return std::to_string(b ? b->ply() : -1) + "|" + std::to_string(static_cast<int>(session_.phase())) + "|" +
           session_.message() + "|" + (session_.hint_move() ? "h" : "");
}

bool App::animating(double now_ms) const {
    if (session_.thinking()) return true;
    if (look_signature() != last_look_) return true;  // changed (by the page API, say) but not drawn yet
    if (session_.phase() == Phase::Playing && session_.seats().mode == Mode::CvC) return true;
    if (hint_since_ms_ >= 0 && now_ms - hint_since_ms_ < kHintPulseMs) return true;
    if (armed_) return true;  // the armed cell's ring breathes until the second tap
    if (!display_.reduced_motion) {
        if (!placed_at_.empty() && placed_at_.back() >= 0 && now_ms - placed_at_.back() < kStoneAnimationSeconds * 1000) {
            return true;
        }
        const Board* board = session_.board();
        const double rocks = board ? static_cast<double>(board->rock_cells().size()) : 0.0;
        const double rock_fall = (kStoneAnimationSeconds + kRockStaggerSeconds * rocks) * 1000;
        if (rocks_since_ms_ >= 0 && now_ms - rocks_since_ms_ < rock_fall) return true;
        if (won_since_ms_ >= 0 && now_ms - won_since_ms_ < kWinPulseSeconds * 1000) return true;
    }
    return now_ms - last_change_ms_ < kSettleMs;
}

void App::set_sound(bool on) {
    display_.sound = on;
    session_.note(std::string(tr(session_.language(), on ? "Sound on." : "Sound off.")));
}

void App::toggle_language() {
    session_.choose_language(session_.language() == Language::English ? Language::Chinese : Language::English);
}

std::vector<Sound> App::take_sounds() {
    std::vector<Sound> out;
    out.swap(sounds_);
    if (!display_.sound) out.clear();
    return out;
}

const char* App::t(const char* label) const { return tr(session_.language(), label).data(); }

void App::track_game(double now_ms) {
    const Board* board = session_.board();
    if (!board) {
        seen_history_.clear();
        placed_at_.clear();
        seen_game_.clear();
        rocks_since_ms_ = won_since_ms_ = -1;
        seen_over_ = false;
        return;
    }
    const std::string game = format_record(GameRecord{board->config(), {}});
    const auto history = board->history();
    const bool same_game = game == seen_game_ && seen_history_.size() <= history.size() &&
                           std::equal(seen_history_.begin(), seen_history_.end(), history.begin());
    if (game != seen_game_) {
        // A new game: its rocks fall; stones already on the board (a loaded game) just appear.
        seen_game_ = game;
        rocks_since_ms_ = history.empty() && !board->rock_cells().empty() ? now_ms : -1;
        placed_at_.assign(history.size(), -1.0);
    } else if (!same_game) {
        // Moves were taken back (and perhaps others played): keep the common part.
        std::size_t common = 0;
        while (common < seen_history_.size() && common < history.size() && seen_history_[common] == history[common]) ++common;
        placed_at_.resize(common);
    }
    bool played_now = false;  // the game went on by one move (not a loaded game or a redo burst)
    for (std::size_t i = placed_at_.size(); i < history.size(); ++i) {
        const bool one_new = i + 1 == history.size() && i == seen_history_.size();
        placed_at_.push_back(one_new ? now_ms : -1.0);
        if (one_new) sounds_.push_back(board->game() == GameKind::Connect4 ? Sound::Drop : Sound::Place);
        played_now = played_now || one_new;
    }
    placed_at_.resize(history.size());
    seen_history_.assign(history.begin(), history.end());
    const bool over = board->status() != Status::Playing;
    if (over && !seen_over_) {
        won_since_ms_ = board->status() == Status::Won ? now_ms : -1;
        // A finished game opened from a link or a reload is shown, not cheered again.
        if (played_now) sounds_.push_back(board->status() == Status::Won ? Sound::Win : Sound::Draw);
    }
    if (!over) won_since_ms_ = -1;
    seen_over_ = over;
}

const std::vector<const char*>& App::help_lines() {
    static const std::vector<const char*> lines{
        "Arrows      move the cursor",
        "Enter/Space play at the cursor",
        "1-9         Connect 4: drop in that column",
        "G           Connect 4 or Gomoku (before a game)",
        "P           vs player",
        "C           vs computer",
        "K           computer vs computer",
        "T           next theme (before a game)",
        "U / Y       undo / redo",
        "H           hint",
        "N           new game, same settings",
        "R           restart (back to the menu)",
        "L           language",
        "S           sound on or off",
        "F1 or ?     this help",
    };
    return lines;
}

void App::load_fonts(float pixel_scale) {
    ImGuiIO& io = ImGui::GetIO();
    io.Fonts->Clear();
    // Rasterised at the screen's pixel density, drawn at 1/pixel_scale: sharp on HiDPI.
    ImFontConfig config;
    config.OversampleH = 2;
    config.OversampleV = 1;
    config.PixelSnapH = false;
    const float body = std::round(17.0f * pixel_scale);
    body_font_ = io.Fonts->AddFontFromMemoryCompressedTTF(kLineupFontRegular, static_cast<int>(kLineupFontRegularSize),
                                                         body, &config, kLineupFontRegularRanges);
    ImFontConfig merge = config;
    merge.MergeMode = true;
    merge.GlyphOffset = ImVec2(0, std::round(1.0f * pixel_scale));
    io.Fonts->AddFontFromMemoryCompressedTTF(kLineupFontCjk, static_cast<int>(kLineupFontCjkSize), body, &merge,
                                             kLineupFontCjkRanges);
    title_font_ = io.Fonts->AddFontFromMemoryCompressedTTF(kLineupFontBold, static_cast<int>(kLineupFontBoldSize),
                                                          std::round(28.0f * pixel_scale), &config);
    io.Fonts->Build();
    io.FontDefault = body_font_;
    io.FontGlobalScale = 1.0f / pixel_scale;
}

void App::apply_style() const {
    const GameConfig& config = session_.board() ? session_.board()->config() : session_.config();
    const Palette& pal = palette(config.game, config.theme);
    ImGuiStyle& style = ImGui::GetStyle();
    style.FrameRounding = 8.0f;
    style.ChildRounding = 14.0f;
    style.PopupRounding = 10.0f;
    style.WindowRounding = 12.0f;
    style.GrabRounding = 6.0f;
    style.FramePadding = ImVec2(10, 8);  // large enough for a finger
    style.ItemSpacing = ImVec2(8, 8);
    style.ScrollbarSize = 12.0f;
    const auto colour = [](std::uint32_t c) { return ImGui::ColorConvertU32ToFloat4(c); };
    ImVec4* c = style.Colors;
    c[ImGuiCol_Text] = colour(pal.text);
    c[ImGuiCol_TextDisabled] = colour(pal.text_dim);
    c[ImGuiCol_Button] = colour(pal.accent);
    c[ImGuiCol_ButtonHovered] = colour(pal.accent_hover);
    c[ImGuiCol_ButtonActive] = colour(pal.accent_active);
    c[ImGuiCol_FrameBg] = colour(faded(pal.accent, 0.14f));
    c[ImGuiCol_FrameBgHovered] = colour(faded(pal.accent, 0.24f));
    c[ImGuiCol_FrameBgActive] = colour(faded(pal.accent, 0.32f));
    c[ImGuiCol_CheckMark] = colour(pal.accent);
    c[ImGuiCol_Header] = colour(faded(pal.accent, 0.25f));
    c[ImGuiCol_HeaderHovered] = colour(faded(pal.accent, 0.4f));
    c[ImGuiCol_HeaderActive] = colour(faded(pal.accent, 0.55f));
    c[ImGuiCol_PopupBg] = colour(rgb(0xFFFFFF, 250));
    c[ImGuiCol_WindowBg] = colour(rgb(0xFFFFFF, 250));
    c[ImGuiCol_ChildBg] = colour(pal.panel);
    c[ImGuiCol_Border] = colour(faded(pal.text_dim, 0.25f));
    c[ImGuiCol_Separator] = colour(faded(pal.text_dim, 0.3f));
    c[ImGuiCol_PlotHistogram] = colour(pal.accent);
    c[ImGuiCol_ScrollbarBg] = colour(rgb(0x000000, 0));
    c[ImGuiCol_ScrollbarGrab] = colour(faded(pal.text_dim, 0.35f));
    c[ImGuiCol_TitleBg] = colour(pal.accent);
    c[ImGuiCol_TitleBgActive] = colour(pal.accent);
}

void App::record_control(const char* id) {
    const ImVec2 min = ImGui::GetItemRectMin();
    const ImVec2 max = ImGui::GetItemRectMax();
    controls_.emplace_back(id, Rect{min.x, min.y, max.x - min.x, max.y - min.y});
}

bool App::button(const char* label, const char* id, float width, bool enabled, std::uint32_t text) {
    const GameConfig& config = session_.board() ? session_.board()->config() : session_.config();
    ImGui::PushID(id);
    ImGui::BeginDisabled(!enabled);
    ImGui::PushStyleColor(ImGuiCol_Text, text != 0 ? text : palette(config.game, config.theme).accent_text);
    const bool pressed = ImGui::Button(label, ImVec2(width, 0));
    ImGui::PopStyleColor();
    ImGui::EndDisabled();
    ImGui::PopID();
    record_control(id);
    return pressed;
}

void App::frame(std::uint64_t frame_number, double now_ms) {
    frames_ = frame_number;
    now_ms_ = now_ms;
    controls_.clear();
    session_.update(now_ms);
    track_game(now_ms);
    apply_style();
    {
        std::string look = look_signature();
        if (look != last_look_) {
            last_look_ = std::move(look);
            last_change_ms_ = now_ms;
        }
        if (!session_.hint_move()) {
            hint_since_ms_ = -1;
        } else if (hint_since_ms_ < 0) {
            hint_since_ms_ = now_ms;
        }
    }

    const ImGuiViewport* viewport = ImGui::GetMainViewport();
    ImGui::SetNextWindowPos(viewport->Pos);
    ImGui::SetNextWindowSize(viewport->Size);
    const GameConfig& shown = session_.board() ? session_.board()->config() : session_.config();
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
    const float pad = std::max(8.0f, std::min(w, h) * 0.02f);
    if (w >= h * 1.05f && w >= 600.0f) {
        // Landscape, with room for both: the panel beside the board.
        const float panel = std::clamp(w * 0.34f, 280.0f, 420.0f);
        draw_board_area({pad, pad, w - panel - 3 * pad, h - 2 * pad});
        draw_panel({w - panel - pad, pad, panel, h - 2 * pad});
    } else {
        // Portrait (or too narrow for the panel beside): the board as wide as
        // the screen and as tall as its shape needs (at most 62% of the
        // height), the panel below it, scrolling.
        const bool c4 = shown.game == GameKind::Connect4;
        const float aspect = c4 ? (static_cast<float>(shown.cols) + 0.5f) / (static_cast<float>(shown.rows) + 0.5f) : 1.0f;
        const float board = std::min((w - 2 * pad) / aspect, h * 0.62f);
        draw_board_area({pad, pad, w - 2 * pad, board});
        draw_panel({pad, board + 2 * pad, w - 2 * pad, h - board - 3 * pad});
    }
    ImGui::End();
    ImGui::PopStyleColor();

    if (show_help_) {
        ImGui::SetNextWindowPos(ImVec2(w / 2, h / 2), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
        const std::string title = std::string(t("Keyboard")) + "###help";
        ImGui::Begin(title.c_str(), &show_help_, ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings);
        for (const char* line : help_lines()) ImGui::TextUnformatted(t(line));
        ImGui::End();
    }
    handle_keys();
}

void App::draw_board_area(Rect area) {
    const Board* board = session_.board();
    const GameConfig& config = board ? board->config() : session_.config();
    geometry_.emplace(config, area);
    const BoardGeometry& g = *geometry_;
    const Rect f = g.frame();

    BoardDrawing what;
    what.config = &config;
    what.board = board;
    what.time_s = now_ms_ / 1000.0;
    what.hint_age_s = hint_since_ms_ >= 0 ? (now_ms_ - hint_since_ms_) / 1000.0 : 0.0;
    what.cursor = cursor_;
    what.reduced_motion = display_.reduced_motion;
    what.marks = display_.marks;
    what.label_font = body_font_;
    std::vector<double> placed_s(placed_at_.size());
    for (std::size_t i = 0; i < placed_at_.size(); ++i) placed_s[i] = placed_at_[i] < 0 ? -1.0 : placed_at_[i] / 1000.0;
    what.placed_s = placed_s;
    what.rocks_since_s = rocks_since_ms_ < 0 ? -1.0 : rocks_since_ms_ / 1000.0;
    what.won_since_s = won_since_ms_ < 0 ? -1.0 : won_since_ms_ / 1000.0;
    if (board && session_.hint_move()) what.hint = landing(*board, *session_.hint_move());

    ImGui::SetCursorPos({f.x, f.y});
    ImGui::InvisibleButton("board", {std::max(1.0f, f.w), std::max(1.0f, f.h)});
    record_control("board");
    const ImGuiIO& io = ImGui::GetIO();
    const std::optional<Cell> cell = g.hit({io.MousePos.x, io.MousePos.y});
    const auto move_at = [&](Cell c) { return config.game == GameKind::Connect4 ? Move::column(c.col) : Move::at(c); };
    // A finger does not hover: after a tap, no preview stays behind (except the armed cell).
    const bool touch = io.MouseSource == ImGuiMouseSource_TouchScreen;
    if (ImGui::IsItemHovered() && cell && board && session_.human_to_move() && (!touch || io.MouseDown[0])) {
        if (auto target = landing(*board, move_at(*cell))) {
            what.preview = *target;
            what.preview_side = board->to_move();
        }
    }
    if (armed_ && board && session_.human_to_move()) {
        if (auto target = landing(*board, move_at(*armed_))) {
            what.preview = *target;
            what.preview_side = board->to_move();
            what.preview_armed = true;
        }
    } else {
        armed_.reset();
    }
    if (ImGui::IsItemClicked(ImGuiMouseButton_Left) && cell) {
        cursor_.reset();  // the mouse took over
        const Move move = move_at(*cell);
        if (display_.tap_confirm && session_.human_to_move()) {
            // First tap: preview there; a second tap on the same cell (column) plays.
            const bool same = armed_ && move_at(*armed_) == move;
            if (same) {
                armed_.reset();
                session_.play(move);
            } else {
                armed_ = *cell;
            }
        } else {
            session_.play(move);
        }
    }
    draw_board(ImGui::GetWindowDrawList(), g, what);
}

void App::play_cursor() {
    if (!cursor_) return;
    const GameConfig& config = session_.board() ? session_.board()->config() : session_.config();
    session_.play(config.game == GameKind::Connect4 ? Move::column(cursor_->col) : Move::at(*cursor_));
}

void App::handle_keys() {
    const ImGuiIO& io = ImGui::GetIO();
    if (io.WantTextInput || io.KeyCtrl || io.KeyAlt || io.KeySuper) return;
    const GameConfig& config = session_.board() ? session_.board()->config() : session_.config();
    const auto pressed = [](ImGuiKey key) { return ImGui::IsKeyPressed(key, false); };

    // The cursor: arrows (Connect 4 moves it along the top of the columns).
    int dc = 0, dr = 0;
    if (ImGui::IsKeyPressed(ImGuiKey_LeftArrow)) dc = -1;
    if (ImGui::IsKeyPressed(ImGuiKey_RightArrow)) dc = 1;
    if (ImGui::IsKeyPressed(ImGuiKey_UpArrow)) dr = 1;
    if (ImGui::IsKeyPressed(ImGuiKey_DownArrow)) dr = -1;
    if (dc || dr) {
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
    if (pressed(ImGuiKey_Enter) || pressed(ImGuiKey_KeypadEnter) || pressed(ImGuiKey_Space)) play_cursor();
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
    if (pressed(ImGuiKey_P)) session_.start(Mode::PvP);
    if (pressed(ImGuiKey_C)) session_.start(Mode::PvC);
    if (pressed(ImGuiKey_K)) session_.start(Mode::CvC);
    if (pressed(ImGuiKey_G) && session_.phase() == Phase::Menu) {
        session_.choose_game(config.game == GameKind::Connect4 ? GameKind::Gomoku : GameKind::Connect4);
        cursor_.reset();
    }
    if (pressed(ImGuiKey_T)) session_.cycle_theme();
    if (pressed(ImGuiKey_R)) {
        session_.restart();
        cursor_.reset();
    }
    if (pressed(ImGuiKey_N)) session_.new_game();
    if (pressed(ImGuiKey_U)) session_.undo();
    if (pressed(ImGuiKey_Y)) session_.redo();
    if (pressed(ImGuiKey_H)) session_.hint();
    if (pressed(ImGuiKey_L)) toggle_language();
    if (pressed(ImGuiKey_S)) set_sound(!display_.sound);
    if (pressed(ImGuiKey_F1) || (pressed(ImGuiKey_Slash) && io.KeyShift)) show_help_ = !show_help_;
    if (pressed(ImGuiKey_Escape)) show_help_ = false;
}

PageOptions App::settings() const {
    const GameConfig& c = session_.board() ? session_.board()->config() : session_.config();
    PageOptions o;
    o.game = c.game;
    o.size = std::pair{c.cols, c.rows};
    if (c.game == GameKind::Gomoku) o.rule = c.rule;
    o.theme = c.theme;
    o.level = std::string(ai::level_name(c.game, session_.level()));
    o.computer_first = session_.computer_first();
    o.language = session_.language();
    o.sound = display_.sound;
    o.reduced_motion = display_.reduced_motion;
    o.marks = display_.marks;
    o.tap_confirm = display_.tap_confirm;
    return o;
}

std::string App::state_json() const {
    const Session& s = session_;
    const GameConfig& c = s.board() ? s.board()->config() : s.config();
    JsonWriter json;
    json.begin_object();
    json.key("ready").value(frames_ > 0);
    json.key("game").value(to_string(c.game));
    json.key("cols").value(c.cols);
    json.key("rows").value(c.rows);
    json.key("rule").value(to_string(c.rule));
    json.key("theme").value(to_string(c.theme));
    json.key("mode").value(s.phase() == Phase::Menu ? "menu" : to_string(s.seats().mode));
    json.key("level").value(ai::level_name(c.game, s.level()));
    json.key("computerFirst").value(s.computer_first());
    json.key("replay").value(s.replaying());
    json.key("status").value(status_name(s));
    json.key("seed").value(static_cast<long long>(c.seed));
    json.key("rockCount").value(c.counts.rocks);
    json.key("bubbleCount").value(c.counts.bubbles);
    json.key("bubbleWin").value(c.counts.bubble_win);
    const Board* b = s.board();
    json.key("turn").value(b && b->to_move() == Side::Second ? 2 : 1);
    json.key("moves").begin_array();
    if (b) {
        for (const Move& m : b->moves()) json.value(format_move(c, m));
    }
    json.end_array();
    json.key("winner").value(b ? static_cast<int>(b->winner()) : 0);
    json.key("winLine");
    write_cells(json, b ? b->win_cells() : std::vector<Cell>{});
    json.key("rocks");
    write_cells(json, b ? b->rock_cells() : std::vector<Cell>{});
    json.key("bubbles");
    write_cells(json, b ? b->bubble_cells() : std::vector<Cell>{});
    json.key("bubblesHeld").begin_array();
    json.value(b ? b->bubbles_held(Side::First) : 0).value(b ? b->bubbles_held(Side::Second) : 0);
    json.end_array();
    json.key("record").value(b ? format_record(*b) : format_record(GameRecord{c, {}}));
    json.key("message").value(s.message());
    json.key("thinking").value(s.thinking());
    json.key("hint");
    if (b && s.hint_move()) {
        json.value(format_move(c, *s.hint_move()));
    } else {
        json.null();
    }
    json.key("cursor");
    if (cursor_) {
        json.value(c.game == GameKind::Connect4 ? std::to_string(cursor_->col + 1) : format_cell(*cursor_));
    } else {
        json.null();
    }
    json.key("aiAvailable").value(s.ai_available());
    json.key("language").value(to_string(s.language()));
    json.key("sound").value(display_.sound);
    json.key("reducedMotion").value(display_.reduced_motion);
    json.key("marks").value(display_.marks);
    json.key("tapConfirm").value(display_.tap_confirm);
    json.key("armed");
    if (armed_) {
        json.value(c.game == GameKind::Connect4 ? std::to_string(armed_->col + 1) : format_cell(*armed_));
    } else {
        json.null();
    }
    const std::vector<std::string> threat_cells = threats();
    json.key("threats").begin_array();
    for (const std::string& cell : threat_cells) json.value(cell);
    json.end_array();
    // For the accessible board: what to announce, and what each cell holds
    // (rows from the top, as they are read), in the player's language.
    json.key("announce").value(b ? msg_threat(c, opponent(b->to_move()), threat_cells, s.language()) : std::string());
    json.key("cellLabels").begin_array();
    if (b) {
        for (int row = c.rows - 1; row >= 0; --row) {
            json.begin_array();
            for (int col = 0; col < c.cols; ++col) json.value(msg_cell(*b, {col, row}, s.language()));
            json.end_array();
        }
    }
    json.end_array();
    json.key("animating").value(animating(now_ms_));
    // Clicks and key changes not handled yet (ImGui hands on one a frame).
    const ImGuiContext* imgui = ImGui::GetCurrentContext();
    json.key("pendingInput").value(imgui ? imgui->InputEventsQueue.Size : 0);
    json.key("frames").value(static_cast<long long>(frames_));
    json.end_object();
    return json.str();
}

std::optional<std::string> App::take_share_request() {
    if (!share_requested_ || !session_.board()) return std::nullopt;
    share_requested_ = false;
    return format_record(*session_.board());
}

std::vector<std::string> App::configure(std::string_view query, std::string_view fragment, std::string_view saved,
                                        std::vector<std::string>* notes) {
    std::vector<std::string> warnings;
    std::vector<std::string> unheard;  // the notes when nobody asks for them
    const PageOptions options = with_saved_settings(saved, parse_page_options(query, warnings), session_.config().game,
                                                    notes ? *notes : unheard);
    if (options.sound) display_.sound = *options.sound;
    if (options.reduced_motion) display_.reduced_motion = *options.reduced_motion;
    if (options.marks) display_.marks = *options.marks;
    if (options.tap_confirm) display_.tap_confirm = *options.tap_confirm;
    apply_page_options(session_, options, fragment, warnings);
    return warnings;
}

bool App::play_text(std::string_view text) {
    const GameConfig& config = session_.board() ? session_.board()->config() : session_.config();
    auto move = parse_move(config, text);
    if (!move) return false;
    session_.play(*move);
    return true;
}

std::vector<std::string> App::threats() const {
    std::vector<std::string> out;
    const Board* board = session_.board();
    if (!board || board->status() != Status::Playing || board->ply() == 0) return out;
    // The side that just moved: where would it win if it moved again?
    const Side mover = opponent(board->to_move());
    const GameConfig& c = board->config();
    for (int row = 0; row < c.rows; ++row) {
        for (int col = 0; col < c.cols; ++col) {
            if (board->at({col, row}) != Stone::Empty) continue;
            if (board->would_win({col, row}, mover)) {
                out.push_back(c.game == GameKind::Connect4 ? std::to_string(col + 1) : format_cell({col, row}));
            }
        }
    }
    return out;
}

std::vector<std::pair<std::string, std::string>> App::take_page_events() {
    std::vector<std::pair<std::string, std::string>> out;
    // "record": the game as a link fragment, whenever it changes (newGame when
    // a different game began: the page adds a history entry for it).
    const Board* board = session_.board();
    const std::string record = board ? format_record(*board) : std::string();
    if (record != last_record_) {
        const bool new_game = board && board->ply() == 0;
        JsonWriter json;
        json.begin_object().key("record").value(record).key("newGame").value(new_game).end_object();
        out.emplace_back("record", json.str());
        last_record_ = record;
    }

    // "message": the message area changed (the accessible page announces it).
    if (session_.message() != last_message_) {
        last_message_ = session_.message();
        JsonWriter json;
        json.begin_object().key("message").value(last_message_).end_object();
        out.emplace_back("message", json.str());
    }
    // "settings": the player's settings changed (the page remembers them).
    {
        JsonWriter json;
        json.begin_object();
        for (const auto& [name, value] : format_page_options(settings())) json.key(name).value(value);
        json.end_object();
        if (json.str() != last_settings_) {
            last_settings_ = json.str();
            out.emplace_back("settings", last_settings_);
        }
    }
    for (const SessionEvent& e : session_.take_events()) {
        JsonWriter json;
        json.begin_object();
        if (e.type == SessionEvent::Type::Move) {
            json.key("move").value(e.move).key("player").value(static_cast<int>(e.side)).end_object();
            out.emplace_back("move", json.str());
        } else {
            json.key("winner").value(static_cast<int>(e.side));
            json.key("status").value(e.side == Side::None ? "draw" : "won").end_object();
            out.emplace_back("gameover", json.str());
        }
    }
    return out;
}

std::string App::points_json() const {
    JsonWriter json;
    const auto point = [&json](Vec2 p) {
        json.begin_array().value(static_cast<double>(p.x)).value(static_cast<double>(p.y)).end_array();
    };
    json.begin_object().key("controls").begin_object();
    for (const auto& [id, rect] : controls_) {
        json.key(id);
        point({rect.x + rect.w / 2, rect.y + rect.h / 2});
    }
    json.end_object().key("cells").begin_object();
    const GameConfig& c = session_.board() ? session_.board()->config() : session_.config();
    for (int col = 0; col < c.cols; ++col) {
        for (int row = 0; row < (c.game == GameKind::Connect4 ? 1 : c.rows); ++row) {
            const std::string move = format_move(c, c.game == GameKind::Connect4 ? Move::column(col) : Move::at({col, row}));
            if (auto p = cell_center(move)) {
                json.key(move);
                point(*p);
            }
        }
    }
    json.end_object().end_object();
    return json.str();
}

std::optional<Vec2> App::control_center(std::string_view name) const {
    for (const auto& [id, rect] : controls_) {
        if (id == name) return Vec2{rect.x + rect.w / 2, rect.y + rect.h / 2};
    }
    return std::nullopt;
}

std::optional<Vec2> App::cell_center(std::string_view text) const {
    if (!geometry_) return std::nullopt;
    const GameConfig& c = session_.board() ? session_.board()->config() : session_.config();
    auto move = parse_move(c, text);
    if (!move) return std::nullopt;
    if (c.game == GameKind::Gomoku) return geometry_->center({move->col, move->row});
    // Connect 4: the cell where the disc would land (the top cell of a full column).
    const int height = session_.board() ? session_.board()->height(move->col) : 0;
    return geometry_->center({move->col, std::min(height, c.rows - 1)});
}

}  // namespace lineup::app
