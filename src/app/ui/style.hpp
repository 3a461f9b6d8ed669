// Style: the fonts and the ImGui style (rounding, padding, the theme's
// colours from palette.hpp). The App loads the fonts when the pixel density
// changes and applies the style each frame, for the game shown.
#pragma once

#include <vector>

#include "core/config.hpp"
#include "text/language.hpp"

struct ImFont;

namespace lineup::app {

/// The height of every control, in CSS pixels: a finger's size.
inline constexpr float kControlHeight = 44.0f;

class Style {
public:
    /// (Re)builds the font atlas for `pixel_scale` device pixels per UI unit, so
    /// text stays sharp on high-DPI screens. The renderer must then re-upload it.
    void load_fonts(float pixel_scale);
    /// True when the Chinese glyphs are at hand: built in (natively), or
    /// handed over by add_cjk_font (the browser's page fetches them only when
    /// the game shows Chinese).
    bool has_cjk_font() const;
    /// The Chinese glyphs, a TrueType file (the site's lineup-font-zh.ttf):
    /// the next load_fonts merges them into the body font.
    void add_cjk_font(std::vector<unsigned char> ttf) { cjk_font_ = std::move(ttf); }
    /// Sets ImGui's style and colours for `config`'s game and theme.
    void apply(const core::GameConfig& config, bool dark = false) const;

    ImFont* body_font() const { return body_font_; }
    ImFont* title_font() const { return title_font_; }
    /// The font for sentences in `language`: the body font, or for Chinese,
    /// once its glyphs are at hand, the same with its digits matched to them.
    ImFont* text_font(text::Language language) const;

private:
    ImFont* body_font_ = nullptr;
    ImFont* chinese_font_ = nullptr;  ///< nullptr until the Chinese glyphs are at hand
    ImFont* title_font_ = nullptr;
    std::vector<unsigned char> cjk_font_;  ///< add_cjk_font's, where the build has none
};

}  // namespace lineup::app
