#define IMGUI_DEFINE_MATH_OPERATORS
#include "app/ui/analysis_view.hpp"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <string>
#include <vector>

#include "ai/connect4/search.hpp"
#include "app/session/palette.hpp"
#include "app/ui/board_pieces.hpp"

namespace lineup::app {

using State = ColumnScore::State;
using namespace drawing;

namespace {

std::uint32_t badge_colour(const ColumnScore& score) {
    const bool exact = score.state == State::Known;
    if (!exact && score.state != State::Estimate) return rgb(0x57606A, 200);
    // An estimate's badge is paler: the same hue, half seen through, and grey
    // within half a threat of even.
    const std::uint32_t alpha = exact ? 235 : 150;
    if (!exact && std::abs(score.score) < ai::kThreatValue / 2) return rgb(0x6E7781, alpha);
    if (score.score > 0) return rgb(0x1A7F37, alpha);
    if (score.score < 0) return rgb(0xCF222E, alpha);
    return rgb(0x6E7781, alpha);
}

// The chip's lines, centred on `c`, each as large as fits `width` and at most
// `most` pixels high: one line on the centre, two a line apart.
void draw_chip_text(ImDrawList* draw, ImFont* font, ImVec2 c, const std::vector<std::string>& lines, float width,
                    float most) {
    float widest = 1.0f;
    for (const std::string& line : lines) {
        widest = std::max(widest, font->CalcTextSizeA(font->FontSize, 1e9f, 0, line.c_str()).x);
    }
    const float size = std::max(8.0f, std::min(most, font->FontSize * width / widest));
    const float step = size * 0.92f;
    float y = c.y - step * 0.5f * static_cast<float>(lines.size() - 1);
    for (const std::string& line : lines) {
        const ImVec2 extent = font->CalcTextSizeA(size, 1e9f, 0, line.c_str());
        draw->AddText(font, size, ImVec2(c.x - extent.x * 0.5f, y - extent.y * 0.5f), rgb(0xFFFFFF), line.c_str());
        y += step;
    }
}

}  // namespace

void draw_column_scores(ImDrawList* draw, const BoardGeometry& geometry, const core::Board& board,
                        std::span<const ColumnScore> scores, ImFont* font, double time_s, bool reduced_motion,
                        text::Language lang, bool compact) {
    const float cell = geometry.cell();
    for (int col = 0; col < static_cast<int>(scores.size()); ++col) {
        const ColumnScore& score = scores[static_cast<std::size_t>(col)];
        if (score.state == State::Full || board.height(col) >= board.rows()) continue;
        // Words need the whole hole; a compact label a smaller badge.
        const bool words = score.state == State::Known && !compact;
        const float radius = cell * (words ? 0.44f : 0.3f);
        const ImVec2 c = im(geometry.center({col, board.height(col)}));
        draw->AddCircleFilled(c, radius, badge_colour(score), segments(radius));
        draw->AddCircle(c, radius, rgb(0xFFFFFF, 200), segments(radius), std::max(1.0f, cell * 0.03f));
        if (score.state == State::Pending) {
            // Three dots that take turns to brighten while the solver works.
            for (int i = 0; i < 3; ++i) {
                const float phase =
                    reduced_motion ? 1.0f : 0.5f + 0.5f * static_cast<float>(std::sin(time_s * 5.0 - i * 0.9));
                const ImVec2 dot(c.x + (static_cast<float>(i) - 1.0f) * radius * 0.55f, c.y);
                draw->AddCircleFilled(dot, radius * 0.13f, rgb(0xFFFFFF, static_cast<std::uint32_t>(120 + 135 * phase)),
                                      12);
            }
            continue;
        }
        if (!font) continue;
        if (words) {
            const std::vector<std::string> lines = chip_lines(score, board, lang, false);
            draw_chip_text(draw, font, c, lines, radius * (lines.size() > 1 ? 1.45f : 1.6f),
                           radius * (lines.size() > 1 ? 0.7f : 0.8f));
            continue;
        }
        const std::string text = score_label(score);
        // Up to "≈-9.9" (the sign "≈" is three bytes) fits the badge.
        const float size = std::max(10.0f, radius * (text.size() > 5 ? 0.72f : text.size() > 2 ? 0.95f : 1.1f));
        const ImVec2 extent = font->CalcTextSizeA(size, 1e9f, 0, text.c_str());
        draw->AddText(font, size, c - extent * 0.5f, rgb(0xFFFFFF), text.c_str());
    }
}

}  // namespace lineup::app
