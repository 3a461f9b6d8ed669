#include "app/app.hpp"

#include <imgui.h>

#include <algorithm>
#include <cmath>

#include "app/board_view.hpp"
#include "app/json.hpp"
#include "app/palette.hpp"
#include "core/notation.hpp"

namespace lineup::app {

using namespace lineup::core;

namespace {

std::string_view phase_status(const Session& s) {
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

}  // namespace

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

bool App::button(const char* label, const char* id, float width) {
    ImGui::PushID(id);
    const bool pressed = ImGui::Button(label, ImVec2(width, 0));
    ImGui::PopID();
    const ImVec2 min = ImGui::GetItemRectMin();
    const ImVec2 max = ImGui::GetItemRectMax();
    controls_.emplace_back(id, Rect{min.x, min.y, max.x - min.x, max.y - min.y});
    return pressed;
}

void App::frame(std::uint64_t frame_number) {
    frames_ = frame_number;
    controls_.clear();
    session_.update();

    const ImGuiViewport* viewport = ImGui::GetMainViewport();
    ImGui::SetNextWindowPos(viewport->Pos);
    ImGui::SetNextWindowSize(viewport->Size);
    const Palette& pal = palette(session_.config().game, session_.config().theme);
    ImGui::PushStyleColor(ImGuiCol_WindowBg, pal.background);
    ImGui::PushStyleColor(ImGuiCol_Text, pal.text);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
    ImGui::Begin("Lineup", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                     ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus);
    ImGui::PopStyleVar();

    const float w = viewport->Size.x;
    const float h = viewport->Size.y;
    const float pad = std::max(8.0f, std::min(w, h) * 0.02f);
    if (w >= h) {
        const float panel = std::clamp(w * 0.3f, 220.0f, 380.0f);
        draw_board_area({pad, pad, w - panel - 3 * pad, h - 2 * pad});
        draw_panel({w - panel - pad, pad, panel, h - 2 * pad});
    } else {
        const float panel = std::clamp(h * 0.35f, 200.0f, 360.0f);
        draw_board_area({pad, pad, w - 2 * pad, h - panel - 3 * pad});
        draw_panel({pad, h - panel - pad, w - 2 * pad, panel});
    }
    ImGui::End();
    ImGui::PopStyleColor(2);
}

void App::draw_board_area(Rect area) {
    geometry_.emplace(session_.config(), area);
    const BoardGeometry& g = *geometry_;
    const Rect f = g.frame();

    BoardDrawing what;
    what.config = session_.board() ? &session_.board()->config() : &session_.config();
    what.board = session_.board();

    ImGui::SetCursorPos({f.x, f.y});
    ImGui::InvisibleButton("board", {std::max(1.0f, f.w), std::max(1.0f, f.h)});
    const ImVec2 mouse = ImGui::GetIO().MousePos;
    const std::optional<Cell> cell = g.hit({mouse.x, mouse.y});
    if (ImGui::IsItemHovered() && cell && session_.human_to_move()) {
        const Board& board = *session_.board();
        const Move move = board.game() == GameKind::Connect4 ? Move::column(cell->col) : Move::at(*cell);
        if (auto target = board.target(move)) {
            what.preview = *target;
            what.preview_side = board.to_move();
        }
        if (ImGui::IsItemClicked(ImGuiMouseButton_Left)) session_.play(move);
    } else if (ImGui::IsItemClicked(ImGuiMouseButton_Left) && cell) {
        session_.play(Move::at(*cell));  // explains why nothing can be played now
    }
    draw_board(ImGui::GetWindowDrawList(), g, what);
}

void App::draw_panel(Rect area) {
    ImGui::SetCursorPos({area.x, area.y});
    ImGui::BeginChild("panel", {area.w, area.h}, false, ImGuiWindowFlags_NoSavedSettings);
    const float width = ImGui::GetContentRegionAvail().x;
    const float half = (width - ImGui::GetStyle().ItemSpacing.x) / 2;
    const bool menu = session_.phase() == Phase::Menu;
    const GameConfig& config = session_.config();

    ImGui::TextUnformatted("Lineup");
    ImGui::Separator();
    ImGui::BeginDisabled(!menu);
    if (ImGui::RadioButton("Connect 4", config.game == GameKind::Connect4)) {
        session_.choose_game(GameKind::Connect4);
    }
    ImGui::SameLine();
    if (ImGui::RadioButton("Gomoku", config.game == GameKind::Gomoku)) {
        session_.choose_game(GameKind::Gomoku);
    }
    ImGui::EndDisabled();

    if (button("vs player", "vs-player", half)) session_.start(Mode::PvP);
    ImGui::SameLine();
    if (button("vs computer", "vs-computer", half)) session_.start(Mode::PvC);
    const std::string theme = "theme: " + std::string(to_string(config.theme));
    if (button(theme.c_str(), "theme", half)) session_.cycle_theme();
    ImGui::SameLine();
    if (button("restart", "restart", half)) session_.restart();

    ImGui::Spacing();
    ImGui::Separator();
    ImGui::TextWrapped("%s", session_.message().c_str());
    ImGui::EndChild();
}

std::string App::state_json() const {
    const Session& s = session_;
    const GameConfig& c = s.board() ? s.board()->config() : s.config();
    JsonWriter json;
    json.begin_object();
    json.key("ready").value(frames_ > 0);
    json.key("game").value(c.game == GameKind::Connect4 ? "connect4" : "gomoku");
    json.key("cols").value(c.cols);
    json.key("rows").value(c.rows);
    json.key("rule").value(to_string(c.rule));
    json.key("theme").value(to_string(c.theme));
    json.key("mode").value(s.phase() == Phase::Menu ? "menu" : to_string(s.seats().mode));
    json.key("status").value(phase_status(s));
    json.key("seed").value(static_cast<long long>(c.seed));
    if (const Board* b = s.board()) {
        json.key("turn").value(b->to_move() == Side::First ? 1 : 2);
        json.key("moves").begin_array();
        for (const Move& m : b->moves()) json.value(format_move(c, m));
        json.end_array();
        json.key("winner").value(static_cast<int>(b->winner()));
        json.key("winLine");
        write_cells(json, b->win_cells());
        json.key("rocks");
        write_cells(json, b->rock_cells());
        json.key("bubbles");
        write_cells(json, b->bubble_cells());
    } else {
        json.key("turn").value(1);
        json.key("moves").begin_array().end_array();
        json.key("winner").value(0);
        json.key("winLine").begin_array().end_array();
        json.key("rocks").begin_array().end_array();
        json.key("bubbles").begin_array().end_array();
    }
    json.key("message").value(s.message());
    json.key("frames").value(static_cast<long long>(frames_));
    json.end_object();
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
