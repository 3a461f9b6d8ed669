#include "app/palette.hpp"

namespace lineup::app {

const Palette& palette(core::GameKind game, core::Theme theme) {
    static const Palette kWood{rgb(0xFFFFE0), rgb(0xDCB36B), rgb(0x9C6B30), rgb(0x3B2A14),
                               rgb(0xFFFFE0), {rgb(0xF7F7F2), rgb(0x1C1C1C)},
                               {rgb(0x9A9A92), rgb(0x000000)}, rgb(0x6E6A64), rgb(0x9ED8F5, 150),
                               rgb(0xD62828), rgb(0x2B2B2B)};
    static const Palette kConnect4{rgb(0xF3F1EA), rgb(0x1F5FBF), rgb(0x143F80), rgb(0x143F80),
                                   rgb(0xF3F1EA), {rgb(0xE0303A), rgb(0xF5C518)},
                                   {rgb(0x9E1520), rgb(0xB88A00)}, rgb(0x6E6A64),
                                   rgb(0x9ED8F5, 150), rgb(0x2EC46B), rgb(0x2B2B2B)};
    static const Palette kEarth{rgb(0xEFE6D8), rgb(0x8A6440), rgb(0x5B3F24), rgb(0xF2E8D8),
                                rgb(0xD9C7A8), {rgb(0xD8343C), rgb(0x2E5FD0)},
                                {rgb(0x8E1A20), rgb(0x183A88)}, rgb(0x6F6A66), rgb(0x9ED8F5, 150),
                                rgb(0xFFE24D), rgb(0x2B2B2B)};
    static const Palette kWater{rgb(0xE6F4FB), rgb(0x3D8FD1), rgb(0x245F93), rgb(0xE8F6FF),
                                rgb(0xBFE3F7), {rgb(0x2DBE5A), rgb(0xF2D023)},
                                {rgb(0x17773A), rgb(0xA88E0C)}, rgb(0x6F6A66),
                                rgb(0xFFFFFF, 140), rgb(0xE63946), rgb(0x1D2B36)};
    switch (theme) {
        case core::Theme::Rock: return kEarth;
        case core::Theme::Bubble: return kWater;
        case core::Theme::Basic: break;
    }
    return game == core::GameKind::Connect4 ? kConnect4 : kWood;
}

}  // namespace lineup::app
