// What the panel shows fits where it shows it, measured with the game's own
// fonts (Style::load_fonts) in an ImGui context:
// - every message the message box shows, in English and Chinese, with its
//   longest arguments (20x20 coordinates, the longest colour and player names,
//   every refusal reason with the longest quoted text, numbers like 999), is
//   shown whole by the box on the smallest phone (320x568), at the box's width
//   and tallest size the layout code gives the panel there (layout.hpp);
// - Gomoku's coordinates are at least 11 px and fit their band and spacing
//   on every board size at the sizes people use.
#include <gtest/gtest.h>
#include <imgui.h>

#include <algorithm>
#include <cfloat>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "app/session/board_geometry.hpp"
#include "app/session/layout.hpp"
#include "app/ui/style.hpp"
#include "app/ui/text_wrap.hpp"
#include "message_templates.hpp"
#include "text/language.hpp"

namespace lineup::app {
namespace {

using core::GameKind;

class Fonts : public ::testing::Test {
protected:
    void SetUp() override {
        context_ = ImGui::CreateContext();
        style_.load_fonts(1.0f);
        style_.apply(core::default_config(GameKind::Connect4));
    }
    void TearDown() override { ImGui::DestroyContext(context_); }

    /// The extent of `text` as the panel draws it: Chinese broken between its
    /// characters (text_wrap.hpp), then wrapped by ImGui.
    ImVec2 measure(const std::string& text, float size, float wrap = 0,
                   text::Language lang = text::Language::English) const {
        const ImFont* font = style_.text_font(lang);
        const auto width = [&](std::string_view piece) {
            return font->CalcTextSizeA(size, FLT_MAX, 0, piece.data(), piece.data() + piece.size()).x;
        };
        const std::string lines = wrap > 0 ? break_cjk_lines(text, wrap, width) : text;
        return font->CalcTextSizeA(size, FLT_MAX, wrap, lines.c_str());
    }

