#include "app/ui/app.hpp"

#include <imgui.h>

#include <algorithm>

#include "app/session/palette.hpp"
#include "app/ui/analysis_view.hpp"
#include "app/ui/board_pieces.hpp"
#include "app/ui/board_view.hpp"
#include "app/ui/celebration.hpp"
#include "app/ui/evaluation_view.hpp"
#include "core/interchange.hpp"
#include "core/record.hpp"
#include "core/renju.hpp"

namespace lineup::app {

using namespace lineup::core;
using namespace lineup::text;

namespace {

// The sky's gradient everywhere but under the board, which hides it (drawing
// it there too costs a screenful of pixels a frame in software rendering).
void draw_sky(ImDrawList* draw, Rect screen, const Palette& pal, const BoardGeometry& geometry) {
    const float top = screen.y, bottom = screen.y + screen.h, left = screen.x, right = screen.x + screen.w;
    const auto at = [&](float y) { return drawing::mix(pal.sky_top, pal.sky_bottom, (y - top) / screen.h); };
    const auto band = [&](float x0, float y0, float x1, float y1) {
        if (x1 > x0 && y1 > y0) draw->AddRectFilledMultiColor({x0, y0}, {x1, y1}, at(y0), at(y0), at(y1), at(y1));
    };
    const Rect f = geometry.frame();
    const float inset = geometry.cell() * 0.25f;  // past the board's rounded corners
    const float x0 = std::clamp(f.x + inset, left, right), x1 = std::clamp(f.x + f.w - inset, x0, right);
    const float y0 = std::clamp(f.y + inset, top, bottom), y1 = std::clamp(f.y + f.h - inset, y0, bottom);
    band(left, top, right, y0);
    band(left, y0, x0, y1);
    band(x1, y0, right, y1);
    band(left, y1, right, bottom);
}

}  // namespace

App::App(AiService* ai, std::uint32_t seed) : session_(ai, seed) {}

bool App::animating(double now_ms) const {
    // (A display setting changed by the page, say, or the computer found
    // missing, and not drawn yet.)
    if (display_look() != drawn_display_) return true;
    return animation_.animating(now_ms, display_.reduced_motion, input_.armed().has_value());
}

std::string App::display_look() const {
    return std::string{display_.marks ? 'm' : '-', display_.numbers ? 'n' : '-', display_.dark_now() ? 'd' : '-',
                       display_.reduced_motion ? 'r' : '-', session_.ai_available() ? 'a' : '-'} +
           key_focus_.look();
}

void App::frame(std::uint64_t frame_number, double now_ms) {
    frames_ = frame_number;
    now_ms_ = now_ms;
    controls_.clear();
    session_.update(now_ms);
    animation_.track(now_ms);
    drawn_display_ = display_look();
    style_.apply(session_.current_config(), display_.dark_now());
    ImGui::PushFont(style_.text_font(session_.language()));

    const ImGuiViewport* viewport = ImGui::GetMainViewport();
    ImGui::SetNextWindowPos(viewport->Pos);
    ImGui::SetNextWindowSize(viewport->Size);
    const GameConfig& shown = session_.current_config();
    const Palette& pal = palette(shown.game, shown.theme, display_.dark_now());
    ImGui::PushStyleColor(ImGuiCol_WindowBg, rgb(0x000000, 0));
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
    ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 0.0f);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, 0.0f);
    ImGui::Begin("Lineup", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                     ImGuiWindowFlags_NoBringToFrontOnFocus | ImGuiWindowFlags_NoScrollWithMouse);
    ImGui::PopStyleVar(3);
    controls_.mark_main_window();
    const float w = viewport->Size.x;
    const float h = viewport->Size.y;
    const Layout layout = choose_layout(shown, w, h);
    draw_board_area(layout.board);
    // The sky: a soft vertical gradient behind the board and the panel.
    draw_sky(ImGui::GetBackgroundDrawList(), Rect{viewport->Pos.x, viewport->Pos.y, w, h}, pal, *geometry_);
    panel_.draw(layout.panel, now_ms);
    ImGui::End();
    ImGui::PopStyleColor();
    input_.draw_help(w, h);
    key_focus_.follow();
    input_.handle_keys();
    draw_focus_mark();
    ImGui::PopFont();
}

void App::draw_focus_mark() const {
    if (!key_focus_.shown() || !geometry_) return;
    Rect r = geometry_->frame();
    if (!key_focus_.on_board()) {
        const auto box = controls_.box(key_focus_.focused());
        if (!box) return;
        r = box->rect;
    } else if (input_.cursor()) {
        return;  // the cursor is the mark
    }
    // Dark outside, white inside: seen on light and dark colours alike.
    ImDrawList* draw = ImGui::GetForegroundDrawList();
    constexpr float out = 4.0f;
    const ImVec2 min(r.x - out, r.y - out), max(r.x + r.w + out, r.y + r.h + out);
    draw->AddRect(min, max, rgb(0x111111), 8.0f, 0, 3.0f);
    draw->AddRect(ImVec2(min.x + 2.5f, min.y + 2.5f), ImVec2(max.x - 2.5f, max.y - 2.5f), rgb(0xFFFFFF), 6.0f, 0, 2.0f);
}

