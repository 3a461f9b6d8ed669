#include "app/ui/style.hpp"

#include <imgui.h>

#include <cmath>
#include <cstddef>

#include "app/session/palette.hpp"

// The fonts (scripts/font_pack.py, generated at build time).
extern const unsigned char kLineupFontRegular[];
extern const unsigned int kLineupFontRegularSize;
extern const unsigned char kLineupFontBold[];
extern const unsigned int kLineupFontBoldSize;
extern const unsigned char kLineupFontCjk[];
extern const unsigned int kLineupFontCjkSize;
extern const ImWchar kLineupFontRegularRanges[];
extern const ImWchar kLineupFontCjkRanges[];
extern const unsigned char kLineupFontCjkBuiltIn[];
extern const unsigned int kLineupFontCjkBuiltInSize;
extern const ImWchar kLineupFontCjkBuiltInRanges[];

namespace lineup::app {

using namespace lineup::core;

bool Style::has_cjk_font() const { return kLineupFontCjkSize > 0 || !cjk_font_.empty(); }

namespace {

// Latin letters and digits in Chinese text: how much larger than the body's,
// and how far lower (in CSS pixels), as the Chinese characters are set.
constexpr float kChineseLatinScale = 1.08f;
constexpr float kChineseLatinDrop = 1.0f;

// The atlas reads the fonts where they are (the built-in arrays, Style's
// vector) and never frees them.
ImFont* add_font(const unsigned char* ttf, std::size_t size, float pixels, ImFontConfig config,
                 const ImWchar* ranges = nullptr) {
    config.FontDataOwnedByAtlas = false;
    return ImGui::GetIO().Fonts->AddFontFromMemoryTTF(const_cast<unsigned char*>(ttf), static_cast<int>(size), pixels,
                                                      &config, ranges);
}

}  // namespace

ImFont* Style::text_font(text::Language language) const {
    return language == text::Language::Chinese && chinese_font_ ? chinese_font_ : body_font_;
}

void Style::load_fonts(float pixel_scale) {
    ImGuiIO& io = ImGui::GetIO();
    io.Fonts->Clear();
    // Rasterised at the screen's pixel density, drawn at 1/pixel_scale: sharp on HiDPI.
    ImFontConfig config;
    config.OversampleH = 2;
    config.OversampleV = 1;
    config.PixelSnapH = false;
    const float body = std::round(17.0f * pixel_scale);
    body_font_ = add_font(kLineupFontRegular, kLineupFontRegularSize, body, config, kLineupFontRegularRanges);
    // The Chinese glyphs: all of them (built in, or add_cjk_font's), else the
    // few an English game shows (the language button's label).
    ImFontConfig merge = config;
    merge.MergeMode = true;
    merge.GlyphOffset = ImVec2(0, std::round(1.0f * pixel_scale));
    const unsigned char* cjk = kLineupFontCjkSize > 0 ? kLineupFontCjk : cjk_font_.data();
    const std::size_t cjk_size = kLineupFontCjkSize > 0 ? kLineupFontCjkSize : cjk_font_.size();
    if (cjk_size > 0) {
        add_font(cjk, cjk_size, body, merge, kLineupFontCjkRanges);
    } else if (kLineupFontCjkBuiltInSize > 0) {
        add_font(kLineupFontCjkBuiltIn, kLineupFontCjkBuiltInSize, body, merge, kLineupFontCjkBuiltInRanges);
    }
    // Chinese sentences: the Chinese font has no Latin letters or digits, and
    // Lato's, at the body size and on its baseline, stand small and high
    // beside its characters (which are set lower). There they come a size
    // larger and set as low as the characters. The first font, a space at the
    // body size, keeps the body's line height.
    chinese_font_ = nullptr;
    if (cjk_size > 0) {
        static const ImWchar space[] = {' ', ' ', 0};
        chinese_font_ = add_font(kLineupFontRegular, kLineupFontRegularSize, body, config, space);
        ImFontConfig latin = merge;
        latin.GlyphOffset = ImVec2(0, std::round(kChineseLatinDrop * pixel_scale));
        add_font(kLineupFontRegular, kLineupFontRegularSize, std::round(body * kChineseLatinScale), latin,
                 kLineupFontRegularRanges);
        add_font(cjk, cjk_size, body, merge, kLineupFontCjkRanges);
    }
    title_font_ = add_font(kLineupFontBold, kLineupFontBoldSize, std::round(28.0f * pixel_scale), config);
    io.Fonts->Build();
    io.FontDefault = body_font_;
    io.FontGlobalScale = 1.0f / pixel_scale;
}

void Style::apply(const GameConfig& config, bool dark) const {
    const Palette& pal = palette(config.game, config.theme, dark);
    ImGuiStyle& style = ImGui::GetStyle();
    style.FrameRounding = 8.0f;
    style.ChildRounding = 14.0f;
    style.PopupRounding = 10.0f;
    style.WindowRounding = 12.0f;
    style.GrabRounding = 6.0f;
    // Controls 44 px tall (the 17 px font plus the padding): large enough for
    // a finger, as touch guidelines ask.
    style.FramePadding = ImVec2(10, (kControlHeight - ImGui::GetFontSize()) / 2 + 0.25f);
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
    c[ImGuiCol_PopupBg] = colour(pal.card);
    c[ImGuiCol_WindowBg] = colour(pal.card);
    c[ImGuiCol_ChildBg] = colour(pal.panel);
    c[ImGuiCol_Border] = colour(faded(pal.text_dim, 0.25f));
    c[ImGuiCol_Separator] = colour(faded(pal.text_dim, 0.3f));
    c[ImGuiCol_PlotHistogram] = colour(pal.accent);
    c[ImGuiCol_ScrollbarBg] = colour(rgb(0x000000, 0));
    c[ImGuiCol_ScrollbarGrab] = colour(faded(pal.text_dim, 0.35f));
    c[ImGuiCol_TitleBg] = colour(pal.accent);
    c[ImGuiCol_TitleBgActive] = colour(pal.accent);
}

}  // namespace lineup::app
