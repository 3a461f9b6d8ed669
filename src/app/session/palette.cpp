#include "app/session/palette.hpp"

namespace lineup::app {

namespace {

// `light` in the dark scheme: the page behind, the panel, its text, the faces
// of the controls and Connect 4's holes dark; the board, the pieces and the
// accents kept.
Palette darkened(Palette light, std::uint32_t sky_top, std::uint32_t sky_bottom, std::uint32_t panel,
                 std::uint32_t text, std::uint32_t text_dim) {
    light.sky_top = rgb(sky_top);
    light.sky_bottom = rgb(sky_bottom);
    light.panel = rgb(panel, 240);
    light.text = rgb(text);
    light.text_dim = rgb(text_dim);
    light.card = rgb(panel, 252);
    light.outline = rgb(sky_bottom, 230);
    light.outline_text = rgb(text);
    light.hole = rgb(sky_bottom);  // Connect 4's empty holes show the night behind
    light.hole_shadow = rgb(0x000000, 150);
    return light;
}

}  // namespace

const Palette& palette(core::GameKind game, core::Theme theme, bool dark) {
    // Each palette's rows group its colours as palette.hpp lists them.
    // clang-format off
    // Gomoku, basic: a wooden board (a wood texture drawn in board_view.cpp), black stones for
    // the first player (Black moves first), white ones for the second.
    static const Palette kWood{
        rgb(0xFBF3E2), rgb(0xEFDDBB),
        rgb(0xDDB26A), rgb(0xEBC98A), rgb(0xA9783A), rgb(0x8A5A22, 38), rgb(0x3B2A14),
        rgb(0xFFFFFF), rgb(0x000000),
        {rgb(0x2A2A2E), rgb(0xEDEBE4)}, {rgb(0x6A6A72), rgb(0xFFFFFF)}, {rgb(0x0C0C0E), rgb(0xB9B5AA)},
        {rgb(0xF2F2F2), rgb(0x3B3B3B)},
        rgb(0x77716A), rgb(0xA39D94), rgb(0x45403A), rgb(0xBFE6FF, 170),
        rgb(0xD62828), rgb(0x33261A), rgb(0x7A6650), rgb(0xFFFDF7, 232),
        rgb(0x9C6B30), rgb(0xB5813F), rgb(0x7E5422), rgb(0xFFFFFF)};
    // Connect 4, basic: the classic blue frame, red and yellow discs.
    static const Palette kFrame{
        rgb(0xEEF3FB), rgb(0xD6E2F3),
        rgb(0x2160C4), rgb(0x4B84DC), rgb(0x15408A), rgb(0xFFFFFF, 20), rgb(0x15408A),
        rgb(0xF4F7FC), rgb(0x0E2D66, 120),
        {rgb(0xE0303A), rgb(0xF7C72A)}, {rgb(0xFF7A7F), rgb(0xFFE58A)}, {rgb(0x971822), rgb(0xB98A05)},
        {rgb(0xFFFFFF), rgb(0x5A4400)},
        rgb(0x77716A), rgb(0xA39D94), rgb(0x45403A), rgb(0xBFE6FF, 170),
        rgb(0x22C36B), rgb(0x1E2A3A), rgb(0x5C6B80), rgb(0xFFFFFF, 232),
        rgb(0x2160C4), rgb(0x3C78D8), rgb(0x174FA8), rgb(0xFFFFFF)};
    // Rock: an earth board, red and blue pieces, stones that fell on it.
    static const Palette kEarth{
        rgb(0xF4EADB), rgb(0xE2CDAE),
        rgb(0x8E6743), rgb(0xA98058), rgb(0x5E4129), rgb(0x3E2A18, 60), rgb(0xF3E6D2),
        rgb(0xD9C4A3), rgb(0x4A3320, 130),
        {rgb(0xD8343C), rgb(0x2E5FD0)}, {rgb(0xFF7A80), rgb(0x7FA6FF)}, {rgb(0x8E1A20), rgb(0x173A88)},
        {rgb(0xFFFFFF), rgb(0xFFFFFF)},
        rgb(0x7D7670), rgb(0xB1AAA2), rgb(0x403A35), rgb(0xBFE6FF, 170),
        rgb(0xFFD23F), rgb(0x2E2117), rgb(0x7A6650), rgb(0xFFFBF4, 232),
        rgb(0xB4532A), rgb(0xC9653A), rgb(0x94421F), rgb(0xFFFFFF)};
    // Bubble (ocean): a water board, green and yellow pieces, bubbles.
    static const Palette kWater{
        rgb(0xE9F7FD), rgb(0xC9E9F7),
        rgb(0x2F86C6), rgb(0x4FA3DD), rgb(0x1B5E93), rgb(0xFFFFFF, 42), rgb(0xE6F5FF),
        rgb(0xBFE3F7), rgb(0x0F4C7A, 120),
        {rgb(0x2DBE5A), rgb(0xF2D023)}, {rgb(0x7CE89A), rgb(0xFFEF8A)}, {rgb(0x177A3A), rgb(0xA8880A)},
        {rgb(0xFFFFFF), rgb(0x5A4400)},
        rgb(0x6F6A66), rgb(0xA6A09A), rgb(0x3E3A37), rgb(0xFFFFFF, 215),
        rgb(0xFF5A5F), rgb(0x12324A), rgb(0x4F6B80), rgb(0xF6FCFF, 232),
        rgb(0x168A9A), rgb(0x1FA2B4), rgb(0x10707D), rgb(0xFFFFFF)};
    // clang-format on
    // The dark scheme: night tones of each theme's sky, light text.
    static const Palette kWoodDark = darkened(kWood, 0x1C1813, 0x2A231B, 0x2E2720, 0xF3EBDD, 0xB9AB96);
    static const Palette kFrameDark = darkened(kFrame, 0x0E1522, 0x17223A, 0x1B2438, 0xE8EEF8, 0xA2B1C8);
    static const Palette kEarthDark = darkened(kEarth, 0x1D1610, 0x2C2118, 0x30251C, 0xF4E8D6, 0xBBA78F);
    static const Palette kWaterDark = darkened(kWater, 0x0A1B27, 0x10293B, 0x143047, 0xE6F5FF, 0x9EC2D8);
    switch (theme) {
        case core::Theme::Rock: return dark ? kEarthDark : kEarth;
        case core::Theme::Bubble: return dark ? kWaterDark : kWater;
        case core::Theme::Basic: break;
    }
    if (game == core::GameKind::Connect4) return dark ? kFrameDark : kFrame;
    return dark ? kWoodDark : kWood;
}

}  // namespace lineup::app