void App::draw_board_area(Rect area) {
    const bool editing = editor_.active();
    const Board* board = editing ? nullptr : session_.board();
    const GameConfig& config = editing ? editor_.config() : session_.current_config();
    geometry_.emplace(config, area);

    BoardDrawing what;
    what.config = &config;
    what.board = board;
    animation_.fill(what, now_ms_);
    if (key_focus_.cursor_shown()) what.cursor = input_.cursor();
    what.reduced_motion = display_.reduced_motion;
    what.marks = display_.marks;
    what.numbers = display_.numbers;
    what.dark = display_.dark_now();
    what.label_font = style_.body_font();
    if (editing) {
        what.setup = editor_.cells();
        what.setup_bubbles = editor_.bubbles();
    }
    const std::vector<core::Cell> forbidden = board ? core::renju_forbidden_points(*board) : std::vector<core::Cell>{};
    what.forbidden = forbidden;
    if (board && session_.hint_move()) {
        if (auto target = board->target(*session_.hint_move())) what.hint = *target;
    }
    if (board) {
        for (const Move& better : session_.review_better()) {
            if (auto target = board->target(better)) what.better.push_back(*target);
        }
    }
    input_.board_pointer(*geometry_, what);
    draw_board(ImGui::GetWindowDrawList(), *geometry_, what);
    if (const double age = animation_.celebration_age_s(now_ms_); board && age >= 0) {
        draw_celebration(ImGui::GetWindowDrawList(), geometry_->frame(), palette(config.game, config.theme), age,
                         display_.reduced_motion);
    }
    if (board) {
        draw_column_scores(ImGui::GetWindowDrawList(), *geometry_, *board, session_.analysis_columns(),
                           style_.text_font(session_.language()), now_ms_ / 1000.0, display_.reduced_motion,
                           session_.language(), display_.compact_scores);
        if (const auto& view = session_.engine_view()) {
            draw_engine_view(ImGui::GetWindowDrawList(), *geometry_, *board, *view,
                             style_.text_font(session_.language()));
        }
    }
}

void App::set_results(std::string_view text) { results_ = parse_results(text); }

std::string App::state_json() const { return page_.state_json(frames_, animating(now_ms_), animation_.cheered()); }

std::optional<ShareLink> App::take_share_request() {
    if (!session_.board() || !panel_.take_share_request()) return std::nullopt;
    return ShareLink{format_record(*session_.board()), page_.players_query()};
}

void App::share_done(bool copied) {
    const bool by_link = session_.by_link();
    const char* said = !copied   ? "The browser did not allow copying: copy the link from the box shown."
                       : by_link ? "Link copied: send it to your friend, then open the link they send back."
                                 : "Link to this game copied (moves and layout included).";
    session_.note(std::string(tr(session_.language(), said)));
}

void App::share_sent() {
    session_.note(std::string(tr(session_.language(), "Link sent. Open the link your friend sends back.")));
}

std::optional<ExportedRecord> App::take_export_request() {
    const auto format = panel_.take_export_request();
    const Board* board = session_.board();
    if (!format || !board) return std::nullopt;
    const auto moves = board->moves();
    const GameRecord record{board->config(), {moves.begin(), moves.end()}};
    if (!can_export(record, *format)) return std::nullopt;
    exported_ = *format;
    ExportedRecord out{*format, export_record(record, *format), {}};
    if (*format == RecordFormat::Psq) {
        out.file_name = "lineup-gomoku-" + std::to_string(board->config().cols) + "x" +
                        std::to_string(board->config().rows) + "-" + std::to_string(moves.size()) + "-moves.psq";
    }
    return out;
}

void App::export_done(ExportOutcome outcome) {
    const char* said = "The browser did not allow copying: copy the record from the box shown.";
    if (outcome == ExportOutcome::Saved) {
        said = "Saved as a PSQ file, as Piskvork and Gomoku programs read it.";
    } else if (outcome == ExportOutcome::Copied) {
        switch (exported_) {
            case RecordFormat::Digits: said = "Columns copied as digits, as Connect 4 solvers read them."; break;
            case RecordFormat::Psq: said = "Copied as a PSQ file, as Piskvork and Gomoku programs read it."; break;
            default: said = "Moves copied as a move list (h8 i9 ...)."; break;
        }
    }
    session_.note(std::string(tr(session_.language(), said)));
}

}  // namespace lineup::app
