#include "app/app.hpp"

#include <imgui.h>

#include <algorithm>
#include <cmath>

#include "app/board_view.hpp"
#include "app/json.hpp"
#include "app/page_options.hpp"
#include "app/palette.hpp"
#include "core/notation.hpp"
#include "core/record.hpp"

namespace lineup::app {

using namespace lineup::core;

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

bool App::animating(double now_ms) const {
    if (session_.thinking()) return true;
    if (session_.phase() == Phase::Playing && session_.seats().mode == Mode::CvC) return true;
    if (hint_since_ms_ >= 0 && now_ms - hint_since_ms_ < kHintPulseMs) return true;
    return now_ms - last_change_ms_ < kSettleMs;
}

const char* App::help_text() {
    return "Arrows      move the cursor\n"
           "Enter/Space play at the cursor\n"
           "1-9         Connect 4: drop in that column\n"
           "G           Connect 4 or Gomoku (before a game)\n"
           "P           vs player\n"
           "C           vs computer\n"
           "K           computer vs computer\n"
           "T           next theme (before a game)\n"
           "U / Y       undo / redo\n"
           "H           hint\n"
           "N           new game, same settings\n"
           "R           restart (back to the menu)\n"
           "F1 or ?     this help";
}

void App::load_fonts(float pixel_scale) {
    ImGuiIO& io = ImGui::GetIO();
    io.Fonts->Clear();
    ImFontConfig font;
    // ImGui's built-in font, rasterised at the screen's pixel density.
    font.SizePixels = std::round(16.0f * pixel_scale);
    io.Fonts->AddFontDefault(&font);
    io.Fonts->Build();
    io.FontGlobalScale = 1.0f / pixel_scale;
}

void App::record_control(const char* id) {
    const ImVec2 min = ImGui::GetItemRectMin();
    const ImVec2 max = ImGui::GetItemRectMax();
    controls_.emplace_back(id, Rect{min.x, min.y, max.x - min.x, max.y - min.y});
}

bool App::button(const char* label, const char* id, float width, bool enabled) {
    ImGui::PushID(id);
    ImGui::BeginDisabled(!enabled);
    const bool pressed = ImGui::Button(label, ImVec2(width, 0));
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
    {
        const Board* b = session_.board();
        std::string look = std::to_string(b ? b->ply() : -1) + "|" + std::to_string(static_cast<int>(session_.phase())) +
                           "|" + session_.message() + "|" + (session_.hint_move() ? "h" : "");
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
    const Palette& pal = palette(session_.config().game, session_.config().theme);
    ImGui::PushStyleColor(ImGuiCol_WindowBg, pal.background);
    ImGui::PushStyleColor(ImGuiCol_Text, pal.text);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
    ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 0.0f);
    ImGui::Begin("Lineup", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                     ImGuiWindowFlags_NoBringToFrontOnFocus);
    ImGui::PopStyleVar(2);

    const float w = viewport->Size.x;
    const float h = viewport->Size.y;
    const float pad = std::max(8.0f, std::min(w, h) * 0.02f);
    if (w >= h) {
        const float panel = std::clamp(w * 0.34f, 280.0f, 420.0f);
        draw_board_area({pad, pad, w - panel - 3 * pad, h - 2 * pad});
        draw_panel({w - panel - pad, pad, panel, h - 2 * pad});
    } else {
        const float panel = std::clamp(h * 0.42f, 240.0f, 420.0f);
        draw_board_area({pad, pad, w - 2 * pad, h - panel - 3 * pad});
        draw_panel({pad, h - panel - pad, w - 2 * pad, panel});
    }
    ImGui::End();
    ImGui::PopStyleColor(2);

    if (show_help_) {
        ImGui::SetNextWindowPos(ImVec2(w / 2, h / 2), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
        ImGui::Begin("Keyboard", &show_help_, ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings);
        ImGui::TextUnformatted(help_text());
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
    if (board && session_.hint_move()) what.hint = landing(*board, *session_.hint_move());

    ImGui::SetCursorPos({f.x, f.y});
    ImGui::InvisibleButton("board", {std::max(1.0f, f.w), std::max(1.0f, f.h)});
    record_control("board");
    const ImVec2 mouse = ImGui::GetIO().MousePos;
    const std::optional<Cell> cell = g.hit({mouse.x, mouse.y});
    const auto move_at = [&](Cell c) { return config.game == GameKind::Connect4 ? Move::column(c.col) : Move::at(c); };
    if (ImGui::IsItemHovered() && cell && board && session_.human_to_move()) {
        if (auto target = landing(*board, move_at(*cell))) {
            what.preview = *target;
            what.preview_side = board->to_move();
        }
    }
    if (ImGui::IsItemClicked(ImGuiMouseButton_Left) && cell) {
        cursor_.reset();  // the mouse took over
        session_.play(move_at(*cell));
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
    if (pressed(ImGuiKey_F1) || (pressed(ImGuiKey_Slash) && io.KeyShift)) show_help_ = !show_help_;
    if (pressed(ImGuiKey_Escape)) show_help_ = false;
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
    json.key("frames").value(static_cast<long long>(frames_));
    json.end_object();
    return json.str();
}

std::optional<std::string> App::take_share_request() {
    if (!share_requested_ || !session_.board()) return std::nullopt;
    share_requested_ = false;
    return format_record(*session_.board());
}

std::vector<std::string> App::configure(std::string_view query, std::string_view fragment) {
    std::vector<std::string> warnings;
    const PageOptions options = parse_page_options(query, warnings);
    apply_page_options(session_, options, fragment, warnings);
    return warnings;
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
