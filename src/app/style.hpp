// Style: the fonts and the ImGui style (rounding, padding, the theme's
// colours from palette.hpp). The App loads the fonts when the pixel density
// changes and applies the style each frame, for the game shown.
#pragma once

#include "core/config.hpp"

struct ImFont;

namespace lineup::app {

/// The height of every control, in CSS pixels: a finger's size.
inline constexpr float kControlHeight = 44.0f;

class Style {
public:
    /// (Re)builds the font atlas for `pixel_scale` device pixels per UI unit, so
    /// text stays sharp on high-DPI screens. The renderer must then re-upload it.
    void load_fonts(float pixel_scale);
    /// Sets ImGui's style and colours for `config`'s game and theme.
    void apply(const core::GameConfig& config, bool dark = false) const;

    ImFont* body_font() const { return body_font_; }
    ImFont* title_font() const { return title_font_; }

private:
    ImFont* body_font_ = nullptr;
    ImFont* title_font_ = nullptr;
};

}  // namespace lineup::app