    ImGuiContext* context_ = nullptr;
    Style style_;
};

// The message box of the narrowest and shortest panel any supported board
// leaves at `w` x `h`: the text's width (inside the card's padding, a scroll
// bar, the box's padding) and the box's tallest size.
struct Box {
    float wrap = 1e9f;
    float most = 1e9f;
};

Box smallest_box(float w, float h, float font_size) {
    float panel_w = 1e9f, panel_h = 1e9f;
    const auto take = [&](const core::GameConfig& config) {
        const Layout l = choose_layout(config, w, h);
        panel_w = std::min(panel_w, l.panel.w);
        panel_h = std::min(panel_h, l.panel.h);
    };
    for (int cols = core::kConnect4Limits.min_cols; cols <= core::kConnect4Limits.max_cols; ++cols)
        for (int rows = core::kConnect4Limits.min_rows; rows <= core::kConnect4Limits.max_rows; ++rows)
            take(core::default_config(GameKind::Connect4, core::Theme::Basic, cols, rows));
    for (int n = core::kGomokuLimits.min_cols; n <= core::kGomokuLimits.max_cols; ++n)
        take(core::default_config(GameKind::Gomoku, core::Theme::Basic, n));
    const ImGuiStyle& style = ImGui::GetStyle();
    Box box;
    box.wrap = panel_w - 2 * kPanelPaddingX - style.ScrollbarSize - 2 * kMessagePaddingX;
    const int fewest = panel_h < 320 ? 2 : 3;  // as Panel::draw_message
    const float least = (font_size + style.ItemSpacing.y) * static_cast<float>(fewest) + kMessagePaddingY;
    box.most = std::max(least, message_box_cap(panel_h));
    return box;
}

TEST_F(Fonts, EveryMessageFitsTheMessageBoxOnTheSmallestPhone) {
    const float size = style_.body_font()->FontSize;
    const Box box = smallest_box(320, 568, size);
    ASSERT_GT(box.wrap, 200.0f);
    int checked = 0;
    for (const text::Language lang : {text::Language::English, text::Language::Chinese}) {
        const std::vector<std::string> messages = message_templates(lang);
        ASSERT_GT(messages.size(), 300u);
        for (const std::string& message : messages) {
            const ImVec2 extent = measure(message, size, box.wrap, lang);
            EXPECT_LE(extent.y + kMessagePaddingY, box.most + 0.5f)
                << "cut at 320x568 (" << extent.y / size << " lines, the box holds "
                << (box.most - kMessagePaddingY) / size << "): " << message;
            ++checked;
        }
    }
    EXPECT_GT(checked, 600);
    // The measure is real: a message of 40 sentences does not fit.
    std::string long_text;
    for (int i = 0; i < 40; ++i) long_text += "The computer is thinking. ";
    EXPECT_GT(measure(long_text, size, box.wrap).y + kMessagePaddingY, box.most);
}

// The sentences of a screen message are joined by one space (English) or
// none (Chinese), never two ("column 5  It's"), and none starts or ends
// with a space. (The help's key lines, among the translated texts, line up
// their columns with spaces on purpose.)
TEST(MessageTemplates, SentencesAreJoinedByOneSpace) {
    for (const text::Language lang : {text::Language::English, text::Language::Chinese}) {
        std::set<std::string> texts;
        for (std::string_view english : text::translated_texts()) texts.emplace(text::tr(lang, english));
        for (const std::string& message : message_templates(lang)) {
            if (texts.contains(message)) continue;
            EXPECT_EQ(message.find("  "), std::string::npos) << message;
            if (message.empty()) continue;
            EXPECT_NE(message.front(), ' ') << '"' << message << '"';
            EXPECT_NE(message.back(), ' ') << '"' << message << '"';
        }
    }
}

TEST_F(Fonts, GomokuCoordinatesAreReadableAndFitTheirBand) {
    const float screens[][2] = {{320, 568},  {375, 667},  {390, 844}, {667, 375},
                                {768, 1024}, {1280, 800}, {300, 400}, {360, 640}};
    for (int n = core::kGomokuLimits.min_cols; n <= core::kGomokuLimits.max_cols; ++n) {
        const core::GameConfig config = core::default_config(GameKind::Gomoku, core::Theme::Basic, n);
        for (const auto& s : screens) {
            SCOPED_TRACE(std::to_string(n) + "x" + std::to_string(n) + " at " + std::to_string(static_cast<int>(s[0])) +
                         "x" + std::to_string(static_cast<int>(s[1])));
            const BoardGeometry g(config, choose_layout(config, s[0], s[1]).board);
            const CoordinateLabels labels = coordinate_labels(g.cell());
            EXPECT_GE(labels.size, 11.0f);
            // The widest number and the tallest letter, in the band beyond the
            // outer stones with a pixel to spare, apart from their neighbours.
            const ImVec2 number = measure(std::to_string(n), labels.size);
            const char letter[2] = {static_cast<char>('a' + n - 1), 0};
            const ImVec2 below = measure(letter, labels.size);
            EXPECT_LE(number.x + 2, g.label_band());
            EXPECT_LE(below.y + 2, g.label_band());
            const float apart = g.cell() * static_cast<float>(labels.every);
            EXPECT_LE(number.y + 1, apart);
            EXPECT_LE(below.x + 1, apart);
        }
    }
}

// Chinese sentences take Lato's letters and digits a size larger and lower
// than English ones do, so a move ("j8") or a count stands as tall as the
// characters beside it, on their line; the line height and the characters stay
// the body font's, and English keeps the body font.
TEST_F(Fonts, LatinInChineseStandsAsTallAsTheCharactersBesideIt) {
    style_.load_fonts(2.0f);  // a phone's pixels: glyph boxes are whole pixels
    const ImFont* english = style_.text_font(text::Language::English);
    const ImFont* chinese = style_.text_font(text::Language::Chinese);
    ASSERT_EQ(english, style_.body_font());
    ASSERT_NE(chinese, english) << "the native build has the Chinese glyphs built in";
    EXPECT_EQ(chinese->FontSize, english->FontSize);
    const auto glyph = [](const ImFont* font, ImWchar c) {
        const ImFontGlyph* g = font->FindGlyphNoFallback(c);
        EXPECT_NE(g, nullptr) << static_cast<int>(c);
        return g ? *g : ImFontGlyph{};
    };
    const ImFontGlyph step = glyph(chinese, 0x6B65);  // 步, as in "2 步"
    for (const ImWchar c : {ImWchar('2'), ImWchar('8'), ImWchar('H'), ImWchar('j')}) {
        const ImFontGlyph en = glyph(english, c), zh = glyph(chinese, c);
        const char* what = c == 'j' ? "j" : c == 'H' ? "H" : c == '2' ? "2" : "8";
        EXPECT_GE(zh.Y1 - zh.Y0, en.Y1 - en.Y0 + 1) << "larger: " << what;
        EXPECT_GE(zh.Y1, en.Y1 + 1) << "lower: " << what;
        EXPECT_GT(zh.AdvanceX, en.AdvanceX) << what;
        if (c != 'j') EXPECT_LE(zh.Y1 - zh.Y0, step.Y1 - step.Y0) << "no taller than a character: " << what;
    }
    const ImFontGlyph step_en = glyph(english, 0x6B65);
    EXPECT_FLOAT_EQ(step.Y1, step_en.Y1) << "the characters as in the body font";
    EXPECT_FLOAT_EQ(step.AdvanceX, step_en.AdvanceX);
}

}  // namespace
}  // namespace lineup::app
